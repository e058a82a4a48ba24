import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { ADMIN_ROUTE } from '../../integrations/studio/route.ts';
import { shareImageProblems } from '../../src/share-cards/built-image.ts';
import { openTempProject, type BuildResult, type TempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';
import { E2E_BUILD_TIME } from '../e2e/site-build-time.ts';

/**
 * The build tests' shared copy of the project (global-setup.ts): the one the tests' site was built
 * in, its content/ put back as in the repository with the tests' own entries laid over it
 * (tests/fixtures/content/, as for the end-to-end site): the entries a test breaks, copies or
 * counts are the tests', whatever the artist has written.
 */
export async function sharedCopy(): Promise<TempProject> {
  const project = openTempProject(inject('sharedCopyRoot'));
  await project.restoreContent();
  await layFixturesOver(project.path('content'));
  return project;
}

/** Builds the copy as of the tests' instant, like the tests' site: only what a test changed is built anew. */
export function buildAsTestSite(project: TempProject): Promise<BuildResult> {
  return project.build({ SITE_BUILD_TIME: E2E_BUILD_TIME });
}

/** The address the tests' site is built for, as its share cards' absolute URLs give it. */
const siteOrigin = 'https://yaniel-barcenas.example';

/** Page route → its share card and what is wrong with it, for every page of `dist` a visitor shares (the studio has none). */
export function shareImagesOf(dist: string): Map<string, ReturnType<typeof shareImageProblems>> {
  return new Map(
    listFiles(dist, '.html')
      .map((file) => [routeOfHtmlFile(dist, file), file] as const)
      .filter(([route]) => route !== ADMIN_ROUTE)
      .map(([route, file]) => [route, shareImageProblems(dist, readFileSync(file, 'utf8'), siteOrigin)] as const),
  );
}

/** Page route → its share card's path, for every page of `dist` a visitor shares. */
export function shareImagePathsOf(dist: string): Map<string, string | undefined> {
  return new Map([...shareImagesOf(dist)].map(([route, { image }]) => [route, image?.path]));
}
