import { expect, test } from './fixtures';
import { stubYouTube } from './support';
import { siteContent } from '../content-files';
import { languages } from '../../src/lib/languages';
import { ensembleRoutes, kitRoute, localizedPath, pages } from '../../src/site.config';

/**
 * Nothing is sent to another origin before the visitor asks: the pages that show videos (/media,
 * an article (its blog in English and Spanish), an ensemble and its kit), in each language, opened, scrolled to their end and left
 * to settle, ask nothing of any host but the site's. One test per language: each opens four pages.
 * Then a click on a video still plays it, from youtube-nocookie.com (stood in for: no internet).
 */
const article = siteContent.folderFiles('blog', '.md')[0]?.name.replace(/\.md$/, '') ?? '';
/** The tests' articles are French only (tests/fixtures/content/blog/): the English and Spanish blogs list them and link to their French page. */
const PAGES = Object.fromEntries(
  languages.map((lang) => [
    lang,
    [pages.media[lang].path, lang === 'fr' ? `/blog/${article}` : pages.blog[lang].path, localizedPath(ensembleRoutes.quintet, lang), localizedPath(kitRoute('quintet'), lang)],
  ]),
);

for (const [language, paths] of Object.entries(PAGES)) {
  test(`${language}: /media, an article, an ensemble and its kit, scrolled to the end, ask no other origin for anything`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) elsewhere.push(`${page.url()} → ${request.url()}`);
    });
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await page.waitForFunction(() => document.readyState === 'complete');
      // Down a screen at a time, as a reader goes: every lazy image and behaviour on the way comes.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.waitForLoadState('networkidle');
    }
    expect(elsewhere).toEqual([]);
  });
}

test('a click on a video still plays it, from youtube-nocookie.com', async ({ page }) => {
  const requested = await stubYouTube(page);
  await page.goto('/yaniel-barcenas-quintet');
  const facade = page.locator('video-facade').first();
  await expect(facade.locator('picture img')).toHaveAttribute('src', /^\/_astro\//);
  expect(requested).toEqual([]);
  await facade.getByRole('button', { name: /^Lire la vidéo : / }).click();
  const frame = facade.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?.*autoplay=1/);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
});
