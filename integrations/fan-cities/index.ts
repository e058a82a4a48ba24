/**
 * Writes the fan list's cities into the built site, one small JSON file per slice
 * (`dist/fans/cities/<two letters>.json`, fan-cities.ts): the sign-up field fetches one when a
 * visitor has typed two letters, and the fan-signup function checks a chosen city in that same
 * file. No page loads any of them before its field is used.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { FAN_CITY_SLICES_PATH, type CityEntry } from '../../supabase/functions/_shared/fan-cities.ts';
import { publishedCitySlices } from './world-cities.ts';

export async function writeCitySlices(dir: URL, slices: ReadonlyMap<string, readonly CityEntry[]>): Promise<void> {
  const folder = new URL(`.${FAN_CITY_SLICES_PATH}`, dir);
  await mkdir(folder, { recursive: true });
  await Promise.all([...slices].map(([key, entries]) => writeFile(new URL(`${key}.json`, folder), JSON.stringify(entries))));
}

export function fanCities(slices: () => ReadonlyMap<string, readonly CityEntry[]> = publishedCitySlices): AstroIntegration {
  return {
    name: 'fan-cities',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = Date.now();
        const written = slices();
        await writeCitySlices(dir, written);
        logger.info(`${written.size} fichiers de villes écrits dans ${FAN_CITY_SLICES_PATH} (${Date.now() - started} ms)`);
      },
    },
  };
}
