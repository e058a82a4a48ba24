import { expect, test } from './fixtures';
import { expectNoAxeViolations, gotoSettled, routes } from './support';
import { startSignedIn } from './auth-support';
import { site } from '../../src/site.config';

const siteUrl = 'https://yaniel-barcenas.example';

test.describe('every route of the specification', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its title, description, canonical, social tags and heading`, async ({ page }) => {
      // The professional area sends a signed-out visitor to /auth.
      if (route.path === site.routes.proArea) await startSignedIn(page, 'routes');
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
      // An axe audit alone takes 10 to 20 s on a loaded two-core machine.
      test.slow();
      if (route.path === site.routes.proArea) await startSignedIn(page, 'routes-axe');
      await gotoSettled(page, route.path);
      await expect(page.getByRole('button', { name: /Suivez-moi/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('complementary', { name: 'Concert à venir' }).getByRole('link', { name: /Réserver maintenant/ })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('pages have distinct titles and descriptions', async ({ request }) => {
    // Read from the pre-rendered HTML: the pages that redirect a visitor (/auth, /acces-pro) keep their own.
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
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
    for (const path of site.noindexRoutes) expect(pages).not.toContain(path);
    for (const path of pages) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
