/**
 * The studio, offline: the site's dev server, with Sveltia CMS at /admin/. In the studio, « Travailler
 * avec un dépôt local » opens this working copy's folder (the browser asks once): the studio reads and
 * writes its files there. No account, no network; the changes are ordinary files, to commit and push
 * like any other.
 *
 *   npm run studio                      (then http://localhost:4321/admin/)
 *   npm run studio -- --port 4400       (arguments go to astro dev; the address printed follows)
 */
import { spawn } from 'node:child_process';
import { studioAddress } from './lib/studio-address.ts';

const server = spawn('npx', ['astro', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
server.on('exit', (code) => (process.exitCode = code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill('SIGTERM'));
console.log(`Studio : ${studioAddress(process.argv.slice(2))} (dans Chrome ou Edge, qui savent ouvrir un dossier).`);
