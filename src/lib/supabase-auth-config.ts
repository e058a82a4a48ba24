/**
 * The hosted Supabase project's auth addresses follow the site's one URL (src/site.config.ts):
 * `[auth] site_url` and `additional_redirect_urls` in supabase/config.toml, which the mailed links
 * depend on (GoTrue sends a link back only to an address they allow). A production build checks
 * them (astro.config.mjs); `npm run supabase:site-url` writes them.
 */

/** The domain the project ships with until the artist's own is set. */
export const PLACEHOLDER_HOST = 'yaniel-barcenas.example';

export interface AuthUrls {
  siteUrl: string;
  redirectUrls: string[];
}

/** What config.toml should say for a site: its address, and any page of it as a link's destination. */
export function authUrlsForSite(siteUrl: string): AuthUrls {
  const base = siteUrl.replace(/\/+$/, '');
  return { siteUrl: base, redirectUrls: [`${base}/**`] };
}

function hostOf(address: string): string | null {
  try {
    return new URL(address.replace(/\*/g, 'x')).hostname;
  } catch {
    return null;
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

/** The host as written, before any wildcard is read: GoTrue would match `*` against any label. */
const writtenHost = (address: string): string => /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(address)?.[1] ?? '';

/** Why an address cannot serve the production site, or null when it can. */
function productionAddressProblem(address: string): string | null {
  const host = hostOf(address);
  if (host === null) return `« ${address} » n'est pas une adresse valide`;
  // A wildcard host would send recovery links to any deploy preview, a fork's pull request included.
  if (writtenHost(address).includes('*')) return `« ${address} » désigne tout un ensemble d'hôtes (« * ») : indiquez chaque hôte en entier`;
  if (isLoopback(host)) return `« ${address} » désigne la machine locale`;
  if (host === PLACEHOLDER_HOST || host.endsWith(`.${PLACEHOLDER_HOST}`)) return `« ${address} » est le domaine d'exemple du projet`;
  return null;
}

/**
 * Every reason config.toml would send production visitors to the wrong place, in French, for a
 * production build to fail with. The mails' links are written by the send-auth-email function
 * from what Auth gives it (its own address, the redirect the site asks for): none is written by hand.
 */
export function authConfigProblems(config: AuthUrls, siteUrl: string): string[] {
  const problems: string[] = [];
  const siteProblem = productionAddressProblem(config.siteUrl);
  if (siteProblem) problems.push(`[auth] site_url : ${siteProblem}`);
  const expected = authUrlsForSite(siteUrl).siteUrl;
  if (config.siteUrl.replace(/\/+$/, '') !== expected) problems.push(`[auth] site_url vaut « ${config.siteUrl} » au lieu de l'adresse du site, « ${expected} »`);
  for (const address of config.redirectUrls) {
    const problem = productionAddressProblem(address);
    if (problem) problems.push(`[auth] additional_redirect_urls : ${problem}`);
  }
  return problems;
}

/**
 * config.toml with its `[auth]` site_url and additional_redirect_urls set for `siteUrl`; every
 * other line, comments included, as it was.
 */
export function withAuthUrls(toml: string, siteUrl: string): string {
  const urls = authUrlsForSite(siteUrl);
  let section = '';
  return toml
    .split('\n')
    .map((line) => {
      const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
      if (header) section = header[1] ?? '';
      if (section !== 'auth') return line;
      if (/^\s*site_url\s*=/.test(line)) return `site_url = ${JSON.stringify(urls.siteUrl)}`;
      if (/^\s*additional_redirect_urls\s*=/.test(line)) return `additional_redirect_urls = [${urls.redirectUrls.map((url) => JSON.stringify(url)).join(', ')}]`;
      return line;
    })
    .join('\n');
}
