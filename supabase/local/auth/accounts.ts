/** GoTrue's users and identities: their rows, the user JSON it answers, and the checks on addresses and passwords. */
import { randomUUID } from 'node:crypto';
import type { AuthSettings } from '../config.ts';
import type { Database, Tx } from '../database.ts';
import { AuthError } from './protocol.ts';

const MAX_PASSWORD_LENGTH = 72;
/** The same loose check GoTrue applies before it tries to deliver. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (date: Date | null): string | undefined => date?.toISOString();

/** A user as GoTrue's JSON writes it, before it is stored: what the hooks see of a sign-up not yet written. */
export function newUserJson(id: string, email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...data, email, email_verified: false, phone_verified: false, sub: id },
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  const confirmedAt = iso(user.email_confirmed_at);
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...(confirmedAt ? { email_confirmed_at: confirmedAt } : {}),
    phone: '',
    ...(user.confirmation_sent_at ? { confirmation_sent_at: iso(user.confirmation_sent_at) } : {}),
    ...(confirmedAt ? { confirmed_at: confirmedAt } : {}),
    ...(user.last_sign_in_at ? { last_sign_in_at: iso(user.last_sign_in_at) } : {}),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      ...(identity.last_sign_in_at ? { last_sign_in_at: iso(identity.last_sign_in_at) } : {}),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.identity_data['email'],
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

export async function findUserByEmail(tx: Tx | Database, email: string): Promise<UserRow | undefined> {
  const found = await tx.query<UserRow>('select * from auth.users where email = $1', [email]);
  return found.rows[0];
}

export async function identities(tx: Tx | Database, userId: string): Promise<IdentityRow[]> {
  const found = await tx.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
  return found.rows;
}

export async function userJsonById(tx: Tx | Database, userId: string): Promise<Record<string, unknown>> {
  const found = await tx.query<UserRow>('select * from auth.users where id = $1', [userId]);
  const user = found.rows[0];
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return userJson(user, await identities(tx, userId));
}

/** A new email user with its identity, as GoTrue creates them (sign-up, admin creation); `id` when chosen beforehand. */
export async function insertUser(tx: Tx, email: string, hash: string, data: Record<string, unknown>, id: string = randomUUID()): Promise<UserRow> {
  const inserted = await tx.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, raw_app_meta_data)
     values ($1, $2, $3, '{"provider":"email","providers":["email"]}') returning *`,
    [id, email, hash],
  );
  const user = inserted.rows[0];
  if (!user) throw new Error('insert into auth.users returned no row');
  const identityData = { email, email_verified: false, phone_verified: false, sub: user.id };
  await tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'email')`, [user.id, user.id, JSON.stringify(identityData)]);
  const updated = await tx.query<UserRow>('update auth.users set raw_user_meta_data = $2 where id = $1 returning *', [user.id, JSON.stringify({ ...data, ...identityData })]);
  return updated.rows[0] ?? user;
}

/** Marks the address verified, on the user and its identity, as a followed mail link proves it. */
export async function confirmEmail(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified":true}', updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(`update auth.identities set identity_data = identity_data || '{"email_verified":true}', updated_at = now() where user_id = $1`, [userId]);
}

/** GoTrue's strength check: what a password lacks against the length and character rules, or null. */
export function passwordWeakness(settings: AuthSettings, password: string): { message: string; reasons: string[] } | null {
  const messages: string[] = [];
  const reasons: string[] = [];
  if (password.length < settings.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.minimumPasswordLength} characters.`);
  }
  const sets = settings.passwordRequiredCharacters;
  if (sets.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null;
}

/** A password being set (sign-up, change, admin creation): GoTrue's 400s, then its weak_password 422. */
export function checkPassword(settings: AuthSettings, password: string): void {
  if (password === '') throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  const weakness = passwordWeakness(settings, password);
  if (weakness) throw new AuthError(422, 'weak_password', weakness.message, { weak_password: { reasons: weakness.reasons } });
}

export function checkEmail(email: string): void {
  if (!EMAIL_PATTERN.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
}
