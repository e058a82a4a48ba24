/** Orders of content lists, kept here so that every page sorts the same way. */

/** Newest first by an AAAA-MM-JJ date or a year (such values sort as text); ties keep their order. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));
}

/**
 * Entries of a collection by id, their file name. Astro does not document the order in which
 * getCollection() returns entries (its build happens to sort them by id, which is why the order of
 * the old list files never reached the pages); sorted here first, two entries of the same year or
 * the same position come out in the same order in every build.
 */
export function byId<T extends { id: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.id.localeCompare(b.id));
}

/** By an explicit position set in the content (1 first); ties keep their order. */
export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}
