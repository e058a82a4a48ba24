/** Internal links and resources of a built page: every one must lead to a file of dist/. */
import { parse } from 'node-html-parser';
import { fileForUrlPath } from '../../integrations/built-site/dist-files.ts';

/** URL paths a page refers to on its own site (links, images, scripts, styles, media, og:image). */
export function internalReferences(html: string, siteOrigin: string): { paths: string[]; fragments: string[] } {
  const root = parse(html);
  const raw: string[] = [];
  const take = (selector: string, attribute: string) =>
    root.querySelectorAll(selector).forEach((element) => {
      const value = element.getAttribute(attribute);
      if (value) raw.push(value);
    });
  take('a[href]', 'href');
  take('link[href]', 'href');
  take('img[src]', 'src');
  take('script[src]', 'src');
  take('source[src]', 'src');
  take('video[src]', 'src');
  take('video[poster]', 'poster');
  take('meta[property="og:image"]', 'content');
  take('meta[name="twitter:image"]', 'content');
  root.querySelectorAll('[srcset]').forEach((element) => {
    (element.getAttribute('srcset') ?? '').split(',').forEach((candidate) => {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) raw.push(url);
    });
  });
  const paths: string[] = [];
  const fragments: string[] = [];
  for (const value of raw) {
    if (value.startsWith('#')) {
      if (value.length > 1) fragments.push(decodeURIComponent(value.slice(1)));
      continue;
    }
    if (value.startsWith('//') || /^(mailto|tel|data|javascript):/i.test(value)) continue;
    if (/^https?:\/\//i.test(value)) {
      const url = new URL(value);
      if (url.origin === siteOrigin) paths.push(url.pathname);
      continue;
    }
    if (value.startsWith('/')) paths.push(value.split('#')[0] ?? value);
  }
  return { paths: [...new Set(paths)], fragments: [...new Set(fragments)] };
}

/** Problems with the internal references of one page (empty when all resolve). */
export function brokenReferences(distDir: string, html: string, siteOrigin: string): string[] {
  const { paths, fragments } = internalReferences(html, siteOrigin);
  const ids = new Set(
    parse(html)
      .querySelectorAll('[id]')
      .map((element) => element.getAttribute('id')),
  );
  return [
    ...paths.filter((path) => !fileForUrlPath(distDir, path)).map((path) => `lien ou ressource introuvable : ${path}`),
    ...fragments.filter((id) => !ids.has(id)).map((id) => `ancre introuvable : #${id}`),
  ];
}
