/**
 * The pro area's private files never enter the repository Netlify builds from, where anyone who
 * reads it would read them: they go to the private bucket only (npm run pro-documents:push). Apart
 * from pro-documents.test.ts, which npm test's build stage also runs in a copy that is no git
 * repository.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

it('tracks no file under pro-documents/ in git', async () => {
  const { stdout } = await promisify(execFile)('git', ['ls-files', '--', 'pro-documents'], { cwd: join(import.meta.dirname, '..', '..') });
  expect(stdout).toBe('');
});
