import { inject } from 'vitest';
import { openTempProject, type TempProject } from '../../scripts/temp-project.ts';

/** The build tests' shared copy of the project (global-setup.ts), its content/ as in the repository. */
export async function sharedCopy(): Promise<TempProject> {
  const project = openTempProject(inject('sharedCopyRoot'));
  await project.restoreContent();
  return project;
}
