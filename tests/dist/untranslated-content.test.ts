/**
 * Content in English and Spanish as built: a concert without a translation keeps its French title
 * and text, marked as French, with everything around them in the page's language; places named as
 * each language names them; press summaries translated where the entry has a translation.
 */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index.ts';
import { siteContent } from '../content-files.ts';
import { SITE, attributeOf, builtPage, builtText, jsonLdOf, only, textOf } from './built-site.ts';

/** The tests' concerts (tests/fixtures/content/concerts/): Rouen has no translation, Geneva has both. */
const UNTRANSLATED = '2025-12-06-trio-rouen';
const TRANSLATED = '2026-03-14-duo-geneve';
const frontMatter = (file: string) => Object.fromEntries([...siteContent.readContentText(file).matchAll(/^(\w+): "?(.+?)"?$/gm)].map(([, key, value]) => [key, value]));
const bodyOf = (file: string) => siteContent.readContentText(file).split(/^---$/m)[2]?.trim() ?? '';
const eventOf = (path: string) => jsonLdOf(builtPage(path)).find((data) => data['@type'] === 'MusicEvent') as { name: string; location: { address: { addressLocality: string } } };

describe('a concert without an English translation', () => {
  const french = frontMatter(`concerts/${UNTRANSLATED}.md`);
  const page = builtPage(`/en/concerts/${UNTRANSLATED}`);

  it('shows its French title and presentation marked as French, under a line saying so', () => {
    expect(attributeOf(page, 'h1', 'lang')).toBe('fr');
    expect(textOf(page.querySelector('h1'))).toBe(french['title']);
    expect(textOf(page.querySelector('main'))).toContain(dictionaries.en.concerts.presentationInFrench);
    const presentation = page.querySelectorAll('main [lang="fr"]').map((element) => textOf(element));
    expect(presentation.some((text) => text.startsWith(bodyOf(`concerts/${UNTRANSLATED}.md`).slice(0, 40)))).toBe(true);
  });

  it('gives its date, place and tickets in English, and its calendar marks the French title', () => {
    expect(textOf(page.querySelector('time'))).toMatch(/^Saturday 6 December 2025/);
    const calendar = builtText(`/en/concerts/${UNTRANSLATED}.ics`);
    expect(calendar).toContain(`SUMMARY;LANGUAGE=fr:${french['title']}`);
    expect(calendar).toMatch(/PRODID:-\/\/[^/\r\n]+\/\/Agenda\r\n/);
    expect(calendar).not.toContain(bodyOf(`concerts/${UNTRANSLATED}.md`).slice(0, 30));
  });

  it('names its city in Spanish where the French file gives the Spanish name', () => {
    const spanish = builtPage(`/es/conciertos/${UNTRANSLATED}`);
    expect(textOf(only(spanish, 'dl'))).toContain('Ruan, Francia');
    expect(eventOf(`/es/conciertos/${UNTRANSLATED}`).location.address.addressLocality).toBe('Ruan');
  });
});

describe('a concert translated into Spanish', () => {
  const path = `/es/conciertos/${TRANSLATED}`;
  const page = builtPage(path);
  const spanish = frontMatter(`concerts/${TRANSLATED}.es.md`);

  it('shows its Spanish title and text, unmarked, with its city and country in Spanish, in the page, the JSON-LD and the share card', () => {
    expect(attributeOf(page, 'h1', 'lang')).toBeUndefined();
    expect(textOf(page.querySelector('h1'))).toBe(spanish['title']);
    expect(textOf(page.querySelector('main'))).toContain(bodyOf(`concerts/${TRANSLATED}.es.md`).slice(0, 40));
    expect(textOf(page.querySelector('main'))).not.toContain(dictionaries.es.concerts.presentationInFrench);
    expect(textOf(only(page, 'dl'))).toContain('Ginebra, Suiza');
    expect(eventOf(path).location.address.addressLocality).toBe('Ginebra');
    expect(attributeOf(page, 'meta[property="og:image:alt"]', 'content')).toContain('Ginebra');
    expect(attributeOf(page, 'title', 'lang')).toBeUndefined();
    expect(textOf(page.querySelector('title'))).toContain('Ginebra');
  });

  it('says each fact once in its calendar: title and ensemble in the summary, the text and the tickets in the description', () => {
    const calendar = builtText(`${path}.ics`).replace(/\r\n /g, '');
    const description = /DESCRIPTION:(.*)/.exec(calendar)?.[1] ?? '';
    expect(calendar).toContain(`SUMMARY:${spanish['title']} (Yaniel Bárcenas Duo)`);
    expect(description).not.toContain(spanish['title']);
    expect(description).toContain(bodyOf(`concerts/${TRANSLATED}.es.md`).slice(0, 30));
  });
});

describe('press summaries', () => {
  const articles = siteContent.readFolder<{ title: string; excerpt: string }>('press/articles');
  const translated = JSON.parse(siteContent.readContentText('press/articles/2025-09-01-article-des-tests-1.en.json')) as { excerpt: string };
  const page = builtPage('/en/press');

  it('are in English where the entry is translated, in French marked as such elsewhere; titles stay as published, marked French', () => {
    const summaries = page.querySelectorAll('article p.text-pretty');
    expect(summaries.find((summary) => textOf(summary) === translated.excerpt)?.getAttribute('lang')).toBeUndefined();
    const untranslated = articles.find((article) => article.id === '2025-09-02-article-des-tests-2');
    expect(summaries.find((summary) => textOf(summary) === untranslated?.excerpt)?.getAttribute('lang')).toBe('fr');
    expect(page.querySelectorAll('article h3 [lang="fr"]').map((title) => textOf(title))).toContain('Article des tests n° 1');
  });
});

describe('the sitemap', () => {
  it('names the French page as x-default beside each language', () => {
    expect(builtText('/sitemap-0.xml')).toContain(`hreflang="x-default" href="${SITE}/concerts"`);
  });
});
