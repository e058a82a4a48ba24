import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, installPausedClock } from './support';
import { siteContent } from '../content-files';
import { byId, newestFirst } from '../../src/lib/order';

/**
 * Albums and side-man covers as the site under test is built with them: content/ and the tests'
 * own entries (tests/fixtures/content/albums/ and sideman/), enough for a second page of albums and
 * a second slide of covers whatever the artist keeps.
 */
const albums = newestFirst(byId(siteContent.readFolder<{ title: string; year: string; tracks: string[] }>('albums')), (album) => album.year);
const albumTitles = albums.map(({ title }) => title);
/** The page's design: three albums a page, four covers a slide. */
const ALBUMS_PER_PAGE = 3;
const COVERS_PER_SLIDE = 4;
const albumPages = Math.ceil(albumTitles.length / ALBUMS_PER_PAGE);
const coverCount = siteContent.readFolder('sideman').length;
const slideCount = Math.ceil(coverCount / COVERS_PER_SLIDE);
const onAlbumPage = (page: number) => albumTitles.slice((page - 1) * ALBUMS_PER_PAGE, page * ALBUMS_PER_PAGE);

function albumList(page: Page): Locator {
  return page.getByRole('list', { name: 'Albums' });
}

test.describe('discography albums', () => {
  test('every album is in the HTML, three per page, with Page X sur Y and disabled ends', async ({ page }) => {
    expect(albumPages, 'the tests add albums enough for a second page').toBeGreaterThan(1);
    const html = await (await page.request.get('/discographie')).text();
    for (const title of albumTitles) expect(html).toContain(`>${title}</h3>`);

    await page.goto('/discographie');
    const list = albumList(page);
    const previous = page.getByRole('button', { name: 'Précédent', exact: true });
    const next = page.getByRole('button', { name: 'Suivant', exact: true });
    const label = page.getByText(/^Page \d sur \d$/);

    await expect(list.getByRole('heading', { level: 3 })).toHaveText(onAlbumPage(1));
    await expect(label).toHaveText(`Page 1 sur ${albumPages}`);
    await expect(label).toHaveAttribute('aria-live', 'polite');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    for (let shown = 2; shown <= albumPages; shown++) {
      await next.click();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(onAlbumPage(shown));
      await expect(label).toHaveText(`Page ${shown} sur ${albumPages}`);
      await expect(previous).toBeEnabled();
    }
    await expect(next).toBeDisabled();

    await previous.click();
    await expect(label).toHaveText(`Page ${albumPages - 1} sur ${albumPages}`);
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(onAlbumPage(albumPages - 1));
  });

  test('pages turn from the keyboard', async ({ page }) => {
    await page.goto('/discographie');
    await page.getByRole('button', { name: 'Suivant', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Page 2 sur ${albumPages}`)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Précédent', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Page 1 sur ${albumPages}`)).toBeVisible();
  });

  test('each card shows cover, title, year, description, a Spotify link in a new tab and Écouter', async ({ page }) => {
    await page.goto('/discographie');
    const cards = albumList(page).locator('article');
    await expect(cards).toHaveCount(albumTitles.length);
    for (const [index, title] of albumTitles.entries()) {
      if (index > 0 && index % ALBUMS_PER_PAGE === 0) await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card.getByRole('img', { name: `Pochette de l'album ${title}` })).toBeVisible();
      await expect(card.getByText(/^\d{4}$/)).toBeVisible();
      await expect(card.locator('p').nth(1)).toHaveText(/\S/);
      const spotify = card.getByRole('link', { name: `Spotify : ${title} (nouvel onglet)` });
      await expect(spotify).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\/album\//);
      await expect(spotify).toHaveAttribute('target', '_blank');
      await expect(spotify).toHaveAttribute('rel', /noopener/);
      await expect(card.getByRole('button', { name: `Écouter ${title}` })).toBeVisible();
    }
  });

  test('Écouter opens the track list, which closes with Escape', async ({ page }) => {
    // axe takes seconds on a busy machine.
    test.slow();
    await page.goto('/discographie');
    const [newest] = albums;
    await page.getByRole('button', { name: `Écouter ${newest?.title}` }).click();
    const tracks = page.locator(`#titres-${newest?.id}`);
    await expect(tracks).toBeVisible();
    await expect(tracks.getByRole('listitem').first()).toHaveText(newest?.tracks[0] ?? '');
    await expect(tracks.getByRole('link', { name: /Écouter sur Spotify/ })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(tracks).toBeHidden();
  });
});

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Discographie Side Man' });
}

/** The carousel's behaviour loads as it comes near the screen once the page has loaded: timers start then. */
async function gotoCarousel(page: Page): Promise<void> {
  await page.goto('/discographie');
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-index', '0');
}

/** The slide now in view, by its label ("Diapositive 2 sur 3"). */
async function expectSlide(page: Page, number: number): Promise<void> {
  const slides = carousel(page).locator('[data-carousel-slide]');
  await expect(slides.nth(number - 1)).not.toHaveAttribute('aria-hidden', 'true');
  const viewport = carousel(page).locator('[data-carousel-viewport]');
  // In view: the slide's left edge has come to the viewport's (after the sliding transition).
  await expect.poll(async () => Math.round(((await slides.nth(number - 1).boundingBox())?.x ?? -1) - ((await viewport.boundingBox())?.x ?? 0))).toBe(0);
  for (let other = 0; other < slideCount; other += 1) {
    if (other !== number - 1) await expect(slides.nth(other)).toHaveAttribute('aria-hidden', 'true');
  }
  await expect(carousel(page).getByRole('button', { name: `Afficher la diapositive ${number}` })).toHaveAttribute('aria-current', 'true');
}

test.describe('Discographie Side Man carousel', () => {
  test('holds every cover in slides of four, all in the HTML', async ({ page }) => {
    expect(slideCount, 'the tests add covers enough for a second slide').toBeGreaterThan(1);
    await page.goto('/discographie');
    const region = carousel(page);
    await expect(region.locator('[data-carousel-slide]')).toHaveCount(slideCount);
    // Counted in the markup: once the behaviour runs, the slides out of view are aria-hidden.
    for (let slide = 0; slide < slideCount; slide += 1) {
      await expect(region.locator('[data-carousel-slide]').nth(slide).locator('li')).toHaveCount(Math.min(COVERS_PER_SLIDE, coverCount - slide * COVERS_PER_SLIDE));
    }
    await expect(region.locator('figure')).toHaveCount(coverCount);
    await expect(region.getByRole('button', { name: /Afficher la diapositive/ })).toHaveCount(slideCount);
    const html = await (await page.request.get('/discographie')).text();
    expect(html.match(/<figure/g)?.length).toBe(coverCount);
  });

  test('previous and next wrap around both ways, and dots jump to a slide', async ({ page }) => {
    // axe takes seconds on a busy machine.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/discographie');
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expectSlide(page, 1);
    await region.getByRole('button', { name: 'Diapositive précédente' }).click();
    await expectSlide(page, slideCount);
    await region.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expectSlide(page, 1);
    await region.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expectSlide(page, 2);
    await region.getByRole('button', { name: `Afficher la diapositive ${slideCount}` }).click();
    await expectSlide(page, slideCount);
    await region.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expectSlide(page, 1);
    await expectNoAxeViolations(page);
  });

  test('works from the keyboard and announces the slide the visitor moves to', async ({ page }) => {
    await page.goto('/discographie');
    const region = carousel(page);
    await region.getByRole('button', { name: 'Diapositive suivante' }).focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, 2);
    await expect(region.locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expectSlide(page, 1);
  });

  test('advances every 6 s and cycles back to the first slide', async ({ page }) => {
    await installPausedClock(page);
    await gotoCarousel(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5900);
    await expectSlide(page, 1);
    await page.clock.runFor(200);
    await expectSlide(page, 2);
    await expect(carousel(page).locator('[data-carousel-track]')).toHaveAttribute('aria-live', 'off');
    for (let slide = 3; slide <= slideCount; slide += 1) {
      await page.clock.runFor(6000);
      await expectSlide(page, slide);
    }
    await page.clock.runFor(6000);
    await expectSlide(page, 1);
  });

  test('holds still while hovered or focused, and resumes afterwards', async ({ page }) => {
    await installPausedClock(page);
    await gotoCarousel(page);
    const region = carousel(page);
    await region.locator('figure').first().hover();
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);

    await page.mouse.move(0, 0);
    await region.getByRole('button', { name: 'Afficher la diapositive 1' }).focus();
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);

    await page.getByRole('link', { name: 'Discographie', exact: true }).first().focus();
    await page.clock.runFor(6100);
    await expectSlide(page, 2);
  });

  test('stops for good when the visitor presses pause, and starts again on play', async ({ page }) => {
    await installPausedClock(page);
    await gotoCarousel(page);
    const region = carousel(page);
    await region.getByRole('button', { name: 'Arrêter le défilement automatique' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'Discographie', exact: true }).first().focus();
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    await region.getByRole('button', { name: 'Reprendre le défilement automatique' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'Discographie', exact: true }).first().focus();
    await page.clock.runFor(6100);
    await expectSlide(page, 2);
  });

  test('never advances by itself under reduced motion, and offers no pause button then', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page);
    await gotoCarousel(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expectSlide(page, 1);
    await expect(carousel(page).getByRole('button', { name: /défilement automatique/ })).toBeHidden();
  });

  test('without JavaScript, every cover can be scrolled to and the controls are left out', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/discographie');
    const region = page.getByRole('region', { name: 'Discographie Side Man' });
    await expect(region.getByRole('button')).toHaveCount(0);
    await expect(region.locator('figure')).toHaveCount(coverCount);
    await expect(region.locator('[data-carousel-viewport]')).toHaveCSS('overflow-x', 'auto');
    await expect(page.getByRole('list', { name: 'Albums' }).getByRole('article')).toHaveCount(albumTitles.length);
    await context.close();
  });
});
