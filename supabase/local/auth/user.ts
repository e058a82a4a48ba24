/**
 * `GET /user` (the signed-in user) and `PUT /user` (supabase-js `updateUser`: a new password and/or
 * metadata; with secure_password_change, a password needs a recent sign-in or the mailed nonce).
 */
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import { json } from '../http.ts';
import { checkPassword, userJsonById } from './accounts.ts';
import type { AuthContext } from './context.ts';
import { AuthError, BCRYPT_COST, readJsonBody } from './protocol.ts';
import { requireReauthentication } from './reauthentication.ts';
import { userClaims } from './sessions.ts';

/** As GoTrue, a new password ends the user's other sessions and must differ from the current one. */
async function updateUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { userId, sessionId } = await userClaims(ctx, request);
  const body = await readJsonBody(request);
  if (typeof body['email'] === 'string' || typeof body['phone'] === 'string') {
    throw new AuthError(422, 'validation_failed', 'The local stack does not change email addresses or phone numbers');
  }
  const password = typeof body['password'] === 'string' ? body['password'] : undefined;
  if (password !== undefined) checkPassword(ctx.settings, password);
  const data = body['data'];
  const metadata = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined;
  const hash = password === undefined ? undefined : await bcrypt.hash(password, BCRYPT_COST);
  const user = await ctx.db.transaction(async (tx) => {
    if (password !== undefined && hash !== undefined) {
      await requireReauthentication(ctx, tx, userId, sessionId, body['nonce']);
      const current = await tx.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1 for update', [userId]);
      if (await bcrypt.compare(password, current.rows[0]?.encrypted_password ?? '')) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      await tx.query('update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now() where id = $1', [userId, hash]);
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    }
    if (metadata) {
      await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1', [userId, JSON.stringify(metadata)]);
    }
    return userJsonById(tx, userId);
  });
  return json(user);
}

export function userRoutes(ctx: AuthContext): Hono {
  return new Hono()
    .get('/user', async (c) => {
      const { userId } = await userClaims(ctx, c.req.raw);
      return json(await userJsonById(ctx.db, userId));
    })
    .put('/user', (c) => updateUser(ctx, c.req.raw));
}
