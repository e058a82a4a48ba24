/**
 * A dictionary string with `{name}` placeholders, filled: the strings a script in the browser
 * fills (the islands', the pagination's, which PaginatedList.astro writes into an attribute) are
 * templates rather than functions.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
