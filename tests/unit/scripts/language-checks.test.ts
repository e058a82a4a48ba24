import { describe, expect, it } from 'vitest';
import { folderLanguage, languageProblems } from '../../../scripts/lib/languages';

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

  it('find French its French twin shows on an English page outside lang="fr", and a missing key', () => {
    const twinLinks = { fr: '/concerts', en: '/en/concerts', 'x-default': '/concerts' };
    const page = (lang: string, body: string) => head(lang, twinLinks).replace('<body><p>Texte</p></body>', `<body>${body}</body>`);
    const pages = [
      { route: '/concerts', html: page('fr', '<p>Mettre la vidéo de fond en pause</p><blockquote>Une voix pour la rumba.</blockquote>') },
      { route: '/en/concerts', html: page('en', '<p>Mettre la vidéo de fond en pause</p><blockquote lang="fr">Une voix pour la rumba.</blockquote><p>undefined</p>') },
    ];
    expect(languageProblems(pages, origin)).toEqual([
      `/en/concerts : texte français « Mettre la vidéo de fond en pause » (traduisez-le, ou marquez l'élément qui le montre lang="fr")`,
      '/en/concerts : « undefined » dans le texte (une clé du dictionnaire manque-t-elle ?)',
    ]);
  });

  it('name an English page whose French twin is not built', () => {
    const problems = languageProblems(
      [{ route: '/en/404', html: '<html lang="en"><head><meta name="robots" content="noindex"></head><body><a href="/404" hreflang="fr">Français</a></body></html>' }],
      origin,
    );
    expect(problems).toEqual(["/en/404 : sa page française (/404) n'est pas construite"]);
  });
});
