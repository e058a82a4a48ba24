/** Builds the values every page's <head> needs from what the page says about itself. */

export interface PageSeo {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Path of the page on the site, e.g. "/bio". */
  path: string;
  ogType?: 'website' | 'article' | 'profile' | 'music.album' | 'video.other';
}

/** "Biographie | Yaniel Bárcenas"; the home page carries its own full title. */
export function pageTitle(title: string, artistName: string): string {
  return title.includes(artistName) ? title : `${title} | ${artistName}`;
}

/** Absolute URL of a path on the site, without a trailing slash except for the root. */
export function absoluteUrl(path: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === '/' ? '/' : `/${path.replace(/^\/+|\/+$/g, '')}`;
  return clean === '/' ? `${base}/` : `${base}${clean}`;
}

/** Page keywords first, then the site's own, without repeats. */
export function mergeKeywords(pageKeywords: readonly string[], siteKeywords: readonly string[]): string {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const keyword of [...pageKeywords, ...siteKeywords]) {
    const key = keyword.trim().toLocaleLowerCase('fr');
    if (key && !seen.has(key)) {
      seen.add(key);
      merged.push(keyword.trim());
    }
  }
  return merged.join(', ');
}

/** JSON for a <script type="application/ld+json">, safe against a "</script>" inside any text. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
