import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, gotoSettled, routes } from './support';

const siteUrl = 'https://yaniel-barcenas.example';

test.describe('every route of the specification', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its title, description, canonical, social tags and heading`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/Yaniel Bárcenas/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Yaniel Bárcenas/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${route.path === '/' ? '/' : route.path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Yaniel Bárcenas/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\//);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    });

    test(`${route.path} has no accessibility violation, floating widgets unfolded`, async ({ page }) => {
      await gotoSettled(page, route.path);
      await expect(page.getByRole('button', { name: /Suivez-moi/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('complementary', { name: 'Concert à venir' }).getByRole('link', { name: /Réserver maintenant/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('pages have distinct titles and descriptions', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      await page.goto(route.path);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the message, a way home, and logs the path', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/cette-page-nexiste-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => logged.join('\n')).toContain('/cette-page-nexiste-pas');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the 404 page has no accessibility violation', async ({ page }) => {
    await gotoSettled(page, '/nulle-part');
    await expectNoAxeViolations(page);
  });
});

test.describe('robots and sitemap', () => {
  test('/robots.txt is the file itself and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const body = await response.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });

  test('/sitemap.xml is the sitemap itself and every listed page of it exists', async ({ request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    const sitemapPath = new URL(/<loc>([^<]+)<\/loc>/.exec(indexXml)?.[1] ?? '').pathname;
    const sitemap = await (await request.get(sitemapPath)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    for (const route of routes.filter((r) => r.path !== '/auth' && r.path !== '/acces-pro')) {
      expect(pages).toContain(route.path);
    }
    expect(pages).not.toContain('/acces-pro');
    for (const path of pages) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
