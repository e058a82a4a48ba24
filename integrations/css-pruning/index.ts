/**
 * Tailwind writes one stylesheet for the whole site and every page inlines it: each page keeps
 * only the rules it can use (and its CSP hashes follow), so its HTML fits the first round trip.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pruneDistCss } from './prune-dist-css.ts';

export function cssPruning(): AstroIntegration {
  return {
    name: 'css-pruning',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { pages, cssGzipBefore, cssGzipAfter } = await pruneDistCss(fileURLToPath(dir));
        logger.info(`CSS allégée sur ${pages} pages : ${cssGzipBefore} → ${cssGzipAfter} octets gzip par page en moyenne`);
      },
    },
  };
}
