// @ts-check
import { copyFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/site.config.ts';
import { supabaseOrigin } from './src/lib/supabase-config.ts';
import { pruneDistCss } from './scripts/lib/prune-dist-css.ts';
import { subsetDistFonts } from './scripts/lib/subset-dist-fonts.ts';

/**
 * Crawlers and people type /sitemap.xml; the sitemap integration writes sitemap-index.xml.
 * A copy under the familiar name answers the same file on `astro preview` and on Netlify alike.
 */
const sitemapAlias = {
  name: 'sitemap-alias',
  hooks: {
    /** @param {{ dir: URL }} options */
    'astro:build:done': async ({ dir }) => {
      await copyFile(new URL('sitemap-index.xml', dir), new URL('sitemap.xml', dir));
    },
  },
};

/**
 * Our client directives: `client:signed-in` (the pro area hydrates only for a visitor with a stored
 * session) and `client:near` (an island hydrates after the load event, as it comes near the view).
 */
const siteDirectives = {
  name: 'site-directives',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'signed-in', entrypoint: './src/directives/signed-in.ts' });
      addClientDirective({ name: 'near', entrypoint: './src/directives/near.ts' });
    },
  },
};

/**
 * The display font keeps only the characters the site uses (about 150 of the Latin file's 223),
 * so it arrives in one round trip on a slow phone. Runs before the CSS pruning below.
 */
const subsetDisplayFont = {
  name: 'subset-display-font',
  hooks: {
    /** @param {{ dir: URL, logger: import('astro').AstroIntegrationLogger }} options */
    'astro:build:done': async ({ dir, logger }) => {
      const { characters, fonts } = await subsetDistFonts(fileURLToPath(dir));
      for (const font of fonts) logger.info(`Police réduite à ${characters} caractères : ${font.bytesBefore} → ${font.bytesAfter} octets (${font.url})`);
    },
  },
};

/**
 * Tailwind writes one stylesheet for the whole site and every page inlines it: each page keeps
 * only the rules it can use (and its CSP hashes follow), so its HTML fits the first round trip.
 */
const prunedPageCss = {
  name: 'pruned-page-css',
  hooks: {
    /** @param {{ dir: URL, logger: import('astro').AstroIntegrationLogger }} options */
    'astro:build:done': async ({ dir, logger }) => {
      const { pages, cssGzipBefore, cssGzipAfter } = await pruneDistCss(fileURLToPath(dir));
      logger.info(`CSS allégée sur ${pages} pages : ${cssGzipBefore} → ${cssGzipAfter} octets gzip par page en moyenne`);
    },
  },
};

export default defineConfig({
  site: site.url,
  trailingSlash: 'never',
  // Inlined CSS saves a render-blocking round trip on slow phones (Astro hashes it for the CSP).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react(), sitemap({ filter: (page) => !site.noindexRoutes.includes(new URL(page).pathname) && !page.endsWith('/blog/404') }), sitemapAlias, siteDirectives, subsetDisplayFont, prunedPageCss],
  vite: {
    plugins: [tailwindcss()],
    build: {
      /**
       * A behaviour waits in a <template> as a script file (src/components/ui/OnDemand.astro):
       * Astro would inline a small one that imports nothing, and the page would run it before its
       * first paint. Everything else keeps Vite's rule (inlined under 4 kB).
       * @param {string} file
       */
      assetsInlineLimit: (file) => (/Behaviour\.astro_astro_type_script/.test(file) ? false : undefined),
    },
  },
  prefetch: false,
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-fraunces',
      // optional: headings never re-flow when the font arrives late (no layout shift).
      display: 'optional',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [
          // One static weight: every heading is semibold (subset after the build, see subsetDisplayFont).
          { src: ['@fontsource/fraunces/files/fraunces-latin-600-normal.woff2'], weight: '600', style: 'normal' },
        ],
      },
    },
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https://i.ytimg.com",
        "media-src 'self'",
        "font-src 'self'",
        `connect-src 'self' ${supabaseOrigin()}`,
        'frame-src https://www.youtube-nocookie.com',
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
});
