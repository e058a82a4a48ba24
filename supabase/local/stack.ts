/**
 * The local Supabase stack: one process serving the API (auth, storage, functions, rest) and the
 * mailbox, over PGlite data kept in a folder. `startStack` is what `npm start` and the tests run.
 */
import type { Server } from 'node:http';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { apiApp } from './api.ts';
import { authApp } from './auth/app.ts';
import { authContext, resetRateLimits } from './auth/context.ts';
import { authHookCalls } from './auth/hooks.ts';
import { readProjectConfig, requiredCharacters } from './config.ts';
import { openDatabase } from './database.ts';
import { LocalCron } from './cron.ts';
import { FunctionsService, readEnvFile } from './functions.ts';
import { close, listen } from './http.ts';
import { DEMO_JWT_SECRET, JwtKeys } from './jwt.ts';
import { Mailbox } from './mailbox.ts';
import { restApp } from './rest.ts';
import { StorageService } from './storage.ts';

/** CONTACT_TO_EMAIL, CONTACT_FROM_EMAIL and CONTACT_REPORT_EMAIL from content/settings.json. */
export async function contactMailEnv(settingsFile: string): Promise<Record<string, string>> {
  const { contact } = JSON.parse(await readFile(settingsFile, 'utf8')) as { contact: { email: string; bookingEmail: string } };
  const domain = contact.email.split('@')[1] ?? 'localhost';
  return { CONTACT_TO_EMAIL: contact.bookingEmail, CONTACT_FROM_EMAIL: `Site <site@${domain}>`, CONTACT_REPORT_EMAIL: contact.email };
}

export interface StackOptions {
  /** The project folder: supabase/, the tests' bucket files and node_modules/ are found from it. */
  projectDir: string;
  /** Where the database and the stored files live; created if missing. */
  dataDir: string;
  host?: string;
  apiPort?: number;
  mailPort?: number;
  /** Overrides config.toml's `enable_confirmations` (true = no confirmation mail, session at once). */
  autoconfirm?: boolean;
  /** Overrides config.toml's sign-in/sign-up limit per 5 minutes and IP (tests sign in often). */
  signInRateLimit?: number;
  /** Folders of Edge Functions, the first holding a slug wins (tests add their own); default supabase/functions. */
  functionsDirs?: readonly string[];
  migrationsDir?: string;
  /** Time between two runs of the scheduled functions (Supabase Cron's stand-in); 0: only on demand. */
  cronIntervalMs?: number;
  /** The site the fan-* functions link to and read (concerts, cities): SITE_URL; `npm start`'s preview by default. */
  siteUrl?: string;
}

export interface RunningStack {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

/**
 * Each bucket's first files, the tests' own (the artist's documents are never in the repository):
 * the test site lists these very files (tests/fixtures/content/pro-documents.json).
 */
const BUCKET_SEEDS = [{ bucket: 'pro-documents', folder: 'tests/fixtures/pro-documents' }];
/** The approve links' HMAC secret of the local stack (PRO_APPROVAL_SECRET, a secret in production): fixed, like the demo keys, so tests can sign a link. */
export const LOCAL_PRO_APPROVAL_SECRET = 'local-pro-approval-secret-not-for-production';
/**
 * The Send Email hook's secret of the local stack (Standard Webhooks' `v1,whsec_<base64>`, made in
 * Authentication > Hooks in production): fixed, like the demo keys. The stack signs with it and
 * gives it to the function under the variable config.toml names.
 */
export const LOCAL_SEND_EMAIL_HOOK_SECRET = `v1,whsec_${Buffer.from('local-send-email-hook-secret-not-for-production').toString('base64')}`;
/** The fan list's own secret of the local stack (FAN_LIST_SECRET, a secret in production): fixed, like the demo keys, so tests can sign a subscriber link. */
export const LOCAL_FAN_LIST_SECRET = 'local-fan-list-secret-not-for-production';
const DEFAULT_CRON_INTERVAL_MS = 60_000;
/** Where `npm start` serves the built site (astro preview). */
const DEFAULT_SITE_URL = 'http://localhost:4321';
/** The functions the folders hold (a folder per slug; `_shared` and the like are never functions). */
async function functionSlugs(dirs: readonly string[]): Promise<string[]> {
  const entries = await Promise.all(dirs.map((dir) => readdir(dir, { withFileTypes: true }).catch(() => [])));
  const slugs = entries
    .flat()
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name);
  return [...new Set(slugs)];
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const host = options.host ?? '127.0.0.1';
  const apiPort = options.apiPort ?? 54321;
  const mailPort = options.mailPort ?? 54324;
  const projectDir = resolve(options.projectDir);
  const supabaseDir = join(projectDir, 'supabase');
  const functionsDirs = options.functionsDirs ?? [join(supabaseDir, 'functions')];
  const apiUrl = `http://${host}:${apiPort}`;
  const mailUrl = `http://${host}:${mailPort}`;

  const config = await readProjectConfig(join(supabaseDir, 'config.toml'));
  const settings = {
    ...config.auth,
    ...(options.autoconfirm !== undefined ? { mailerAutoconfirm: options.autoconfirm } : {}),
    ...(options.signInRateLimit !== undefined ? { signInSignUpsPer5Min: options.signInRateLimit } : {}),
  };
  await mkdir(options.dataDir, { recursive: true });
  const db = await openDatabase(options.dataDir, options.migrationsDir ?? join(supabaseDir, 'migrations'));
  const keys = new JwtKeys(DEMO_JWT_SECRET);
  const anonKey = await keys.apiKey('anon');
  const serviceRoleKey = await keys.apiKey('service_role');
  const mailbox = new Mailbox();
  const storage = new StorageService({ db, keys, filesDir: join(options.dataDir, 'storage') });
  for (const { bucket, folder } of BUCKET_SEEDS) await storage.seed(bucket, join(projectDir, folder));
  const functions = new FunctionsService({
    functionsDirs,
    projectDir,
    keys,
    unverifiedSlugs: config.unverifiedFunctions,
    env: {
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      MAIL_API_URL: `${mailUrl}/emails`,
      MAIL_API_KEY: 'local-mailbox',
      FAN_MAIL_API_KEY: 'local-mailbox-fan-list',
      FAN_LIST_SECRET: LOCAL_FAN_LIST_SECRET,
      // The contact functions' inbox, sender and report address (secrets in production), from the
      // settings the artist edits; the stack reads the data file, never the site's code.
      ...(await contactMailEnv(join(projectDir, 'content', 'settings.json'))),
      PRO_APPROVAL_SECRET: LOCAL_PRO_APPROVAL_SECRET,
      SITE_URL: options.siteUrl ?? DEFAULT_SITE_URL,
      [config.hooks.sendEmail.secretVariable]: LOCAL_SEND_EMAIL_HOOK_SECRET,
      ...(await readEnvFile(join(functionsDirs[0] ?? supabaseDir, '.env'))),
    },
  });

  const hooks = authHookCalls({ db, hooks: config.hooks, sendEmailSecret: LOCAL_SEND_EMAIL_HOOK_SECRET, invokeFunction: (request, slug) => functions.handle(request, slug) });
  const auth = authContext({ db, keys, settings, apiUrl, hooks });
  const slugs = await functionSlugs(functionsDirs);
  const cron = new LocalCron({
    apiUrl,
    invoke: (slug, request, at) => functions.handle(request, slug, { at }),
    serviceRoleKey,
    availableSlugs: slugs,
    intervalMs: options.cronIntervalMs ?? DEFAULT_CRON_INTERVAL_MS,
    // What the hosted job copies from pg_net's answer (migration 20261126090200), for its own job only.
    record: async (run, at) => {
      if (run.job !== 'retry-contact-emails') return;
      await db.query('insert into public.contact_retry_runs (started_at, status, detail) values ($1, $2, $3)', [at, run.status, JSON.stringify(run.body).slice(0, 500)]);
    },
  });

  const servers: Server[] = [];
  try {
    const api = apiApp({ auth: authApp(auth), rest: restApp(db, keys), storage: storage.app(), functions: functions.app(), anonKey, serviceRoleKey });
    servers.push(await listen(api, host, apiPort));
    const controls = {
      setAutoconfirm: (enabled: boolean) => {
        settings.mailerAutoconfirm = enabled;
      },
      setSignInLimit: (perFiveMinutes: number) => {
        settings.signInSignUpsPer5Min = perFiveMinutes;
      },
      setRefreshTokenReuseInterval: (seconds: number) => {
        settings.refreshTokenReuseInterval = seconds;
      },
      setMailerOtpExpiry: (seconds: number) => {
        settings.mailerOtpExpiry = seconds;
      },
      setEmailsSentPerHour: (perHour: number) => {
        settings.emailsSentPerHour = perHour;
      },
      setPasswordRules: (minimumLength: number, requirements: string) => {
        settings.minimumPasswordLength = minimumLength;
        settings.passwordRequiredCharacters = requiredCharacters(requirements);
      },
      setRecentSignInSeconds: (seconds: number) => {
        settings.recentSignInSeconds = seconds;
      },
      resetRateLimits: () => resetRateLimits(auth),
      runCron: (at?: Date, key?: string, job?: string) => cron.runNow(at, key, job),
    };
    servers.push(await listen(mailbox.app(controls), host, mailPort));
  } catch (error) {
    await Promise.all(servers.map(close));
    await db.close();
    throw error;
  }

  void functions.warmUp(slugs);
  cron.start();

  return {
    apiUrl,
    mailUrl,
    anonKey,
    serviceRoleKey,
    mailbox,
    async stop() {
      cron.stop();
      functions.stop();
      await Promise.all(servers.map(close));
      await db.close();
    },
  };
}
