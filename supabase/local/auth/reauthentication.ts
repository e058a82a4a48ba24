/**
 * GoTrue's re-authentication before a password change (`[auth.email] secure_password_change`):
 * `GET /reauthenticate` mails the signed-in user a six-digit nonce, and `PUT /user` (user.ts)
 * takes `{ password, nonce }`. A session signed in within the last 24 hours needs no nonce; the
 * nonce is kept hashed with the address, valid `otp_expiry` seconds, used once.
 */
import { createHash, randomInt } from 'node:crypto';
import { Hono } from 'hono';
import type { Tx } from '../database.ts';
import { json } from '../http.ts';
import { userJsonById } from './accounts.ts';
import type { AuthContext } from './context.ts';
import { checkMailFrequency, sendAuthMail } from './mail.ts';
import { AuthError } from './protocol.ts';
import { userClaims } from './sessions.ts';

interface ReauthenticationRow {
  email: string;
  email_confirmed_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
}

/** GoTrue's GenerateTokenHash: the nonce is stored hashed with the address it was sent to. */
const tokenHash = (email: string, nonce: string): string =>
  createHash('sha256')
    .update(email + nonce)
    .digest('hex');

async function sendNonce(ctx: AuthContext, request: Request): Promise<Response> {
  const { userId } = await userClaims(ctx, request);
  const found = await ctx.db.query<ReauthenticationRow>('select * from auth.users where id = $1', [userId]);
  const user = found.rows[0];
  if (!user?.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  checkMailFrequency(ctx, user.reauthentication_sent_at);
  const nonce = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await sendAuthMail(ctx, await userJsonById(ctx.db, userId), { kind: 'reauthentication', token: nonce, tokenHash: '', redirectTo: ctx.settings.siteUrl });
  await ctx.db.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [userId, tokenHash(user.email, nonce)]);
  return json({});
}

/**
 * Before a password change with secure_password_change on: nothing to do for a session signed in
 * recently, else the nonce must be the one last mailed, still valid; it is then used up.
 */
export async function requireReauthentication(ctx: AuthContext, tx: Tx, userId: string, sessionId: string, nonce: unknown): Promise<void> {
  if (!ctx.settings.securePasswordChange) return;
  const session = await tx.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [sessionId]);
  const signedInAt = session.rows[0]?.created_at.getTime() ?? 0;
  if (Date.now() - signedInAt < ctx.settings.recentSignInSeconds * 1000) return;
  if (typeof nonce !== 'string' || nonce === '') throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  const found = await tx.query<ReauthenticationRow>('select * from auth.users where id = $1 for update', [userId]);
  const user = found.rows[0];
  const sentAt = user?.reauthentication_sent_at?.getTime() ?? 0;
  const valid = user?.reauthentication_token === tokenHash(user?.email ?? '', nonce) && Date.now() - sentAt <= ctx.settings.mailerOtpExpiry * 1000;
  if (!valid) throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  await tx.query('update auth.users set reauthentication_token = null, reauthentication_sent_at = null where id = $1', [userId]);
}

export function reauthenticationRoutes(ctx: AuthContext): Hono {
  return new Hono().get('/reauthenticate', (c) => sendNonce(ctx, c.req.raw));
}
