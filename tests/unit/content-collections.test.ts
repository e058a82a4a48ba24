import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/content.config';
import { imageMinWidthsOf } from '../../integrations/studio/cms-fields';
import { buildRefusal } from './loader-context';

/**
 * Every collection of src/content.config.ts goes through the checks whose messages the unit tests
 * of content-refusals*.test.ts prove for some of them: a collection added without reported() would
 * stop the build with Astro's English message, naming neither the file nor the line; one whose images
 * have a least width without its image check would publish them blurred. Proven on the repository's
 * content/, loaded as the build loads it (loader-context.ts), read only.
 */

/** Whether every image file reads 1 pixel wide, narrower than any page draws it. */
const images = vi.hoisted(() => ({ narrow: false }));
vi.mock('astro/assets/utils', async (original) => {
  const utils = await original<typeof import('astro/assets/utils')>();
  return { ...utils, imageMetadata: async (...args: Parameters<typeof utils.imageMetadata>) => ({ ...(await utils.imageMetadata(...args)), ...(images.narrow && { width: 1 }) }) };
});

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const names = Object.keys(collections) as (keyof typeof collections)[];

describe('the collections of src/content.config.ts', () => {
  // A schema no entry passes: Astro's parseData throws its InvalidContentEntryDataError for the first entry read.
  const refusingEveryEntry = z.object({ refusedByTheTest: z.string() });

  it.each(names)('%s goes through reported(): a value its schema refuses is said in French, naming the file', async (name) => {
    const error = await buildRefusal(projectRoot, name, { ...collections[name], schema: refusingEveryEntry });
    expect(error.message).toMatch(/^content\/\S+ : une valeur ne convient pas\.\n {2}refusedByTheTest: /);
  });

  const withLeastWidths = names.filter((name) => Object.keys(imageMinWidthsOf(collections[name].schema ?? z.never(), name)).length > 0);

  it.each(withLeastWidths)('%s, whose images have a least width, checks the width of each image file', async (name) => {
    images.narrow = true;
    try {
      const error = await buildRefusal(projectRoot, name, collections[name]);
      expect(error.message).toMatch(/^content\/\S+ : l'image « [^»]+ » est trop petite, 1 pixels de large ; il en faut au moins \d+/);
    } finally {
      images.narrow = false;
    }
  });
});
