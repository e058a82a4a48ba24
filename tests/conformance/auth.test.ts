/**
 * The real supabase-js against the local stack: every auth call the site makes and every row of
 * the wire reference's error table (shared/reference/supabase-wire.md, sections 1 to 4).
 */
import { AuthApiError, AuthSessionMissingError, AuthWeakPasswordError, isAuthError, type AuthChangeEvent } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANON_KEY,
  API_URL,
  CONFORMANCE_SIGN_IN_LIMIT,
  DEMO_JWT_SECRET,
  MemoryStorage,
  PASSWORD,
  admin,
  confirmedUser,
  mailsTo,
  newClient,
  setAuthSettings,
  signedInClient,
  uniqueEmail,
} from './stack';

const SESSION_KEY = 'sb-127-auth-token';

function expectApiError(error: unknown, status: number, code: string, message: string | RegExp): void {
  expect(isAuthError(error), String(error)).toBe(true);
  expect(error).toBeInstanceOf(AuthApiError);
  const apiError = error as AuthApiError;
  expect(apiError.status).toBe(status);
  expect(apiError.code).toBe(code);
  if (typeof message === 'string') expect(apiError.message).toBe(message);
  else expect(apiError.message).toMatch(message);
}

function recordEvents(client: ReturnType<typeof newClient>): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return events;
}

/** The headers supabase-js sends, for the rows the client itself cannot produce. */
const clientHeaders = { apikey: ANON_KEY, 'x-supabase-api-version': '2024-01-01', 'content-type': 'application/json;charset=UTF-8' };

afterEach(async () => {
  await setAuthSettings({ mailer_autoconfirm: false, sign_in_sign_ups: CONFORMANCE_SIGN_IN_LIMIT, refresh_token_reuse_interval: 10, reset_rate_limits: true });
});

describe('signUp', () => {
  it('with confirmations on answers the bare user, stores no session and mails a confirmation link', async () => {
    const storage = new MemoryStorage();
    const client = newClient(storage);
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'http://localhost:4321/' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', phone: '', is_anonymous: false });
    expect(data.user).not.toHaveProperty('email_confirmed_at');
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id, identity_data: { email, sub: data.user?.id } });
    expect(storage.items.size).toBe(0);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirmez votre inscription');
    const link = /href="([^"]+)"/.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '';
    const linkUrl = new URL(link);
    expect(`${linkUrl.origin}${linkUrl.pathname}`).toBe(`${API_URL}/auth/v1/verify`);
    expect(linkUrl.searchParams.get('type')).toBe('signup');
    expect(linkUrl.searchParams.get('redirect_to')).toBe('http://localhost:4321/');

    const unconfirmed = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expectApiError(unconfirmed.error, 400, 'email_not_confirmed', 'Email not confirmed');

    const verified = await fetch(link, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    const location = new URL(verified.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:4321/');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    expect(Number(fragment.get('expires_in'))).toBe(3600);
    const { data: linked } = await client.auth.getUser(fragment.get('access_token') ?? '');
    expect(linked.user?.email_confirmed_at).toBeTruthy();

    const reused = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(reused.headers.get('location') ?? '').hash.slice(1)).get('error_code')).toBe('otp_expired');

    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
  });

  it('with confirmations off answers a session, stores it and emits SIGNED_IN', async () => {
    await setAuthSettings({ mailer_autoconfirm: true });
    const storage = new MemoryStorage();
    const client = newClient(storage);
    const events = recordEvents(client);
    const email = uniqueEmail('autoconfirm');
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(JSON.parse(storage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ token_type: 'bearer', user: { email } });
    expect(events).toContain('SIGNED_IN');
  });

  it('refuses an already registered address with user_already_exists when confirmations are off', async () => {
    const email = await confirmedUser('duplicate');
    await setAuthSettings({ mailer_autoconfirm: true });
    const { data, error } = await newClient().auth.signUp({ email, password: PASSWORD });
    expectApiError(error, 422, 'user_already_exists', 'User already registered');
    expect(data.user).toBeNull();
  });

  it('answers an obfuscated user without identities for a registered address when confirmations are on', async () => {
    const email = uniqueEmail('enumeration');
    const { data: existing } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { data, error } = await newClient().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(existing.user?.id);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('reports a weak password as AuthWeakPasswordError with its reasons', async () => {
    const { error } = await newClient().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).status).toBe(422);
    expect((error as AuthWeakPasswordError).code).toBe('weak_password');
    expect(error?.message).toBe(
      'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
  });

  it('refuses an empty password, an over-long password and a malformed address with validation_failed', async () => {
    const client = newClient();
    const empty = await client.auth.signUp({ email: uniqueEmail('empty'), password: '' });
    expectApiError(empty.error, 400, 'validation_failed', 'Signup requires a valid password');
    const long = await client.auth.signUp({ email: uniqueEmail('long'), password: 'x'.repeat(73) });
    expectApiError(long.error, 400, 'validation_failed', 'Password cannot be longer than 72 characters');
    const badEmail = await client.auth.signUp({ email: 'pas-une-adresse', password: PASSWORD });
    expectApiError(badEmail.error, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  });
});

describe('signInWithPassword', () => {
  it('answers a session of the documented shape, persists it under sb-127-auth-token and emits SIGNED_IN', async () => {
    const email = await confirmedUser('signin');
    const storage = new MemoryStorage();
    const client = newClient(storage);
    const events = recordEvents(client);
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session?.refresh_token).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect(session?.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    expect(session?.user.last_sign_in_at).toBeTruthy();
    expect(session?.user.user_metadata).toMatchObject({ email_verified: true });

    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${API_URL}/auth/v1`,
      sub: session?.user.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims['session_id']).toEqual(expect.any(String));
    expect(claims['amr']).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const stored = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored['access_token']).toBe(session?.access_token);
    expect(stored['expires_at']).toBe(session?.expires_at);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('answers invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const email = await confirmedUser('wrong');
    const client = newClient();
    const wrong = await client.auth.signInWithPassword({ email, password: 'mauvais-mot-de-passe' });
    expectApiError(wrong.error, 400, 'invalid_credentials', 'Invalid login credentials');
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expectApiError(unknown.error, 400, 'invalid_credentials', 'Invalid login credentials');
  });

  it('is refused by the client itself without an email or a phone, before any request', async () => {
    const { error } = await newClient().auth.signInWithPassword({ password: PASSWORD } as never);
    expect(error?.name).toBe('AuthInvalidCredentialsError');
    expect(error?.message).toBe('You must provide either an email or phone number and a password');
  });

  it('answers validation_failed when /token gets neither email nor phone', async () => {
    const response = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, { method: 'POST', headers: clientHeaders, body: JSON.stringify({ password: PASSWORD }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
  });

  it('answers 429 over_request_rate_limit past the sign-in limit', async () => {
    const email = await confirmedUser('ratelimit');
    await setAuthSettings({ sign_in_sign_ups: 2, reset_rate_limits: true });
    const client = newClient();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expectApiError(error, 429, 'over_request_rate_limit', 'Request rate limit reached');
  });
});

describe('error bodies', () => {
  it('use { code, message } and echo the API version when the request names 2024-01-01, exposing the header through CORS', async () => {
    const response = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...clientHeaders, origin: 'http://localhost:4321' },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'x' }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it('use the legacy { code, error_code, msg } without the version header', async () => {
    const response = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'x' }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('answer auth preflights with the headers supabase-js sends', async () => {
    const response = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-supabase-api-version/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh answers a new refresh token and emits TOKEN_REFRESHED', async () => {
    const { client } = await signedInClient('rotate');
    const events = recordEvents(client);
    const { data: before } = await client.auth.getSession();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.session?.refresh_token);
    expect(data.session?.user.id).toBe(before.session?.user.id);
    expect(events).toContain('TOKEN_REFRESHED');
  });

  it('getSession refreshes only when the access token expires within 90 s', async () => {
    const { client, storage } = await signedInClient('getsession');
    const stored = JSON.parse(storage.getItem(SESSION_KEY) ?? '{}') as { refresh_token: string; expires_at: number };
    const unchanged = await client.auth.getSession();
    expect(unchanged.data.session?.refresh_token).toBe(stored.refresh_token);
    storage.setItem(SESSION_KEY, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) + 60 }));
    const refreshed = await client.auth.getSession();
    expect(refreshed.data.session?.refresh_token).not.toBe(stored.refresh_token);
  });

  it('accept a used token again within the reuse interval, then answer refresh_token_already_used and revoke the session', async () => {
    await setAuthSettings({ refresh_token_reuse_interval: 1 });
    const { client } = await signedInClient('reuse');
    const { data: first } = await client.auth.getSession();
    const used = first.session?.refresh_token ?? '';
    const { data: rotated } = await client.auth.refreshSession();
    const other = newClient();
    const within = await other.auth.refreshSession({ refresh_token: used });
    expect(within.error).toBeNull();
    expect(within.data.session?.refresh_token).toBe(rotated.session?.refresh_token);

    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const after = await other.auth.refreshSession({ refresh_token: used });
    expectApiError(after.error, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    const revoked = await client.auth.refreshSession();
    expectApiError(revoked.error, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  });

  it('answer validation_failed for a malformed token and refresh_token_not_found for an unknown one', async () => {
    const client = newClient();
    const malformed = await client.auth.refreshSession({ refresh_token: 'x' });
    expectApiError(malformed.error, 400, 'validation_failed', 'Refresh token is not valid');
    const unknown = await client.auth.refreshSession({ refresh_token: 'AbCdEfGhIjKlMnOpQrStUv' });
    expectApiError(unknown.error, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  });
});

describe('getUser', () => {
  it('answers the bare user of the signed-in session', async () => {
    const { client, email } = await signedInClient('getuser');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', is_anonymous: false });
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email, email_verified: true });
  });

  it('without a session returns AuthSessionMissingError "Auth session missing!"', async () => {
    const { data, error } = await newClient().auth.getUser();
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthSessionMissingError);
    expect(error?.message).toBe('Auth session missing!');
  });

  it('answers 401 no_authorization without a bearer token', async () => {
    const user = await fetch(`${API_URL}/auth/v1/user`, { headers: { apikey: ANON_KEY, 'x-supabase-api-version': '2024-01-01' } });
    expect(user.status).toBe(401);
    expect(await user.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    const logout = await fetch(`${API_URL}/auth/v1/logout`, { method: 'POST', headers: clientHeaders });
    expect(logout.status).toBe(401);
  });

  it('answers 403 bad_jwt for an expired token and for a token signed with another secret', async () => {
    const client = newClient();
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: crypto.randomUUID(), role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 };
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(DEMO_JWT_SECRET));
    const expiredAnswer = await client.auth.getUser(expired);
    expectApiError(expiredAnswer.error, 403, 'bad_jwt', /^invalid JWT: unable to parse or verify signature, /);
    const forged = await new SignJWT({ ...claims, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-characters'));
    const forgedAnswer = await client.auth.getUser(forged);
    expectApiError(forgedAnswer.error, 403, 'bad_jwt', /^invalid JWT: unable to parse or verify signature, /);
  });

  it('reports a revoked session as session missing and a deleted user as user_not_found', async () => {
    const { client } = await signedInClient('revoked');
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token ?? '';
    await client.auth.signOut();
    const revoked = await newClient().auth.getUser(token);
    expect(revoked.error).toBeInstanceOf(AuthSessionMissingError);
    const raw = await fetch(`${API_URL}/auth/v1/user`, { headers: { ...clientHeaders, authorization: `Bearer ${token}` } });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });

    const { client: other } = await signedInClient('deleted');
    const { data: otherSession } = await other.auth.getSession();
    const { error: deleteError } = await admin.auth.admin.deleteUser(otherSession.session?.user.id ?? '');
    expect(deleteError).toBeNull();
    const deleted = await newClient().auth.getUser(otherSession.session?.access_token ?? '');
    expectApiError(deleted.error, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  });
});

describe('signOut', () => {
  async function twoSessions(label: string) {
    const email = await confirmedUser(label);
    const first = newClient();
    const second = newClient();
    await first.auth.signInWithPassword({ email, password: PASSWORD });
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    return { first, second };
  }

  it('global (default) ends every session of the user, clears the stored session and emits SIGNED_OUT', async () => {
    const { first, second } = await twoSessions('global');
    const events = recordEvents(first);
    const { error } = await first.auth.signOut();
    expect(error).toBeNull();
    expect((await first.auth.getSession()).data.session).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    const { error: refreshError } = await second.auth.refreshSession();
    expectApiError(refreshError, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  });

  it('local ends only this session', async () => {
    const { first, second } = await twoSessions('local');
    await first.auth.signOut({ scope: 'local' });
    expect((await first.auth.getSession()).data.session).toBeNull();
    expect((await second.auth.getUser()).error).toBeNull();
    expect((await second.auth.refreshSession()).error).toBeNull();
  });

  it('others ends the other sessions and keeps this one', async () => {
    const { first, second } = await twoSessions('others');
    const { error } = await first.auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect((await first.auth.getSession()).data.session).not.toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    const { error: refreshError } = await second.auth.refreshSession();
    expectApiError(refreshError, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  });

  it('answers 204 with an empty body, and validation_failed for an unknown scope', async () => {
    const { client } = await signedInClient('scope');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const headers = { ...clientHeaders, authorization: `Bearer ${token}` };
    const bogus = await fetch(`${API_URL}/auth/v1/logout?scope=everything`, { method: 'POST', headers });
    expect(bogus.status).toBe(400);
    expect(((await bogus.json()) as { code: string }).code).toBe('validation_failed');
    const done = await fetch(`${API_URL}/auth/v1/logout?scope=local`, { method: 'POST', headers });
    expect(done.status).toBe(204);
    expect(await done.text()).toBe('');
  });

  it('without a session sends nothing and still emits SIGNED_OUT', async () => {
    const client = newClient();
    const events = recordEvents(client);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
  });
});

describe('keys and settings', () => {
  it('publishes no public key for HS256, cacheable for 10 minutes', async () => {
    const response = await fetch(`${API_URL}/auth/v1/.well-known/jwks.json`);
    expect(await response.json()).toEqual({ keys: [] });
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('refuses a request without an API key, as the gateway does', async () => {
    const response = await fetch(`${API_URL}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('No API key found in request');
  });
});
