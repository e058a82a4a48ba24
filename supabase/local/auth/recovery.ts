/**
 * Password recovery, as GoTrue does it: `POST /recover` mails a link (never telling whether the
 * address has an account), and the link (`GET /verify?type=recovery`, or `POST /verify` with its
 * `token_hash`) signs the user in with a session flagged `type=recovery`, from which `PUT /user`
 * (user.ts) sets the new password.
 */
import { Hono } from 'hono';
import { json } from '../http.ts';
import { checkEmail, confirmEmail, findUserByEmail, identities, userJson } from './accounts.ts';
import type { AuthContext } from './context.ts';
import { EXPIRED_LINK_FRAGMENT, checkMailFrequency, fragmentRedirect, redirectTarget, sendAuthMail, sessionFragment } from './mail.ts';
import { AuthError, randomToken, readJsonBody, text } from './protocol.ts';
import { issueSession } from './sessions.ts';

/**
 * `{ email }`: 200 `{}` whether or not the address has an account. A confirmed account's mail goes
 * as GoTrue sends it: max_frequency for the address, the project's hourly count, the Send Email hook.
 */
async function recover(ctx: AuthContext, request: Request): Promise<Response> {
  const { db } = ctx;
  const email = text((await readJsonBody(request))['email'])
    .trim()
    .toLowerCase();
  if (email === '') throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  checkEmail(email);
  const redirectTo = redirectTarget(ctx, new URL(request.url).searchParams.get('redirect_to'));
  const user = await findUserByEmail(db, email);
  if (!user?.email_confirmed_at) return json({});
  const found = await db.query<{ recovery_sent_at: Date | null }>('select recovery_sent_at from auth.users where id = $1', [user.id]);
  checkMailFrequency(ctx, found.rows[0]?.recovery_sent_at);
  const token = randomToken(24);
  await sendAuthMail(ctx, userJson(user, await identities(db, user.id)), { kind: 'recovery', token: '', tokenHash: token, redirectTo });
  await db.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [user.id, token]);
  return json({});
}

/** Uses a recovery token once: a session for its user, or nothing when it is unknown, used or expired. */
async function consumeRecoveryToken(ctx: AuthContext, token: string): Promise<Record<string, unknown> | undefined> {
  if (token === '') return undefined;
  return ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; recovery_sent_at: Date | null }>('select id, recovery_sent_at from auth.users where recovery_token = $1 for update', [token]);
    const user = found.rows[0];
    if (!user) return undefined;
    await tx.query('update auth.users set recovery_token = null where id = $1', [user.id]);
    const sentAt = user.recovery_sent_at?.getTime() ?? 0;
    if (Date.now() - sentAt > ctx.settings.mailerOtpExpiry * 1000) return undefined;
    await confirmEmail(tx, user.id);
    return issueSession(ctx, tx, user.id, 'otp');
  });
}

/** The mailed link: back to the site with the recovery session in the fragment, or GoTrue's expired-link error. */
export async function followRecoveryLink(ctx: AuthContext, token: string, redirectTo: string): Promise<Response> {
  const session = await consumeRecoveryToken(ctx, token);
  return fragmentRedirect(redirectTo, session ? sessionFragment(session, 'recovery') : EXPIRED_LINK_FRAGMENT);
}

/** `{ type: 'recovery', token_hash }` (supabase-js `verifyOtp`): the session as JSON. */
async function verifyTokenHash(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  if (body['type'] !== 'recovery') throw new AuthError(400, 'validation_failed', 'The local stack verifies only recovery tokens here');
  const session = await consumeRecoveryToken(ctx, text(body['token_hash']));
  if (!session) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  return json(session);
}

export function recoveryRoutes(ctx: AuthContext): Hono {
  return new Hono().post('/recover', (c) => recover(ctx, c.req.raw)).post('/verify', (c) => verifyTokenHash(ctx, c.req.raw));
}
