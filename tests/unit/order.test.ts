import { describe, expect, it } from 'vitest';
import { byPosition, newestFirst } from '../../src/lib/order';

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
