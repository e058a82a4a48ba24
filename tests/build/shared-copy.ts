import { inject } from 'vitest';
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
