/**
 * The one place where the artist's identity and every shared value live.
 * The fixed pages (paths, titles, descriptions, share cards, navigation), JSON-LD, the navigation
 * and the footer all read from here. What the artist
 * changes (addresses, phone, management, newsletter, social links) comes from content/settings.json.
 */
import settingsFile from '../content/settings.json' with { type: 'json' };
import { parseSiteSettings, phoneHref, type SocialNetwork } from './lib/settings.ts';
import { navigationLinks } from './lib/nav.ts';

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
}

/**
 * The site's languages. French only for now; English and Spanish are added here and beside `fr`
 * in each page below, the paths in their language (/en/discography, /es/discografia).
 */
export type Language = 'fr';
export const ensembleRoutes = {
  quintet: `/${artistSlug}-quintet`,
  trio: `/${artistSlug}-trio`,
  duo: `/${artistSlug}-duo`,
  mambi: `/${artistSlug}-mambi`,
} as const;

/** Each ensemble's press kit, under the ensemble's page: /yaniel-barcenas-quintet/kit. */
export const kitRoute = (ensemble: keyof typeof ensembleRoutes): string => `${ensembleRoutes[ensemble]}/kit`;

const tagline = 'Compositeur et musicien cubain';
const genres = ['Jazz afro-cubain', 'Musiques du monde', 'Son cubain', 'Rumba'];

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
      title: `${artistName} · ${tagline} à Paris`,
      description: `Site officiel de ${artistName}, guitariste, percussionniste, chanteur et compositeur cubain installé à Paris : albums, concerts, master classes et booking.`,
      cardTitle: `${tagline} à Paris`,
      cardLine: genres.slice(0, 2).join(' · '),
      nav: 'Accueil',
    },
  },
  bio: {
    fr: {
      path: '/bio',
      title: 'Biographie',
      description: `La biographie de ${artistName} : enfance à La Havane, conservatoire, arrivée à Paris et quatre albums, de Zapateo Suite (2018) à Cimarrón (2022).`,
      nav: 'Biographie',
    },
  },
  discography: {
    fr: {
      path: '/discographie',
      title: 'Discographie',
      description: `Tous les albums de ${artistName}, de Zapateo Suite à Cimarrón, avec les liens d'écoute, et ses enregistrements en side man.`,
      nav: 'Discographie',
    },
  },
  projects: {
    fr: {
      path: '/projets',
      title: 'Projets',
      description: `Les formations de ${artistName} : quintet, trio, duo et le collectif de fusion Mambí, pour les scènes, festivals et événements.`,
      nav: 'Projets',
    },
  },
  concerts: {
    fr: {
      path: '/concerts',
      title: 'Concerts',
      description: `Les prochains concerts de ${artistName} à Paris et en tournée, avec les liens de réservation.`,
      nav: 'Concerts',
    },
  },
  store: {
    fr: {
      path: '/store',
      title: 'Store',
      description: `Achetez les albums de ${artistName} en CD ou en version numérique, et écoutez-les sur Spotify.`,
      nav: 'Store',
    },
  },
  media: {
    fr: {
      path: '/media',
      title: 'Media',
      description: `Vidéos de concerts, shorts et photos de ${artistName} sur scène, en studio et en master class.`,
      nav: 'Media',
    },
  },
  press: { fr: { path: '/presse', title: 'Presse', description: `Revue de presse, articles et interview de ${artistName}, et contact presse.` } },
  blog: {
    fr: {
      path: '/blog',
      title: 'Blog',
      description: `Le blog de ${artistName} : parcours, scène, transmission et création, racontés par l'artiste.`,
      nav: 'Blog',
    },
  },
  contact: {
    fr: {
      path: '/contact',
      title: 'Contact et booking',
      description: `Contactez ${artistName} pour un concert, un festival, une master class, un événement privé ou une collaboration.`,
      nav: 'Contact',
    },
  },
  masterclass: {
    fr: {
      path: '/masterclass',
      title: 'Master classes',
      description: `Les master classes de ${artistName} : la clave, les percussions des années 1970, technique et expression, en individuel ou en groupe.`,
    },
  },
  workshop: {
    fr: {
      path: '/workshop',
      title: 'Workshops',
      description: `Les workshops de ${artistName} : rythmes cubains fondamentaux, création collective et bien-être par la musique.`,
    },
  },
  auth: { fr: { path: '/auth', title: 'Connexion', description: `Connectez-vous ou créez un compte pour accéder à l'espace professionnel de ${artistName}.` } },
  proArea: {
    fr: {
      path: '/acces-pro',
      title: 'Espace Professionnel',
      description: `Espace réservé aux professionnels : fiches techniques, biographie, photos HD, extraits audio et vidéo de ${artistName}.`,
    },
  },
  notFound: { fr: { path: '/404', title: 'Page introuvable', description: "Cette page n'existe pas ou a été déplacée." } },
  articleNotFound: {
    fr: { path: '/blog/404', title: 'Article non trouvé', description: "Cet article du blog n'existe pas ou son adresse a changé ; les autres articles sont sur le blog." },
  },
} as const satisfies Record<string, Record<Language, PageText>>;

export type PageId = keyof typeof pages;

const routes = {
  home: pages.home.fr.path,
  auth: pages.auth.fr.path,
  proArea: pages.proArea.fr.path,
  contact: pages.contact.fr.path,
  ensembles: ensembleRoutes,
} as const;

export const site = {
  url: siteUrl,
  locale: 'fr_FR',
  lang: 'fr',
  artist: {
    name: artistName,
    slug: artistSlug,
    tagline,
    roles: ['Guitariste', 'Percussionniste', 'Chanteur', 'Compositeur'],
    genres,
    origin: 'La Havane, Cuba',
    basedIn: 'Paris, France',
  },
  contact: { ...settings.contact, phoneHref: phoneHref(settings.contact.phone) },
  management: settings.management,
  newsletterUrl: settings.newsletterUrl,
  social: settings.social satisfies SocialLink[],
  nav: navigationLinks(pages, 'fr'),
  routes,
  /**
   * Pages kept out of search engines on purpose, the sign-in page and the private professional
   * area: they carry noindex, stay out of the sitemap, and the audit expects their SEO check to say so.
   */
  noindexRoutes: [routes.auth, routes.proArea] as readonly string[],
  /** Image of the structured data (JSON-LD) of a page without a picture of its own, relative to the site root. Share cards: src/share-cards/cards.ts. */
  defaultOgImage: '/og-default.jpg',
  defaultKeywords: ['Yaniel Bárcenas', 'jazz afro-cubain', 'guitariste cubain', 'percussionniste', 'musicien cubain Paris'],
} as const;

export type SiteConfig = typeof site;

/** Social links restricted to the given networks, in the order given. */
export function socialLinks(networks: readonly SocialNetwork[]): SocialLink[] {
  return networks.flatMap((network) => site.social.filter((link) => link.network === network));
}
