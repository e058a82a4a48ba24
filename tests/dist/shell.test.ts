/** What every page shares, as built: the navigation's current page, the footer's contact and networks, the display font's preload. */
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site.config.ts';
import { siteContent } from '../content-files.ts';
import { builtPage, builtText, linkNamed, oneByRole, only } from './built-site.ts';

describe('navigation bar', () => {
  for (const [path, label] of [
    ['/', 'Accueil'],
    ['/bio', 'Biographie'],
    ['/store', 'Store'],
    ['/contact', 'Contact'],
  ] as const) {
    it(`marks ${label} as the current page on ${path}`, () => {
      const nav = oneByRole(builtPage(path), 'navigation', 'Navigation principale');
      expect(oneByRole(nav, 'link', label, { exact: true }).getAttribute('aria-current')).toBe('page');
      expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    });
  }
});

describe('footer', () => {
  it('holds the contact block and every social link of content/settings.json', () => {
    const footer = only(builtPage('/'), 'footer');
    expect(linkNamed(footer, site.contact.email).getAttribute('href')).toBe(`mailto:${site.contact.email}`);
    expect(linkNamed(footer, site.contact.phone).getAttribute('href')).toBe(site.contact.phoneHref);
    for (const { label, url } of siteContent.socialLinks()) {
      const link = linkNamed(footer, `${label} (nouvel onglet)`);
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});

describe('/acces-pro', () => {
  it('does not preload the display font, which would compete with /auth for a signed-out visitor; other pages do', () => {
    const preloadsFont = (path: string) => /<link rel="preload" href="\/_astro\/fonts\/[^"]+\.woff2" as="font"/.test(builtText(path));
    expect(preloadsFont('/acces-pro')).toBe(false);
    expect(preloadsFont('/auth')).toBe(true);
    expect(preloadsFont('/')).toBe(true);
  });
});
