/**
 * Astro's caches (encoded pictures, share cards, content store) of the end-to-end site's build,
 * kept between runs beside the throw-away copies (see tests/e2e/build-site.ts), so that the next
 * build in a copy, that one's or the build tests' first, does not encode every picture again.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The caches inside node_modules that a copy keeps for itself (see scripts/temp-project.ts). */
export const KEPT_CACHES = ['.astro', '.vite'] as const;

/** Where the caches of the project at `source` are kept: one folder per checkout. */
export function keptCachesDir(source: string = process.cwd()): string {
  return join(tmpdir(), `site-e2e-caches-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`);
}
