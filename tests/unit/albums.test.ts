import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../src/lib/albums';

const album = (id: string, year: string) => ({ id, data: { year } });

describe('album order', () => {
  it('puts the newest album first and keeps the order of albums from the same year', () => {
    const albums = [album('zapateo', '2018'), album('cimarron', '2022'), album('live', '2021'), album('simple', '2020'), album('bis', '2018')];
    expect(newestFirst(albums).map((entry) => entry.id)).toEqual(['cimarron', 'live', 'simple', 'zapateo', 'bis']);
  });

  it('leaves the given list untouched', () => {
    const albums = [album('a', '2014'), album('b', '2016')];
    newestFirst(albums);
    expect(albums.map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
