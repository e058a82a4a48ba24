/**
 * The display font keeps only the characters the site uses, so it arrives in one round trip on a
 * slow phone. Runs after the build, before the CSS pruning (whose CSP hashes then include it).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { subsetDistFonts } from './subset-dist-fonts.ts';

export function fontSubset(): AstroIntegration {
  return {
    name: 'font-subset',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { characters, fonts } = await subsetDistFonts(fileURLToPath(dir));
        for (const font of fonts) logger.info(`Police réduite à ${characters} caractères : ${font.bytesBefore} → ${font.bytesAfter} octets (${font.url})`);
      },
    },
  };
}
