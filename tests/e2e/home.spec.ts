import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installPausedClock, renderedConcerts } from './support';
import { siteContent } from '../content-files';
import { newestFirst } from '../../src/lib/order';

/** Paths of the video files the page asked for. */
function recordVideoRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\.(mp4|webm)$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

test.describe('home page', () => {
  test('opens on a full-screen hero: name, subtitle, intro, over a muted looping video', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yaniel Bárcenas');
    await expect(page.getByText('Compositeur et musicien cubain', { exact: true })).toBeVisible();
    await expect(page.getByText(/fait dialoguer la clave cubaine/)).toBeVisible();
    const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    const viewport = page.viewportSize();
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 64);
    const video = hero.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
  });

  test('the poster is the first paint; the video loads only after the page and then plays', async ({ page }) => {
    const requested = recordVideoRequests(page);
    await page.goto('/');
    const poster = page.locator('background-video img');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('loading', 'eager');
    await expect(page.locator('background-video source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w/);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/<source[^>]* src="[^"]+\.(mp4|webm)"/);
    await expect(page.locator('background-video')).toHaveAttribute('data-playing', '');
    expect(requested.length).toBeGreaterThan(0);
    const pause = page.getByRole('button', { name: 'Mettre la vidéo de fond en pause' });
    await pause.click();
    await expect(page.locator('background-video video')).toHaveJSProperty('paused', true);
    await page.getByRole('button', { name: 'Relancer la vidéo de fond' }).click();
    await expect(page.locator('background-video video')).toHaveJSProperty('paused', false);
  });

  test('the video waits until the page has loaded, painted and gone quiet', async ({ page }) => {
    const requested = recordVideoRequests(page);
    const behaviour: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('BackgroundVideoBehaviour')) behaviour.push(request.url());
    });
    // A held clock holds the frames and the idle time the page waits for.
    await installPausedClock(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('background-video img')).toBeVisible();
    expect(behaviour).toEqual([]);
    expect(requested).toEqual([]);
    await page.clock.runFor(2_100);
    await page.clock.resume();
    await expect(page.locator('background-video')).toHaveAttribute('data-playing', '');
    expect(behaviour).toHaveLength(1);
    expect(requested.length).toBeGreaterThan(0);
  });

  test('under reduced motion the video is never loaded and the poster stays', async ({ page }) => {
    const requested = recordVideoRequests(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('background-video img')).toBeVisible();
    await expect(page.locator('background-video')).not.toHaveAttribute('data-playing');
    await expect(page.getByRole('button', { name: /vidéo de fond/ })).toBeHidden();
    expect(requested).toEqual([]);
  });

  test('when the visitor saves data the video is never loaded', async ({ page }) => {
    const requested = recordVideoRequests(page);
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(page.locator('background-video')).not.toHaveAttribute('data-playing');
    expect(requested).toEqual([]);
  });

  test('shows the albums featured on the home page, newest first, each leading to the discography', async ({ page }) => {
    const featured = newestFirst(
      siteContent.readFolder<{ title: string; year: string; featuredOnHome?: boolean }>('albums').filter((album) => album.featuredOnHome),
      (album) => album.year,
    ).map((album) => album.title);
    await page.goto('/');
    const albums = page.getByRole('region', { name: 'Albums récents' }).getByRole('link');
    await expect(albums).toHaveCount(featured.length);
    for (const [index, title] of featured.entries()) {
      await expect(albums.nth(index)).toContainText(title);
      await expect(albums.nth(index)).toHaveAttribute('href', '/discographie');
      await expect(albums.nth(index).getByRole('img', { name: `Pochette de l'album ${title}` })).toBeVisible();
    }
  });

  test('has a button to the biography, then the partners strip', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Lire la biographie' }).click();
    await expect(page).toHaveURL(/\/bio$/);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Partenaires' }).getByRole('link')).toHaveCount(siteContent.readList('partners.json').length);
  });
});

test.describe('Prochains concerts', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  test('shows the next three concerts in date order, between the albums and Au-delà de la scène, with a link to the agenda', async ({ page, request }) => {
    const coming = await renderedConcerts(request, '/', 'concert-agenda');
    expect(coming.length, "the tests' agenda (tests/fixtures/content/concerts/) has concerts after their build instant (site-build-time.ts)").toBeGreaterThan(0);
    await installPausedClock(page, new Date((coming[0]?.startMs ?? 0) - DAY_MS));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Prochains concerts' });
    const shown = section.locator('[data-concert]:visible');
    await expect(shown).toHaveCount(Math.min(3, coming.length));
    const starts = await shown.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset['start'])));
    expect(starts).toEqual(coming.slice(0, 3).map(({ startMs }) => startMs));
    await expect(section.getByRole('link', { name: "Tout l'agenda" })).toHaveAttribute('href', '/concerts');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Prochains concerts')).toBe(headings.indexOf('Albums récents') + 1);
    expect(headings.indexOf('Au-delà de la scène')).toBe(headings.indexOf('Prochains concerts') + 1);
  });

  test('moves on when the first one has passed, and says so when none is left', async ({ page, request }) => {
    const coming = await renderedConcerts(request, '/', 'concert-agenda');
    expect(coming.length, "the tests' agenda (tests/fixtures/content/concerts/) has concerts after their build instant (site-build-time.ts)").toBeGreaterThanOrEqual(2);
    await installPausedClock(page, new Date((coming[0]?.cutoffMs ?? 0) + 1000));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Prochains concerts' });
    await expect(section.locator(`[data-start="${coming[0]?.startMs}"]`)).toBeHidden();
    await expect(section.locator(`[data-start="${coming[1]?.startMs}"]`)).toBeVisible();

    await page.clock.setSystemTime(new Date(Math.max(...coming.map(({ cutoffMs }) => cutoffMs)) + 1000));
    await page.reload();
    await expect(section.locator('[data-concert]:visible')).toHaveCount(0);
    await expect(section.getByText("Aucune date n'est annoncée pour le moment.")).toBeVisible();
  });
});
