/** Where things are in the built site (dist/): pages, their routes, and the file a URL path serves. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

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

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The Content-Type a built file is served with, by its extension. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
}
