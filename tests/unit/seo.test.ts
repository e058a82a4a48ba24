import { describe, expect, it } from 'vitest';
import { absoluteUrl, mergeKeywords, pageTitle, serializeJsonLd } from '../../src/lib/seo';
import { isCurrentRoute, navigationLinks } from '../../src/lib/nav';
import { pages } from '../../src/site.config';

describe('page titles', () => {
  it('appends the artist name to a section title', () => {
    expect(pageTitle('Biographie', 'Yaniel Bárcenas')).toBe('Biographie | Yaniel Bárcenas');
  });
  it('leaves a title that already names the artist alone', () => {
    expect(pageTitle('Yaniel Bárcenas Trio', 'Yaniel Bárcenas')).toBe('Yaniel Bárcenas Trio');
  });
});

describe('absolute URLs', () => {
  it('joins the site URL and the path without double or trailing slashes', () => {
    expect(absoluteUrl('/bio', 'https://example.org/')).toBe('https://example.org/bio');
    expect(absoluteUrl('bio/', 'https://example.org')).toBe('https://example.org/bio');
    expect(absoluteUrl('/', 'https://example.org')).toBe('https://example.org/');
  });
  it('keeps an address that is already absolute', () => {
    expect(absoluteUrl('https://cdn.example.org/a.jpg', 'https://example.org')).toBe('https://cdn.example.org/a.jpg');
  });
});

describe('keywords', () => {
  it('puts the page keywords first and drops repeats whatever their case', () => {
    expect(mergeKeywords(['Jazz', 'Paris'], ['jazz', 'Cuba'])).toBe('Jazz, Paris, Cuba');
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element from inside a text', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('current route', () => {
  it('marks only the home link on the home page', () => {
    expect(isCurrentRoute('/', '/')).toBe(true);
    expect(isCurrentRoute('/', '/index.html')).toBe(true);
    expect(isCurrentRoute('/', '/bio')).toBe(false);
  });
  it('marks a section for its own page, its .html form and its sub-pages', () => {
    expect(isCurrentRoute('/blog', '/blog')).toBe(true);
    expect(isCurrentRoute('/blog', '/blog.html')).toBe(true);
    expect(isCurrentRoute('/blog', '/blog/mon-article')).toBe(true);
    expect(isCurrentRoute('/bio', '/biographie-longue')).toBe(false);
  });
});

describe('navigation', () => {
  it('lists the pages that name themselves in it, in the registry’s order, in the language asked', () => {
    const registry = { home: { fr: { path: '/', nav: 'Accueil' } }, press: { fr: { path: '/presse' } }, blog: { fr: { path: '/blog', nav: 'Blog' } } };
    expect(navigationLinks(registry, 'fr')).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Blog', href: '/blog' },
    ]);
  });
  it('links the site’s sections from the page registry, home first and contact last', () => {
    const links = navigationLinks(pages, 'fr');
    expect(links[0]).toEqual({ label: 'Accueil', href: pages.home.fr.path });
    expect(links.at(-1)).toEqual({ label: 'Contact', href: pages.contact.fr.path });
  });
});
