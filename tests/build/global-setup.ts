import type { TestProject } from 'vitest/node';
import { testSiteCopy } from '../kept-caches.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The copy of the project every build test works in (see shared-copy.ts). */
    sharedCopyRoot: string;
  }
}

/**
 * The build tests work in the copy the tests' site was just built in (tests/e2e/build-site.ts,
 * npm test's build stage): its caches are warm and its dist/ is the site as built, so no test
 * pays for a first build. Each test file puts its content/ back before and after its changes.
 */
export default function setup(project: TestProject): void {
  const root = testSiteCopy();
  if (!root) {
    throw new Error(
      "Les tests de build travaillent dans la copie du site des tests : construisez-la d'abord avec node tests/e2e/build-site.ts (npm test le fait, npm run test:full aussi), puis relancez.",
    );
  }
  project.provide('sharedCopyRoot', root);
}
