/**
 * The one place where the artist's identity and every shared value live.
 * The fixed pages (paths, titles, descriptions, share cards, navigation), JSON-LD, the navigation
 * and the footer all read from here. What the artist
 * changes (addresses, phone, management, newsletter, social links) comes from content/settings.json.
 */
import settingsFile from '../content/settings.json' with { type: 'json' };
import { parseSiteSettings, phoneHref, type SocialNetwork } from './lib/settings.ts';
import { navigationLinks } from './lib/nav.ts';
import { languages, type Language } from './lib/languages.ts';
import type { AuthPaths } from './lib/auth-form.ts';
import { APPROVAL_PAGE_PATH } from '../supabase/functions/_shared/approval-link.ts';

export type { SocialNetwork };

const settings = parseSiteSettings(settingsFile, 'content/settings.json');

const artistName = 'Yaniel Bárcenas';
const artistSlug = 'yaniel-barcenas';

/**
 * Site URL used for canonical links, the sitemap and social tags: `SITE_URL` when set,
 * else Netlify's own `URL` of the production site, else the placeholder domain.
 */
const env = typeof process === 'undefined' ? {} : process.env;
const siteUrl = (env['SITE_URL'] || env['URL'] || 'https://yaniel-barcenas.example').replace(/\/+$/, '');

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

/** What a fixed page says of itself in one language. */
export interface PageText {
  path: string;
  /** The page's title: its <title> (followed by the artist's name) and its share card's. */
  title: string;
  description: string;
  /** The share card's title, where it differs from the page's. */
  cardTitle?: string;
  /** The share card's line under the title; the artist's tagline when none is given, or when the card draws it from content. */
  cardLine?: string;
  /** Its name in the header's navigation, for a page listed there (in this order). */
  nav?: string;
  /** Its meta keywords, before the site's own (site.defaultKeywords). */
  keywords?: readonly string[];
}

export type { Language };

/** The ensembles' pages in French; each language's under its prefix (localizedPath). */
export const ensembleRoutes = {
  quintet: `/${artistSlug}-quintet`,
  trio: `/${artistSlug}-trio`,
  duo: `/${artistSlug}-duo`,
  mambi: `/${artistSlug}-mambi`,
} as const;

/** Each ensemble's press kit, under the ensemble's page: /yaniel-barcenas-quintet/kit. */
export const kitRoute = (ensemble: keyof typeof ensembleRoutes): string => `${ensembleRoutes[ensemble]}/kit`;

const tagline = 'Compositeur et musicien cubain';
/** What the artist plays and where he comes from, in each language (pages, JSON-LD, share cards). */
const artistFacts = {
  fr: {
    roles: ['Guitariste', 'Percussionniste', 'Chanteur', 'Compositeur'],
    genres: ['Jazz afro-cubain', 'Musiques du monde', 'Son cubain', 'Rumba'],
    origin: 'La Havane, Cuba',
    basedIn: 'Paris, France',
  },
  en: {
    roles: ['Guitarist', 'Percussionist', 'Singer', 'Composer'],
    genres: ['Afro-Cuban jazz', 'World music', 'Cuban son', 'Rumba'],
    origin: 'Havana, Cuba',
    basedIn: 'Paris, France',
  },
  es: {
    roles: ['Guitarrista', 'Percusionista', 'Cantante', 'Compositor'],
    genres: ['Jazz afrocubano', 'Músicas del mundo', 'Son cubano', 'Rumba'],
    origin: 'La Habana, Cuba',
    basedIn: 'París, Francia',
  },
} as const satisfies Record<Language, { roles: readonly string[]; genres: readonly string[]; origin: string; basedIn: string }>;

/**
 * Every fixed page by a stable id, in the order of the navigation: per language, its path, title,
 * description, share card and navigation entry. The pages (their head), the share cards
 * (src/share-cards/cards.ts), the navigation and the tests read them here. The ensembles' pages
 * are named by ensembleRoutes, their texts by content/ensembles.json; concerts and articles by their files.
 */
export const pages = {
  home: {
    fr: {
      path: '/',
      keywords: ['jazz afro-cubain Paris', 'compositeur cubain', 'Cimarrón album'],
      title: `${artistName} · ${tagline} à Paris`,
      description: `Site officiel de ${artistName}, guitariste, percussionniste, chanteur et compositeur cubain installé à Paris : albums, concerts, master classes et booking.`,
      cardTitle: `${tagline} à Paris`,
      cardLine: artistFacts.fr.genres.slice(0, 2).join(' · '),
      nav: 'Accueil',
    },
    en: {
      path: '/en',
      keywords: ['Afro-Cuban jazz Paris', 'Cuban composer', 'Cimarrón album'],
      title: `${artistName} · Cuban composer and musician in Paris`,
      description: `Official website of ${artistName}, Cuban guitarist, percussionist, singer and composer based in Paris: albums, concerts, master classes and booking.`,
      cardTitle: 'Cuban composer and musician in Paris',
      cardLine: artistFacts.en.genres.slice(0, 2).join(' · '),
      nav: 'Home',
    },
    es: {
      path: '/es',
      keywords: ['jazz afrocubano París', 'compositor cubano', 'álbum Cimarrón'],
      title: `${artistName} · Compositor y músico cubano en París`,
      description: `Web oficial de ${artistName}, guitarrista, percusionista, cantante y compositor cubano afincado en París: discos, conciertos, clases magistrales y contratación.`,
      cardTitle: 'Compositor y músico cubano en París',
      cardLine: artistFacts.es.genres.slice(0, 2).join(' · '),
      nav: 'Inicio',
    },
  },
  bio: {
    fr: {
      path: '/bio',
      keywords: [`biographie ${artistName}`, 'musicien cubain', 'La Havane'],
      title: 'Biographie',
      description: `La biographie de ${artistName} : enfance à La Havane, conservatoire, arrivée à Paris, albums et formations.`,
      nav: 'Biographie',
    },
    en: {
      path: '/en/biography',
      keywords: [`${artistName} biography`, 'Cuban musician', 'Havana'],
      title: 'Biography',
      description: `The story of ${artistName}: a Havana childhood, the conservatory, the move to Paris, the albums and the bands.`,
      nav: 'Biography',
    },
    es: {
      path: '/es/biografia',
      keywords: [`biografía de ${artistName}`, 'músico cubano', 'La Habana'],
      title: 'Biografía',
      description: `La biografía de ${artistName}: infancia en La Habana, conservatorio, llegada a París, discos y formaciones.`,
      nav: 'Biografía',
    },
  },
  discography: {
    fr: {
      path: '/discographie',
      keywords: ['discographie', 'albums jazz cubain'],
      title: 'Discographie',
      description: `Tous les albums de ${artistName}, de Zapateo Suite à Cimarrón, avec les liens d'écoute, et ses enregistrements en side man.`,
      nav: 'Discographie',
    },
    en: {
      path: '/en/discography',
      keywords: ['discography', 'Cuban jazz albums'],
      title: 'Discography',
      description: `Every album by ${artistName}, from Zapateo Suite to Cimarrón, with listening links, and his recordings as a sideman.`,
      nav: 'Discography',
    },
    es: {
      path: '/es/discografia',
      keywords: ['discografía', 'discos de jazz cubano'],
      title: 'Discografía',
      description: `Todos los discos de ${artistName}, de Zapateo Suite a Cimarrón, con enlaces para escucharlos, y sus grabaciones como músico acompañante.`,
      nav: 'Discografía',
    },
  },
  projects: {
    fr: {
      path: '/projets',
      keywords: ['quintet jazz cubain', 'trio', 'duo', 'collectif Mambí'],
      title: 'Projets',
      description: `Les formations de ${artistName} : quintet, trio, duo et le collectif de fusion Mambí, pour les scènes, festivals et événements.`,
      nav: 'Projets',
    },
    en: {
      path: '/en/projects',
      keywords: ['Cuban jazz quintet', 'trio', 'duo', 'Mambí collective'],
      title: 'Projects',
      description: `The bands of ${artistName}: quintet, trio, duo and the Mambí fusion collective, for stages, festivals and events.`,
      nav: 'Projects',
    },
    es: {
      path: '/es/proyectos',
      keywords: ['quinteto de jazz cubano', 'trío', 'dúo', 'colectivo Mambí'],
      title: 'Proyectos',
      description: `Las formaciones de ${artistName}: quinteto, trío, dúo y el colectivo de fusión Mambí, para escenarios, festivales y eventos.`,
      nav: 'Proyectos',
    },
  },
  concerts: {
    fr: {
      path: '/concerts',
      keywords: ['concert jazz Paris', 'agenda concerts', 'jazz afro-cubain'],
      title: 'Concerts',
      description: `Les prochains concerts de ${artistName} à Paris et en tournée, avec les liens de réservation.`,
      nav: 'Concerts',
    },
    en: {
      path: '/en/concerts',
      keywords: ['jazz concert Paris', 'tour dates', 'Afro-Cuban jazz'],
      title: 'Concerts',
      description: `Upcoming concerts by ${artistName} in Paris and on tour, with booking links.`,
      nav: 'Concerts',
    },
    es: {
      path: '/es/conciertos',
      keywords: ['concierto de jazz París', 'agenda de conciertos', 'jazz afrocubano'],
      title: 'Conciertos',
      description: `Los próximos conciertos de ${artistName} en París y de gira, con enlaces para reservar.`,
      nav: 'Conciertos',
    },
  },
  store: {
    fr: {
      path: '/store',
      keywords: ['acheter album jazz cubain', 'CD', 'album numérique'],
      title: 'Store',
      description: `Achetez les albums de ${artistName} en CD ou en version numérique, et écoutez-les sur Spotify.`,
      nav: 'Store',
    },
    en: {
      path: '/en/store',
      keywords: ['buy Cuban jazz album', 'CD', 'digital album'],
      title: 'Store',
      description: `Buy the albums of ${artistName} on CD or as downloads, and listen to them on Spotify.`,
      nav: 'Store',
    },
    es: {
      path: '/es/tienda',
      keywords: ['comprar disco de jazz cubano', 'CD', 'álbum digital'],
      title: 'Tienda',
      description: `Compra los discos de ${artistName} en CD o en digital, y escúchalos en Spotify.`,
      nav: 'Tienda',
    },
  },
  media: {
    fr: {
      path: '/media',
      keywords: ['vidéos concert', 'photos', 'shorts'],
      title: 'Media',
      description: `Vidéos de concerts, shorts et photos de ${artistName} sur scène, en studio et en master class.`,
      nav: 'Media',
    },
    en: {
      path: '/en/media',
      keywords: ['concert videos', 'photos', 'shorts'],
      title: 'Media',
      description: `Concert videos, shorts and photos of ${artistName} on stage, in the studio and teaching master classes.`,
      nav: 'Media',
    },
    es: {
      path: '/es/media',
      keywords: ['vídeos de conciertos', 'fotos', 'shorts'],
      title: 'Media',
      description: `Vídeos de conciertos, shorts y fotos de ${artistName} en el escenario, en el estudio y en clases magistrales.`,
      nav: 'Media',
    },
  },
  press: {
    fr: {
      path: '/presse',
      keywords: ['revue de presse', 'interview', 'contact presse'],
      title: 'Presse',
      description: `Revue de presse, articles et interview de ${artistName}, et contact presse.`,
    },
    en: {
      path: '/en/press',
      keywords: ['press coverage', 'interview', 'press contact'],
      title: 'Press',
      description: `Press coverage, articles and an interview with ${artistName}, and the press contact.`,
    },
    es: {
      path: '/es/prensa',
      keywords: ['prensa', 'entrevista', 'contacto de prensa'],
      title: 'Prensa',
      description: `Reseñas, artículos y entrevista de ${artistName}, y contacto de prensa.`,
    },
  },
  blog: {
    fr: {
      path: '/blog',
      keywords: ['blog musicien', 'jazz cubain', 'carnet de route'],
      title: 'Blog',
      description: `Le blog de ${artistName} : parcours, scène, transmission et création, racontés par l'artiste.`,
      nav: 'Blog',
    },
    en: {
      path: '/en/blog',
      keywords: ['musician blog', 'Cuban jazz', 'tour diary'],
      title: 'Blog',
      description: `The blog of ${artistName}: his path, the stage, teaching and writing music, in his own words.`,
      nav: 'Blog',
    },
    es: {
      path: '/es/blog',
      keywords: ['blog de músico', 'jazz cubano', 'diario de gira'],
      title: 'Blog',
      description: `El blog de ${artistName}: trayectoria, escenario, enseñanza y creación, contados por el artista.`,
      nav: 'Blog',
    },
  },
  contact: {
    fr: {
      path: '/contact',
      keywords: ['booking musicien cubain', 'contact', 'concert privé'],
      title: 'Contact et booking',
      description: `Contactez ${artistName} pour un concert, un festival, une master class, un événement privé ou une collaboration.`,
      nav: 'Contact',
    },
    en: {
      path: '/en/contact',
      keywords: ['book a Cuban musician', 'contact', 'private concert'],
      title: 'Contact and booking',
      description: `Contact ${artistName} for a concert, a festival, a master class, a private event or a collaboration.`,
      nav: 'Contact',
    },
    es: {
      path: '/es/contacto',
      keywords: ['contratar músico cubano', 'contacto', 'concierto privado'],
      title: 'Contacto y contratación',
      description: `Contacta con ${artistName} para un concierto, un festival, una clase magistral, un evento privado o una colaboración.`,
      nav: 'Contacto',
    },
  },
  masterclass: {
    fr: {
      path: '/masterclass',
      keywords: ['master class percussion', 'clave', 'cours guitare cubaine'],
      title: 'Master classes',
      description: `Les master classes de ${artistName} : la clave, les percussions des années 1970, technique et expression, en individuel ou en groupe.`,
    },
    en: {
      path: '/en/masterclass',
      keywords: ['percussion masterclass', 'clave', 'Cuban guitar lessons'],
      title: 'Master classes',
      description: `Master classes with ${artistName}: the clave, 1970s percussion, technique and expression, one-to-one or in groups.`,
    },
    es: {
      path: '/es/clases-magistrales',
      keywords: ['clase magistral de percusión', 'clave', 'clases de guitarra cubana'],
      title: 'Clases magistrales',
      description: `Las clases magistrales de ${artistName}: la clave, la percusión de los años setenta, técnica y expresión, individuales o en grupo.`,
    },
  },
  workshop: {
    fr: {
      path: '/workshop',
      keywords: ['workshop rythmes cubains', 'atelier percussion', 'création collective'],
      title: 'Workshops',
      description: `Les workshops de ${artistName} : rythmes cubains fondamentaux, création collective et bien-être par la musique.`,
    },
    en: {
      path: '/en/workshop',
      keywords: ['Cuban rhythm workshop', 'percussion workshop', 'collective creation'],
      title: 'Workshops',
      description: `Workshops with ${artistName}: core Cuban rhythms, making music together and well-being through music.`,
    },
    es: {
      path: '/es/talleres',
      keywords: ['taller de ritmos cubanos', 'taller de percusión', 'creación colectiva'],
      title: 'Talleres',
      description: `Los talleres de ${artistName}: ritmos cubanos fundamentales, creación colectiva y bienestar a través de la música.`,
    },
  },
  auth: {
    fr: {
      path: '/auth',
      keywords: ['connexion', 'espace pro'],
      title: 'Connexion',
      description: `Connectez-vous ou créez un compte pour accéder à l'espace professionnel de ${artistName}.`,
    },
    en: { path: '/en/sign-in', keywords: ['sign in', 'pro area'], title: 'Sign in', description: `Sign in or create an account to reach the professional area of ${artistName}.` },
    es: {
      path: '/es/acceso',
      keywords: ['acceso', 'área profesional'],
      title: 'Acceso',
      description: `Inicia sesión o crea una cuenta para entrar en el área profesional de ${artistName}.`,
    },
  },
  proArea: {
    fr: {
      path: '/acces-pro',
      keywords: ['espace pro', 'fiche technique', 'dossier de presse'],
      title: 'Espace Professionnel',
      description: `Espace réservé aux professionnels : fiches techniques, biographie, photos HD, extraits audio et vidéo de ${artistName}.`,
    },
    en: {
      path: '/en/pro-area',
      keywords: ['pro area', 'technical rider', 'press kit'],
      title: 'Professional area',
      description: `For professionals only: technical riders, biography, HD photos, audio and video excerpts of ${artistName}.`,
    },
    es: {
      path: '/es/area-profesional',
      keywords: ['área profesional', 'ficha técnica', 'dossier de prensa'],
      title: 'Área profesional',
      description: `Reservado a profesionales: fichas técnicas, biografía, fotos en alta definición y extractos de audio y vídeo de ${artistName}.`,
    },
  },
  notFound: {
    fr: { path: '/404', title: 'Page introuvable', description: "Cette page n'existe pas ou a été déplacée." },
    en: { path: '/en/404', title: 'Page not found', description: 'This page does not exist or has moved.' },
    es: { path: '/es/404', title: 'Página no encontrada', description: 'Esta página no existe o ha cambiado de dirección.' },
  },
  articleNotFound: {
    fr: { path: '/blog/404', title: 'Article non trouvé', description: "Cet article du blog n'existe pas ou son adresse a changé ; les autres articles sont sur le blog." },
    en: { path: '/en/blog/404', title: 'Article not found', description: 'This blog article does not exist or its address has changed; the other articles are on the blog.' },
    es: {
      path: '/es/blog/404',
      title: 'Artículo no encontrado',
      description: 'Este artículo del blog no existe o su dirección ha cambiado; los demás artículos están en el blog.',
    },
  },
} as const satisfies Record<string, Record<Language, PageText>>;

export type PageId = keyof typeof pages;

/**
 * The pages written for the artist alone, in French only, apart from the registry of the visitors'
 * pages (three languages each): no twins, no navigation, noindex (site.noindexRoutes). The approval
 * page the request mail links to takes its path from the Edge Functions, which write the link.
 */
export const artistPages = {
  approveProAccount: {
    path: APPROVAL_PAGE_PATH,
    title: 'Approuver un compte pro',
    description: "Approuver, depuis le lien du mail de demande, l'accès d'un compte aux documents réservés de l'espace professionnel.",
  },
} as const satisfies Record<string, PageText>;

const routes = {
  home: pages.home.fr.path,
  auth: pages.auth.fr.path,
  proArea: pages.proArea.fr.path,
  contact: pages.contact.fr.path,
  ensembles: ensembleRoutes,
} as const;

/**
 * A French path in `lang`: unchanged in French, under /en/ or /es/ otherwise. For the pages whose
 * address is an id (concerts, articles, ensembles); a fixed page's path is the registry's.
 */
export function localizedPath(frenchPath: string, lang: Language): string {
  if (lang === 'fr') return frenchPath;
  return frenchPath === '/' ? `/${lang}` : `/${lang}${frenchPath}`;
}

/** A page's address in each language it exists in: its twins, for the language switcher and hreflang. */
export type Alternates = Partial<Record<Language, string>>;

/** A fixed page's address in each language. */
export function pageAlternates(id: PageId): Alternates {
  return Object.fromEntries(languages.map((lang) => [lang, pages[id][lang].path]));
}

/** The sign-in form's and the pro area's addresses in a language (src/lib/auth-form.ts). */
export function authPathsIn(lang: Language): AuthPaths {
  return { home: pages.home[lang].path, signIn: pages.auth[lang].path, returnPaths: languages.map((language) => pages.proArea[language].path) };
}

/** The addresses of a page whose French path is prefixed in each language (an ensemble's). */
export function prefixedAlternates(frenchPath: string): Alternates {
  return Object.fromEntries(languages.map((lang) => [lang, localizedPath(frenchPath, lang)]));
}

export const site = {
  url: siteUrl,
  artist: {
    name: artistName,
    slug: artistSlug,
    tagline,
    /** Roles, genres, birthplace and home, in each language. */
    facts: artistFacts,
  },
  contact: { ...settings.contact, phoneHref: phoneHref(settings.contact.phone) },
  management: settings.management,
  newsletterUrl: settings.newsletterUrl,
  social: settings.social satisfies SocialLink[],
  /** The header's links in each language. */
  nav: Object.fromEntries(languages.map((lang) => [lang, navigationLinks(pages, lang)])) as Record<Language, ReturnType<typeof navigationLinks>>,
  routes,
  /**
   * Pages kept out of search engines on purpose, the sign-in page, the private professional area
   * and the artist's own pages: they carry noindex, stay out of the sitemap, and the audit expects
   * their SEO check to say so.
   */
  noindexRoutes: [...languages.flatMap((lang) => [pages.auth[lang].path, pages.proArea[lang].path]), ...Object.values(artistPages).map((page) => page.path)] as readonly string[],
  /** Image of the structured data (JSON-LD) of a page without a picture of its own, relative to the site root. Share cards: src/share-cards/cards.ts. */
  defaultOgImage: '/og-default.jpg',
  /** Every page's keywords after its own, in its language. */
  defaultKeywords: {
    fr: [artistName, 'jazz afro-cubain', 'guitariste cubain', 'percussionniste', 'musicien cubain Paris'],
    en: [artistName, 'Afro-Cuban jazz', 'Cuban guitarist', 'percussionist', 'Cuban musician Paris'],
    es: [artistName, 'jazz afrocubano', 'guitarrista cubano', 'percusionista', 'músico cubano París'],
  },
} as const;

export type SiteConfig = typeof site;

/** Social links restricted to the given networks, in the order given. */
export function socialLinks(networks: readonly SocialNetwork[]): SocialLink[] {
  return networks.flatMap((network) => site.social.filter((link) => link.network === network));
}
