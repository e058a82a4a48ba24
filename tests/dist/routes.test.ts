/** Every route of the specification as its built page: head, social tags, heading; robots.txt and the sitemap. */
import { relative, sep } from 'node:path';
import { listFiles } from '../../integrations/built-site/dist-files.ts';
import { describe, expect, it } from 'vitest';
import { routes } from '../e2e/site-pages.ts';
import { site } from '../../src/site.config.ts';
import { DIST, SITE, attributeOf, builtFile, builtPage, builtText, only, servedFile, servedType, sitemapPaths, textOf } from './built-site.ts';

describe('every route of the specification', () => {
  for (const { path, heading } of routes) {
    it(`${path} is a page with its title, description, canonical, social tags and heading`, () => {
      expect(servedFile(path), path).not.toBeNull();
      const page = builtPage(path);
      expect(textOf(only(page, 'title'))).toMatch(/Yaniel Bárcenas/);
      expect(attributeOf(page, 'html', 'lang')).toBe('fr');
      expect(attributeOf(page, 'meta[name="description"]', 'content')).toMatch(/.{50,}/);
      expect(attributeOf(page, 'meta[name="keywords"]', 'content')).toMatch(/Yaniel Bárcenas/);
      expect(attributeOf(page, 'link[rel="canonical"]', 'href')).toBe(`${SITE}${path}`);
      expect(attributeOf(page, 'meta[property="og:title"]', 'content')).toMatch(/Yaniel Bárcenas/);
      expect(attributeOf(page, 'meta[property="og:image"]', 'content')).toMatch(/^https:\/\//);
      expect(attributeOf(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
      const h1 = textOf(only(page, 'h1'));
      if (typeof heading === 'string') expect(h1).toBe(heading);
      else expect(h1).toMatch(heading);
    });
  }

  it('pages have distinct titles and descriptions', () => {
    // The pages that redirect a visitor (/auth, /acces-pro) keep their own in their HTML.
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const html = builtText(route.path);
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });
});

describe('the types clients depend on, stated in netlify.toml for every such file', () => {
  const files = listFiles(DIST, '').map((file) => `/${relative(DIST, file).split(sep).join('/')}`);
  const expected: [RegExp, string][] = [
    [/\.ics$/, 'text/calendar; charset=utf-8'],
    [/^\/sitemap[\w-]*\.xml$/, 'application/xml; charset=utf-8'],
    [/^\/rss\.xml$/, 'application/rss+xml; charset=utf-8'],
    [/^\/fans\/.*\.json$/, 'application/json; charset=utf-8'],
  ];
  it.each(expected)('%s: %s', (pattern, type) => {
    const matching = files.filter((path) => pattern.test(path));
    expect(matching.length).toBeGreaterThan(0);
    for (const path of matching) expect(servedType(path), path).toBe(type);
  });
});

describe('robots and sitemap', () => {
  it('/robots.txt is the file itself and names the sitemap', () => {
    expect(builtFile('/robots.txt')).toMatch(/\/robots\.txt$/);
    expect(servedType('/robots.txt')).toBe('text/plain; charset=utf-8');
    const body = builtText('/robots.txt');
    expect(body).toContain('User-agent: *');
    expect(body).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  it('/sitemap.xml is the sitemap itself and every listed page of it exists', () => {
    expect(builtFile('/sitemap.xml')).toMatch(/\/sitemap\.xml$/);
    const indexXml = builtText('/sitemap.xml');
    expect(indexXml).toContain('<sitemapindex');
    const [sitemapPath] = sitemapPaths(indexXml);
    const pages = sitemapPaths(builtText(sitemapPath ?? ''));
    for (const route of routes.filter((r) => !site.noindexRoutes.includes(r.path))) expect(pages).toContain(route.path);
    for (const path of site.noindexRoutes) expect(pages).not.toContain(path);
    for (const path of pages) expect(servedFile(path), path).not.toBeNull();
  });
});
