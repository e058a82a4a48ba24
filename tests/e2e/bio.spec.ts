import { expect, test } from './fixtures';

/** The biography of the site under test is the tests' own (tests/fixtures/content/bio/). */
test.describe('biography', () => {
  test('tells the story through the four albums, with a background video and a portrait', async ({ page }) => {
    await page.goto('/bio');
    const text = page.getByRole('article');
    for (const album of ['Zapateo Suite', 'Así de Simple', 'Así de Simple Live', 'Cimarrón']) await expect(text).toContainText(album);
    for (const year of ['2018', '2020', '2021', '2022']) await expect(text).toContainText(`(${year})`);
    await expect(page.locator('background-video video')).toHaveJSProperty('muted', true);
    await expect(page.getByRole('img', { name: /Portrait de Yaniel Bárcenas/ })).toBeVisible();
  });

  test('scrolls about forty collaborators in a 30 s loop, announced once, paused on hover and focus', async ({ page }) => {
    await page.goto('/bio');
    const strip = page.getByRole('region', { name: /Collaborateurs/ });
    const names = strip.getByRole('listitem');
    const count = await names.count();
    expect(count).toBeGreaterThanOrEqual(35);
    expect(count).toBeLessThanOrEqual(45);
    await expect(strip.locator('ul[aria-hidden="true"] li')).toHaveCount(count);
    const track = strip.locator('[data-collaborators-track]');
    await expect(track).toHaveCSS('animation-duration', '30s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await strip.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(0, 0);
    await strip.focus();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('the collaborators stand still under reduced motion and can be scrolled instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/bio');
    const strip = page.getByRole('region', { name: /Collaborateurs/ });
    await expect(strip.locator('[data-collaborators-track]')).toHaveCSS('animation-name', 'none');
    await expect(strip).toHaveCSS('overflow-x', 'auto');
  });

  test("'Découvrir les albums les plus récents' leads to the store", async ({ page }) => {
    await page.goto('/bio');
    await page.getByRole('link', { name: 'Découvrir les albums les plus récents' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });
});
