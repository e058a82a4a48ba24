import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

/**
 * 'Partager' on an article and on a concert: the system share sheet where the browser has one
 * (stubbed here, Chromium on Linux has none), else 'Copier le lien' with a confirmation announced
 * to screen readers. The canonical address is what leaves the site; the share card the page
 * declares is read from the built files (tests/dist/concerts.test.ts).
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

  test('no accessibility violation on a concert page after a copy, its confirmation shown', async ({ page, context }) => {
    // The page before the copy is this concert's template, audited by axe.spec.ts; an axe audit takes 9 to 18 s on a two-core machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CONCERT);
    await page.getByRole('button', { name: /Partager|Copier le lien/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
