import { describe, expect, it } from 'vitest';
import { createCitySearch } from '../../../src/browser/fan-city-search';
import { SLICES } from './fan-fakes';

function site() {
  const fetched: string[] = [];
  let failures = 0;
  const fetchSlice = async (url: string) => {
    fetched.push(url);
    if (failures > 0) {
      failures -= 1;
      return new Response('', { status: 503 });
    }
    const slice = SLICES.get(/(\w\w)\.json$/.exec(url)?.[1] ?? '');
    return slice ? Response.json(slice) : new Response('', { status: 404 });
  };
  return { fetched, fetchSlice, fail: () => (failures += 1) };
}

describe('the sign-up field’s city search', () => {
  it('loads nothing before two letters, then one slice per two first letters, once', async () => {
    const { fetched, fetchSlice } = site();
    const search = createCitySearch(fetchSlice);
    expect(await search('l', 'fr')).toEqual([]);
    expect(fetched).toEqual([]);
    expect((await search('Lisb', 'fr')).map((entry) => entry[0])).toEqual([2267057, 4161580]);
    expect((await search('Lisbonne', 'fr')).map((entry) => entry[2])).toEqual(['PT']);
    expect(fetched).toEqual(['/fans/cities/li.json']);
    expect(await search('Zz', 'en')).toEqual([]);
  });

  it('tries again after a failed fetch', async () => {
    const { fetched, fetchSlice, fail } = site();
    const search = createCitySearch(fetchSlice);
    fail();
    await expect(search('Paris', 'fr')).rejects.toThrow('city list answered 503');
    expect((await search('Paris', 'fr'))[0]?.[1]).toBe('Paris');
    expect(fetched).toEqual(['/fans/cities/pa.json', '/fans/cities/pa.json']);
  });
});
