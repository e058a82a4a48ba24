import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { parse } from 'node-html-parser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index.ts';
import type { Language } from '../../src/lib/languages.ts';
import { fontUrls } from '../../integrations/font-subset/font-subset.ts';
import { missingCharacters } from '../../integrations/font-subset/font-coverage.ts';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { album, concerts, firstEdits, newArticle, partner, removedAlbum, rider, secondEdits, social, translation, trioQuote } from './artist-edits.ts';
import { buildAsTestSite, shareImagePathsOf, shareImagesOf, sharedCopy } from './shared-copy.ts';

/**
 * What the artist does to publish is to add, change or remove files in content/, nothing else:
 * here in the copy the tests' site was built in, with the changes of artist-edits.ts, built for
 * real twice, warm, as of the tests' instant like the tests' site: only what changed is drawn anew. The first build adds and removes; the second withdraws, renames and adds to
 * what the first built, so that each change is seen both ways.
 */
/** The checks of npm test (unit stage) that read content/, each run on whatever content it finds. */
const CONTENT_CHECKS = ['tests/unit/content.test.ts', 'tests/unit/svg-views.test.ts', 'tests/unit/settings.test.ts', 'tests/unit/pro-documents.test.ts'];

let project: TempProject;
const read = (file: string) => readFile(project.path('dist', file), 'utf8');
const pdfText = async (file: string) =>
  (await extractText(await getDocumentProxy(new Uint8Array(await readFile(project.path('dist', 'documents', file)))), { mergePages: true })).text.replace(/\s+/g, ' ');
/** The quintet's rider files in `lang`, named in that language (fiche-technique, technical-rider, ficha-tecnica). */
const riders = async (lang: Language) =>
  (await readdir(project.path('dist', 'documents'))).filter((file) =>
    new RegExp(`^yaniel-barcenas-quintet-${dictionaries[lang].rider.fileNames.rider}-${lang}-\\w+\\.pdf$`).test(file),
  );
const shareImages = () => shareImagesOf(project.path('dist'));
const shareImagePaths = () => shareImagePathsOf(project.path('dist'));

/** What the second build is compared with: the first's share cards and French rider. */
let firstBuilt: { shareImages: Map<string, string | undefined>; frenchRider: string | undefined };

beforeAll(async () => {
  project = await sharedCopy();
});

afterAll(async () => {
  await project.restoreContent();
});

describe('first build: an article, a translation, concerts, an album, a partner, a social link and a quote added; a rider changed; one of each removed', () => {
  let build: BuildResult;
  let removed: Awaited<ReturnType<typeof firstEdits>>;

  beforeAll(async () => {
    removed = await firstEdits(project);
    build = await buildAsTestSite(project);
  });

  afterAll(async () => {
    firstBuilt = { shareImages: shareImagePaths(), frenchRider: (await riders('fr'))[0] };
  });

  it('builds', () => {
    expect(build.ok, build.output).toBe(true);
    expect(removed.removedPartnerUrl).not.toBe('');
    expect(removed.removedSocialUrl).not.toBe('');
  });

  describe('a new markdown file in content/blog/', () => {
    it('appears first in the list, under its category, with its computed reading time', async () => {
      const list = await read('blog.html');
      const cards = [...list.matchAll(/<li data-category="([a-z]+)">[\s\S]*?data-card-title[^>]*>([^<]+)</g)].map(([, category, cardTitle]) => ({ category, cardTitle }));
      expect(cards.map((card) => card.cardTitle)).toHaveLength(3);
      expect(cards[0]).toEqual({ category: 'scene', cardTitle: newArticle.title });
      expect(list).toContain(`href="/blog/${newArticle.id}"`);
      expect(list).toContain('2 min</span>');
    });

    it('gets its own page, without a videos section or related links since it has none', async () => {
      const page = await read(`blog/${newArticle.id}.html`);
      expect(page).toContain(`>${newArticle.title}</h1>`);
      expect(page).toContain('2 min de lecture');
      expect(page).toContain(newArticle.caption);
      expect(page).not.toContain('data-article-videos');
      expect(page).not.toContain('Pour aller plus loin');
      expect(page).toContain('Articles similaires');
    });

    it("brings its new letters into the display font: the heading's « ã », which no other page has", async () => {
      const [font] = fontUrls(await read(`blog/${newArticle.id}.html`));
      expect(font).toBeDefined();
      expect(await missingCharacters(await readFile(project.path('dist', font ?? '')), 'cap sur São Paulo')).toEqual([]);
    });

    it('is listed in the sitemap and first in the RSS feed', async () => {
      expect(await read('sitemap-0.xml')).toContain(`/blog/${newArticle.id}</loc>`);
      const feed = await read('rss.xml');
      expect(feed.match(/<item><title>([^<]+)<\/title>/)?.[1]).toBe(newArticle.title);
      expect(feed).toContain(`/blog/${newArticle.id}</link>`);
    });
  });

  describe('share cards', () => {
    it('every page points at its own card, in dist/, of the declared type and size, under 150 kB', () => {
      const images = shareImages();
      expect(images.size).toBeGreaterThan(30);
      for (const [route, { image, problems }] of images) {
        expect(problems, route).toEqual([]);
        expect(image?.header, route).toMatchObject({ width: 1200, height: 630 });
      }
      const paths = [...images.values()].map(({ image }) => image?.path);
      expect(new Set(paths).size, 'une carte par page').toBe(paths.length);
      expect(images.get(`/blog/${newArticle.id}`)?.image?.path).toMatch(new RegExp(`^/og/blog-${newArticle.id}-[0-9a-f]{12}\\.jpg$`));
      expect(images.get('/projets')?.image?.path).toMatch(/^\/og\/projets-[0-9a-f]{12}\.png$/);
    });

    it('the build says once, in French, which letters of the titles Fraunces cannot draw', () => {
      const notices = build.output.split('\n').filter((line) => line.includes('Images de partage :'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toContain('absents de Fraunces, dessinés avec Noto Sans');
      for (const letter of 'Ρεμπέτικο') expect(notices[0]).toContain(`« ${letter} »`);
      // French, Spanish and Vietnamese letters are Fraunces's own.
      expect(notices[0]).not.toMatch(/« [àâçéèêëîïôûùüÿœæñáíóúồ’] »/u);
    });
  });

  describe('an English translation, content/blog/<id>.en.md beside the French file', () => {
    it('is published under /en/blog/<id>, in English, paired with the French page both ways', async () => {
      const english = await read(`en/blog/${translation.id}.html`);
      expect(english).toContain('<html lang="en"');
      expect(english).toContain(`>${translation.title}</h1>`);
      expect(english).toContain(translation.paragraph);
      expect(english).toContain('"inLanguage":"en-GB"');
      expect(english).toMatch(new RegExp(`hreflang="fr" href="[^"]*/blog/${translation.id}"`));
      expect(english).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/blog/${translation.id}"`));
      expect(await read(`blog/${translation.id}.html`)).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/blog/${translation.id}"`));
      expect(await read('en/blog.html')).toContain(`href="/en/blog/${translation.id}"`);
      expect(await read('sitemap-0.xml')).toContain(`/en/blog/${translation.id}</loc>`);
    });

    it('is in the English feed, /en/rss.xml, linked from the English pages; the French feed keeps the French article', async () => {
      const feed = await read('en/rss.xml');
      expect(feed).toContain('<language>en-GB</language>');
      expect(feed).toContain(`<title>${translation.title}</title>`);
      expect(feed).toContain(`/en/blog/${translation.id}</link>`);
      expect(await read(`en/blog/${translation.id}.html`)).toContain('type="application/rss+xml" title="Yaniel Bárcenas’s blog" href="/en/rss.xml"');
      const frenchFeed = await read('rss.xml');
      expect(frenchFeed).toContain(`/blog/${translation.id}</link>`);
      expect(frenchFeed).not.toContain(translation.title);
    });
  });

  describe('concert files in content/concerts/', () => {
    it('a new file builds, and its concert is on /concerts with its own page, calendar file and sitemap entry', async () => {
      const { id, title, venue } = concerts.coming;
      expect(await read('concerts.html')).toContain(title);
      const page = await read(`concerts/${id}.html`);
      expect(page).toContain('<h1');
      expect(page).toContain(venue);
      expect(page).toContain('"startDate":"2030-05-17T21:00:00+02:00"');
      const calendar = await read(`concerts/${id}.ics`);
      expect(calendar).toContain(`UID:${id}@`);
      expect(calendar).toContain('DTSTART:20300517T190000Z');
      expect(await read('concerts.ics')).toContain(`UID:${id}@`);
      expect(await read('sitemap-0.xml')).toContain(`/concerts/${id}</loc>`);
    });

    it('a past concert is on its year of the archive, linked from /concerts, which no longer lists it', async () => {
      const { id, title, year } = concerts.past;
      const agenda = await read('concerts.html');
      expect(agenda).not.toContain(title);
      expect(agenda).toContain(`href="/concerts/archives/${year}"`);
      const archive = await read(`concerts/archives/${year}.html`);
      expect(archive).toContain(title);
      expect(archive).toContain(`href="/concerts/${id}"`);
      // Past as of the build: no booking link shows, the thank-you note does.
      expect(archive.match(/<a [^>]*data-booking[^>]*>/g)?.every((link) => link.endsWith(' hidden>'))).toBe(true);
      expect(archive).toMatch(/data-past-note>/);
      expect(archive).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/og\/[^"]+"/);
      expect(await read('sitemap-0.xml')).toContain(`/concerts/archives/${year}</loc>`);
    });
  });

  describe('an album, a partner and a social link added, one of each removed', () => {
    it('shows the new album in the discography, and the removed one nowhere there', async () => {
      const discography = await read('discographie.html');
      expect(discography).toContain(album.title);
      expect(discography).not.toContain(`>${removedAlbum.title}<`);
    });

    it('shows the new partner in the strip and the new social link in the follow panel and the JSON-LD, the removed ones nowhere', async () => {
      const home = await read('index.html');
      expect(home).toContain(`href="${partner.url}"`);
      expect(home).not.toContain(removed.removedPartnerUrl);
      expect(home).toContain(`href="${social.url}"`);
      expect(home).not.toContain(removed.removedSocialUrl);
      expect(JSON.parse(/"sameAs":(\[[^\]]*\])/.exec(home)?.[1] ?? '[]')).toContain(social.url);
    });

    it("npm test's checks of content/ pass on the copy", async () => {
      const { stdout } = await promisify(execFile)('npx', ['vitest', 'run', '--project', 'unit', ...CONTENT_CHECKS], { cwd: project.root, env: { ...process.env, NO_COLOR: '1' } });
      expect(stdout).toMatch(new RegExp(`Test Files\\s+${CONTENT_CHECKS.length} passed`));
    });
  });

  describe('the press kit follows its data', () => {
    it("a microphone changed in the French file only is the one the English rider prints; a quote about the trio takes its place on the trio's kit and stays off the quintet's", async () => {
      const [englishRider] = await riders('en');
      expect(englishRider, 'the English rider of the quintet, under its English name').toBeDefined();
      expect(await pdfText(englishRider ?? '')).toContain(rider.microphone);
      const journals = async (page: string) =>
        parse(await read(page))
          .querySelectorAll('cite')
          .map((cite) => cite.text);
      // The trio's quotes of the copy, in the order of their position: the new one (position 99) among them, in its place.
      const quotesFolder = project.path('content', 'press', 'quotes');
      const quotes = await Promise.all(
        (await readdir(quotesFolder))
          .filter((file) => /^[^.]+\.json$/.test(file))
          .map(async (file) => JSON.parse(await readFile(`${quotesFolder}/${file}`, 'utf8')) as { position: number; journal: string; ensemble?: string }),
      );
      const trioJournals = quotes
        .filter((quote) => quote.ensemble === 'Trio')
        .sort((a, b) => a.position - b.position)
        .map((quote) => quote.journal);
      expect(trioJournals).toContain(trioQuote.journal);
      expect(await journals('yaniel-barcenas-trio/kit.html')).toEqual(trioJournals);
      expect(await journals('en/yaniel-barcenas-trio/kit.html')).toEqual(trioJournals);
      expect(await journals('yaniel-barcenas-quintet/kit.html')).not.toContain(trioQuote.journal);
      expect(await journals('presse.html')).toContain(trioQuote.journal);
    });
  });
});

describe('second build: the translation withdrawn, the new article renamed, an input added to the rider', () => {
  let build: BuildResult;

  beforeAll(async () => {
    await secondEdits(project);
    build = await buildAsTestSite(project);
  });

  it('builds', () => {
    expect(build.ok, build.output).toBe(true);
  });

  it('withdraws the translation with its file: no English page, and neither the French page nor the list points to one', async () => {
    const { id } = translation;
    expect(existsSync(project.path('dist', 'en', 'blog', `${id}.html`))).toBe(false);
    expect(await read(`blog/${id}.html`)).not.toContain(`/en/blog/${id}`);
    const list = await read('en/blog.html');
    expect(list).not.toContain(`/en/blog/${id}`);
    expect(list).toContain(`href="/blog/${id}" hreflang="fr"`);
    expect(await read('sitemap-0.xml')).not.toContain(`/en/blog/${id}</loc>`);
    // Without an English article left, there is no English feed at all.
    if (existsSync(project.path('dist', 'en', 'rss.xml'))) expect(await read('en/rss.xml')).not.toContain(`/blog/${id}</link>`);
  });

  it('renames only the share card whose title changed, and the page points at the new one', async () => {
    const after = shareImagePaths();
    const renamed = [...after].filter(([route, path]) => firstBuilt.shareImages.get(route) !== path).map(([route]) => route);
    expect(renamed).toEqual([`/blog/${newArticle.id}`]);
    expect(await read(`blog/${newArticle.id}.html`)).toContain(after.get(`/blog/${newArticle.id}`));
  });

  it('a new input is in the rebuilt French rider, under a new file name that the kit links, the old file gone', async () => {
    const names = await riders('fr');
    expect(firstBuilt.frenchRider).toBeDefined();
    expect(names).toHaveLength(1);
    expect(names[0]).not.toBe(firstBuilt.frenchRider);
    expect(await read('yaniel-barcenas-quintet/kit.html')).toContain(`/documents/${names[0]}`);
    const { channel, source, microphone } = rider.newInput;
    expect(await pdfText(names[0] ?? '')).toContain(`${channel} ${source} ${microphone}`);
  });
});
