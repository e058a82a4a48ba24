import { describe, expect, it } from 'vitest';
import { byId, byPosition, newestFirst } from '../../src/lib/order';

describe('newest first', () => {
  it('puts the latest date first, across months and years', () => {
    const items = [{ d: '2024-12-31' }, { d: '2025-01-07' }, { d: '2019-02-11' }, { d: '2025-01-13' }];
    expect(newestFirst(items, (item) => item.d).map((item) => item.d)).toEqual(['2025-01-13', '2025-01-07', '2024-12-31', '2019-02-11']);
  });

  it('keeps the content order between items of the same day and leaves the input alone', () => {
    const items = [
      { id: 'a', d: '2025-01-01' },
      { id: 'b', d: '2025-01-01' },
    ];
    expect(newestFirst(items, (item) => item.d).map((item) => item.id)).toEqual(['a', 'b']);
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
  });
});

describe('by position', () => {
  it('orders by the position given in the content', () => {
    expect(byPosition([{ position: 3 }, { position: 1 }, { position: 2 }]).map((item) => item.position)).toEqual([1, 2, 3]);
  });
});

describe('by id', () => {
  it('lists the entries of a folder by file name, whatever order Astro read them in, and leaves the input alone', () => {
    const entries = [{ id: 'tierra-roja' }, { id: 'bembe-urbano' }, { id: 'horizonte-369' }];
    expect(byId(entries).map((entry) => entry.id)).toEqual(['bembe-urbano', 'horizonte-369', 'tierra-roja']);
    expect(entries.map((entry) => entry.id)).toEqual(['tierra-roja', 'bembe-urbano', 'horizonte-369']);
  });

  it('makes ties of year or position come out the same in every build', () => {
    const read = (ids: string[]) => ids.map((id) => ({ id, year: '2020', position: 1 }));
    const once = newestFirst(byId(read(['b', 'a', 'c'])), (album) => album.year);
    const again = newestFirst(byId(read(['c', 'b', 'a'])), (album) => album.year);
    expect(once.map((album) => album.id)).toEqual(['a', 'b', 'c']);
    expect(again).toEqual(once);
    expect(byPosition(byId(read(['c', 'a', 'b']))).map((cover) => cover.id)).toEqual(['a', 'b', 'c']);
  });
});
