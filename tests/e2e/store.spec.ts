import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, scriptsAskedBeforeLoadAndFirstPaint } from './support';
import { siteContent } from '../content-files';
import { formatPrice } from '../../src/lib/price';
import { byId, newestFirst } from '../../src/lib/order';

/**
 * The albums on sale as the page orders them (newest first, ties by file name), read from the
 * files the site is built from: what each card says follows whatever the artist puts on sale.
 */
const albums = newestFirst(
  byId(siteContent.readFolder<{ title: string; year: string; artist?: string; price: string; digitalOnly?: boolean }>('store')),
  (album) => album.year,
).map((album) => ({ title: album.title, year: album.year, artist: album.artist, price: formatPrice(album.price, 'fr'), digital: album.digitalOnly === true }));
const titles = albums.map(({ title }) => title);
/** The album a card shows `step` places after the first one, as the carousel loops both ways. */
const titleAt = (step: number) => titles.at(step % titles.length) ?? '';

/** Opens the store at a width and waits until the carousel island has hydrated. */
async function openStore(page: Page, width = 1280): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/store');
  const carousel = page.getByRole('region', { name: 'Albums en vente' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.locator('.store-swiper.swiper-initialized')).toBeVisible();
  return carousel;
}

/** Swiper ignores keys while a slide is moving: wait until the 500 ms transition has ended. */
async function waitForRest(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (document.querySelector('.store-swiper') as (Element & { swiper?: { animating: boolean } }) | null)?.swiper?.animating)).toBe(false);
}

/** Titles of the cards wholly inside the carousel's frame, left to right. */
async function visibleTitles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector('.store-swiper')?.getBoundingClientRect();
    if (!frame) return [];
    return [...document.querySelectorAll<HTMLElement>('.store-swiper .swiper-slide')]
      .map((slide) => ({ box: slide.getBoundingClientRect(), title: slide.querySelector('h3')?.textContent ?? '' }))
      .filter(({ box }) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ title }) => title);
  });
}

/** Titles of the cards whose cover the page has fetched (in any of its sizes and formats). */
function titlesWithFetchedCover(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    return [...document.querySelectorAll('.store-swiper .swiper-slide')]
      .filter((slide) =>
        [...slide.querySelectorAll('source, img')].some((element) =>
          (element.getAttribute('srcset') ?? '').split(',').some((candidate) => fetched.has(candidate.trim().split(' ')[0] ?? '')),
        ),
      )
      .map((slide) => slide.querySelector('h3')?.textContent ?? '');
  });
}

function card(page: Page, title: string): Locator {
  return page.locator('.store-swiper .swiper-slide').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe('store', () => {
  test('on a phone the carousel is in the first view, yet its code is asked for only after the load event and the first paint', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // A slow banner holds the load event back, as a slow connection would.
    await page.route('**/_astro/banner.*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/store');
    await expect(page.locator('.store-swiper.swiper-initialized')).toBeVisible();
    expect(await scriptsAskedBeforeLoadAndFirstPaint(page)).toEqual([]);
  });

  test('on a phone, only the cover in view is fetched before the carousel runs; the next ones follow once it does, before any slide', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    let releaseCarousel: () => void = () => undefined;
    const carouselHeld = new Promise<void>((resolve) => (releaseCarousel = resolve));
    await page.route('**/_astro/StoreCarousel.*.js', async (route) => {
      await carouselHeld;
      await route.continue();
    });
    await page.goto('/store');
    await page.waitForFunction(() => document.readyState === 'complete');
    // The browser starts lazy images it judges near within a few milliseconds of layout: a second is ample.
    await page.waitForTimeout(1_000);
    expect(await titlesWithFetchedCover(page)).toEqual([titleAt(0)]);
    releaseCarousel();
    await expect(page.locator('.store-swiper.swiper-initialized')).toBeVisible();
    await expect.poll(() => titlesWithFetchedCover(page)).toEqual(expect.arrayContaining([titleAt(0), titleAt(1)]));
    expect(await visibleTitles(page)).toEqual([titleAt(0)]);
  });

  for (const [width, perView] of [
    [375, 1],
    [1024, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${perView} card(s) of 550 px at ${width} px wide`, async ({ page }) => {
      await openStore(page, width);
      await expect.poll(() => visibleTitles(page)).toEqual(albums.slice(0, perView).map((album) => album.title));
      for (const title of await visibleTitles(page)) {
        const box = await card(page, title).locator('article').boundingBox();
        expect(box?.height).toBe(550);
      }
    });
  }

  test('loops both ways with the buttons, in 500 ms', async ({ page }) => {
    const carousel = await openStore(page, 375);
    // Records every transition duration Swiper gives the moving track.
    await page.evaluate(() => {
      const wrapper = document.querySelector<HTMLElement>('.store-swiper .swiper-wrapper');
      const seen: string[] = [];
      Object.assign(window, { transitionDurations: seen });
      if (wrapper) new MutationObserver(() => seen.push(wrapper.style.transitionDuration)).observe(wrapper, { attributeFilter: ['style'] });
    });
    await carousel.getByRole('button', { name: 'Album précédent' }).click();
    await expect.poll(() => visibleTitles(page)).toEqual([titleAt(-1)]);
    expect(await page.evaluate(() => (window as unknown as { transitionDurations: string[] }).transitionDurations)).toContain('500ms');
    await carousel.getByRole('button', { name: 'Album suivant' }).click();
    await expect.poll(() => visibleTitles(page)).toEqual([titleAt(0)]);
    await carousel.getByRole('button', { name: 'Album suivant' }).click();
    await expect.poll(() => visibleTitles(page)).toEqual([titleAt(1)]);
  });

  test('moves with the arrow keys', async ({ page }) => {
    await openStore(page, 1280);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => visibleTitles(page)).toEqual([titleAt(1), titleAt(2), titleAt(3)]);
    await waitForRest(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleTitles(page)).toEqual([titleAt(0), titleAt(1), titleAt(2)]);
    await waitForRest(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => visibleTitles(page)).toEqual([titleAt(-1), titleAt(0), titleAt(1)]);
  });

  test('each card shows cover, title, year, artist when present, description, price, Écouter and Acheter', async ({ page }) => {
    await openStore(page, 1280);
    for (const album of albums) {
      const slide = card(page, album.title);
      await expect(slide.getByRole('img', { name: `Pochette de l'album ${album.title}` })).toHaveCount(0);
      await expect(slide.locator(`img[alt="Pochette de l'album ${album.title}"]`)).toHaveCount(1);
      const overlay = slide.locator('a[aria-hidden="true"]');
      await expect(overlay).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\//);
      await expect(overlay).toHaveAttribute('target', '_blank');
      await expect(slide.getByText(album.year, { exact: true })).toHaveCount(1);
      await expect(slide.getByText(album.price, { exact: true })).toHaveCount(1);
      if (album.artist) await expect(slide.getByText(album.artist, { exact: true })).toHaveCount(1);
      await expect(slide.locator('article > p').first()).toHaveText(/\S/);
      const listen = slide.getByRole('link', { name: `Écouter ${album.title} sur Spotify (nouvel onglet)` });
      await expect(listen).toHaveAttribute('target', '_blank');
      await expect(listen).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\//);
      // A substring of its name: "Acheter <title>, <price>…", whatever characters the title holds.
      const buy = slide.getByRole('link', { name: `Acheter ${album.title},` });
      await expect(buy).toHaveAttribute('target', '_blank');
      await expect(buy).toHaveAttribute('rel', /noopener/);
      await expect(buy).toHaveAttribute('href', /^https:\/\//);
      await expect(buy).toHaveAccessibleDescription(/redirigé vers notre prestataire de paiement par carte bancaire/);
      await expect(slide.getByText(/^Album numérique/)).toHaveCount(album.digital ? 1 : 0);
    }
    // Under the title: year, artist when there is one, and price.
    for (const album of albums) await expect(card(page, album.title).locator('h3 ~ p')).toHaveText([album.year, ...(album.artist ? [album.artist] : []), album.price]);
  });

  test('the Acheter tooltip shows on hover and on focus, and Escape dismisses it', async ({ page }) => {
    await openStore(page, 1280);
    const slide = card(page, titleAt(0));
    const tooltip = slide.getByRole('tooltip');
    await expect(tooltip).toHaveCSS('opacity', '0');
    await slide.getByRole('link', { name: /^Acheter/ }).hover();
    await expect(tooltip).toHaveCSS('opacity', '1');
    await expect(tooltip).toHaveText(/redirigé vers notre prestataire de paiement par carte bancaire/);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCSS('opacity', '0');
    await slide.getByRole('link', { name: /^Acheter/ }).focus();
    await expect(tooltip).toHaveCSS('opacity', '1');
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCSS('opacity', '0');
  });

  test('digital-only albums say the album numérique arrives by a download link sent by email', async ({ page }) => {
    await openStore(page, 1280);
    for (const album of albums.filter((item) => item.digital)) {
      await expect(card(page, album.title).getByText(/Album numérique : après l'achat, vous recevez par e-mail un lien pour le télécharger/)).toHaveCount(1);
    }
  });

  test('links to the full discography and passes axe once hydrated', async ({ page }) => {
    // axe takes seconds on a busy machine.
    test.slow();
    await openStore(page, 1280);
    await expect(page.getByRole('link', { name: 'Voir la discographie complète' })).toHaveAttribute('href', '/discographie');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Voir la discographie complète' }).click();
    await expect(page).toHaveURL(/\/discographie$/);
  });

  test('without JavaScript, every card can be scrolled to and the buttons are left out', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/store');
    await expect(page.getByRole('button', { name: /Album (précédent|suivant)/ })).toHaveCount(0);
    await expect(page.locator('.store-swiper')).toHaveCSS('overflow-x', 'auto');
    const last = page.locator('.store-swiper .swiper-slide').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('heading', { name: titleAt(-1) })).toBeInViewport();
    await context.close();
  });
});
