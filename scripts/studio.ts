/**
 * The studio, offline: the site's dev server (with Decap at /admin) and decap-server, which reads
 * and writes this working copy's files for Decap's local mode. No account, no network; the changes
 * are ordinary files, to commit and push like any other.
 *
 *   npm run studio                      (then http://localhost:4321/admin/)
 *   npm run studio -- --port 4400       (arguments go to astro dev; the address printed follows)
 *
 * DECAP_SERVER_PORT moves decap-server off 8081; the dev server's /admin/config.yml follows it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { studioAddress } from './lib/studio-address.ts';

const decapServerPort = process.env['DECAP_SERVER_PORT'] || '8081';
const env = { ...process.env, DECAP_SERVER_PORT: decapServerPort, ASTRO_TELEMETRY_DISABLED: '1' };

const children: ChildProcess[] = [
  // MODE=fs: the files change in place (no branch, no commit), what the artist reviews before committing.
  spawn(process.execPath, [createRequire(import.meta.url).resolve('decap-server')], {
    stdio: 'inherit',
    // Bound to this machine only: decap-server writes files for whoever reaches it.
    env: { ...env, PORT: decapServerPort, MODE: 'fs', GIT_REPO_DIRECTORY: process.cwd(), BIND_HOST: '127.0.0.1' },
  }),
  spawn('npx', ['astro', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env }),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
console.log(`Studio : ${studioAddress(process.argv.slice(2))} ; decap-server sur le port ${decapServerPort}.`);
