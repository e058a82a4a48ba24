import { expect, test } from './fixtures';
import { expectNoAxeViolations, installPausedClock } from './support';

test.describe('concerts page', () => {
  test('before 24 October 2025: the Festival Jazz sur Seine concert is featured with its booking link', async ({ page }) => {
    await installPausedClock(page, new Date('2025-10-20T10:00:00+02:00'));
    await page.goto('/concerts');
    const main = page.getByRole('main');
    const featured = main.getByRole('region', { name: 'Prochain concert' });
    await expect(featured.getByRole('heading', { name: 'Festival Jazz sur Seine' })).toBeVisible();
    await expect(featured).toContainText('vendredi 24 octobre 2025, 19h30');
    await expect(featured).toContainText('Sunside - Paris');
    await expect(featured).toContainText('Tarif : 25\u00a0€');
    const booking = featured.getByRole('link', { name: /^Réserver maintenant/ });
    await expect(booking).toBeVisible();
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);
    await expect(booking).toHaveAttribute('href', /^https:\/\//);
    await expect(main.getByRole('region', { name: 'Concerts passés' })).toBeHidden();
    await expect(main.getByRole('heading', { name: "Plus d'événements à venir" })).toBeVisible();
    await expect(main.getByText("Aucune date n'est annoncée pour le moment.")).toBeHidden();
  });

  test('still featured on the evening of the concert', async ({ page }) => {
    await installPausedClock(page, new Date('2025-10-24T22:00:00+02:00'));
    await page.goto('/concerts');
    await expect(page.getByRole('main').getByRole('link', { name: /^Réserver maintenant/ })).toBeVisible();
  });

  test('from 25 October 2025 the concert is past and never offers booking', async ({ page }) => {
    await installPausedClock(page, new Date('2025-10-25T00:00:01+02:00'));
    await page.goto('/concerts');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Prochain concert' })).toBeHidden();
    const past = main.getByRole('region', { name: 'Concerts passés' });
    await expect(past.getByRole('heading', { name: 'Festival Jazz sur Seine' })).toBeVisible();
    await expect(past).toContainText('Ce concert a eu lieu');
    await expect(page.getByRole('link', { name: /Réserver maintenant/ })).toHaveCount(0);
    await expect(main.getByText("Aucune date n'est annoncée pour le moment.")).toBeVisible();
    await expect(main.getByRole('heading', { name: "Plus d'événements à venir" })).toBeVisible();
  });

  test('today, long after the concert, the page shows it as past', async ({ page }) => {
    await page.goto('/concerts');
    await expect(page.getByRole('main').getByRole('region', { name: 'Concerts passés' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Réserver maintenant/ })).toHaveCount(0);
  });

  test('has a looping muted background video behind the title', async ({ page }) => {
    await page.goto('/concerts');
    const video = page.locator('background-video video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(page.locator('background-video img')).toHaveAttribute('fetchpriority', 'high');
  });

  test('describes the concert as a MusicEvent in Paris time', async ({ page }) => {
    await page.goto('/concerts');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'MusicEvent',
        name: 'Festival Jazz sur Seine',
        startDate: '2025-10-24T19:30:00+02:00',
        location: expect.objectContaining({ name: 'Sunside' }),
        offers: expect.objectContaining({ price: '25.00', priceCurrency: 'EUR' }),
      }),
    );
  });

  test('passes axe with the concert featured', async ({ page }) => {
    // axe takes seconds on a busy machine.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page, new Date('2025-10-20T10:00:00+02:00'));
    await page.goto('/concerts');
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
});
