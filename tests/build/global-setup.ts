import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';
import { KEPT_CACHES, keptCachesDir } from '../kept-caches.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The copy of the project every build test works in (see shared-copy.ts). */
    sharedCopyRoot: string;
  }
}

/**
 * One copy of the project for all the build tests: each test file puts its content/ back as in
 * the repository, with the tests' own entries over it (shared-copy.ts), before and after its
 * changes. The copy is built once here, untimed, since that first build encodes every picture of
 * the site (many minutes on a busy machine, unless the end-to-end site's build left its caches);
 * its caches (encoded pictures, share cards) then stay warm from one test file to the next.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const copy = await createTempProject();
  await layFixturesOver(copy.path('content'));
  // The same content as the end-to-end site's: its kept caches (npm test's build stage) make this build warm.
  for (const cache of KEPT_CACHES) {
    const kept = join(keptCachesDir(), cache);
    if (existsSync(kept)) await cp(kept, copy.path('node_modules', cache), { recursive: true });
  }
  process.stderr.write('Copie du projet pour les tests de build : premier build, qui encode les images… ');
  const first = await copy.build();
  // A failure is the tests' to report, each with its own content: they build again.
  process.stderr.write(`${first.ok ? 'fait' : 'en échec'} en ${first.seconds.toFixed(0)} s\n`);
  project.provide('sharedCopyRoot', copy.root);
  return () => copy.remove();
}
