import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, gotoSettled, stubYouTube } from './support';
import { siteContent } from '../content-files';
import { parseYouTubeId } from '../../src/lib/youtube';

/**
 * What the page lists comes from the files the site is built from: content/media/ and the tests'
 * own entries (tests/fixtures/content/media/): videos and shorts enough for a second page of each
 * list, and the featured videos, whose first two play by themselves and the others wait.
 */
const featuredVideos = siteContent.readList<{ title: string; youtube: string; position: number }>('media/featured-videos.json').sort((a, b) => a.position - b.position);
const FIRST_FEATURED_ID = /[\w-]{11}$/.exec(featuredVideos[0]?.youtube ?? '')?.[0] ?? '';
const videoCount = siteContent.readFolder('media/videos').length;
const shortCount = siteContent.readFolder('media/shorts').length;
const photoCount = siteContent.readList('media/photos.json').length;
/** The page's design: six videos, six shorts a page. */
const PER_PAGE = 6;
const pageCount = (items: number) => Math.ceil(items / PER_PAGE);
const countOnPage = (items: number, page: number) => Math.min(PER_PAGE, items - (page - 1) * PER_PAGE);

function section(page: Page, heading: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

function pager(page: Page, label: string) {
  const list = page.getByRole('list', { name: label, exact: true });
  const controls = page.getByRole('navigation', { name: `Pages : ${label}` });
  return {
    items: list.getByRole('listitem'),
    allItems: list.locator(':scope > li'),
    label: controls.locator('[data-page-label]'),
    previous: controls.getByRole('button', { name: 'Précédent' }),
    next: controls.getByRole('button', { name: 'Suivant' }),
  };
}

async function waitForLoad(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
}

test.beforeEach(async ({ page }) => {
  await stubYouTube(page);
});

/** The YouTube ids of the page's videos: each poster's file is named after its video's (content/videos/posters/{id}.jpg). */
const posterIds = [
  ...featuredVideos.map(({ youtube }) => youtube),
  ...siteContent.readFolder<{ youtube: string }>('media/videos').map(({ youtube }) => youtube),
  ...siteContent.readFolder<{ youtube: string }>('media/shorts').map(({ youtube }) => youtube),
].map((link) => parseYouTubeId(link) ?? '');

test.describe('video posters', () => {
  test('on a slow phone, the page loads only the posters in or near the first screen, the others as the visitor scrolls to them', async ({ playwright }) => {
    // On a slow connection Chromium fetches lazy images from 2 500 px away (1 250 px on 4G): the case that matters.
    const { launchOptions } = test.info().project.use;
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions?.args ?? []), '--force-effective-connection-type=3G'] });
    try {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const posters: string[] = [];
      page.on('request', (request) => {
        const file = new URL(request.url()).pathname.replace(/^\/_astro\//, '');
        if (posterIds.some((id) => file.startsWith(`${id}.`))) posters.push(request.url());
      });
      await page.goto(`${test.info().project.use.baseURL ?? ''}/media`);
      await waitForLoad(page);
      await page.waitForLoadState('networkidle');
      expect(posters.length).toBeGreaterThan(0);
      expect(posters.length).toBeLessThanOrEqual(5);
      // Down a screen at a time to the shorts, as a reader goes: the posters of the lists' first pages come on the way.
      const shortsBottom = await section(page, 'Shorts').evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
      for (let y = 0; y < shortsBottom; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(100);
      }
      await expect.poll(() => posters.length).toBeGreaterThanOrEqual(14);
    } finally {
      await browser.close();
    }
  });
});

test.describe('featured videos', () => {
  test('every featured video, each a named play button with its description', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/media');
    const featured = section(page, 'Vidéos Vedettes');
    await expect(featured.getByRole('listitem')).toHaveCount(featuredVideos.length);
    await expect(featured.getByRole('button', { name: /^Lire la vidéo : / })).toHaveCount(featuredVideos.length);
    for (const { title } of featuredVideos) await expect(featured.getByRole('button', { name: `Lire la vidéo : ${title}` })).toBeVisible();
  });

  test('the first two loop muted from the site’s own clips only once the page has loaded, the others wait; YouTube is asked nothing until a click', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url());
    });
    let releaseLoad = (): void => undefined;
    const loadHeld = new Promise<void>((resolve) => (releaseLoad = resolve));
    // The first featured poster is an eager image: holding it holds the load event.
    await page.route(new RegExp(`/_astro/${FIRST_FEATURED_ID}\\.`), async (route) => {
      await loadHeld;
      await route.continue();
    });
    await page.goto('/media', { waitUntil: 'domcontentloaded' });
    const featured = section(page, 'Vidéos Vedettes');
    await expect(featured.getByRole('button', { name: /^Lire la vidéo : / })).toHaveCount(featuredVideos.length);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(featured.locator('video source')).toHaveCount(0);

    releaseLoad();
    await waitForLoad(page);
    const loops = featured.locator('video-facade[data-looping] video');
    await expect(loops).toHaveCount(2);
    for (const loop of await loops.all()) {
      await expect(loop).toHaveJSProperty('muted', true);
      await expect(loop).toHaveJSProperty('loop', true);
      expect(new URL((await loop.locator('source').first().getAttribute('src')) ?? '', page.url()).origin).toBe(new URL(page.url()).origin);
    }
    await expect(featured.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    // A loop can be paused, and is YouTube's player with sound once pressed.
    const first = featured.locator('video-facade').first();
    await first.getByRole('button', { name: /^Mettre la vidéo de fond en pause : / }).click();
    await expect(first.locator('video')).toHaveJSProperty('paused', true);
    await first.getByRole('button', { name: `Lire la vidéo : ${featuredVideos[0]?.title}` }).click();
    const frame = first.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${FIRST_FEATURED_ID}\\?`));
    const params = new URL((await frame.getAttribute('src')) ?? '').searchParams;
    expect([params.get('autoplay'), params.has('mute')]).toEqual(['1', false]);
    await expect(frame).toBeFocused();
  });

  test('under reduced motion nothing plays by itself; a click plays with sound', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/media');
    await waitForLoad(page);
    const featured = section(page, 'Vidéos Vedettes');
    await page.waitForTimeout(500);
    await expect(featured.locator('iframe')).toHaveCount(0);
    await expect(featured.locator('video source')).toHaveCount(0);
    await featured.getByRole('button', { name: `Lire la vidéo : ${featuredVideos[0]?.title}` }).click();
    const frame = featured.locator('iframe');
    await expect(frame).toHaveCount(1);
    const params = new URL((await frame.getAttribute('src')) ?? '').searchParams;
    expect(params.get('autoplay')).toBe('1');
    expect(params.has('mute')).toBe(false);
    await expect(frame).toBeFocused();
  });

  test('when the visitor saves data nothing plays by itself', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.goto('/media');
    await waitForLoad(page);
    await page.waitForTimeout(500);
    await expect(section(page, 'Vidéos Vedettes').locator('iframe')).toHaveCount(0);
    await expect(section(page, 'Vidéos Vedettes').locator('video source')).toHaveCount(0);
  });
});

test.describe('videos and shorts lists', () => {
  for (const [label, count] of [
    ['Vidéos', videoCount],
    ['Shorts', shortCount],
  ] as const) {
    test(`${label}: 6 per page, with the page label and disabled ends`, async ({ page }) => {
      const pages = pageCount(count);
      expect(pages, 'the tests add entries enough for a second page').toBeGreaterThan(1);
      await page.goto('/media');
      const list = pager(page, label);
      await expect(list.items).toHaveCount(PER_PAGE);
      await expect(list.label).toHaveText(`Page 1 sur ${pages}`);
      await expect(list.previous).toBeDisabled();
      for (let shown = 2; shown <= pages; shown++) {
        await list.next.click();
        await expect(list.items).toHaveCount(countOnPage(count, shown));
        await expect(list.label).toHaveText(`Page ${shown} sur ${pages}`);
        await expect(list.previous).toBeEnabled();
      }
      await expect(list.next).toBeDisabled();
      await list.previous.click();
      await expect(list.label).toHaveText(`Page ${pages - 1} sur ${pages}`);
    });
  }

  test('each list keeps its own page', async ({ page }) => {
    const [videoPages, shortPages] = [pageCount(videoCount), pageCount(shortCount)];
    await page.goto('/media');
    const videos = pager(page, 'Vidéos');
    const shorts = pager(page, 'Shorts');
    for (let shown = 2; shown <= videoPages; shown++) await videos.next.click();
    await expect(videos.label).toHaveText(`Page ${videoPages} sur ${videoPages}`);
    await expect(shorts.label).toHaveText(`Page 1 sur ${shortPages}`);
    await expect(shorts.items).toHaveCount(PER_PAGE);
    await shorts.next.click();
    await expect(shorts.label).toHaveText(`Page 2 sur ${shortPages}`);
    await expect(videos.label).toHaveText(`Page ${videoPages} sur ${videoPages}`);
    await expect(videos.items).toHaveCount(countOnPage(videoCount, videoPages));
  });
});

test.describe('video modal', () => {
  test('a short opens in a labelled portrait lightbox that autoplays', async ({ page }) => {
    await page.goto('/media');
    const firstShort = pager(page, 'Shorts').items.first().getByRole('button');
    const name = (await firstShort.getAttribute('data-title')) ?? '';
    await firstShort.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-orientation', 'portrait');
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('title', name);
    expect(new URL((await frame.getAttribute('src')) ?? '').searchParams.get('autoplay')).toBe('1');
  });

  test('closes on its button, on the backdrop and on Escape, giving focus back each time', async ({ page }) => {
    await page.goto('/media');
    const opener = pager(page, 'Vidéos').items.first().getByRole('button');
    const dialog = page.locator('dialog.video-dialog');

    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer la vidéo' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Closing empties the player, so the sound stops.
    await expect(dialog.locator('iframe')).toHaveCount(0);
  });

  test('a click inside the modal does not close it', async ({ page }) => {
    await page.goto('/media');
    await pager(page, 'Vidéos').items.first().getByRole('button').click();
    const dialog = page.locator('dialog.video-dialog');
    await dialog.locator('[data-video-title]').click();
    await expect(dialog).toBeVisible();
  });

  test('the page does not scroll while the modal is open', async ({ page }) => {
    await page.goto('/media');
    const opener = pager(page, 'Vidéos').items.nth(1).getByRole('button');
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    await expect(page.locator('dialog.video-dialog')).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test.describe('photo strip', () => {
  test('every photo drawn three times, the copies hidden from assistive technology and the keyboard, all lazy', async ({ page }) => {
    await page.goto('/media');
    const strip = page.locator('photo-strip');
    // The strip's behaviour loads as it comes near the screen.
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.locator('[data-photo-index]')).toHaveCount(photoCount * 3);
    await expect(strip.getByRole('button', { name: /^Agrandir la photo : / })).toHaveCount(photoCount);
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(photoCount);
    const copies = strip.locator('ul[aria-hidden="true"]');
    await expect(copies).toHaveCount(2);
    await expect(copies.locator('button:not([tabindex="-1"])')).toHaveCount(0);
    await expect(strip.locator('img:not([loading="lazy"])')).toHaveCount(0);
    const thumbnail = strip.locator('img').first();
    await expect(thumbnail).toHaveAttribute('srcset', /\.webp 2x/);
    expect(Number(await thumbnail.getAttribute('height'))).toBeLessThanOrEqual(160);
  });

  test('scrolls by itself and pauses on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/media');
    const track = page.locator('photo-strip .marquee-track');
    const state = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    const offset = () => track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    await expect(track).toHaveCSS('animation-name', /photo-strip/);
    expect(await state()).toBe('running');
    const start = await offset();
    await expect.poll(offset).toBeLessThan(start);

    await page.locator('photo-strip .marquee').hover();
    expect(await state()).toBe('paused');
    await page.mouse.move(0, 0);
    expect(await state()).toBe('running');

    await page
      .getByRole('button', { name: /^Agrandir la photo : / })
      .first()
      .focus();
    expect(await state()).toBe('paused');
  });

  test('the copies drawn by the script stay lazy: loading the page fetches only the thumbnails near the screen', async ({ page }) => {
    await page.goto('/media');
    await waitForLoad(page);
    await page.locator('photo-strip').scrollIntoViewIfNeeded();
    await expect(page.locator('photo-strip ul[aria-hidden="true"]')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    const thumbnails = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/_astro\/photo-\d+\./.test(entry.name)).length);
    expect(thumbnails).toBeLessThan(30);
  });

  test('under reduced motion it stands still, the copies go and it scrolls by hand', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/media');
    await expect(page.locator('photo-strip .marquee-track')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('photo-strip ul[aria-hidden="true"]').first()).toBeHidden();
    await expect(page.locator('photo-strip .marquee')).toHaveCSS('overflow-x', 'auto');
  });

  test('a click opens the full-size photo in a labelled lightbox, loaded only then, with previous and next', async ({ page }) => {
    await page.goto('/media');
    const strip = page.locator('photo-strip');
    await strip.scrollIntoViewIfNeeded();
    await waitForLoad(page);
    // As a visitor's pointer does, resting on the strip holds it still; then click a photo in view.
    await strip.locator('.marquee').hover();
    const target = await strip.evaluate((element) => {
      const inView = [...element.querySelectorAll<HTMLElement>('[data-photo-index]')].find((button) => {
        const box = button.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight;
      });
      const box = inView?.getBoundingClientRect();
      return { index: Number(inView?.dataset['photoIndex']), x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    });
    const source = strip.locator(`[data-photo-index="${target.index}"][data-full-src]`);
    const fullSrc = (await source.getAttribute('data-full-src')) ?? '';
    const alt = (await source.getAttribute('data-alt')) ?? '';
    const requested = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(await requested()).not.toContain(fullSrc);

    await page.mouse.click(target.x, target.y);
    const lightbox = page.getByRole('dialog', { name: `Photo ${target.index + 1} sur ${photoCount}` });
    await expect(lightbox).toBeVisible();
    const image = lightbox.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(600);
    await expect(lightbox.getByRole('status')).toBeHidden();

    const position = (step: number) => `Photo ${((target.index + step + photoCount) % photoCount) + 1} sur ${photoCount}`;
    await lightbox.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(page.getByRole('dialog', { name: position(1) })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: position(-1) })).toBeVisible();
    await page.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(page.getByRole('dialog', { name: position(0) })).toBeVisible();
  });

  test('previous from the first photo wraps to the last, next from the last back to the first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/media');
    await page
      .getByRole('button', { name: /^Agrandir la photo : / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Photo 1 sur ${photoCount}` })).toBeVisible();
    await page.getByRole('button', { name: 'Photo précédente' }).click();
    await expect(page.getByRole('dialog', { name: `Photo ${photoCount} sur ${photoCount}` })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `Photo 1 sur ${photoCount}` })).toBeVisible();
  });

  test('the lightbox closes on its button, the backdrop and Escape, focus back on the photo, page scroll locked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/media');
    const opener = page.getByRole('button', { name: /^Agrandir la photo : / }).nth(2);
    const lightbox = page.locator('dialog.photo-lightbox');

    await opener.click();
    await expect(lightbox).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await lightbox.getByRole('button', { name: 'Fermer la photo' }).click();
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await page.mouse.click(4, 4);
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(lightbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a click on a repeated photo opens the same photo', async ({ page }) => {
    await page.goto('/media');
    await page.locator('photo-strip').scrollIntoViewIfNeeded();
    await page.locator('photo-strip ul[aria-hidden="true"] [data-photo-index="0"]').first().dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: `Photo 1 sur ${photoCount}` })).toBeVisible();
  });
});

test.describe('the page as a whole', () => {
  test('no video player and no full-size photo before the visitor asks (reduced motion)', async ({ page }) => {
    const requested = await stubYouTube(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/media');
    await waitForLoad(page);
    await page.waitForTimeout(500);
    expect(requested.filter((url) => url.includes('youtube-nocookie.com'))).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    const fullSources = await page.locator('[data-full-src]').evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset['fullSrc'] ?? ''));
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(loaded.filter((path) => fullSources.includes(path))).toEqual([]);
  });

  test('no accessibility violation with each dialog open', async ({ page }) => {
    // The page closed is audited by axe.spec.ts. Two audits of a page holding hundreds of thumbnails.
    test.setTimeout(120_000);
    await gotoSettled(page, '/media');
    await pager(page, 'Vidéos').items.first().getByRole('button').click();
    await expect(page.locator('dialog.video-dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /^Agrandir la photo : / })
      .first()
      .click();
    await expect(page.locator('dialog.photo-lightbox img')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
