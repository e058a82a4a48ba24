/**
 * The one place where the artist's identity and every shared value live.
 * Routes, page titles, JSON-LD, the navigation and the footer all read from here. What the artist
 * changes (addresses, phone, management, newsletter, social links) comes from content/settings.json.
 */
import settingsFile from '../content/settings.json' with { type: 'json' };
import { parseSiteSettings, phoneHref, type SocialNetwork } from './lib/settings.ts';

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

export interface NavLink {
  label: string;
  href: string;
}

export const ensembleRoutes = {
  quintet: `/${artistSlug}-quintet`,
  trio: `/${artistSlug}-trio`,
  duo: `/${artistSlug}-duo`,
  mambi: `/${artistSlug}-mambi`,
} as const;

const routes = {
  home: '/',
  auth: '/auth',
  proArea: '/acces-pro',
  contact: '/contact',
  ensembles: ensembleRoutes,
} as const;

export const site = {
  url: siteUrl,
  locale: 'fr_FR',
  lang: 'fr',
  artist: {
    name: artistName,
    slug: artistSlug,
    tagline: 'Compositeur et musicien cubain',
    roles: ['Guitariste', 'Percussionniste', 'Chanteur', 'Compositeur'],
    genres: ['Jazz afro-cubain', 'Musiques du monde', 'Son cubain', 'Rumba'],
    origin: 'La Havane, Cuba',
    basedIn: 'Paris, France',
  },
  contact: { ...settings.contact, phoneHref: phoneHref(settings.contact.phone) },
  management: settings.management,
  newsletterUrl: settings.newsletterUrl,
  social: settings.social satisfies SocialLink[],
  nav: [
    { label: 'Accueil', href: '/' },
    { label: 'Biographie', href: '/bio' },
    { label: 'Discographie', href: '/discographie' },
    { label: 'Projets', href: '/projets' },
    { label: 'Concerts', href: '/concerts' },
    { label: 'Store', href: '/store' },
    { label: 'Media', href: '/media' },
    { label: 'Blog', href: '/blog' },
    { label: 'Contact', href: '/contact' },
  ] satisfies NavLink[],
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
