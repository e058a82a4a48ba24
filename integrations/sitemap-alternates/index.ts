/**
 * The sitemap's language alternates, read from each built page's own `<link rel="alternate"
 * hreflang>` (SeoHead writes them from the route table): @astrojs/sitemap's `i18n` option pairs
 * pages by the same path under each locale prefix, and ours are translated (/discographie,
 * /en/discography), so the pages' heads stay the one source.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SitemapItem } from '@astrojs/sitemap';
import { fileForUrlPath } from '../built-site/dist-files.ts';

/** The hreflang alternates a page's head lists, x-default included (the page for a reader of any other language, as Google reads it in a sitemap too). */
export function hreflangLinks(html: string): { lang: string; url: string }[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', url = '']) => ({ lang, url }));
}

/** A sitemap `serialize` adding the page's alternates, read in `distDir`. */
export function withAlternates(distDir: URL): (item: SitemapItem) => SitemapItem {
  const dir = fileURLToPath(distDir);
  return (item) => {
    const file = fileForUrlPath(dir, new URL(item.url).pathname);
    const links = file && file.endsWith('.html') ? hreflangLinks(readFileSync(file, 'utf8')) : [];
    return links.length > 0 ? { ...item, links } : item;
  };
}
