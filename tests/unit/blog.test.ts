import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  articleIdFromFile,
  categorySlug,
  countWords,
  formatPublishedAt,
  frenchSpacing,
  isArticlePath,
  isCalendarDay,
  isExternalUrl,
  readingMinutes,
  SIMILAR_ARTICLES_LIMIT,
  similarArticles,
  sortNewestFirst,
} from '../../src/lib/blog';
import { dictionaries } from '../../src/i18n/index.ts';

describe('categories in the address', () => {
  it('writes each category without accents, in lower case', () => {
    expect(BLOG_CATEGORIES.map(categorySlug)).toEqual(['parcours', 'scene', 'transmission', 'creation']);
  });
});

describe('reading time', () => {
  it('counts words, not markup or punctuation', () => {
    expect(countWords("# Le départ\n\n- **L'île** , la mer — et *Paris*.")).toBe(7);
  });

  it('reads 200 words a minute, rounded', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'mot').join(' ');
    expect(readingMinutes(words(1600))).toBe(8);
    expect(readingMinutes(words(1200))).toBe(6);
    expect(readingMinutes(words(1299))).toBe(6);
    expect(readingMinutes(words(1300))).toBe(7);
  });

  it('never says zero minutes', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Court.')).toBe(1);
  });
});

describe('order of the list', () => {
  it('puts the newest article first', () => {
    const articles = [
      { id: 'janvier', publishedAt: '2025-01-07' },
      { id: 'mars', publishedAt: '2025-03-01' },
      { id: 'decembre', publishedAt: '2024-12-31' },
      { id: 'mi-janvier', publishedAt: '2025-01-13' },
    ];
    expect(sortNewestFirst(articles).map((article) => article.id)).toEqual(['mars', 'mi-janvier', 'janvier', 'decembre']);
  });

  it('orders articles of the same day by id and leaves the given list untouched', () => {
    const articles = [
      { id: 'b', publishedAt: '2025-01-07' },
      { id: 'a', publishedAt: '2025-01-07' },
    ];
    expect(sortNewestFirst(articles).map((article) => article.id)).toEqual(['a', 'b']);
    expect(articles[0]?.id).toBe('b');
  });
});

describe('addresses', () => {
  it('takes the id from the file name, folders aside', () => {
    expect(articleIdFromFile('entre-deux-mondes.md')).toBe('entre-deux-mondes');
    expect(articleIdFromFile('2025/Mon Été à Santiago.md')).toBe('mon-ete-a-santiago');
  });

  it('places articles under /blog and recognises article addresses', () => {
    expect(isArticlePath('/blog/nimporte-quoi')).toBe(true);
    expect(isArticlePath('/blog')).toBe(false);
    expect(isArticlePath('/blogue/x')).toBe(false);
    expect(isArticlePath('/blog/a/b')).toBe(false);
  });

  it('tells outside links from the site’s own pages', () => {
    expect(isExternalUrl('https://club.example')).toBe(true);
    expect(isExternalUrl('/discographie')).toBe(false);
  });
});

describe('dates', () => {
  it('accepts only real calendar days written year-month-day', () => {
    expect(isCalendarDay('2025-01-13')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('13/01/2025')).toBe(false);
    expect(isCalendarDay('demain')).toBe(false);
  });

  it('writes the day in French, the same in every time zone', () => {
    expect(formatPublishedAt('2025-01-13')).toBe('13 janvier 2025');
    expect(formatPublishedAt('2025-01-01')).toBe('1 janvier 2025');
  });
});

describe('filter announcement', () => {
  it('counts the articles shown, in each language', () => {
    expect([0, 1, 2].map(dictionaries.fr.blog.count)).toEqual(['Aucun article', '1 article', '2 articles']);
    expect([0, 1, 2].map(dictionaries.en.blog.count)).toEqual(['No articles', '1 article', '2 articles']);
    expect([0, 1, 2].map(dictionaries.es.blog.count)).toEqual(['Ningún artículo', '1 artículo', '2 artículos']);
  });
});

describe("'Articles similaires'", () => {
  const blog = (categories: string) => [...categories].map((letter, index) => ({ id: `a${index}`, category: letter }));

  it('holds every article, in list order, while the blog is small', () => {
    const articles = blog('PPS');
    expect(similarArticles(articles, 'a1', 3)).toEqual(articles);
  });

  it('past the limit keeps the current article, then its category, then the newest others, in list order', () => {
    const articles = blog('SPSPPCS');
    expect(similarArticles(articles, 'a3', 4).map((article) => article.id)).toEqual(['a0', 'a1', 'a3', 'a4']);
    expect(similarArticles(articles, 'a5', 3).map((article) => article.id)).toEqual(['a0', 'a1', 'a5']);
  });

  it('caps the strip at the limit', () => {
    expect(similarArticles(blog('P'.repeat(40)), 'a39')).toHaveLength(SIMILAR_ARTICLES_LIMIT);
    expect(similarArticles(blog('P'.repeat(40)), 'a39').map((article) => article.id)).toContain('a39');
  });
});

describe('French spacing', () => {
  it('keeps « : », « ; », « ! », « ? » and guillemets with the word before them', () => {
    expect(frenchSpacing('Entre deux mondes : un voyage ; enfin ! Vraiment ? « Oui »')).toBe(
      'Entre deux mondes\u00a0: un voyage\u202f; enfin\u202f! Vraiment\u202f? «\u202fOui\u202f»',
    );
  });

  it('leaves addresses and times alone', () => {
    expect(frenchSpacing('https://site.example à 19:30')).toBe('https://site.example à 19:30');
  });
});
