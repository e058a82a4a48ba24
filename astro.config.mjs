// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { satteri } from '@astrojs/markdown-satteri';
import tailwindcss from '@tailwindcss/vite';
import { site } from './src/site.config.ts';
import { supabaseOrigin } from './src/lib/supabase-config.ts';
import { clientDirectives } from './integrations/client-directives/index.ts';
import { cssPruning } from './integrations/css-pruning/index.ts';
import { fontSubset } from './integrations/font-subset/index.ts';
import { sitemapAlias } from './integrations/sitemap-alias/index.ts';
import { supabaseAuthAddresses } from './integrations/supabase-auth-addresses/index.ts';
import { fanCities } from './integrations/fan-cities/index.ts';
import { studio } from './integrations/studio/index.ts';
import { markdownOptions } from './integrations/article-markdown/index.ts';
import { withAlternates } from './integrations/sitemap-alternates/index.ts';
import { defaultLanguage, languages } from './src/lib/languages.ts';

export default defineConfig({
  site: site.url,
  trailingSlash: 'never',
  // Inlined CSS saves a render-blocking round trip on slow phones (Astro hashes it for the CSP).
  build: { format: 'file', inlineStylesheets: 'always' },
  // French keeps its unprefixed addresses, English and Spanish live under /en/ and /es/; never a
  // redirect (a crawler or a shared link gets the page it asked for): Astro.currentLocale tells
  // every component the page's language. Each route writes its page in every language: src/components/pages/page-routes.ts.
  i18n: {
    locales: [...languages],
    defaultLocale: defaultLanguage,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  integrations: [
    supabaseAuthAddresses(site.url, new URL('.', import.meta.url)),
    react(),
    sitemap({
      filter: (page) => !site.noindexRoutes.includes(new URL(page).pathname) && !page.endsWith('/404'),
      serialize: withAlternates(new URL('./dist/', import.meta.url)),
    }),
    sitemapAlias(),
    fanCities(),
    clientDirectives(),
    // The build steps of integrations/, in this order: the font subset renames the font, then the
    // CSS pruning rewrites each page's styles and CSP hashes once.
    fontSubset(),
    cssPruning(),
    // Last: /admin is Sveltia's own page, left out of the font subset and the CSS pruning.
    studio(),
  ],
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
  // Shiki colours code with inline styles, which the strict CSP refuses: code blocks stay plain
  // (an artist's article holds chord charts and lyrics, not code to colour).
  markdown: { syntaxHighlight: false, processor: satteri(markdownOptions) },
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
          // One static weight: every heading is semibold (subset after the build, see integrations/font-subset).
          { src: ['@fontsource/fraunces/files/fraunces-latin-600-normal.woff2'], weight: '600', style: 'normal' },
        ],
      },
    },
  ],
  image: {
    // AVIF at sharp's effort 3 instead of its default 4: three times less processor time to encode
    // (most of a cold build) for files 9 % heavier (npm run bench:avif, docs/performance/avif.md).
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 3 } } },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // Every image is the site's own: video posters are stored with the content (content/videos/posters/), nothing comes from YouTube before a click.
        "img-src 'self' data:",
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
