/** Album order shared by the home page, the discography and the store. */

/** Newest first, by the year written in content ("2022"); albums of the same year keep their order. */
export function newestFirst<T extends { data: { year: string } }>(albums: readonly T[]): T[] {
  return [...albums].sort((a, b) => Number(b.data.year) - Number(a.data.year));
}
