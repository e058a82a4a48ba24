import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { buildAsTestSite, shareImagePathsOf, sharedCopy } from '../build/shared-copy.ts';

/**
 * A build with every cache emptied (Netlify's first build, or after its cache is cleared) encodes
 * every picture and draws every share card again: it must give every card the file name the warm
 * build of npm test gave it (dist/), or a page shared before would lose its picture. Slow (every
 * picture encoded again): npm run test:full only.
 */
describe('a build with every cache emptied', () => {
  let project: TempProject;
  let build: BuildResult;

  beforeAll(async () => {
    project = await sharedCopy();
    await project.clearCaches();
    build = await buildAsTestSite(project);
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('builds, and keeps the file name of every share card of the warm build', () => {
    expect(build.ok, build.output).toBe(true);
    const warm = shareImagePathsOf(resolve('dist'));
    expect(warm.size).toBeGreaterThan(30);
    expect(shareImagePathsOf(project.path('dist'))).toEqual(warm);
  });
});
