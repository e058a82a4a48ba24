/** `POST /signup` (email and password, a confirmation mail unless autoconfirm) and the confirmation link it mails. */
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import type { Tx } from '../database.ts';
import { json } from '../http.ts';
import { checkEmail, checkPassword, confirmEmail, findUserByEmail, identities, insertUser, userJson, type UserRow } from './accounts.ts';
import { enforceLimit, type AuthContext } from './context.ts';
import { EXPIRED_LINK_FRAGMENT, fragmentRedirect, redirectTarget, sendAuthMail, sessionFragment, verifyLink } from './mail.ts';
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

async function signUp(ctx: AuthContext, request: Request): Promise<Response> {
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

  const outcome = await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) {
      if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // With confirmations on, GoTrue answers as for a new account so that addresses cannot be enumerated.
      return { kind: 'obfuscated' as const, user: { ...existing, id: randomUUID() } };
    }
    const user = existing ? await updateUnconfirmed(tx, existing.id, hash, data) : await insertUser(tx, email, hash, data);
    if (autoconfirm) {
      await tx.query('update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1', [user.id]);
      return { kind: 'session' as const, session: await issueSession(ctx, tx, user.id, 'password') };
    }
    const token = randomToken(24);
    const updated = await tx.query<UserRow>('update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1 returning *', [
      user.id,
      token,
    ]);
    const confirmed = updated.rows[0] ?? user;
    return { kind: 'confirmation' as const, user: confirmed, token, identities: await identities(tx, user.id) };
  });

  if (outcome.kind === 'obfuscated') return json({ ...userJson(outcome.user, []), identities: [] });
  if (outcome.kind === 'session') return json(outcome.session);
  sendAuthMail(ctx, ctx.confirmationMail, { email, metadata: outcome.user.raw_user_meta_data }, { link: verifyLink(ctx.issuer, outcome.token, 'signup', redirectTo), redirectTo });
  return json(userJson(outcome.user, outcome.identities));
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
    return signUp(ctx, c.req.raw);
  });
}
