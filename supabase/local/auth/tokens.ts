/** `POST /token` (password sign-in, refresh-token rotation) and `POST /logout` with its scopes. */
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import { json } from '../http.ts';
import { findUserByEmail, passwordWeakness } from './accounts.ts';
import { enforceLimit, type AuthContext } from './context.ts';
import { AuthError, readJsonBody, text } from './protocol.ts';
import { issueSession, newRefreshToken, sessionJson, userClaims } from './sessions.ts';

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<Response> {
  const email = text(body['email']).trim().toLowerCase();
  const password = text(body['password']);
  if (email === '' && text(body['phone']) === '') throw new AuthError(400, 'validation_failed', 'missing email or phone');
  const user = await findUserByEmail(ctx.db, email);
  const matches = user ? await bcrypt.compare(password, user.encrypted_password) : false;
  if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await ctx.db.transaction((tx) => issueSession(ctx, tx, user.id, 'password'));
  // As GoTrue, a password set before today's rules still signs in; the answer says what it lacks.
  const weakness = passwordWeakness(ctx.settings, password);
  return json(weakness ? { ...session, weak_password: weakness } : session);
}

/**
 * GoTrue's rotation: each refresh revokes the token it used and hands out its child. A revoked
 * token still works within the reuse interval (two tabs refreshing at once); after it, the
 * reuse is treated as a theft and the whole session is revoked.
 */
async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<Response> {
  const presented = text(body['refresh_token']);
  if (!/^[A-Za-z0-9_-]{12,}$/.test(presented)) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
  const session = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1 for update', [presented]);
    const token = found.rows[0];
    if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (token.revoked) {
      const withinReuse = Date.now() - token.updated_at.getTime() <= ctx.settings.refreshTokenReuseInterval * 1000;
      const active = await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [token.session_id]);
      const current = active.rows[0];
      if (!withinReuse || !current) {
        await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
        return { revokedFamily: true as const };
      }
      return sessionJson(ctx, tx, current.user_id, current.session_id, current.token, 'password');
    }
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [token.session_id]);
    const child = await newRefreshToken(tx, token.user_id, token.session_id, token.token);
    return sessionJson(ctx, tx, token.user_id, token.session_id, child, 'password');
  });
  // Outside the transaction, so that revoking the family is kept although the request fails.
  if ('revokedFamily' in session) throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return json(session);
}

async function logout(ctx: AuthContext, request: Request, scope: string): Promise<Response> {
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { userId, sessionId } = await userClaims(ctx, request);
  if (scope === 'local') await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  if (scope === 'global') await ctx.db.query('delete from auth.sessions where user_id = $1', [userId]);
  if (scope === 'others') await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  return new Response(null, { status: 204 });
}

export function tokenRoutes(ctx: AuthContext): Hono {
  return new Hono()
    .post('/token', async (c) => {
      const grantType = c.req.query('grant_type');
      if (grantType === 'password') {
        enforceLimit(ctx.limiters.signIn, c, ctx.settings.signInSignUpsPer5Min);
        return passwordGrant(ctx, await readJsonBody(c.req.raw));
      }
      if (grantType === 'refresh_token') {
        enforceLimit(ctx.limiters.refresh, c, ctx.settings.tokenRefreshesPer5Min);
        return refreshGrant(ctx, await readJsonBody(c.req.raw));
      }
      throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
    })
    .post('/logout', (c) => logout(ctx, c.req.raw, c.req.query('scope') ?? 'global'));
}
