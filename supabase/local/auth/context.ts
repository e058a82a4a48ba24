/** What every `/auth/v1` route group works with: the database, the keys, the settings and the mail. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuthSettings } from '../config.ts';
import type { Database } from '../database.ts';
import type { JwtKeys } from '../jwt.ts';
import type { Mailbox } from '../mailbox.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { ParsedMailTemplate } from './mail-template.ts';
import { AuthError } from './protocol.ts';

/**
 * A mail the stack sends (confirmation, recovery, re-authentication), as config.toml and
 * supabase/templates/ write it: Go templates, parsed once (mail-template.ts).
 */
export interface AuthMailTemplate {
  subject: ParsedMailTemplate;
  /** HTML with GoTrue's `{{ .ConfirmationURL }}` (links) or `{{ .Token }}` (the re-authentication nonce), branching on `.Data` (the user's metadata). */
  html: ParsedMailTemplate;
}

const FIVE_MINUTES_MS = 300_000;
const ONE_HOUR_MS = 3_600_000;

export interface AuthOptions {
  db: Database;
  keys: JwtKeys;
  /** Shared with the stack's test controls, which change them while it runs. */
  settings: AuthSettings;
  mailbox: Mailbox;
  /** The address the stack is reached at, as GoTrue's API_EXTERNAL_URL (`…/auth/v1` is appended). */
  apiUrl: string;
  confirmationMail: AuthMailTemplate;
  recoveryMail: AuthMailTemplate;
  reauthenticationMail: AuthMailTemplate;
  senderAddress: string;
}

export interface AuthContext extends AuthOptions {
  /** GoTrue's API_EXTERNAL_URL followed by `/auth/v1`: the tokens' issuer, where mailed links point. */
  issuer: string;
  /** Sign-ups and password sign-ins per IP, refreshes per IP, recovery mails for the whole project. */
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
  if (!limiter.allow(getConnInfo(c).remote.address ?? '', perFiveMinutes)) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}
