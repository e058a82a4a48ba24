import { defineConfig } from 'vitest/config';

/**
 * Tests that build the copy the tests' site was built in (tests/e2e/build-site.ts), warm, with
 * other content: after npm test's build stage, one file at a time, in that one copy
 * (tests/build/global-setup.ts). Two projects, for the two lanes:
 * - `build` (npm test): the artist's edits in two builds, and one refused build per kind of slip;
 * - `build-full` (npm run test:full): the build with every cache emptied.
 */
const shared = {
  globalSetup: ['tests/build/global-setup.ts'],
  testTimeout: 240_000,
  hookTimeout: 600_000,
  fileParallelism: false,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'build', include: ['tests/build/**/*.test.ts'] } },
      { test: { ...shared, name: 'build-full', include: ['tests/build-full/**/*.test.ts'], hookTimeout: 1_800_000 } },
    ],
  },
});
