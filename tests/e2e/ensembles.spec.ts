import { expect, test } from './fixtures';
import { siteContent } from '../content-files';
import { ensembleRoutes, site } from '../../src/site.config';
import { ensembleName } from '../../src/lib/ensembles';

/** The ensembles as content/ensembles.json describes them, each at its route of the site's configuration. */
const ensembles = siteContent
  .readList<{ id: keyof typeof ensembleRoutes; formation: string; members: unknown[]; video: { youtube: string } }>('ensembles.json')
  .map((ensemble) => ({
    path: ensembleRoutes[ensemble.id],
    name: ensembleName(site.artist.name, ensemble.formation),
    members: ensemble.members.length,
    videoId: /[\w-]{11}$/.exec(ensemble.video.youtube)?.[0] ?? '',
  }));
const byRoute = (path: string) => ensembles.find((ensemble) => ensemble.path === path);

test.describe('projects', () => {
  test('En savoir plus opens the ensemble page', async ({ page }) => {
    await page.goto('/projets');
    const trio = byRoute(ensembleRoutes.trio);
    await page.getByRole('link', { name: `En savoir plus : ${trio?.name}` }).click();
    await expect(page).toHaveURL(ensembleRoutes.trio);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trio?.name ?? '');
  });
});

test.describe('ensemble pages', () => {
  for (const ensemble of ensembles) {
    test(`${ensemble.path}: hero, intro, La Formation, Répertoire, concert video and Parlons musique`, async ({ page }) => {
      await page.goto(ensemble.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ensemble.name);
      const hero = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(hero.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('main').locator('p').nth(1)).toHaveText(/\S/);
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
    await page.goto(ensembleRoutes.quintet);
    const facade = page.getByRole('region', { name: 'En concert' });
    await expect(facade.locator('iframe')).toHaveCount(0);
    expect(youtubeRequests).toEqual([]);
    await facade.getByRole('button', { name: /Lire la vidéo/ }).click();
    await expect(facade.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${byRoute(ensembleRoutes.quintet)?.videoId}\\?`));
  });

  test('the facade keeps a readable look when its poster cannot load', async ({ page }) => {
    await page.route(/\/_astro\/[\w-]{11}\.[^/]+\.(avif|webp)$/, (route) => route.abort());
    await page.goto(ensembleRoutes.duo);
    const facade = page.locator('video-facade');
    await expect(facade).toHaveCSS('background-image', /gradient/);
    await expect(facade.locator('img')).toBeHidden();
    await expect(facade.getByRole('button', { name: /Lire la vidéo/ })).toBeVisible();
  });
});
