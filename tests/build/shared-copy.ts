import { inject } from 'vitest';
import { openTempProject, type TempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';

/**
 * The build tests' shared copy of the project (global-setup.ts), its content/ as in the repository
 * with the tests' own entries laid over it (tests/fixtures/content/, as for the end-to-end site):
 * the entries a test breaks, copies or counts are the tests', whatever the artist has written.
 */
export async function sharedCopy(): Promise<TempProject> {
  const project = openTempProject(inject('sharedCopyRoot'));
  await project.restoreContent();
  await layFixturesOver(project.path('content'));
  return project;
}
