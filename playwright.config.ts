import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the built site (`astro preview`), in Debian's Chromium:
 * nothing here downloads a browser. CHROMIUM_PATH points elsewhere if needed.
 */
const port = Number(process.env['E2E_PORT'] ?? 4321);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: Boolean(process.env['CI']),
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The local Supabase stack, on a data folder emptied at each run (see supabase/README.md).
      command: 'node supabase/local/main.ts',
      url: 'http://127.0.0.1:54321/auth/v1/health',
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        SUPABASE_LOCAL_DATA_DIR: join(tmpdir(), 'yaniel-barcenas-e2e-supabase'),
        SUPABASE_LOCAL_RESET: '1',
        SUPABASE_LOCAL_SIGN_IN_LIMIT: '100000',
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
