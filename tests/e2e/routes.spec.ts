import { expect, test } from './fixtures';

/**
 * What only the server and the browser say of a route: an unknown path's status and what its page
 * does. Each route's head and heading, the distinct titles, robots.txt and the sitemap are read from
 * the built files (tests/dist/routes.test.ts); axe audits each page template (axe.spec.ts).
 */
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
});
