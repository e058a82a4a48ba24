/**
 * Crawlers and people type /sitemap.xml; the sitemap integration writes sitemap-index.xml.
 * A copy under the familiar name answers the same file on `astro preview` and on Netlify alike.
 */
import { copyFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

export function sitemapAlias(): AstroIntegration {
  return {
    name: 'sitemap-alias',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await copyFile(new URL('sitemap-index.xml', dir), new URL('sitemap.xml', dir));
      },
    },
  };
}
