/**
 * Whether the axe audits a Playwright run really made cover the built site: in npm test, every page
 * template in every language at least once (the sweep's representative, or another spec's states);
 * in test:full, every page too. Read from what the runs recorded (tests/e2e/support.ts), not from the
 * lists the specs were meant to follow. Pure, so that the rule is unit-tested.
 */
export interface BuiltPage {
  route: string;
  template: string;
  lang: string;
}

/** An address as recorded from the browser: its path, without the query, a trailing slash or `.html`. */
export function auditedRoute(address: string): string {
  const path = new URL(address, 'http://site.invalid').pathname.replace(/\.html$/, '').replace(/\/index$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** The template–language pairs of `pages` that no audited route covers (npm test's rule), as « template (lang) ». */
export function unauditedTemplates(pages: readonly BuiltPage[], audited: ReadonlySet<string>, exempt: readonly string[]): string[] {
  const pairs = new Map<string, boolean>();
  for (const page of pages) {
    if (exempt.includes(page.template)) continue;
    const pair = `${page.template} (${page.lang})`;
    pairs.set(pair, (pairs.get(pair) ?? false) || audited.has(page.route));
  }
  return [...pairs].filter(([, covered]) => !covered).map(([pair]) => pair);
}

/** The routes of `pages` no audit covered (test:full's rule). */
export function unauditedPages(pages: readonly BuiltPage[], audited: ReadonlySet<string>, exempt: readonly string[]): string[] {
  return pages.filter((page) => !exempt.includes(page.template) && !audited.has(page.route)).map((page) => page.route);
}
