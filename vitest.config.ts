/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'integrations/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'conformance',
          include: ['tests/conformance/**/*.test.ts'],
          // One local Supabase stack on a fresh data folder for the whole suite (see global-setup.ts).
          globalSetup: ['tests/conformance/global-setup.ts'],
          // The files share one stack whose settings some tests switch for a moment: one file at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
