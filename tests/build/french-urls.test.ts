import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * Adding English and Spanish moves no French address: every file the French site served before
 * (french-urls.txt, listed from the build before issue 24) is still built at the same path.
 */
describe('the French addresses', () => {
  let project: TempProject;
  let build: BuildResult;

  beforeAll(async () => {
    project = await sharedCopy();
    build = await project.build();
  });

  it('all still answer after the build', async () => {
    expect(build.ok, build.output).toBe(true);
    const before = (await readFile(new URL('french-urls.txt', import.meta.url), 'utf8')).split('\n').filter((line) => line.startsWith('/'));
    expect(before.length).toBeGreaterThan(50);
    expect(before.filter((url) => !existsSync(project.path('dist', url)))).toEqual([]);
  });
});
