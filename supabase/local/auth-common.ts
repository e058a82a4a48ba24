/**
 * What the `/auth/v1` route groups share: GoTrue's error type and body reading, and the sending
 * of a templated auth mail (confirmation, recovery) into the local mailbox.
 */
import { randomBytes } from 'node:crypto';
import type { Mailbox } from './mailbox.ts';

/** GoTrue's API version that switches error bodies to `{ code, message }`. */
export const API_VERSION = '2024-01-01';

/** An error GoTrue would answer; rendered in the body format the caller's API version asks for. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export interface AuthMailTemplate {
  subject: string;
  /** HTML with GoTrue's `{{ .ConfirmationURL }}` placeholder. */
  html: string;
}

export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const body = await request.text();
  if (body.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to GoTrue's answer for a body it cannot read.
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}

/** GoTrue's link to `/verify`: the token, the link type and where to land once verified. */
export function verifyLink(issuer: string, token: string, type: 'signup' | 'recovery', redirectTo: string): URL {
  const link = new URL(`${issuer}/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link;
}

export function sendAuthMail(mailbox: Mailbox, sender: string, template: AuthMailTemplate, email: string, link: URL): void {
  // The link goes into an href attribute: its `&` must be escaped there, as GoTrue's templates render it.
  const html = template.html.replace(/\{\{\s*\.ConfirmationURL\s*\}\}/g, link.toString().replace(/&/g, '&amp;'));
  mailbox.deliver({ from: sender, to: [email], subject: template.subject, html, text: `${template.subject}\n\n${link.toString()}`, reply_to: [] });
}

/** GoTrue's answer to a followed mail link: back to the site, the outcome in the URL fragment. */
export function fragmentRedirect(redirectTo: string, fragment: Record<string, string>): Response {
  return new Response(null, { status: 303, headers: { location: `${redirectTo}#${new URLSearchParams(fragment)}` } });
}

/** The fragment supabase-js (detectSessionInUrl) reads a session from; `type` decides its event (recovery: PASSWORD_RECOVERY). */
export function sessionFragment(session: Record<string, unknown>, type: 'signup' | 'recovery'): Record<string, string> {
  return {
    access_token: String(session['access_token']),
    expires_at: String(session['expires_at']),
    expires_in: String(session['expires_in']),
    refresh_token: String(session['refresh_token']),
    token_type: 'bearer',
    type,
  };
}

export const EXPIRED_LINK_FRAGMENT = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };

/** bcrypt cost of stored passwords (GoTrue's default). */
export const BCRYPT_COST = 10;
