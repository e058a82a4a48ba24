/** What every `/auth/v1` route group works with: the database, the keys, the settings and the mail. */
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuthSettings } from '../config.ts';
import type { Database } from '../database.ts';
import type { JwtKeys } from '../jwt.ts';
import { RateLimiter } from '../rate-limit.ts';
import { AuthError } from './protocol.ts';

/** What a hook answered: nothing when Auth goes on, else the error Auth answers the caller with. */
export type HookRefusal = { httpCode: number; message: string } | undefined;

/** The auth hooks of config.toml, as the stack calls them (stack.ts wires them). */
export interface AuthHookCalls {
  /** The Send Email hook, for one mail: GoTrue's `{ user, email_data }`. */
  sendEmail(payload: { user: Record<string, unknown>; email_data: Record<string, string> }): Promise<HookRefusal>;
  /** The Before User Created hook, when config.toml turns it on: GoTrue's `{ metadata, user }`. */
  beforeUserCreated(event: { metadata: Record<string, unknown>; user: Record<string, unknown> }): Promise<HookRefusal>;
}

const FIVE_MINUTES_MS = 300_000;
const ONE_HOUR_MS = 3_600_000;

export interface AuthOptions {
  db: Database;
  keys: JwtKeys;
  /** Shared with the stack's test controls, which change them while it runs. */
  settings: AuthSettings;
  /** The address the stack is reached at, as GoTrue's API_EXTERNAL_URL (`…/auth/v1` is appended). */
  apiUrl: string;
  hooks: AuthHookCalls;
}

export interface AuthContext extends AuthOptions {
  /** GoTrue's API_EXTERNAL_URL followed by `/auth/v1`: the tokens' issuer, where mailed links point. */
  issuer: string;
  /** Sign-ups and password sign-ins per IP, refreshes per IP, auth mails for the whole project. */
  limiters: { signIn: RateLimiter; refresh: RateLimiter; hourlyMails: RateLimiter };
}

export function authContext(options: AuthOptions): AuthContext {
  return {
    ...options,
    issuer: `${options.apiUrl}/auth/v1`,
    limiters: { signIn: new RateLimiter(FIVE_MINUTES_MS), refresh: new RateLimiter(FIVE_MINUTES_MS), hourlyMails: new RateLimiter(ONE_HOUR_MS) },
  };
}

export function resetRateLimits({ limiters }: AuthContext): void {
  for (const limiter of Object.values(limiters)) limiter.reset();
}

/** GoTrue's per-IP limits: over the limit, the request is refused before any work. */
export function enforceLimit(limiter: RateLimiter, c: Context, perFiveMinutes: number): void {
  if (!limiter.allow(clientIp(c), perFiveMinutes)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/** The address of the connection: the key of the stack's per-IP limits. */
const clientIp = (c: Context): string => getConnInfo(c).remote.address ?? '';

/**
 * The caller's address as GoTrue gives it to its hooks (`metadata.ip_address`, its
 * utilities.GetIPAddress): the first entry of X-Forwarded-For that is an IP address, else the
 * connection's. The rule clientAddress states for the functions (contact-handler.ts): before hosted
 * Auth, Cloudflare appends the address it sees to the header.
 */
export function hookIpAddress(c: Context): string {
  for (const entry of (c.req.header('x-forwarded-for') ?? '').split(',')) {
    if (isIP(entry.trim())) return entry.trim();
  }
  return clientIp(c);
}

/** A hook's refusal as GoTrue answers it: the hook's status and message, with GoTrue's code for an error that names none. */
export function hookError({ httpCode, message }: { httpCode: number; message: string }): AuthError {
  return new AuthError(httpCode, httpCode === 500 ? 'unexpected_failure' : 'unknown', message);
}
