import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Adding English and Spanish moves no French address: every file the French site served before
 * (french-urls.txt, listed from the build before issue 24) is still built at the same path.
 */
describe('the French addresses', () => {
  it('all still answer in the built site', () => {
    const before = readFileSync(new URL('french-urls.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(before.length).toBeGreaterThan(50);
    expect(before.filter((url) => !existsSync(join('dist', url)))).toEqual([]);
  });
});
