/**
 * The list of cities as the functions read it: the very slices the site publishes for the sign-up
 * field (fan-cities.ts), fetched from the site and kept for ten minutes by the running function.
 * No copy of the list ships with the functions: a city is valid when the site proposes it.
 */
import { FAN_CITY_SLICES_PATH, findCity, sliceKey, type CityEntry } from './fan-cities.ts';

export interface CityDirectory {
  /** The city with this id in the slice its name falls in; undefined when the list has no such city. Throws when the list cannot be read. */
  find(id: number, name: string): Promise<CityEntry | undefined>;
}

const KEPT_MS = 10 * 60 * 1000;

export function createSiteCityDirectory(site: string, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): CityDirectory {
  const kept = new Map<string, { at: number; slice: CityEntry[] }>();
  async function slice(key: string): Promise<CityEntry[]> {
    const hit = kept.get(key);
    if (hit && now() - hit.at < KEPT_MS) return hit.slice;
    const response = await fetchImpl(`${site.replace(/\/$/, '')}${FAN_CITY_SLICES_PATH}${key}.json`, { signal: AbortSignal.timeout(5000) });
    if (response.status === 404) return [];
    if (!response.ok) throw new Error(`city list answered ${response.status}`);
    const body: unknown = await response.json();
    const entries = Array.isArray(body) ? (body as CityEntry[]) : [];
    kept.set(key, { at: now(), slice: entries });
    return entries;
  }
  return {
    async find(id, name) {
      return findCity(await slice(sliceKey(name)), id);
    },
  };
}
