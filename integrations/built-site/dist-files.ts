/** Where things are in the built site (dist/): pages, their routes, and the file a URL path serves. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export function listFiles(dir: string, extension: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...listFiles(path, extension));
    else if (name.endsWith(extension)) found.push(path);
  }
  return found.sort();
}

/** "index.html" → "/", "bio.html" → "/bio", "blog/mon-article.html" → "/blog/mon-article". */
export function routeOfHtmlFile(distDir: string, file: string): string {
  const path = relative(distDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** The file that serves a URL path, as Netlify and `astro preview` do (pretty URLs), or null. */
export function fileForUrlPath(distDir: string, urlPath: string): string | null {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  const candidates = clean.endsWith('/')
    ? [join(distDir, clean, 'index.html'), join(distDir, `${clean.replace(/\/+$/, '') || 'index'}.html`)]
    : [join(distDir, clean), join(distDir, `${clean}.html`), join(distDir, clean, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}
