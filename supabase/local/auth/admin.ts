/** `/admin/users`: creating, reading and deleting users with the service-role key (supabase-js `auth.admin`). */
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import { json } from '../http.ts';
import { checkEmail, checkPassword, findUserByEmail, identities, insertUser, userJson, userJsonById, type UserRow } from './accounts.ts';
import type { AuthContext } from './context.ts';
import { AuthError, BCRYPT_COST, randomToken, readJsonBody, text } from './protocol.ts';
import { bearerClaims } from './sessions.ts';

async function requireServiceRole(ctx: AuthContext, request: Request): Promise<void> {
  const claims = await bearerClaims(ctx, request);
  if (claims['role'] !== 'service_role' && claims['role'] !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

async function createUser(ctx: AuthContext, request: Request): Promise<Response> {
  await requireServiceRole(ctx, request);
  const body = await readJsonBody(request);
  const email = text(body['email']).trim().toLowerCase();
  const password = text(body['password']);
  checkEmail(email);
  if (password !== '') checkPassword(ctx.settings, password);
  const hash = await bcrypt.hash(password === '' ? randomToken(24) : password, BCRYPT_COST);
  const metadata = typeof body['user_metadata'] === 'object' && body['user_metadata'] !== null ? (body['user_metadata'] as Record<string, unknown>) : {};
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const created = await insertUser(tx, email, hash, metadata);
    if (body['email_confirm'] === true) {
      await tx.query(`update auth.users set email_confirmed_at = now(), raw_user_meta_data = raw_user_meta_data || '{"email_verified":true}' where id = $1`, [created.id]);
      await tx.query(`update auth.identities set identity_data = identity_data || '{"email_verified":true}' where user_id = $1`, [created.id]);
    }
    return userJsonById(tx, created.id);
  });
  return json(user);
}

async function getUser(ctx: AuthContext, request: Request, userId: string): Promise<Response> {
  await requireServiceRole(ctx, request);
  const found = await ctx.db.query<UserRow>('select * from auth.users where id = $1', [userId]);
  const user = found.rows[0];
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return json(userJson(user, await identities(ctx.db, userId)));
}

async function deleteUser(ctx: AuthContext, request: Request, userId: string): Promise<Response> {
  await requireServiceRole(ctx, request);
  const deleted = await ctx.db.query('delete from auth.users where id = $1 returning id', [userId]);
  if (deleted.rows.length === 0) throw new AuthError(404, 'user_not_found', 'User not found');
  return json({});
}

const USER_PATH = '/admin/users/:id{[0-9a-f-]{36}}';

export function adminRoutes(ctx: AuthContext): Hono {
  return new Hono()
    .post('/admin/users', (c) => createUser(ctx, c.req.raw))
    .get(USER_PATH, (c) => getUser(ctx, c.req.raw, c.req.param('id')))
    .delete(USER_PATH, (c) => deleteUser(ctx, c.req.raw, c.req.param('id')));
}
