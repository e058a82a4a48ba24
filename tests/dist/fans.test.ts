/** What the built site publishes for the fan list: the concert feed fan-alerts reads, and the cities the sign-up field and fan-signup read. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchCities, type CityEntry } from '../../supabase/functions/_shared/fan-cities.ts';
import { parseConcertFeed } from '../../supabase/functions/_shared/fan-concerts.ts';
import { distanceKm } from '../../supabase/functions/_shared/fan-geo.ts';
import { siteContent } from '../content-files';
import { E2E_BUILD_TIME } from '../e2e/site-build-time';
import { SITE, builtText, servedType } from './built-site.ts';

const LISBON = { latitude: 38.71667, longitude: -9.13333 };

describe('the fan list in the built site', () => {
  it('publishes every concert to come as of the build, each placed on the map, with absolute links in the three languages', () => {
    expect(servedType('/fans/concerts.json')).toBe('application/json; charset=utf-8');
    const feed = parseConcertFeed(JSON.parse(builtText('/fans/concerts.json')));
    expect(feed.skipped).toEqual([]);
    const upcoming = siteContent
      .folderFiles('concerts', '.md')
      .filter(({ url }) => (/^date: (\S+)$/m.exec(readFileSync(url, 'utf8'))?.[1] ?? '') >= E2E_BUILD_TIME.slice(0, 10))
      .map(({ name }) => name.replace(/\.md$/, ''));
    expect(feed.concerts.map((concert) => concert.id).sort()).toEqual(upcoming.sort());
    const lisbon = feed.concerts.find((concert) => concert.id === '2027-07-24-son-del-puerto-lisbonne');
    expect(lisbon).toMatchObject({
      country: 'PT',
      page: { fr: `${SITE}/concerts/2027-07-24-son-del-puerto-lisbonne` },
      ics: { fr: `${SITE}/concerts/2027-07-24-son-del-puerto-lisbonne.ics` },
    });
    expect(distanceKm(LISBON, lisbon ?? { latitude: 0, longitude: 0 })).toBeLessThan(5);
  });

  it('publishes the cities in two-letter slices that find a city under its name in the visitor’s language', () => {
    const slice = JSON.parse(builtText('/fans/cities/li.json')) as CityEntry[];
    expect(searchCities(slice, 'Lisbonne', 'fr')[0]?.slice(0, 3)).toEqual([2267057, 'Lisbon', 'PT']);
    expect(searchCities(JSON.parse(builtText('/fans/cities/gi.json')) as CityEntry[], 'Ginebra', 'es')[0]?.[2]).toBe('CH');
  });
});
