import { expect, test } from './fixtures';
import { expectNoAxeViolations, installPausedClock } from './support';
import { archiveAsBuilt } from './concerts-as-built';

/**
 * The site under test is built as of AS_BUILT (October 2025) with the tests' own agenda
 * (tests/fixtures/content/concerts/, which replaces content/concerts/ there), so /concerts renders
 * every concert of it after that instant and these fixed clocks hold; the ones before are in the archive.
 * Its calendar files, a concert's structured data and share card, the archive's links and each
 * year's head are read from the built files (tests/dist/concerts.test.ts); axe audits a concert
 * page and a year of the archive as they open (axe.spec.ts).
 */
const BEFORE_SUNSIDE_2026 = new Date('2026-12-01T10:00:00+01:00');
const AFTER_SUNSIDE_2026 = new Date('2026-12-13T00:00:01+01:00');
const AFTER_EVERY_CONCERT = new Date('2028-06-01T12:00:00+02:00');

test.describe('concerts page', () => {
  test('on 1 December 2026 the Sunside concert of the 12th is featured with its booking link, the others follow in date order', async ({ page }) => {
    await installPausedClock(page, BEFORE_SUNSIDE_2026);
    await page.goto('/concerts');
    const main = page.getByRole('main');
    const featured = main.getByRole('region', { name: 'Prochain concert' });
    await expect(featured.getByRole('heading', { name: 'Cimarrón, soirée de décembre' })).toBeVisible();
    await expect(featured).toContainText('samedi 12 décembre 2026, 20h30');
    await expect(featured).toContainText('Sunside - Paris');
    await expect(featured).toContainText('Tarif : 25\u00a0€');
    await expect(featured.getByRole('link', { name: 'Yaniel Bárcenas Quintet' })).toHaveAttribute('href', '/yaniel-barcenas-quintet');
    const booking = featured.getByRole('link', { name: /^Réserver maintenant/ });
    await expect(booking).toBeVisible();
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);

    const later = main.getByRole('region', { name: 'Ensuite' });
    const titles = await later.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.slice(0, 3)).toEqual(['Le trio au club', 'Master class : percussions et clave', 'Le duo à Bruxelles']);
    const starts = await later.locator('[data-concert]').evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset['start'])));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    await expect(main.getByText("Aucune date n'est annoncée pour le moment.")).toBeHidden();
    await expect(main.getByRole('heading', { name: "Plus d'événements à venir" })).toBeVisible();
  });

  test('concerts that pass after the build go to their year under Concerts passés, newest first, without booking links', async ({ page }) => {
    await installPausedClock(page, BEFORE_SUNSIDE_2026);
    await page.goto('/concerts');
    const archive = page.getByRole('main').getByRole('region', { name: 'Concerts passés' });
    expect(await archive.getByRole('region').evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-labelledby')))).toEqual([
      'agenda-past-2026',
      'agenda-past-2025',
    ]);
    await expect(archive.getByRole('region', { name: '2026' }).getByRole('heading', { level: 3 })).toHaveText([
      'Rumba sur la Garonne',
      'Master class : la clave à la guitare',
      'Le duo à Genève',
    ]);
    await expect(archive.getByRole('region', { name: '2025' }).getByRole('heading', { name: 'Festival Jazz sur Seine' })).toBeVisible();
    await expect(archive.getByRole('link', { name: /Réserver/ })).toHaveCount(0);
    await expect(archive.getByText('Ce concert a eu lieu').first()).toBeVisible();
  });

  test('the day after the Sunside concert it moves to the archive under 2026 and the next one is featured', async ({ page }) => {
    await installPausedClock(page, AFTER_SUNSIDE_2026);
    await page.goto('/concerts');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Prochain concert' }).getByRole('heading', { name: 'Le trio au club' })).toBeVisible();
    const year2026 = main.getByRole('region', { name: 'Concerts passés' }).getByRole('region', { name: '2026' });
    await expect(year2026.getByRole('heading', { level: 3 }).first()).toHaveText('Cimarrón, soirée de décembre');
    await expect(
      year2026
        .locator('[data-concert]')
        .first()
        .getByRole('link', { name: /Réserver/ }),
    ).toBeHidden();
  });

  test('a sold-out, a postponed and a cancelled concert say so in words', async ({ page }) => {
    await installPausedClock(page, BEFORE_SUNSIDE_2026);
    await page.goto('/concerts');
    const item = (title: string) => page.locator('[data-concert]', { has: page.getByRole('heading', { name: title }) });
    await expect(item('Le trio au club')).toContainText('Complet');
    await expect(item('Le trio au club').getByRole('link', { name: /Réserver/ })).toHaveCount(0);
    await expect(item('Festival Printemps caraïbe')).toContainText('Reporté');
    await expect(item('Festival Printemps caraïbe')).toContainText('samedi 17 avril 2027, 20h30');
    await expect(item('Festival Printemps caraïbe')).toContainText('Initialement prévu le samedi 20 mars 2027');
    await expect(item('Nuit cubaine du Vieux-Port')).toContainText('Annulé');
    await expect(item('Nuit cubaine du Vieux-Port')).toContainText('Ce concert est annulé');
    await expect(item('Nuit cubaine du Vieux-Port').getByRole('link', { name: /Réserver/ })).toHaveCount(0);
  });

  test('once every concert has passed, it says no date is announced, above the archive, and offers no booking', async ({ page }) => {
    await installPausedClock(page, AFTER_EVERY_CONCERT);
    await page.goto('/concerts');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Prochain concert' })).toBeHidden();
    const none = main.getByText("Aucune date n'est annoncée pour le moment.");
    await expect(none).toBeVisible();
    const archive = main.getByRole('region', { name: 'Concerts passés' });
    expect(await archive.getByRole('region').evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-labelledby')))).toEqual([
      'agenda-past-2027',
      'agenda-past-2026',
      'agenda-past-2025',
    ]);
    const [noneBox, archiveBox] = await Promise.all([none.boundingBox(), archive.boundingBox()]);
    expect(noneBox?.y).toBeLessThan(archiveBox?.y ?? 0);
    await expect(page.getByRole('link', { name: /Réserver maintenant/ })).toHaveCount(0);
  });

  test('has a looping muted background video behind the title', async ({ page }) => {
    await page.goto('/concerts');
    const video = page.locator('background-video video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(page.locator('background-video img')).toHaveAttribute('fetchpriority', 'high');
  });

  test('passes axe with a concert featured and the archive open', async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installPausedClock(page, BEFORE_SUNSIDE_2026);
    await page.goto('/concerts');
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
});

test.describe('a concert page', () => {
  const path = '/concerts/2026-12-12-sunside-paris';

  test('gives the date in French, the place with its address and map, the ensemble, and booking while it is to come', async ({ page }) => {
    await installPausedClock(page, BEFORE_SUNSIDE_2026);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Cimarrón, soirée de décembre');
    await expect(main).toContainText('samedi 12 décembre 2026, 20h30 – 22h30');
    await expect(main).toContainText('60 rue des Lombards, 75001 Paris');
    await expect(main.getByRole('link', { name: /Voir le lieu sur OpenStreetMap/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=Sunside/);
    await expect(main.getByRole('link', { name: 'Yaniel Bárcenas Quintet' })).toHaveAttribute('href', '/yaniel-barcenas-quintet');
    await expect(main).toContainText('trois compositions inédites');
    await expect(main.getByRole('link', { name: /^Réserver maintenant/ })).toBeVisible();
    await expect(main.getByText('Ce concert a eu lieu')).toBeHidden();
    await expect(page).toHaveTitle(/Cimarrón, soirée de décembre · Sunside, Paris/);
  });

  test('once the day has passed, it no longer offers booking and thanks those who came', async ({ page }) => {
    await installPausedClock(page, AFTER_SUNSIDE_2026);
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Réserver/ })).toBeHidden();
    await expect(main.getByText('Ce concert a eu lieu')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Ajouter à mon agenda' })).toBeVisible();
  });
});

test.describe('the concerts archive', () => {
  const [newest] = archiveAsBuilt();

  test('a year lists its concerts, most recent first, without booking, each leading to its page', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/concerts');
    await page
      .getByRole('navigation', { name: 'Archives des concerts' })
      .getByRole('link', { name: new RegExp(`^${newest?.year}`) })
      .click();
    await expect(page).toHaveURL(`/concerts/archives/${newest?.year}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Concerts ${newest?.year}`);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(newest?.titles ?? []);
    await expect(main.getByRole('link', { name: /Réserver/ })).toHaveCount(0);
    await expect(main.getByText('Ce concert a eu lieu').first()).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Archives des concerts' }).locator('[aria-current="page"]')).toHaveText(new RegExp(`^${newest?.year}`));
    await main.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest?.titles[0] ?? '');
    await page.goBack();
    await main.getByRole('link', { name: "← Tout l'agenda" }).click();
    await expect(page).toHaveURL('/concerts');
  });
});
