/** A link of the header's navigation. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * The header's links in `language`: the pages of the registry (site.config.ts) that name
 * themselves in the navigation, in the registry's order.
 */
export function navigationLinks<Language extends string>(pages: Record<string, Record<Language, { path: string; nav?: string }>>, language: Language): NavLink[] {
  return Object.values(pages).flatMap((page) => {
    const { path, nav } = page[language];
    return nav ? [{ label: nav, href: path }] : [];
  });
}

/**
 * Whether a navigation link points at the page being shown (sub-pages mark their section); a
 * home page (`homes`: "/", "/en", "/es") only marks itself.
 */
export function isCurrentRoute(href: string, currentPath: string, homes: readonly string[] = ['/']): boolean {
  const normalise = (path: string) =>
    path
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\/+$/, '') || '/';
  const link = normalise(href);
  const page = normalise(currentPath);
  if (homes.includes(link)) return page === link;
  return page === link || page.startsWith(`${link}/`);
}
