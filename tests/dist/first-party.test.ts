/**
 * Nothing is sent to a third party before the visitor asks: no built page names another origin
 * where the browser fetches by itself (an image's src or srcset, a video's poster or sources, a
 * CSS url()), and the Content-Security-Policy lets no image come from YouTube's image host. The
 * player of youtube-nocookie.com comes only on a click (data-embed, a frame the script makes).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../integrations/built-site/dist-files.ts';
import { DIST, SITE } from './built-site.ts';

const pages = listFiles(DIST, '.html');
const stylesheets = listFiles(DIST, '.css');

/** Every address a page's markup or styles make the browser fetch by itself: src, srcset, poster, CSS url(). */
export function fetchedAddresses(html: string): string[] {
  const addresses: string[] = [];
  for (const [, , value = ''] of html.matchAll(/\s(src|poster)=["']?([^"'\s>]+)/g)) addresses.push(value);
  for (const [, list = ''] of html.matchAll(/\s(?:srcset|imagesrcset)=["']([^"']+)["']/g))
    addresses.push(...list.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  for (const [, , value = ''] of html.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) addresses.push(value);
  return addresses.filter(Boolean);
}

/** An address on another origin than the site's (relative addresses and data: stay home). */
const isThirdParty = (address: string): boolean => {
  if (address.startsWith('data:') || address.startsWith('#')) return false;
  const url = new URL(address.replaceAll('&amp;', '&'), `${SITE}/`);
  return url.origin !== SITE;
};

describe('first-party only, until the visitor asks', () => {
  it('finds the addresses of every kind it checks (so that the checks below can fail)', () => {
    const html = `<img src="https://i.ytimg.com/vi/x/hq.jpg" srcset="/a.avif 400w, https://cdn.example/b.avif 800w"><video poster="https://a.example/p.jpg"></video><div style="background:url('https://b.example/c.png')"></div><link rel="preload" imagesrcset="https://d.example/e.avif 1x">`;
    expect(fetchedAddresses(html).filter(isThirdParty)).toEqual([
      'https://i.ytimg.com/vi/x/hq.jpg',
      'https://a.example/p.jpg',
      'https://cdn.example/b.avif',
      'https://d.example/e.avif',
      'https://b.example/c.png',
    ]);
  });

  it(`no page of the ${pages.length} asks another origin for an image, a video, a script or a style by itself`, () => {
    expect(pages.length).toBeGreaterThan(100);
    const offenders = pages.flatMap((file) =>
      fetchedAddresses(readFileSync(file, 'utf8'))
        .filter(isThirdParty)
        .map((address) => `${file.slice(DIST.length)}: ${address}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no stylesheet fetches from another origin', () => {
    const offenders = stylesheets.flatMap((file) =>
      fetchedAddresses(readFileSync(file, 'utf8'))
        .filter(isThirdParty)
        .map((address) => `${file.slice(DIST.length)}: ${address}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no page names YouTube’s image host, and every page’s Content-Security-Policy keeps images on the site', () => {
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      expect(html, file).not.toContain('ytimg.com');
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1];
      if (policy)
        expect(
          policy
            .split(';')
            .find((directive) => directive.trim().startsWith('img-src'))
            ?.trim(),
          file,
        ).toBe("img-src 'self' data:");
    }
    expect(readFileSync('netlify.toml', 'utf8')).not.toContain('ytimg.com');
  });
});
