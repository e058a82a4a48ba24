import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { ADMIN_ROUTE } from '../../integrations/studio/route.ts';
import { shareImageProblems } from '../../src/share-cards/built-image.ts';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { buildAsTestSite, sharedCopy } from '../build/shared-copy.ts';

/**
 * A build with every cache emptied (Netlify's first build, or after its cache is cleared) encodes
 * every picture and draws every share card again: it must give every card the file name the warm
 * build of npm test gave it (dist/), or a page shared before would lose its picture. Slow (every
 * picture encoded again): npm run test:full only.
 */
const siteOrigin = 'https://yaniel-barcenas.example';

/** Page route → its share card's path, for every page of `dist` a visitor shares (the studio has none). */
function shareImagePaths(dist: string): Map<string, string | undefined> {
  return new Map(
    listFiles(dist, '.html')
      .map((file) => [routeOfHtmlFile(dist, file), file] as const)
      .filter(([route]) => route !== ADMIN_ROUTE)
      .map(([route, file]) => [route, shareImageProblems(dist, readFileSync(file, 'utf8'), siteOrigin).image?.path] as const),
  );
}

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
    const warm = shareImagePaths(resolve('dist'));
    expect(warm.size).toBeGreaterThan(30);
    expect(shareImagePaths(project.path('dist'))).toEqual(warm);
  });
});
