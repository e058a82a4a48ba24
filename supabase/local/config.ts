/** The stack's settings: supabase/config.toml first, then the options a caller (tests, `npm start`) passes. */
import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';

export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** Character sets a new password must each draw from (`[auth] password_requirements`, as GoTrue expands it). */
  passwordRequiredCharacters: string[];
  /** A password change needs a recent sign-in or the mailed nonce (`[auth.email] secure_password_change`). */
  securePasswordChange: boolean;
  /** How recent a session's sign-in must be to change the password without a nonce: GoTrue's fixed 24 hours (a test control changes it). */
  recentSignInSeconds: number;
  enableSignup: boolean;
  /** Sign-up answers with a session at once instead of sending a confirmation mail. */
  mailerAutoconfirm: boolean;
  /** Sign-ins and sign-ups per IP address in 5 minutes. */
  signInSignUpsPer5Min: number;
  tokenRefreshesPer5Min: number;
  /** How long a mailed recovery link stays valid, in seconds (`[auth.email] otp_expiry`). */
  mailerOtpExpiry: number;
  /** Minimum seconds between two auth mails to one address (`[auth.email] max_frequency`, GoTrue's SMTP_MAX_FREQUENCY). */
  emailMaxFrequency: number;
  /** Auth mails the project may send per hour, counted before the Send Email hook (`[auth.rate_limit] email_sent`). */
  emailsSentPerHour: number;
}

/**
 * `[auth.hook.send_email]` and `[auth.hook.before_user_created]`: the Edge Function Auth calls for each
 * mail (the stack serves it itself, whatever host its `uri` names), with the name of its secret's
 * environment variable (`secrets = "env(NAME)"`), and the Postgres function called before a sign-up.
 */
export interface AuthHooks {
  sendEmail: { functionSlug: string; secretVariable: string };
  beforeUserCreated: { schema: string; name: string } | undefined;
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};
}
function num(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };

/** A Go duration as the CLI writes them (`"1m0s"`, `"60s"`, `"1h"`), in seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return fallback;
  return parts.reduce((sum, [, amount = '0', unit = 's']) => sum + Number(amount) * (UNIT_SECONDS[unit] ?? 1), 0);
}
/**
 * The hooks of `[auth.hook]`. The stack sends auth mails through the Send Email hook only, as the
 * project does: without it, it stops at start, saying so, rather than mail what the project would not.
 */
function readAuthHooks(hook: Table): AuthHooks {
  const sendEmail = table(hook['send_email']);
  const slug = /\/functions\/v1\/([\w-]+)$/.exec(typeof sendEmail['uri'] === 'string' ? sendEmail['uri'] : '')?.[1];
  const variable = /^env\((\w+)\)$/.exec(typeof sendEmail['secrets'] === 'string' ? sendEmail['secrets'] : '')?.[1];
  if (sendEmail['enabled'] !== true || !slug || !variable) {
    throw new Error(
      'config.toml: the local stack sends auth mails through [auth.hook.send_email] only: enabled = true, uri = "…/functions/v1/<slug>", secrets = "env(<VARIABLE>)"',
    );
  }
  const before = table(hook['before_user_created']);
  const pgFunction = /^pg-functions:\/\/\w+\/(\w+)\/(\w+)$/.exec(typeof before['uri'] === 'string' ? before['uri'] : '');
  if (before['enabled'] === true && !pgFunction)
    throw new Error('config.toml: [auth.hook.before_user_created] uri must be "pg-functions://postgres/<schema>/<function>" in the local stack');
  return {
    sendEmail: { functionSlug: slug, secretVariable: variable },
    beforeUserCreated: before['enabled'] === true && pgFunction ? { schema: pgFunction[1] ?? 'public', name: pgFunction[2] ?? '' } : undefined,
  };
}
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** The CLI's names for GoTrue's required character sets (GOTRUE_PASSWORD_REQUIRED_CHARACTERS). */
const PASSWORD_REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'],
};

/** `[auth] password_requirements` as character sets; an unknown name stops the stack, as it stops the CLI. */
export function requiredCharacters(value: unknown): string[] {
  const name = typeof value === 'string' ? value : '';
  const sets = PASSWORD_REQUIREMENTS[name];
  if (!sets)
    throw new Error(
      `config.toml: [auth] password_requirements = "${name}" is not one of ${Object.keys(PASSWORD_REQUIREMENTS)
        .map((key) => `"${key}"`)
        .join(', ')}`,
    );
  return sets;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export interface ProjectConfig {
  auth: AuthSettings;
  hooks: AuthHooks;
  /** Functions declared with `verify_jwt = false`. */
  unverifiedFunctions: Set<string>;
}

/** Reads supabase/config.toml with the CLI's defaults for anything missing. */
export async function readProjectConfig(configPath: string): Promise<ProjectConfig> {
  const config = table(parse(await readFile(configPath, 'utf8')));
  const functions = table(config['functions']);
  const unverifiedFunctions = new Set(Object.keys(functions).filter((slug) => table(functions[slug])['verify_jwt'] === false));
  return { auth: readAuthSettings(config), hooks: readAuthHooks(table(table(config['auth'])['hook'])), unverifiedFunctions };
}

function readAuthSettings(config: Table): AuthSettings {
  const auth = table(config['auth']);
  const email = table(auth['email']);
  const rateLimit = table(auth['rate_limit']);
  const redirects = auth['additional_redirect_urls'];
  return {
    siteUrl: typeof auth['site_url'] === 'string' ? auth['site_url'] : 'http://127.0.0.1:3000',
    additionalRedirectUrls: Array.isArray(redirects) ? redirects.filter((url): url is string => typeof url === 'string') : [],
    jwtExpiry: num(auth['jwt_expiry'], 3600),
    refreshTokenReuseInterval: num(auth['refresh_token_reuse_interval'], 10),
    minimumPasswordLength: num(auth['minimum_password_length'], 6),
    passwordRequiredCharacters: requiredCharacters(auth['password_requirements']),
    securePasswordChange: bool(email['secure_password_change'], false),
    recentSignInSeconds: 86_400,
    enableSignup: bool(auth['enable_signup'], true) && bool(email['enable_signup'], true),
    mailerAutoconfirm: !bool(email['enable_confirmations'], false),
    signInSignUpsPer5Min: num(rateLimit['sign_in_sign_ups'], 30),
    tokenRefreshesPer5Min: num(rateLimit['token_refresh'], 150),
    mailerOtpExpiry: num(email['otp_expiry'], 3600),
    emailMaxFrequency: durationSeconds(email['max_frequency'], 60),
    emailsSentPerHour: num(rateLimit['email_sent'], 2),
  };
}
