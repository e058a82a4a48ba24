/**
 * The sign-up field's city suggestions: once two letters are typed, the slice they name is
 * fetched from the site (/fans/cities/<key>.json, a few kilobytes, cached by the browser and kept
 * here for the page's life) and searched in the visitor's language. Nothing is loaded before.
 */
// The module itself rather than src/lib/fan-list.ts, which also re-exports the sign-up rules and would bring zod into the field's script.
import { FAN_CITY_SLICES_PATH, MIN_QUERY_LENGTH, searchCities, sliceKey, type CityEntry } from '../../supabase/functions/_shared/fan-cities.ts';
import type { Language } from '../lib/languages';

export type CitySearch = (query: string, lang: Language) => Promise<CityEntry[]>;

export function createCitySearch(fetchSlice: (url: string) => Promise<Response> = (url) => fetch(url)): CitySearch {
  const slices = new Map<string, Promise<CityEntry[]>>();
  const slice = (key: string): Promise<CityEntry[]> => {
    let pending = slices.get(key);
    if (!pending) {
      pending = fetchSlice(`${FAN_CITY_SLICES_PATH}${key}.json`).then(async (response) => {
        if (response.status === 404) return [];
        if (!response.ok) throw new Error(`city list answered ${response.status}`);
        return (await response.json()) as CityEntry[];
      });
      // A failed fetch is forgotten, so the next keystroke tries again.
      pending.catch(() => slices.delete(key));
      slices.set(key, pending);
    }
    return pending;
  };
  return async (query, lang) => {
    if (query.trim().replace(/\s/g, '').length < MIN_QUERY_LENGTH) return [];
    return searchCities(await slice(sliceKey(query)), query, lang);
  };
}
