/** /presse as built: its extracts, its articles as links out, its closing contact, the interview's structured data. */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index.ts';
import { site } from '../../src/site.config.ts';
import { siteContent } from '../content-files.ts';
import { builtPage, jsonLdOf, linkNamed, oneByRole, oneWithHeading, only, textOf } from './built-site.ts';

/** The counts come from the files the site is built from: content/press/ and the tests' own articles (tests/fixtures/content/press/articles/). */
const quoteCount = siteContent.readFolder('press/quotes').length;
const articleCount = siteContent.readFolder('press/articles').length;
const [interviewVideo] = siteContent.readList<{ title: string; uploadDate: string }>('press/interview.json');

describe('/presse', () => {
  const page = builtPage('/presse');

  it('every press extract, each with its journal, extract and author', () => {
    const quotes = page.querySelectorAll('figure').filter((figure) => figure.querySelector('blockquote'));
    expect(quotes).toHaveLength(quoteCount);
    for (const quote of quotes) {
      expect(textOf(only(quote, 'blockquote'))).toMatch(/^« \S.* »$/);
      expect(textOf(only(quote, 'cite'))).toMatch(/\S/);
      expect(textOf(only(quote, 'figcaption'))).toMatch(/\S+\s+\S+/);
    }
  });

  it('every article, all in the HTML as external links opening in a new tab', () => {
    const items = oneByRole(page, 'list', 'Articles', { exact: true }).children.filter((child) => child.tagName === 'LI');
    expect(items).toHaveLength(articleCount);
    const links = items.flatMap((item) => item.querySelectorAll('a'));
    expect(links).toHaveLength(articleCount);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
    }
  });

  it("'Contact Presse' closes the page with the press email, phone and website from the configuration", () => {
    const contact = oneWithHeading(page, 'section', 'Contact Presse');
    expect(linkNamed(contact, site.contact.pressEmail).getAttribute('href')).toBe(`mailto:${site.contact.pressEmail}`);
    expect(linkNamed(contact, site.contact.phone).getAttribute('href')).toBe(site.contact.phoneHref);
    expect(oneByRole(contact, 'link', new URL(site.url).host, { exact: true }).getAttribute('href')).toBe(site.url);
    expect(textOf(only(page, 'main').querySelectorAll('h2').at(-1))).toBe('Contact Presse');
  });

  it('VideoObject structured data for the interview', () => {
    const videos = jsonLdOf(page).flatMap((data) => (data['@graph'] as Record<string, unknown>[] | undefined) ?? []);
    expect(videos).toEqual([expect.objectContaining({ '@type': 'VideoObject', name: interviewVideo?.title, uploadDate: interviewVideo?.uploadDate })]);
  });
});

describe.each([
  ['/en/press', 'en'],
  ['/es/prensa', 'es'],
] as const)('%s', (path, lang) => {
  it('says, after each French headline, that it is in French, in words the reader reads', () => {
    const headings = builtPage(path)
      .querySelectorAll('main h3')
      .filter((heading) => heading.querySelector('a[hreflang="fr"]'));
    expect(headings).toHaveLength(articleCount);
    for (const heading of headings) {
      expect(heading.querySelector('[lang="fr"]')).not.toBeNull();
      expect(textOf(heading)).toContain(`(${dictionaries[lang].blog.inFrench})`);
    }
  });
});
