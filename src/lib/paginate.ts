/** Page arithmetic shared by every paginated list (discography, media, press). Pages start at 1. */
import { fillTemplate } from './template.ts';

export function pageCount(total: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`perPage doit être un entier positif (reçu ${perPage}).`);
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** Keeps a page number within 1..last. */
export function clampPage(page: number, total: number, perPage: number): number {
  const last = pageCount(total, perPage);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/** The 1-based page on which the item at `index` (0-based) sits. */
export function pageOfIndex(index: number, perPage: number): number {
  return Math.floor(index / perPage) + 1;
}

/** The items of one page. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, items.length, perPage);
  return items.slice((current - 1) * perPage, current * perPage);
}

/** "Page 2 sur 3", "Page 2 of 3", "Página 2 de 3", from the dictionary's `pagination.pageOf` (`{page}`, `{count}`). */
export function pageLabel(page: number, total: number, perPage: number, pageOf: string): string {
  return fillTemplate(pageOf, { page: clampPage(page, total, perPage), count: pageCount(total, perPage) });
}

/** An index moved by `step` that wraps around both ends (carousels). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
