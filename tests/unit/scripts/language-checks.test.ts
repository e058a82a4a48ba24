import { describe, expect, it } from 'vitest';
import { folderLanguage, frenchOnlyStrings, languageProblems } from '../../../scripts/lib/languages';
import { pages } from '../../../src/site.config';
import { dictionaries } from '../../../src/i18n/index.ts';

const origin = 'https://a.example';
const head = (lang: string, links: Record<string, string>) =>
  `<html lang="${lang}"><head>${Object.entries(links)
    .map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${origin}${path}">`)
    .join('')}</head><body><p>Texte</p></body></html>`;
const trio = { fr: '/discographie', en: '/en/discography', es: '/es/discografia', 'x-default': '/discographie' };

describe('the language checks of the built site', () => {
  it('name the language of a folder', () => {
    expect(['/', '/bio', '/en', '/en/biography', '/es/biografia', '/english'].map(folderLanguage)).toEqual(['fr', 'fr', 'en', 'en', 'es', 'fr']);
  });

  it('accept three twins that list each other and x-default', () => {
    const pages = [
      { route: '/discographie', html: head('fr', trio) },
      { route: '/en/discography', html: head('en', trio) },
      { route: '/es/discografia', html: head('es', trio) },
    ];
    expect(languageProblems(pages, origin)).toEqual([]);
  });

  it('find a twin that does not list back, a missing one, and a wrong lang', () => {
    const pages = [
      { route: '/discographie', html: head('fr', trio) },
      { route: '/en/discography', html: head('fr', { fr: '/discographie', en: '/en/discography', 'x-default': '/discographie' }) },
    ];
    const problems = languageProblems(pages, origin);
    expect(problems).toContain('/discographie : hreflang="es" vers https://a.example/es/discografia, qui n\'est pas construite');
    expect(problems).toContain('/en/discography : <html lang="fr"> dans le dossier de la langue « en »');
  });

  it('find a French interface string on an English page, and a missing key', () => {
    const [french = ''] = frenchOnlyStrings('en');
    const html = `<html lang="en"><body><p>${french}</p><p>undefined</p></body></html>`;
    const problems = languageProblems([{ route: '/en/404', html: html.replace('<body>', '<head><meta name="robots" content="noindex"></head><body>') }], origin);
    expect(problems).toContain(`/en/404 : texte français « ${french} »`);
    expect(problems.some((problem) => problem.includes('undefined'))).toBe(true);
  });

  it("find the registry's French keywords in an English page's head, and the artist's French facts in its text", () => {
    const html = `<html lang="en"><head><meta name="robots" content="noindex"><meta name="keywords" content="${pages.concerts.fr.keywords.join(', ')}"></head><body><p>${dictionaries.fr.artist.origin}</p></body></html>`;
    const problems = languageProblems([{ route: '/en/404', html }], origin);
    expect(problems).toContain(`/en/404 : texte français « ${pages.concerts.fr.keywords[0]} »`);
    expect(problems).toContain(`/en/404 : texte français « ${dictionaries.fr.artist.origin} »`);
  });
});
