import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { buildCitySlices, searchCities } from '../../supabase/functions/_shared/fan-cities.ts';
import { fanCities } from './index';
import { PUBLISHED_MIN_POPULATION, locateConcertCity, publishedCitySlices, worldCities } from './world-cities';

describe('the fan list’s cities in the built site', () => {
  it('writes one JSON file per slice, which the field and the function read back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fan-cities-'));
    const slices = buildCitySlices([
      { id: 2267057, name: 'Lisbon', country: 'PT', latitude: 38.71667, longitude: -9.13333, population: 517802 },
      { id: 2660646, name: 'Genève', country: 'CH', latitude: 46.20222, longitude: 6.14569, population: 183981 },
    ]);
    const messages: string[] = [];
    const done = fanCities(() => slices).hooks['astro:build:done'];
    await done?.({ dir: pathToFileURL(`${dir}/`), logger: { info: (message: string) => void messages.push(message) } as unknown as AstroIntegrationLogger } as Parameters<
      NonNullable<typeof done>
    >[0]);
    expect((await readdir(join(dir, 'fans', 'cities'))).sort()).toEqual(['ge.json', 'gi.json', 'li.json']);
    const lisbon = JSON.parse(await readFile(join(dir, 'fans', 'cities', 'li.json'), 'utf8')) as Parameters<typeof searchCities>[0];
    expect(searchCities(lisbon, 'Lisboa', 'es')[0]?.[0]).toBe(2267057);
    expect(messages[0]).toMatch(/^3 fichiers de villes écrits dans \/fans\/cities\//);
    await rm(dir, { recursive: true });
  });

  // Reads the whole package (135,000 places) and cuts it twice: a few seconds.
  it('publishes the places of 5,000 inhabitants or more, in small slices, and places a concert in any of the package’s', { timeout: 30_000 }, () => {
    const published = publishedCitySlices();
    const sizes = [...published.values()].map((slice) => JSON.stringify(slice).length);
    expect(published.size).toBeGreaterThan(300);
    expect(Math.max(...sizes)).toBeLessThan(200_000);
    expect(worldCities().filter((city) => city.population >= PUBLISHED_MIN_POPULATION).length).toBeGreaterThan(40_000);
    expect(searchCities(published.get('li') ?? [], 'lisbo', 'fr')[0]?.slice(0, 3)).toEqual([2267057, 'Lisbon', 'PT']);
    expect(locateConcertCity('Lisbonne', 'PT')?.[0]).toBe(2267057);
    expect(locateConcertCity('Porto', 'PT')?.[2]).toBe('PT');
    expect(locateConcertCity('Marciac', 'FR')?.[1]).toBe('Marciac');
    expect(locateConcertCity('Bruxelles', 'BE')?.[0]).toBe(2800866);
  });
});
