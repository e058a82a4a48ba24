/**
 * Components whose behaviour loads on demand (src/components/ui/OnDemand.astro): no script file
 * before the page has loaded, and nothing the visitor does before a behaviour arrives is lost.
 * Each "before its script" test holds the behaviour's file on the network, acts, then lets it through.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { scriptsAskedBeforeLoadAndFirstPaint, stubYouTube } from './support';
import { siteContent } from '../content-files';
import { byId, newestFirst } from '../../src/lib/order';

/** Holds the behaviour script of `component` until `release()`; `requested` settles when it is asked for. */
async function holdBehaviour(page: Page, component: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested = (): void => undefined;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(new RegExp(`/_astro/${component}Behaviour\\.astro_astro_type_script_index_0_lang\\.[\\w-]+\\.js$`), async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** What the lists hold, from the files the site under test is built from (three albums, nine articles a page). */
const albums = newestFirst(byId(siteContent.readFolder<{ title: string; year: string }>('albums')), (album) => album.year);
const albumPages = Math.ceil(albums.length / 3);
const articlePages = Math.ceil(siteContent.readFolder('press/articles').length / 9);
const photoCount = siteContent.readList('media/photos.json').length;
const [interview] = siteContent.readList<{ title: string }>('press/interview.json');

const errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors.length = 0;
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await stubYouTube(page);
});

test.afterEach(() => {
  expect(errors, errors.join('\n')).toEqual([]);
});

/** The article is the tests' own (tests/fixtures/content/blog/). */
const pagesWithBehaviours = ['/blog/entre-deux-mondes-voyage-musical-havane-paris', '/presse', '/discographie', '/media'];

for (const path of pagesWithBehaviours) {
  test(`${path} asks for no script file until it has loaded and painted`, async ({ page }) => {
    await page.goto(path);
    expect(await scriptsAskedBeforeLoadAndFirstPaint(page)).toEqual([]);
  });
}

test('on /media the featured videos, the photo strip and the carousel get their behaviour as they come near, after the load', async ({ page }) => {
  await page.goto('/media');
  await expect(page.locator('video-facade[data-looping]')).toHaveCount(2);
  await expect(page.locator('photo-strip ul[aria-hidden="true"]')).toHaveCount(0);
  await page.locator('photo-strip').scrollIntoViewIfNeeded();
  await expect(page.locator('photo-strip ul[aria-hidden="true"]')).toHaveCount(2);
  await page.locator('cover-carousel').scrollIntoViewIfNeeded();
  await expect(page.locator('cover-carousel')).toHaveAttribute('data-index', '0');
});

test('a click on a video facade before its script plays the video once the script is there, working meanwhile', async ({ page }) => {
  const held = await holdBehaviour(page, 'VideoFacade');
  await page.goto('/presse');
  const play = page.getByRole('button', { name: `Lire la vidéo : ${interview?.title}` });
  await play.click();
  await held.requested;
  await expect(play).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('video-facade iframe')).toHaveCount(0);
  held.release();
  const frame = page.locator('video-facade iframe');
  await expect(frame).toHaveAttribute('src', /autoplay=1/);
  await expect(frame).toBeFocused();
});

test('Enter on Suivant before the list script turns the page once it is there', async ({ page }) => {
  const held = await holdBehaviour(page, 'PaginatedList');
  await page.goto('/discographie');
  const controls = page.getByRole('navigation', { name: 'Pages : Albums' });
  const next = controls.getByRole('button', { name: 'Suivant' });
  await next.focus();
  await held.requested;
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-busy', 'true');
  await expect(controls.locator('[data-page-label]')).toHaveText(`Page 1 sur ${albumPages}`);
  held.release();
  await expect(controls.locator('[data-page-label]')).toHaveText(`Page 2 sur ${albumPages}`);
  await expect(next).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('listitem')).toHaveCount(Math.min(3, albums.length - 3));
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('heading', { name: albums[3]?.title ?? '' })).toBeVisible();
});

test('two clicks on Suivant before the list script both count', async ({ page }) => {
  const held = await holdBehaviour(page, 'PaginatedList');
  await page.goto('/presse');
  const controls = page.getByRole('navigation', { name: /^Pages : / });
  const next = controls.getByRole('button', { name: 'Suivant' });
  await next.click();
  await next.click();
  held.release();
  await expect(controls.locator('[data-page-label]')).toHaveText(`Page 3 sur ${articlePages}`);
});

test('a button with its own action inside a list (Écouter) works at once and is not played again when the list script arrives', async ({ page }) => {
  const held = await holdBehaviour(page, 'PaginatedList');
  await page.goto('/discographie');
  await page.getByRole('button', { name: `Écouter ${albums[0]?.title}` }).click();
  const tracks = page.locator(`#titres-${albums[0]?.id}`);
  await expect(tracks).toBeVisible();
  held.release();
  await expect(page.locator('paginated-list')).toHaveAttribute('data-ready', '');
  await expect(tracks).toBeVisible();
});

test('a click on the next slide before the carousel script moves it once the script is there', async ({ page }) => {
  const held = await holdBehaviour(page, 'SideManCarousel');
  await page.goto('/discographie');
  const carousel = page.locator('cover-carousel');
  const next = carousel.getByRole('button', { name: 'Diapositive suivante' });
  await next.click();
  await expect(next).toHaveAttribute('aria-busy', 'true');
  // Before its script, the first slide shows, as it will after.
  await expect(carousel.locator('[data-carousel-viewport]')).toHaveCSS('overflow-x', 'hidden');
  held.release();
  await expect(carousel).toHaveAttribute('data-index', '1');
  await expect(carousel.getByRole('button', { name: 'Afficher la diapositive 2' })).toHaveAttribute('aria-current', 'true');
});

test('a click on a photo before the strip script opens it in the lightbox once the script is there', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const held = await holdBehaviour(page, 'PhotoStrip');
  await page.goto('/media');
  const photo = page.getByRole('button', { name: /^Agrandir la photo : / }).first();
  await photo.click();
  await expect(photo).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  held.release();
  const lightbox = page.getByRole('dialog', { name: `Photo 1 sur ${photoCount}` });
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(photo).toBeFocused();
});

test('a click on a short before the video dialog script opens it once the script is there', async ({ page }) => {
  const held = await holdBehaviour(page, 'VideoDialog');
  await page.goto('/media');
  const short = page.getByRole('list', { name: 'Shorts', exact: true }).getByRole('button').first();
  await short.click();
  await expect(short).toHaveAttribute('aria-busy', 'true');
  held.release();
  const dialog = page.locator('dialog.video-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(1);
});

test('a behaviour that failed to download is asked for again at the next need, under a new address, and the click then works', async ({ page }) => {
  const addresses: string[] = [];
  await page.route(/\/_astro\/PaginatedListBehaviour\.astro_astro_type_script_index_0_lang\.[\w-]+\.js(\?.*)?$/, async (route) => {
    addresses.push(route.request().url());
    if (addresses.length === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/discographie');
  const controls = page.getByRole('navigation', { name: 'Pages : Albums' });
  const next = controls.getByRole('button', { name: 'Suivant' });
  const failed = page.waitForEvent('requestfailed');
  await next.focus();
  await failed;
  await expect(controls.locator('[data-page-label]')).toHaveText(`Page 1 sur ${albumPages}`);
  await next.click();
  await expect(controls.locator('[data-page-label]')).toHaveText(`Page 2 sur ${albumPages}`);
  expect(addresses).toHaveLength(2);
  // A browser that keeps the failed import in its module map would never ask the network for the same address again.
  expect(new URL(addresses[1] ?? '').searchParams.get('retry')).toBe('1');
  expect(addresses[1]?.split('?')[0]).toBe(addresses[0]);
  // The failed download is the one error this test expects.
  errors.splice(0, errors.length, ...errors.filter((message) => !/ERR_INTERNET_DISCONNECTED/.test(message)));
});

test('a behaviour that moves by itself and failed to download is asked for again when the connection comes back', async ({ page, context }) => {
  let attempts = 0;
  await page.route(/\/_astro\/SideManCarouselBehaviour\.astro_astro_type_script_index_0_lang\.[\w-]+\.js(\?.*)?$/, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/discographie');
  const carousel = page.locator('cover-carousel');
  const failed = page.waitForEvent('requestfailed');
  await carousel.scrollIntoViewIfNeeded();
  await failed;
  await expect(carousel).not.toHaveAttribute('data-index');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(carousel).toHaveAttribute('data-index', '0');
  expect(attempts).toBe(2);
  errors.splice(0, errors.length, ...errors.filter((message) => !/ERR_INTERNET_DISCONNECTED/.test(message)));
});

/**
 * `prompt` makes the island ask for its code (the carousel as it comes near, client:near; the form at
 * the visitor's first reach, client:first-input); `reach` is the visitor's next reach into it.
 */
const islands = [
  {
    path: '/store',
    island: 'StoreCarousel',
    prompt: (page: Page) => page.locator('astro-island[component-url*="StoreCarousel"] > *').first().scrollIntoViewIfNeeded(),
    reach: (page: Page) => page.getByRole('region', { name: 'Albums en vente' }).hover(),
  },
  {
    path: '/contact',
    island: 'ContactForm',
    prompt: (page: Page) => page.getByRole('textbox').first().focus(),
    reach: (page: Page) => page.locator('#formulaire form').hover(),
  },
];

// Browser-independent: the island's own file gets a new address at each of Astro's attempts (its `astro-retry`).
for (const { path, island: component, prompt, reach } of islands) {
  test(`on ${path}, an island whose code failed to download twice hydrates when the visitor reaches for it`, async ({ page }) => {
    let attempts = 0;
    await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js(\\?.*)?$`), async (route) => {
      attempts += 1;
      if (attempts <= 2) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto(path);
    const island = page.locator(`astro-island[component-url*="${component}"]`);
    await prompt(page);
    // Astro asks once more by itself, a second later, under a new address; both fail here.
    await expect.poll(() => attempts).toBe(2);
    await expect(island).toHaveAttribute('ssr', '');
    await reach(page);
    await expect(island).not.toHaveAttribute('ssr');
    expect(attempts).toBe(3);
    errors.splice(0, errors.length, ...errors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Error hydrating|Failed to fetch dynamically imported module/.test(message)));
  });
}

// Depends on the browser: what it does with an address whose import failed. Chromium 150 keeps the
// failure in its module map and never asks the network for that address again; Chromium 156,
// Firefox and Safari ask again. The route plays the first rule, the stricter one, on any browser: the
// words' first address never loads, and any other fails until the visitor reaches for the form.
test('on /contact, a form whose words failed to download works once the visitor reaches for it, even where a failed import is kept', async ({ page, browser }) => {
  test.info().annotations.push({ type: 'browser', description: `Chromium ${browser.version()}` });
  let reached = false;
  let failures = 0;
  // The contact form's words, a file of their own that its code imports (src/i18n/island-text.ts).
  await page.route(/\/_astro\/fr\.[\w-]+\.js(\?.*)?$/, async (route) => {
    if (reached && new URL(route.request().url()).search !== '') return route.continue();
    failures += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/contact');
  const island = page.locator('astro-island[component-url*="ContactForm"]');
  // The form asks for its code at the visitor's first reach (client:first-input).
  await page.getByRole('textbox').first().focus();
  // The first download and Astro's own attempt a second later have both failed.
  await expect.poll(() => failures).toBeGreaterThanOrEqual(2);
  await expect(island).toHaveAttribute('ssr', '');
  reached = true;
  await page.locator('#formulaire form').hover();
  await expect(island).not.toHaveAttribute('ssr');
  // The form works: its own check answers an empty request, in its words.
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.locator('#formulaire').getByRole('alert')).toHaveText('Les champs nom, email et message sont requis');
  errors.splice(0, errors.length, ...errors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Error hydrating|Failed to fetch dynamically imported module/.test(message)));
});
