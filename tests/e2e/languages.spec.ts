import { expect, test } from './fixtures';
import { expectNoAxeViolations, gotoSettled } from './support';
import { ensembleRoutes, localizedPath, pages, site, type PageId } from '../../src/site.config';
import { languageNames, type Language } from '../../src/lib/languages';
import { uiText } from '../../src/lib/ui-text';
import { siteContent } from '../content-files';

/**
 * The English and Spanish sites, each in one pass (the French routes have theirs in
 * routes.spec.ts): every fixed page and ensemble answers in its language and passes axe; the
 * language switcher keeps the page.
 */
const skipped: PageId[] = ['notFound', 'articleNotFound', 'proArea'];
const routesIn = (lang: Language) => [
  ...(Object.keys(pages) as PageId[]).filter((id) => !skipped.includes(id)).map((id) => pages[id][lang].path),
  ...Object.values(ensembleRoutes).map((path) => localizedPath(path, lang)),
];

for (const lang of ['en', 'es'] as const) {
  test(`every ${languageNames[lang]} page answers in its language, with its twins, and has no accessibility violation`, async ({ page }) => {
    // About twenty axe audits in a row, 10 to 20 s each on a loaded two-core machine.
    test.setTimeout(900_000);
    for (const path of routesIn(lang)) {
      await gotoSettled(page, path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      // The sign-in page carries noindex: no language alternates for search engines.
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`), path).toHaveCount(site.noindexRoutes.includes(path) ? 0 : 1);
      await expect(page.getByRole('link', { name: uiText[lang].skipToContent })).toBeAttached();
      await expectNoAxeViolations(page);
    }
  });
}

test('the language switcher keeps the page, by keyboard and without a script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pages.discography.fr.path);
  const switcher = page.getByRole('list', { name: uiText.fr.languageSwitcher });
  const english = switcher.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAttribute('lang', 'en');
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pages.discography.en.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.discography.en.title);
  await page.getByRole('list', { name: uiText.en.languageSwitcher }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(pages.discography.es.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.discography.es.title);
  await expect(page.getByRole('list', { name: uiText.es.languageSwitcher }).getByRole('link', { name: 'Français' })).toHaveAttribute('href', pages.discography.fr.path);
  await context.close();
});

test('an English concert page tells its date, time and status in English', async ({ page }) => {
  await page.goto(pages.concerts.en.path);
  const first = page.locator('[data-concert] h3 a').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/en\/concerts\//);
  await page.goto(href ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('time').first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} (am|pm)/);
  await expect(page.getByRole('link', { name: uiText.en.concerts.addToCalendar })).toHaveAttribute('href', `${href}.ics`);
  expect((await page.request.get(`${href}.ics`)).status()).toBe(200);
  const event = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'MusicEvent');
  expect(event).toMatchObject({ inLanguage: 'en-GB', url: expect.stringContaining(href ?? '') });
});

test('English pages show the videos and albums translated into English, and mark as French the texts still in French', async ({ page }) => {
  const videos = siteContent.readFolder<{ description: string }>('media/videos');
  const translatedVideo = JSON.parse(siteContent.readContentText('media/videos/video-des-tests-1.en.json')) as { title: string; description: string };
  const untranslatedVideos = videos.filter(({ id }) => id !== 'video-des-tests-1');
  await page.goto(pages.media.en.path);
  const videoDescription = page.getByText(translatedVideo.description, { exact: true });
  await expect(videoDescription).toHaveCount(1);
  await expect(videoDescription).not.toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: `${uiText.en.media.playVideo}${translatedVideo.title}`, includeHidden: true })).toHaveCount(1);
  for (const { description } of untranslatedVideos) await expect(page.locator('p[lang="fr"]').filter({ hasText: description }).first()).toBeAttached();

  const translatedAlbum = JSON.parse(siteContent.readContentText('store/album-des-tests-1.en.json')) as { description: string };
  await page.goto(pages.store.en.path);
  const albumDescription = page.getByText(translatedAlbum.description, { exact: true });
  await expect(albumDescription).toHaveCount(1);
  await expect(albumDescription).not.toHaveAttribute('lang', 'fr');
});
