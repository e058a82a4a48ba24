import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

const ensembles = [
  { path: '/yaniel-barcenas-quintet', name: 'Yaniel Bárcenas Quintet', title: 'Quintet', members: 5 },
  { path: '/yaniel-barcenas-trio', name: 'Yaniel Bárcenas Trio', title: 'Trio', members: 3 },
  { path: '/yaniel-barcenas-duo', name: 'Yaniel Bárcenas Duo', title: 'Duo', members: 2 },
  { path: '/yaniel-barcenas-mambi', name: 'Yaniel Bárcenas Mambí', title: 'Mambí', members: 7 },
] as const;

test.describe('projects', () => {
  test('four project cards with icon, subtitle, description and En savoir plus to the ensemble', async ({ page }) => {
    await page.goto('/projets');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, ensemble] of ensembles.entries()) {
      const projectCard = cards.nth(index);
      await expect(projectCard.getByRole('heading', { level: 2 })).toHaveText(ensemble.title);
      await expect(projectCard.locator('svg')).toHaveCount(1);
      await expect(projectCard.locator('p')).toHaveCount(2);
      await expect(projectCard.locator('p').nth(1)).toHaveText(/.{80,}/);
      const more = projectCard.getByRole('link', { name: `En savoir plus : ${ensemble.name}` });
      await expect(more).toHaveAttribute('href', ensemble.path);
    }
    await expect(cards.nth(2)).toContainText('Nadia Rosales');
    await expect(cards.nth(3)).toContainText(/fusion/i);
  });

  test('En savoir plus opens the ensemble page', async ({ page }) => {
    await page.goto('/projets');
    await page.getByRole('link', { name: 'En savoir plus : Yaniel Bárcenas Trio' }).click();
    await expect(page).toHaveURL(/\/yaniel-barcenas-trio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yaniel Bárcenas Trio');
  });
});

test.describe('ensemble pages', () => {
  for (const ensemble of ensembles) {
    test(`${ensemble.path}: hero, intro, La Formation, Répertoire, concert video and Parlons musique`, async ({ page }) => {
      await page.goto(ensemble.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ensemble.name);
      const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('main').locator('p').nth(1)).toHaveText(/.{100,}/);
      await expect(page.getByRole('region', { name: 'La Formation' }).getByRole('listitem')).toHaveCount(ensemble.members);
      await expect(page.getByRole('region', { name: 'Répertoire' }).getByRole('listitem').first()).toBeVisible();

      const mail = page.getByRole('link', { name: 'Parlons musique' });
      const href = (await mail.getAttribute('href')) ?? '';
      expect(href).toMatch(/^mailto:booking@/);
      expect(new URL(href).searchParams.get('subject')).toContain(ensemble.name);

      const [data] = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(data).toMatchObject({ '@type': 'MusicGroup', name: ensemble.name });
      expect(data?.['member']).toHaveLength(ensemble.members);
    });
  }

  test('the concert video is a light facade until played, then the privacy-enhanced player', async ({ page }) => {
    const youtubeRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) youtubeRequests.push(request.url());
    });
    await page.goto('/yaniel-barcenas-quintet');
    const facade = page.getByRole('region', { name: 'En concert' });
    await expect(facade.locator('iframe')).toHaveCount(0);
    expect(youtubeRequests).toEqual([]);
    await facade.getByRole('button', { name: /Lire la vidéo/ }).click();
    await expect(facade.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Qm7vR2xKp4L\?/);
  });

  test('the facade keeps a readable look when its thumbnail cannot load', async ({ page }) => {
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    await page.goto('/yaniel-barcenas-duo');
    const facade = page.locator('video-facade');
    await expect(facade).toHaveCSS('background-image', /gradient/);
    await expect(facade.locator('img')).toBeHidden();
    await expect(facade.getByRole('button', { name: /Lire la vidéo/ })).toBeVisible();
  });

  test('an ensemble page passes axe', async ({ page }) => {
    // axe takes seconds on a busy machine.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/yaniel-barcenas-mambi');
    await expectNoAxeViolations(page);
  });
});
