/**
 * Starts the local Supabase stack for the conformance suite, in its own process (as `npm start`
 * runs it), on a fresh temporary data folder and ports of its own, with the project's migrations
 * plus the suite's test table and test function, next to the project's functions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CONFORMANCE_API_PORT, CONFORMANCE_MAIL_PORT, CONFORMANCE_SIGN_IN_LIMIT, SITE_URL } from './stack';

const projectDir = join(import.meta.dirname, '..', '..');

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local stack exited with code ${child.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the local stack did not start within 60 s');
}

export default async function setup(_project: TestProject): Promise<() => Promise<void>> {
  // Another suite's stack on these ports would answer in place of this one, sharing its mailbox and limits.
  const taken = await fetch(`http://127.0.0.1:${CONFORMANCE_API_PORT}/auth/v1/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Le port ${CONFORMANCE_API_PORT} sert déjà une autre pile locale : arrêtez-la, ou donnez CONFORMANCE_API_PORT=<autre port> à cette suite.`);
  const workDir = await mkdtemp(join(tmpdir(), 'supabase-conformance-'));
  const migrationsDir = join(workDir, 'migrations');
  await cp(join(projectDir, 'supabase', 'migrations'), migrationsDir, { recursive: true });
  await cp(join(import.meta.dirname, 'migrations'), migrationsDir, { recursive: true });
  const child = spawn(process.execPath, [join(projectDir, 'supabase', 'local', 'main.ts')], {
    cwd: projectDir,
    env: {
      ...process.env,
      SUPABASE_LOCAL_DATA_DIR: join(workDir, 'data'),
      SUPABASE_LOCAL_API_PORT: String(CONFORMANCE_API_PORT),
      SUPABASE_LOCAL_MAIL_PORT: String(CONFORMANCE_MAIL_PORT),
      SUPABASE_LOCAL_SIGN_IN_LIMIT: String(CONFORMANCE_SIGN_IN_LIMIT),
      // The project's functions and the suite's own (echo); both stay under the project, where Deno finds node_modules.
      SUPABASE_LOCAL_FUNCTIONS_DIR: [join(projectDir, 'supabase', 'functions'), join(import.meta.dirname, 'functions')].join(delimiter),
      // The suite starts scheduled runs itself (POST /api/cron/run), so that no timer run races its checks.
      SUPABASE_LOCAL_CRON_INTERVAL_MS: '0',
      SUPABASE_LOCAL_MIGRATIONS_DIR: migrationsDir,
      // The fan-* functions read the concerts and the cities from the site fans.test.ts serves.
      SUPABASE_LOCAL_SITE_URL: SITE_URL,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`http://127.0.0.1:${CONFORMANCE_API_PORT}/auth/v1/health`, child);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(workDir, { recursive: true, force: true });
  };
}
