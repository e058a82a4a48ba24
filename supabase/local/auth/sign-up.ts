/**
 * `POST /signup` (email and password, a confirmation mail unless autoconfirm) and the confirmation
 * link it mails. As GoTrue: the Before User Created hook first, for a new account; then, for the
 * mail, the address's max_frequency, the project's hourly count and the Send Email hook; a refusal
 * of either hook leaves no account and no mail.
 */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import type { Tx } from '../database.ts';
import { json } from '../http.ts';
import { checkEmail, checkPassword, confirmEmail, findUserByEmail, identities, insertUser, newUserJson, userJson, type UserRow } from './accounts.ts';
import { enforceLimit, hookError, hookIpAddress, type AuthContext } from './context.ts';
import { EXPIRED_LINK_FRAGMENT, checkMailFrequency, fragmentRedirect, redirectTarget, sendAuthMail, sessionFragment } from './mail.ts';
import { AuthError, BCRYPT_COST, randomToken, readJsonBody, text } from './protocol.ts';
import { issueSession } from './sessions.ts';

/** Confirmation links stay valid for a day, GoTrue's `mailer_otp_exp` default. */
const CONFIRMATION_LIFETIME_MS = 86_400_000;

async function updateUnconfirmed(tx: Tx, id: string, hash: string, data: Record<string, unknown>): Promise<UserRow> {
  const updated = await tx.query<UserRow>(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now()
     where id = $1 returning *`,
    [id, hash, JSON.stringify(data)],
  );
  const user = updated.rows[0];
  if (!user) throw new Error('unconfirmed user vanished');
  return user;
}

async function signUp(ctx: AuthContext, request: Request, ip: string): Promise<Response> {
  const { db, settings } = ctx;
  if (!settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const body = await readJsonBody(request);
  const email = text(body['email']).trim().toLowerCase();
  const password = text(body['password']);
  if (email === '' && text(body['phone']) === '') throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  checkPassword(settings, password);
  checkEmail(email);
  const data = typeof body['data'] === 'object' && body['data'] !== null ? (body['data'] as Record<string, unknown>) : {};
  const redirectTo = redirectTarget(ctx, new URL(request.url).searchParams.get('redirect_to'));
  const autoconfirm = settings.mailerAutoconfirm;
  const hash = await bcrypt.hash(password, BCRYPT_COST);

  const existing = await findUserByEmail(db, email);
  if (existing?.email_confirmed_at) {
    if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    // With confirmations on, GoTrue answers as for a new account so that addresses cannot be enumerated.
    return json({ ...userJson({ ...existing, id: randomUUID() }, []), identities: [] });
  }
  // The hooks see the account before it is written: the stack's one connection to its database is
  // the function's too, so an account is stored once Auth may go on, never inside a transaction that waits on a hook.
  const id = existing?.id ?? randomUUID();
  if (!existing) {
    const refusal = await ctx.hooks.beforeUserCreated({
      metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'before-user-created', ip_address: ip },
      user: newUserJson(id, email, data),
    });
    if (refusal) throw hookError(refusal);
  }

  if (autoconfirm) {
    const session = await db.transaction(async (tx) => {
      const user = existing ? await updateUnconfirmed(tx, existing.id, hash, data) : await insertUser(tx, email, hash, data, id);
      await tx.query('update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1', [user.id]);
      return issueSession(ctx, tx, user.id, 'password');
    });
    return json(session);
  }

  checkMailFrequency(ctx, existing?.confirmation_sent_at);
  const token = randomToken(24);
  const mailedUser = existing
    ? userJson({ ...existing, raw_user_meta_data: { ...existing.raw_user_meta_data, ...data } }, await identities(db, existing.id))
    : newUserJson(id, email, data);
  await sendAuthMail(ctx, mailedUser, { kind: 'signup', token: '', tokenHash: token, redirectTo });
  const stored = await db.transaction(async (tx) => {
    const user = existing ? await updateUnconfirmed(tx, existing.id, hash, data) : await insertUser(tx, email, hash, data, id);
    const updated = await tx.query<UserRow>('update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1 returning *', [
      user.id,
      token,
    ]);
    return { user: updated.rows[0] ?? user, identities: await identities(tx, user.id) };
  });
  return json(userJson(stored.user, stored.identities));
}

/** The link of the confirmation mail: confirms the address and signs in through the URL fragment. */
export async function followConfirmationLink(ctx: AuthContext, token: string, redirectTo: string): Promise<Response> {
  const session = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<UserRow>('select * from auth.users where confirmation_token = $1 for update', [token]);
    const user = found.rows[0];
    const sentAt = user?.confirmation_sent_at?.getTime() ?? 0;
    if (!user || Date.now() - sentAt > CONFIRMATION_LIFETIME_MS) return undefined;
    await confirmEmail(tx, user.id);
    await tx.query('update auth.users set confirmation_token = null where id = $1', [user.id]);
    return issueSession(ctx, tx, user.id, 'otp');
  });
  return fragmentRedirect(redirectTo, session ? sessionFragment(session, 'signup') : EXPIRED_LINK_FRAGMENT);
}

export function signUpRoutes(ctx: AuthContext): Hono {
  return new Hono().post('/signup', (c) => {
    enforceLimit(ctx.limiters.signIn, c, ctx.settings.signInSignUpsPer5Min);
    return signUp(ctx, c.req.raw, hookIpAddress(c));
  });
}
