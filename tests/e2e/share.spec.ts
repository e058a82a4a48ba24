import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

/**
 * 'Partager' on an article and on a concert: the system share sheet where the browser has one
 * (stubbed here, Chromium on Linux has none), else 'Copier le lien' with a confirmation announced
 * to screen readers. The canonical address is what leaves the site.
 */
/** An article and a concert of the tests' own (tests/fixtures/content/). */
const ARTICLE = '/blog/entre-deux-mondes-voyage-musical-havane-paris';
const CONCERT = '/concerts/2026-12-12-sunside-paris';
const SITE = 'https://yaniel-barcenas.example';

/** A share sheet that records what it was given, answering as the visitor would. */
async function stubShareSheet(page: Page, outcome: 'shared' | 'closed'): Promise<void> {
  await page.addInitScript((answer) => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return answer === 'shared' ? Promise.resolve() : Promise.reject(new DOMException('Partage annulé', 'AbortError'));
      },
    });
  }, outcome);
}

const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);

test.describe('share button', () => {
  test('with a share sheet, an article hands its title and canonical address to it, and says nothing more', async ({ page }) => {
    await stubShareSheet(page, 'shared');
    await page.goto(ARTICLE);
    const button = page.getByRole('button', { name: 'Partager' });
    await button.click();
    await expect.poll(() => sharedData(page)).toEqual([{ title: 'Entre deux mondes : un voyage musical de La Havane à Paris', url: `${SITE}${ARTICLE}` }]);
    await expect(page.getByRole('status').filter({ hasText: /Lien/ })).toHaveCount(0);
  });

  test('closing the share sheet is not an error: nothing copied, nothing announced', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await stubShareSheet(page, 'closed');
    await page.goto(CONCERT);
    await page.evaluate(() => navigator.clipboard.writeText('avant'));
    await page.getByRole('button', { name: 'Partager' }).click();
    await expect.poll(() => sharedData(page)).toHaveLength(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('avant');
    await expect(page.locator('[data-share-status]')).toHaveText('');
  });

  test('without a share sheet, a concert offers to copy its link and announces the copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Chromium on Linux has no share sheet already; this keeps the test true wherever it runs.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(CONCERT);
    // The behaviour comes as the button nears the view, and names the button after what it will do.
    await page.locator('[data-share]').scrollIntoViewIfNeeded();
    const button = page.getByRole('button', { name: 'Copier le lien' });
    await expect(button).toBeVisible();
    await button.click();
    const status = page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers.' });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}${CONCERT}`);
  });

  test('a click before the behaviour has arrived is not lost', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/ShareButtonBehaviour*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ARTICLE);
    const button = page.locator('[data-share]');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE}${ARTICLE}`);
  });

  test('the page declares its share card, 1200 × 630, with absolute addresses', async ({ page, request }) => {
    await page.goto(CONCERT);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${SITE}/og/concerts-2026-12-12-sunside-paris-[0-9a-f]{12}\\.jpg$`));
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image ?? '');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      /^Cimarrón, soirée de décembre \(samedi 12 décembre 2026 · Sunside, Paris\), Yaniel Bárcenas\./,
    );
    const response = await request.get(new URL(image ?? '').pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('no accessibility violation on a concert page with the button, before and after a copy', async ({ page, context }) => {
    // Two axe audits of a concert page: 9 to 18 s each on a two-core machine, like the other pages audited twice.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CONCERT);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /Partager|Copier le lien/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
