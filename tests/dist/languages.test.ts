/** The English and Spanish sites as built: each page in its language with its twins, a concert in English, the translated entries. */
import { describe, expect, it } from 'vitest';
import { ensembleRoutes, localizedPath, pages, site, type PageId } from '../../src/site.config.ts';
import { languageNames, type Language } from '../../src/lib/languages.ts';
import { formatPrice } from '../../src/lib/price.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { siteContent } from '../content-files.ts';
import { attributeOf, builtPage, elementsWithText, jsonLdOf, linkNamed, accessibleName, servedFile, textOf } from './built-site.ts';

/** The fixed pages and the ensembles in a language (the French routes: routes.test.ts). */
const skipped: PageId[] = ['notFound', 'articleNotFound', 'proArea'];
const routesIn = (lang: Language) => [
  ...(Object.keys(pages) as PageId[]).filter((id) => !skipped.includes(id)).map((id) => pages[id][lang].path),
  ...Object.values(ensembleRoutes).map((path) => localizedPath(path, lang)),
];

describe.each(['en', 'es'] as const)('the %s site', (lang) => {
  it.each(routesIn(lang))(`%s is a ${languageNames[lang]} page, with its twins and a way to skip to its content`, (path) => {
    expect(servedFile(path), path).not.toBeNull();
    const page = builtPage(path);
    expect(attributeOf(page, 'html', 'lang'), path).toBe(lang);
    // The sign-in page carries noindex: no language alternates for search engines.
    expect(page.querySelectorAll(`link[rel="alternate"][hreflang="${lang}"]`), path).toHaveLength(site.noindexRoutes.includes(path) ? 0 : 1);
    expect(() => linkNamed(page, dictionaries[lang].skipToContent), path).not.toThrow();
  });
});

describe('translated entries', () => {
  it('an English concert page tells its date, time and status in English', () => {
    const href = builtPage(pages.concerts.en.path).querySelector('[data-concert] h3 a')?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/en\/concerts\//);
    const page = builtPage(href);
    expect(attributeOf(page, 'html', 'lang')).toBe('en');
    expect(textOf(page.querySelector('time'))).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (am|pm)/);
    expect(linkNamed(page, dictionaries.en.concerts.addToCalendar).getAttribute('href')).toBe(`${href}.ics`);
    expect(servedFile(`${href}.ics`)).not.toBeNull();
    const event = jsonLdOf(page).find((data) => data['@type'] === 'MusicEvent');
    expect(event).toMatchObject({ inLanguage: 'en-GB', url: expect.stringContaining(href) });
  });

  it('English pages show the videos and albums translated into English, and mark as French the texts still in French', () => {
    const videos = siteContent.readFolder<{ description: string }>('media/videos');
    const translatedVideo = JSON.parse(siteContent.readContentText('media/videos/video-des-tests-1.en.json')) as { title: string; description: string };
    const untranslatedVideos = videos.filter(({ id }) => id !== 'video-des-tests-1');
    const media = builtPage(pages.media.en.path);
    const videoDescription = elementsWithText(media, translatedVideo.description);
    expect(videoDescription).toHaveLength(1);
    expect(videoDescription[0]?.getAttribute('lang')).not.toBe('fr');
    const playName = `${dictionaries.en.media.playVideo}${translatedVideo.title}`.toLowerCase();
    expect(media.querySelectorAll('button').filter((button) => accessibleName(button).toLowerCase().includes(playName))).toHaveLength(1);
    const frenchParagraphs = media.querySelectorAll('p[lang="fr"]').map((paragraph) => textOf(paragraph).toLowerCase());
    for (const { description } of untranslatedVideos)
      expect(
        frenchParagraphs.some((text) => text.includes(description.replace(/\s+/g, ' ').trim().toLowerCase())),
        description,
      ).toBe(true);

    const translatedAlbum = JSON.parse(siteContent.readContentText('store/album-des-tests-1.en.json')) as { description: string };
    const albumDescription = elementsWithText(builtPage(pages.store.en.path), translatedAlbum.description);
    expect(albumDescription).toHaveLength(1);
    expect(albumDescription[0]?.getAttribute('lang')).not.toBe('fr');
  });

  it('the English store writes its prices the English way', () => {
    const store = textOf(builtPage(pages.store.en.path));
    const albums = siteContent.readFolder<{ price: string }>('store').filter(({ id }) => !id.includes('.'));
    expect(albums.length).toBeGreaterThan(0);
    for (const { price } of albums) expect(store).toContain(formatPrice(price, 'en'));
    expect(store).not.toMatch(/\d[\s\u00a0]€/);
  });
});
