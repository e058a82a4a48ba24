import type { TestProject } from 'vitest/node';
import { createTempProject } from '../../scripts/temp-project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The copy of the project every build test works in (see shared-copy.ts). */
    sharedCopyRoot: string;
  }
}

/**
 * One copy of the project for all the build tests: each test file puts its content/ back as in
 * the repository before and after its changes. The copy is built once here, untimed, since that
 * first build encodes every picture of the site (many minutes on a busy machine); its caches
 * (encoded pictures, share cards) then stay warm from one test file to the next.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const copy = await createTempProject();
  process.stderr.write('Copie du projet pour les tests de build : premier build, qui encode les images… ');
  const first = await copy.build();
  // A failure is the tests' to report, each with its own content: they build again.
  process.stderr.write(`${first.ok ? 'fait' : 'en échec'} en ${first.seconds.toFixed(0)} s\n`);
  project.provide('sharedCopyRoot', copy.root);
  return () => copy.remove();
}
