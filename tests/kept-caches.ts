/**
 * What npm test keeps between its stages and between runs, beside the throw-away copies of the
 * project (scripts/temp-project.ts), one folder per checkout:
 * - Astro's caches (encoded pictures, share cards, content store) of the tests' site build
 *   (tests/e2e/build-site.ts), so that the next build in a copy does not encode every picture again;
 * - the copy the tests' site was built in, left as it was built, with those caches warm: the build
 *   tests (tests/build) change its content/ and build it again instead of building a copy of their own.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The caches inside node_modules that a copy keeps for itself (see scripts/temp-project.ts). */
export const KEPT_CACHES = ['.astro', '.vite'] as const;

/** Where the caches of the project at `source` are kept: one folder per checkout. */
export function keptCachesDir(source: string = process.cwd()): string {
  return join(tmpdir(), `site-e2e-caches-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`);
}

/** The file naming the copy the tests' site was last built in. */
export function testSiteCopyNote(source: string = process.cwd()): string {
  return join(keptCachesDir(source), 'test-site-copy');
}

/** The copy the tests' site was last built in, or undefined when none is left. */
export function testSiteCopy(source: string = process.cwd()): string | undefined {
  const note = testSiteCopyNote(source);
  const root = existsSync(note) ? readFileSync(note, 'utf8').trim() : '';
  return root !== '' && existsSync(join(root, 'package.json')) ? root : undefined;
}
