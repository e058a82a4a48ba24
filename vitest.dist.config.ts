import { defineConfig } from 'vitest/config';

/**
 * Checks of the built site that need no browser (tests/dist): what its files say (head, structured
 * data, feeds, sitemaps, calendars, links), read from dist/ (`npm run test:dist`). dist/ must be
 * the tests' site (tests/e2e/build-site.ts): the global setup refuses any other, as Playwright's does.
 */
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
