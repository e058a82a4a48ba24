import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteContent } from '../content-files';
import { expectNoAxeViolations, gotoSettled, stubYouTube } from './support';

/**
 * The counts come from the files the site is built from: content/press/ and the tests' own
 * articles (tests/fixtures/content/press/articles/, enough of them for a second page whatever the artist writes).
 * The extracts, the articles' links, the contact block and the structured data are read from the
 * built page (tests/dist/press.test.ts).
 */
const articleCount = siteContent.readFolder('press/articles').length;
/** The page's design: nine articles a page. */
const ARTICLES_PER_PAGE = 9;
const articlePages = Math.ceil(articleCount / ARTICLES_PER_PAGE);
const [interviewVideo] = siteContent.readList<{ title: string }>('press/interview.json');

function articles(page: Page) {
  const controls = page.getByRole('navigation', { name: 'Pages : Articles' });
  return {
    list: page.getByRole('list', { name: 'Articles', exact: true }),
    label: controls.locator('[data-page-label]'),
    previous: controls.getByRole('button', { name: 'Précédent' }),
    next: controls.getByRole('button', { name: 'Suivant' }),
  };
}

test.beforeEach(async ({ page }) => {
  await stubYouTube(page);
});

test('articles: 9 per page, page label and disabled ends, newest first', async ({ page }) => {
  expect(articlePages, 'the tests add articles enough for a second page').toBeGreaterThan(1);
  await page.goto('/presse');
  const { list, label, previous, next } = articles(page);
  const dates = () =>
    list
      .getByRole('listitem')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  const expectNewestFirst = async (): Promise<void> => {
    const shown = await dates();
    expect(shown).toEqual([...shown].sort().reverse());
  };

  await expect(list.getByRole('listitem')).toHaveCount(ARTICLES_PER_PAGE);
  await expect(label).toHaveText(`Page 1 sur ${articlePages}`);
  await expect(previous).toBeDisabled();
  await expectNewestFirst();
  for (let shown = 2; shown <= articlePages; shown++) {
    await next.click();
    await expect(label).toHaveText(`Page ${shown} sur ${articlePages}`);
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(ARTICLES_PER_PAGE, articleCount - (shown - 1) * ARTICLES_PER_PAGE));
    await expectNewestFirst();
  }
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(label).toHaveText(`Page ${articlePages - 1} sur ${articlePages}`);
});

test("'Interview Exclusive' shows its title and description and plays in place", async ({ page }) => {
  await page.goto('/presse');
  const interview = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Interview Exclusive' }) });
  await expect(interview.getByRole('heading', { level: 3 })).toHaveText(interviewVideo?.title ?? '');
  await expect(interview.locator('p').last()).toHaveText(/\S/);
  await expect(interview.locator('iframe')).toHaveCount(0);
  await interview.getByRole('button', { name: `Lire la vidéo : ${interviewVideo?.title}` }).click();
  const frame = interview.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?.*autoplay=1/);
  await expect(frame).toBeFocused();
});

test('the background image stays fixed behind a dark overlay while the page scrolls, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/presse');
  const backdrop = page.locator('.press-page > div[aria-hidden="true"]');
  await expect(backdrop).toHaveCSS('position', 'fixed');
  const image = backdrop.locator('img');
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  await expect(backdrop.locator('div')).toHaveClass(/bg-gradient/);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const box = await image.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(844);
});

test('no accessibility violation on the last page of articles', async ({ page }) => {
  // The first page is the page as it opens, audited by axe.spec.ts; an axe audit takes seconds on a busy machine.
  test.slow();
  await gotoSettled(page, '/presse');
  const { next } = articles(page);
  for (let step = 1; step < articlePages; step++) await next.click();
  await expectNoAxeViolations(page);
});
