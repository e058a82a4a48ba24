import { defineConfig, devices } from '@playwright/test';
import { resolveSupabaseSettings } from './src/lib/supabase-config';
import { PLAYWRIGHT_JSON_REPORT } from './scripts/lib/test-lanes';

/**
 * End-to-end tests run against the built site (`astro preview`), in Debian's Chromium:
 * nothing here downloads a browser. CHROMIUM_PATH points elsewhere if needed. The site is dist/
 * as tests/e2e/build-site.ts builds it (content/ with the tests' own entries, at the tests'
 * instant); global-setup.ts refuses any other.
 */
const port = Number(process.env['E2E_PORT'] ?? 4321);
const baseURL = `http://localhost:${port}`;
/** The local Supabase stack the built site was pointed at (PUBLIC_SUPABASE_URL, default 127.0.0.1:54321). */
const supabaseUrl = new URL(resolveSupabaseSettings(process.env).url);

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a defect to find, not to retry: a retry would hide it.
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  // The JSON report gives npm test each spec file's duration (scripts/test.ts).
  reporter: [['list'], ['json', { outputFile: PLAYWRIGHT_JSON_REPORT }], ...(process.env['CI'] ? [['html', { open: 'never' }] as const] : [])],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // No trace: recording one costs a fifth of the run on two cores (87 tests: 165 s with, 132 s without);
    // a failure still leaves its error context, and `npx playwright test <file> --trace on` records one to look into it.
    trace: 'off',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  // The studio's tests are one serial group of several minutes: queued first, one worker runs it
  // while the other takes the site's tests, instead of it running alone at the end.
  projects: [
    { name: 'studio', testMatch: 'studio.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', testIgnore: 'studio.spec.ts', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      // The local Supabase stack, on a data folder emptied at each run (see supabase/README.md).
      command: 'node supabase/local/main.ts',
      url: `${supabaseUrl.origin}/auth/v1/health`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        // Inside the work tree (git-ignored): two checkouts testing at once never empty each other's database.
        SUPABASE_LOCAL_DATA_DIR: 'supabase/.data/e2e',
        SUPABASE_LOCAL_RESET: '1',
        SUPABASE_LOCAL_SIGN_IN_LIMIT: '100000',
        // Other ports when PUBLIC_SUPABASE_URL (at build and test time) and SUPABASE_LOCAL_MAIL_PORT say so.
        SUPABASE_LOCAL_API_PORT: supabaseUrl.port || '54321',
        SUPABASE_LOCAL_MAIL_PORT: process.env['SUPABASE_LOCAL_MAIL_PORT'] ?? '54324',
        // The fan-* functions link to and read the site under test (its concerts and cities).
        SUPABASE_LOCAL_SITE_URL: baseURL,
      },
    },
    {
      command: `astro preview --port ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
  ],
});
