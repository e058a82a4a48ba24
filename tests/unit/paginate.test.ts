import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageLabel, pageOfIndex, paginate, wrapIndex } from '../../src/lib/paginate';
import { dictionaries } from '../../src/i18n/index.ts';

describe('page counts of the specification', () => {
  it.each([
    ['discography', 6, 3, 2],
    ['media videos', 15, 6, 3],
    ['media shorts', 9, 6, 2],
    ['press articles', 29, 9, 4],
  ])('%s: %i items, %i per page, %i pages', (_, total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it('has one page even when empty', () => {
    expect(pageCount(0, 6)).toBe(1);
  });

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => pageCount(10, 0)).toThrow(/perPage/);
    expect(() => pageCount(10, 1.5)).toThrow(/perPage/);
  });
});

describe('moving between pages', () => {
  it('stays within 1..last', () => {
    expect(clampPage(0, 29, 9)).toBe(1);
    expect(clampPage(5, 29, 9)).toBe(4);
    expect(clampPage(Number.NaN, 29, 9)).toBe(1);
  });

  it('slices the items of a page, the last one partial', () => {
    const items = Array.from({ length: 29 }, (_, i) => i);
    expect(paginate(items, 1, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(paginate(items, 4, 9)).toEqual([27, 28]);
  });

  it('places each item on its page', () => {
    expect([0, 5, 6, 14].map((i) => pageOfIndex(i, 6))).toEqual([1, 1, 2, 3]);
  });

  it("labels the page with the dictionary's words, the page kept within the list", () => {
    expect(pageLabel(2, 15, 6, dictionaries.fr.pagination.pageOf)).toBe('Page 2 sur 3');
    expect(pageLabel(9, 15, 6, dictionaries.es.pagination.pageOf)).toBe('Página 3 de 3');
  });
});

describe('wrap-around index', () => {
  it('goes from the last to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
  it('survives large steps and an empty list', () => {
    expect(wrapIndex(0, -7, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
