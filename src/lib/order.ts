/** Orders of content lists, kept here so that every page sorts the same way. */

/** Newest first by an AAAA-MM-JJ date or a year (such values sort as text); ties keep their order. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
}

/** By an explicit position set in the content (1 first). */
export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}
