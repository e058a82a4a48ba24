import { defineConfig } from 'vitest/config';

/**
 * Tests that build the site with other content. Three projects:
 * - `build-refusals` (npm test): one refused build per kind of slip, in a copy of their own, which
 *   needs no warm cache (a refused build stops before any picture is encoded);
 * - `build-full` and `build` (npm run test:full), in the copy the tests' site was built in
 *   (tests/e2e/build-site.ts), one file at a time (tests/build/global-setup.ts): the build with
 *   every cache emptied, then the artist's edits in two builds, warm. Two full builds each: they
 *   cost npm test more than two minutes on two cores, and the full lane runs them beside its
 *   browser tests.
 */
const shared = {
  globalSetup: ['tests/build/global-setup.ts'],
  testTimeout: 240_000,
  hookTimeout: 600_000,
  fileParallelism: false,
};

const REFUSALS = 'tests/build/refusals.test.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'build', include: ['tests/build/**/*.test.ts'], exclude: [REFUSALS] } },
      { test: { testTimeout: shared.testTimeout, hookTimeout: shared.hookTimeout, name: 'build-refusals', include: [REFUSALS] } },
      { test: { ...shared, name: 'build-full', include: ['tests/build-full/**/*.test.ts'], hookTimeout: 1_800_000 } },
    ],
  },
});
