/** Whether a navigation link points at the page being shown (sub-pages mark their section). */
export function isCurrentRoute(href: string, currentPath: string): boolean {
  const normalise = (path: string) =>
    path
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\/+$/, '') || '/';
  const link = normalise(href);
  const page = normalise(currentPath);
  if (link === '/') return page === '/';
  return page === link || page.startsWith(`${link}/`);
}
