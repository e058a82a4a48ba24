import { defineConfig } from 'vitest/config';

/**
 * Tests that build the site with other content. Three projects:
 * - `build` (npm test): the artist's edits in two builds, in the copy the tests' site was built in
 *   (tests/e2e/build-site.ts), warm: after npm test's build stage, one file at a time, in that one
 *   copy (tests/build/global-setup.ts);
 * - `build-refusals` (npm test): one refused build per kind of slip, in a copy of their own, which
 *   needs no warm cache: they run beside the unit tests, before the site is built;
 * - `build-full` (npm run test:full): the build with every cache emptied.
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
