/**
 * The blog's rules that do not depend on Astro: categories and their URL form, reading time,
 * order of the list, article addresses, dates as the visitor reads them, related-link kinds.
 */
import { languageTags, type Language } from './languages.ts';

export const BLOG_CATEGORIES = ['Parcours', 'Scène', 'Transmission', 'Création'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Text as it can appear in an address: lower case, no accents, hyphens between words ("Mon Été" -> "mon-ete"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The filter value in the address bar ("Scène" -> "scene"). */
export function categorySlug(category: BlogCategory): string {
  return slugify(category);
}

/** The name of the URL parameter that holds the chosen category (/blog?categorie=scene). */
export const CATEGORY_PARAM = 'categorie';

/** Words a reader goes through per minute, for French prose read on screen. */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: runs of characters holding at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading time in whole minutes, at least one. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}

export interface Dated {
  id: string;
  publishedAt: string;
}

/** Newest first by publication day (year-month-day sorts as text); same day: by id, for a stable order. */
export function sortNewestFirst<T extends Dated>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
}

/** Whether a path is one of the blog's article addresses (known or not). */
export function isArticlePath(pathname: string): boolean {
  return /^\/blog\/[^/]+\/?$/.test(pathname);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a year-month-day string names a day of the calendar (2025-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "13 janvier 2025", "13 January 2025" for "2025-01-13", whatever the reader's time zone. */
export function formatPublishedAt(day: string, lang: Language = 'fr'): string {
  return new Intl.DateTimeFormat(languageTags[lang].bcp47, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export const RELATED_LINK_TYPES = ['album', 'projet', 'concert', 'video', 'article', 'site'] as const;
export type RelatedLinkType = (typeof RELATED_LINK_TYPES)[number];

/** Links leaving the site open in a new tab; the site's own paths stay in place. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The article's id, and so its address, from its file: the file name without ".md", in lower
 * case, accents removed, spaces and punctuation as hyphens. Folders only help the artist sort.
 */
export function articleIdFromFile(file: string): string {
  const name = file.split(/[\\/]/).at(-1) ?? file;
  return slugify(name.replace(/\.md$/i, ''));
}

/** How many articles the 'Articles similaires' strip holds at most. */
export const SIMILAR_ARTICLES_LIMIT = 12;

export interface Categorised {
  id: string;
  category: string;
}

/**
 * The articles of the 'Articles similaires' strip, in the order of the list given (newest first):
 * all of them while the blog is small; past the limit, the current article, then those of its
 * category, then the newest others. The cap keeps every page, and so the build, from growing
 * with the square of the number of articles.
 */
export function similarArticles<T extends Categorised>(articles: readonly T[], currentId: string, limit: number = SIMILAR_ARTICLES_LIMIT): T[] {
  if (articles.length <= limit) return [...articles];
  const current = articles.find((article) => article.id === currentId);
  const preferred = [
    ...(current ? [current] : []),
    ...articles.filter((article) => article.id !== currentId && article.category === current?.category),
    ...articles.filter((article) => article.id !== currentId && article.category !== current?.category),
  ];
  const kept = new Set(preferred.slice(0, limit));
  return articles.filter((article) => kept.has(article));
}

/**
 * French typography for text typed with ordinary spaces: the space before « : » becomes
 * non-breaking, and a narrow one before ; ! ? and inside « », so that no line starts with a
 * lone colon or guillemet.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ +:(?=\s|$)/g, '\u00a0:')
    .replace(/ +([;!?»])/g, '\u202f$1')
    .replace(/« +/g, '«\u202f');
}
