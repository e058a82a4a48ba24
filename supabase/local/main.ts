/**
 * Starts the local Supabase stack: `node supabase/local/main.ts`.
 * With a command after `--`, runs it while the stack is up and stops the stack when it ends
 * (`npm start` serves the built site that way).
 *
 * Environment: SUPABASE_LOCAL_DATA_DIR (default supabase/.data), SUPABASE_LOCAL_RESET=1 (start from
 * an empty data folder), SUPABASE_LOCAL_API_PORT (54321), SUPABASE_LOCAL_MAIL_PORT (54324),
 * SUPABASE_LOCAL_AUTOCONFIRM=1|0 (override config.toml's confirmations), SUPABASE_LOCAL_SIGN_IN_LIMIT,
 * SUPABASE_LOCAL_FUNCTIONS_DIR (default supabase/functions; several folders separated by `:`, the first holding a slug wins), SUPABASE_LOCAL_MIGRATIONS_DIR (default supabase/migrations),
 * SUPABASE_LOCAL_CRON_INTERVAL_MS (60000; 0: scheduled functions run only on `POST /api/cron/run` on the mailbox port),
 * SUPABASE_LOCAL_SITE_URL (http://localhost:4321: the site the fan-* functions link to and read).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { delimiter, join } from 'node:path';
import { startStack } from './stack.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const dataDir = env['SUPABASE_LOCAL_DATA_DIR'] ?? join(projectDir, 'supabase', '.data');
const autoconfirm = env['SUPABASE_LOCAL_AUTOCONFIRM'];
const signInLimit = env['SUPABASE_LOCAL_SIGN_IN_LIMIT'];
const cronInterval = env['SUPABASE_LOCAL_CRON_INTERVAL_MS'];

if (env['SUPABASE_LOCAL_RESET'] === '1') await rm(dataDir, { recursive: true, force: true });

const stack = await startStack({
  projectDir,
  dataDir,
  apiPort: Number(env['SUPABASE_LOCAL_API_PORT'] ?? 54321),
  mailPort: Number(env['SUPABASE_LOCAL_MAIL_PORT'] ?? 54324),
  ...(autoconfirm !== undefined ? { autoconfirm: autoconfirm === '1' } : {}),
  ...(signInLimit !== undefined ? { signInRateLimit: Number(signInLimit) } : {}),
  ...(cronInterval !== undefined ? { cronIntervalMs: Number(cronInterval) } : {}),
  ...(env['SUPABASE_LOCAL_FUNCTIONS_DIR'] ? { functionsDirs: env['SUPABASE_LOCAL_FUNCTIONS_DIR'].split(delimiter) } : {}),
  ...(env['SUPABASE_LOCAL_MIGRATIONS_DIR'] ? { migrationsDir: env['SUPABASE_LOCAL_MIGRATIONS_DIR'] } : {}),
  ...(env['SUPABASE_LOCAL_SITE_URL'] ? { siteUrl: env['SUPABASE_LOCAL_SITE_URL'] } : {}),
});

console.log(`Supabase local : API ${stack.apiUrl}  ·  boîte mail ${stack.mailUrl}  ·  données ${dataDir}`);

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await stack.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (command.length > 0) {
  const child = spawn(command.join(' '), { stdio: 'inherit', shell: true });
  child.on('exit', (code) => void stop(code ?? 1));
}
