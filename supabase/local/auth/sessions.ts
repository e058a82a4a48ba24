/** GoTrue's sessions: issuing one (refresh token and access token), and reading the bearer token a request carries. */
import type { JWTPayload } from 'jose';
import type { Tx } from '../database.ts';
import { userJsonById } from './accounts.ts';
import type { AuthContext } from './context.ts';
import { AuthError, randomToken } from './protocol.ts';

export type SignInMethod = 'password' | 'otp';

export async function newRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = randomToken(16);
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, userId, sessionId, parent]);
  return token;
}

/** GoTrue's session JSON: a fresh access token for the session, next to the refresh token given. */
export async function sessionJson(ctx: AuthContext, tx: Tx, userId: string, sessionId: string, refreshToken: string, method: SignInMethod): Promise<Record<string, unknown>> {
  const user = await userJsonById(tx, userId);
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.settings.jwtExpiry;
  const accessToken = await ctx.keys.sign({
    iss: ctx.issuer,
    sub: userId,
    aud: 'authenticated',
    exp: expiresAt,
    iat: now,
    email: user['email'],
    phone: '',
    app_metadata: user['app_metadata'],
    user_metadata: user['user_metadata'],
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user,
  };
}

/** A new session (sign-in, verified link): a session row, its first refresh token, an access token. */
export async function issueSession(ctx: AuthContext, tx: Tx, userId: string, method: SignInMethod): Promise<Record<string, unknown>> {
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
  const sessionId = session.rows[0]?.id ?? '';
  const refreshToken = await newRefreshToken(tx, userId, sessionId, null);
  return sessionJson(ctx, tx, userId, sessionId, refreshToken, method);
}

/** The verified claims of the request's bearer token, with GoTrue's errors. */
export async function bearerClaims({ keys }: AuthContext, request: Request): Promise<JWTPayload> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await keys.verify(match[1]);
  if ('failure' in verified) {
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.reason}`);
  }
  return verified.claims;
}

/** Claims of a signed-in user whose session still exists. */
export async function userClaims(ctx: AuthContext, request: Request): Promise<{ userId: string; sessionId: string }> {
  const claims = await bearerClaims(ctx, request);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const sessionId = typeof claims['session_id'] === 'string' ? claims['session_id'] : '';
  const users = await ctx.db.query('select 1 from auth.users where id = $1', [claims.sub]);
  if (users.rows.length === 0) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessions = await ctx.db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  if (sessions.rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { userId: claims.sub, sessionId };
}
