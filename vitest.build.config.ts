import { defineConfig } from 'vitest/config';

/**
 * Tests that build a throw-away copy of the site (tests/build): a few seconds each, so they run
 * on their own (`npm run test:build`, part of `npm test`), one file at a time, in one copy they
 * share (tests/build/global-setup.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    globalSetup: ['tests/build/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
