/**
 * The one place where the artist's identity, every shared value and the fixed pages' addresses
 * live; their words are in the dictionaries (src/i18n). What the artist changes (addresses, phone,
 * management, newsletter, social links) comes from content/settings.json.
 */
import settingsFile from '../content/settings.json' with { type: 'json' };
import { parseSiteSettings, phoneHref, type SocialNetwork } from './lib/settings.ts';
import { navigationLinks } from './lib/nav.ts';
import { languages, type Language } from './lib/languages.ts';
import { fillTemplate } from './lib/template.ts';
import { dictionaries, type Dictionary } from './i18n/index.ts';
import { artistPagesText } from './i18n/artist-fr.ts';
import type { AuthPaths } from './lib/auth-form.ts';
import { APPROVAL_PAGE_PATH } from '../supabase/functions/_shared/approval-link.ts';
import { ARTIST_NAME, ARTIST_SLUG } from '../supabase/functions/_shared/artist.ts';
import { FAN_PAGE_PATHS } from '../supabase/functions/_shared/fan-links.ts';

export type { SocialNetwork };

const settings = parseSiteSettings(settingsFile, 'content/settings.json');

const artistName = ARTIST_NAME;
const artistSlug = ARTIST_SLUG;

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

/** What a fixed page says of itself in one language (its words are in the dictionaries, src/i18n). */
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

/**
 * Every fixed page by a stable id, in the order of the navigation: its address in each language.
 * What it says of itself (title, description, share card, navigation entry, keywords) is in the
 * dictionaries (src/i18n), joined to the address in `pages`. The ensembles' pages are named by
 * ensembleRoutes, their texts by content/ensembles.json; concerts and articles by their files.
 */
export const pagePaths = {
  home: { fr: '/', en: '/en', es: '/es' },
  bio: { fr: '/bio', en: '/en/biography', es: '/es/biografia' },
  discography: { fr: '/discographie', en: '/en/discography', es: '/es/discografia' },
  projects: { fr: '/projets', en: '/en/projects', es: '/es/proyectos' },
  concerts: { fr: '/concerts', en: '/en/concerts', es: '/es/conciertos' },
  store: { fr: '/store', en: '/en/store', es: '/es/tienda' },
  media: { fr: '/media', en: '/en/media', es: '/es/media' },
  press: { fr: '/presse', en: '/en/press', es: '/es/prensa' },
  blog: { fr: '/blog', en: '/en/blog', es: '/es/blog' },
  contact: { fr: '/contact', en: '/en/contact', es: '/es/contacto' },
  masterclass: { fr: '/masterclass', en: '/en/masterclass', es: '/es/clases-magistrales' },
  workshop: { fr: '/workshop', en: '/en/workshop', es: '/es/talleres' },
  auth: { fr: '/auth', en: '/en/sign-in', es: '/es/acceso' },
  proArea: { fr: '/acces-pro', en: '/en/pro-area', es: '/es/area-profesional' },
  generalTerms: { fr: '/conditions-generales', en: '/en/general-terms', es: '/es/condiciones-generales' },
  notFound: { fr: '/404', en: '/en/404', es: '/es/404' },
  articleNotFound: { fr: '/blog/404', en: '/en/blog/404', es: '/es/blog/404' },
  // The fan list's mails link to these: the functions write the links, so the addresses are theirs.
  fanConfirm: FAN_PAGE_PATHS.confirm,
  fanUnsubscribe: FAN_PAGE_PATHS.unsubscribe,
  fanPreferences: FAN_PAGE_PATHS.manage,
} as const satisfies Record<string, Record<Language, string>>;

/** The word between the agenda's address and a year of its archive: /concerts/archives/2025, /en/concerts/archive/2025. */
export const archiveSegment = { fr: 'archives', en: 'archive', es: 'archivo' } as const satisfies Record<Language, string>;

export type PageId = keyof typeof pagePaths;

type PageEntry<Id extends PageId> = Dictionary['pages'][Id] & { path: string };

const withArtist = (text: string) => fillTemplate(text, { artist: artistName });

/** Every fixed page in each language: its address and what it says of itself, the artist's name filled in. */
export const pages = Object.fromEntries(
  (Object.keys(pagePaths) as PageId[]).map((id) => [
    id,
    Object.fromEntries(
      languages.map((lang) => {
        const text: Omit<PageText, 'path'> = dictionaries[lang].pages[id];
        const page: PageText = { ...text, title: withArtist(text.title), description: withArtist(text.description), path: pagePaths[id][lang] };
        if (text.keywords) page.keywords = text.keywords.map(withArtist);
        return [lang, page];
      }),
    ),
  ]),
) as { [Id in PageId]: Record<Language, PageEntry<Id>> };

/**
 * The pages written for the artist alone, in French only, apart from the registry of the visitors'
 * pages (three languages each): no twins, no navigation, noindex (site.noindexRoutes). The approval
 * page the request mail links to takes its path from the Edge Functions, which write the link.
 */
export const artistPages = {
  approveProAccount: {
    path: APPROVAL_PAGE_PATH,
    title: artistPagesText.approveProAccount.title,
    description: artistPagesText.approveProAccount.description,
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
  },
  contact: { ...settings.contact, phoneHref: phoneHref(settings.contact.phone) },
  management: settings.management,
  newsletterUrl: settings.newsletterUrl,
  social: settings.social satisfies SocialLink[],
  /** The header's links in each language. */
  nav: Object.fromEntries(languages.map((lang) => [lang, navigationLinks(pages, lang)])) as Record<Language, ReturnType<typeof navigationLinks>>,
  routes,
  /**
   * Pages kept out of search engines on purpose, the sign-in page, the private professional area,
   * the pages the fan list's mails open (nothing to show without the mailed token) and the
   * artist's own pages: they carry noindex, stay out of the sitemap, and the audit expects their
   * SEO check to say so.
   */
  noindexRoutes: [
    ...languages.flatMap((lang) => (['auth', 'proArea', 'fanConfirm', 'fanUnsubscribe', 'fanPreferences'] as const).map((id) => pages[id][lang].path)),
    ...Object.values(artistPages).map((page) => page.path),
  ] as readonly string[],
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
