/**
 * `/auth/v1`: the part of GoTrue (Supabase Auth) the site and supabase-js use, with GoTrue's
 * requests, answers, error codes and messages (see shared/reference/supabase-wire.md):
 * email sign-up with confirmation mail, password sign-in, refresh-token rotation with a reuse
 * interval, the current user, sign-out scopes, link verification, and admin user creation.
 * Password recovery and user updates are in recovery.ts.
 */
import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import bcrypt from 'bcryptjs';
import { Hono } from 'hono';
import type { JWTPayload } from 'jose';
import {
  API_VERSION,
  AuthError,
  BCRYPT_COST,
  EXPIRED_LINK_FRAGMENT,
  fragmentRedirect,
  randomToken,
  readJsonBody,
  sendAuthMail,
  sessionFragment,
  text,
  verifyLink,
  type AuthMailTemplate,
} from './auth-common.ts';
import type { AuthSettings } from './config.ts';
import type { Database, Tx } from './database.ts';
import { json } from './http.ts';
import type { JwtKeys } from './jwt.ts';
import type { Mailbox } from './mailbox.ts';
import { RateLimiter } from './rate-limit.ts';
import { PasswordRecovery } from './recovery.ts';

const MAX_PASSWORD_LENGTH = 72;
/** Confirmation links stay valid for a day, GoTrue's `mailer_otp_exp` default. */
const CONFIRMATION_LIFETIME_MS = 86_400_000;
const FIVE_MINUTES_MS = 300_000;
/** The same loose check GoTrue applies before it tries to deliver. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface UserRow {
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

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

export interface AuthServiceOptions {
  db: Database;
  keys: JwtKeys;
  settings: AuthSettings;
  mailbox: Mailbox;
  /** The address the stack is reached at, as GoTrue's API_EXTERNAL_URL (`…/auth/v1` is appended). */
  apiUrl: string;
  confirmationMail: AuthMailTemplate;
  recoveryMail: AuthMailTemplate;
  senderAddress: string;
}

/** The paths Kong lets through without an API key: mailed links are followed by a bare browser. */
export const OPEN_AUTH_PATHS = ['/verify', '/health', '/.well-known/jwks.json'];

const iso = (date: Date | null): string | undefined => date?.toISOString();

function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
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

export class AuthService {
  readonly #db: Database;
  readonly #keys: JwtKeys;
  readonly #settings: AuthSettings;
  readonly #mailbox: Mailbox;
  readonly #issuer: string;
  readonly #confirmationMail: AuthMailTemplate;
  readonly #sender: string;
  readonly #signInLimiter = new RateLimiter(FIVE_MINUTES_MS);
  readonly #refreshLimiter = new RateLimiter(FIVE_MINUTES_MS);
  readonly #recovery: PasswordRecovery;

  constructor(options: AuthServiceOptions) {
    this.#db = options.db;
    this.#keys = options.keys;
    this.#settings = options.settings;
    this.#mailbox = options.mailbox;
    this.#issuer = `${options.apiUrl}/auth/v1`;
    this.#confirmationMail = options.confirmationMail;
    this.#sender = options.senderAddress;
    this.#recovery = new PasswordRecovery({
      db: this.#db,
      settings: this.#settings,
      mailbox: this.#mailbox,
      issuer: this.#issuer,
      template: options.recoveryMail,
      sender: this.#sender,
      accounts: {
        findUserByEmail: (tx, email) => this.#findUserByEmail(tx, email),
        checkEmail: (email) => this.#checkEmail(email),
        checkPassword: (password) => this.#checkPassword(password),
        redirectTarget: (requested) => this.#redirectTarget(requested),
        userClaims: (request) => this.#userClaims(request),
        confirmEmail: (tx, userId) => this.#confirmEmail(tx, userId),
        issueSession: (tx, userId) => this.#issueSession(tx, userId, 'otp'),
        userJson: (tx, userId) => this.#userJsonById(tx, userId),
      },
    });
  }

  resetRateLimits(): void {
    this.#signInLimiter.reset();
    this.#refreshLimiter.reset();
    this.#recovery.resetRateLimits();
  }

  /** Answers `/auth/v1/…`, routing by itself for now. */
  app(): Hono {
    return new Hono().all('*', (c) => this.#handle(c.req.raw, c.req.path.slice('/auth/v1'.length), getConnInfo(c).remote.address ?? ''));
  }

  async #handle(request: Request, path: string, clientAddress: string): Promise<Response> {
    const url = new URL(request.url);
    try {
      const route = `${request.method} ${path}`;
      switch (route) {
        case 'GET /health':
          return json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
        case 'GET /settings':
          return json({
            external: { email: true, phone: false, anonymous_users: false },
            disable_signup: !this.#settings.enableSignup,
            mailer_autoconfirm: this.#settings.mailerAutoconfirm,
            phone_autoconfirm: false,
            sms_provider: '',
            saml_enabled: false,
          });
        case 'GET /.well-known/jwks.json':
          // HS256 keys are secret: GoTrue publishes none, and says how long to cache that.
          return json({ keys: [] }, 200, { 'cache-control': 'public, max-age=600' });
        case 'POST /signup':
          this.#limit(this.#signInLimiter, clientAddress, this.#settings.signInSignUpsPer5Min);
          return await this.#signUp(request, url);
        case 'POST /token':
          return await this.#token(request, url, clientAddress);
        case 'GET /user':
          return json(await this.#currentUserJson(request));
        case 'PUT /user':
          return await this.#recovery.updateUser(request);
        case 'POST /recover':
          return await this.#recovery.recover(request, url);
        case 'POST /verify':
          return await this.#recovery.verifyTokenHash(request);
        case 'POST /logout':
          return await this.#logout(request, url);
        case 'GET /verify':
          return await this.#verify(url);
        case 'POST /admin/users':
          return await this.#adminCreateUser(request);
      }
      const adminUser = /^\/admin\/users\/([0-9a-f-]{36})$/.exec(path);
      if (adminUser && request.method === 'GET') return await this.#adminGetUser(request, adminUser[1] ?? '');
      if (adminUser && request.method === 'DELETE') return await this.#adminDeleteUser(request, adminUser[1] ?? '');
      throw new AuthError(404, 'not_found', 'Not Found');
    } catch (error) {
      if (error instanceof AuthError) return this.#errorResponse(request, error);
      throw error;
    }
  }

  #errorResponse(request: Request, error: AuthError): Response {
    const modern = (request.headers.get('x-supabase-api-version') ?? '') >= API_VERSION;
    const body = modern ? { code: error.code, message: error.message, ...error.extra } : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    return json(body, error.status, {
      'x-sb-error-code': error.code,
      ...(modern ? { 'x-supabase-api-version': API_VERSION } : {}),
    });
  }

  #limit(limiter: RateLimiter, clientAddress: string, perFiveMinutes: number): void {
    if (!limiter.allow(clientAddress, perFiveMinutes)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  #checkPassword(password: string): void {
    if (password === '') throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    if (password.length > MAX_PASSWORD_LENGTH) {
      throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
    }
    if (password.length < this.#settings.minimumPasswordLength) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${this.#settings.minimumPasswordLength} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
  }

  #checkEmail(email: string): void {
    if (!EMAIL_PATTERN.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }

  /**
   * GoTrue accepts a redirect only to the site URL's host (any port on loopback) or an allowed URL.
   * This stack only ever serves a site on this machine, while config.toml names the production
   * site (the hosted project's settings): a loopback target is always accepted here.
   */
  #redirectTarget(requested: string | null): string {
    if (!requested) return this.#settings.siteUrl;
    try {
      const target = new URL(requested);
      const loopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
      if (loopback(target.hostname)) return target.toString();
      const allowed = [this.#settings.siteUrl, ...this.#settings.additionalRedirectUrls].some((candidate) => {
        const base = new URL(candidate);
        return base.protocol === target.protocol && base.host === target.host;
      });
      return allowed ? target.toString() : this.#settings.siteUrl;
    } catch {
      return this.#settings.siteUrl;
    }
  }

  async #signUp(request: Request, url: URL): Promise<Response> {
    if (!this.#settings.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    const body = await readJsonBody(request);
    const email = text(body['email']).trim().toLowerCase();
    const password = text(body['password']);
    if (email === '' && text(body['phone']) === '') throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    this.#checkPassword(password);
    this.#checkEmail(email);
    const data = typeof body['data'] === 'object' && body['data'] !== null ? (body['data'] as Record<string, unknown>) : {};
    const redirectTo = this.#redirectTarget(url.searchParams.get('redirect_to'));
    const autoconfirm = this.#settings.mailerAutoconfirm;
    const hash = await bcrypt.hash(password, BCRYPT_COST);

    const outcome = await this.#db.transaction(async (tx) => {
      const existing = await this.#findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) {
        if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        // With confirmations on, GoTrue answers as for a new account so that addresses cannot be enumerated.
        return { kind: 'obfuscated' as const, user: { ...existing, id: randomUUID() } };
      }
      const user = existing ? await this.#updateUnconfirmed(tx, existing.id, hash, data) : await this.#insertUser(tx, email, hash, data);
      if (autoconfirm) {
        await tx.query('update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1', [user.id]);
        return { kind: 'session' as const, session: await this.#issueSession(tx, user.id, 'password') };
      }
      const token = randomToken(24);
      const updated = await tx.query<UserRow>('update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1 returning *', [
        user.id,
        token,
      ]);
      const confirmed = updated.rows[0] ?? user;
      return { kind: 'confirmation' as const, user: confirmed, token, identities: await this.#identities(tx, user.id) };
    });

    if (outcome.kind === 'obfuscated') {
      return json({ ...userJson(outcome.user, []), identities: [] });
    }
    if (outcome.kind === 'session') return json(outcome.session);
    this.#sendConfirmation(email, outcome.token, redirectTo);
    return json(userJson(outcome.user, outcome.identities));
  }

  #sendConfirmation(email: string, token: string, redirectTo: string): void {
    sendAuthMail(this.#mailbox, this.#sender, this.#confirmationMail, email, verifyLink(this.#issuer, token, 'signup', redirectTo));
  }

  async #insertUser(tx: Tx, email: string, hash: string, data: Record<string, unknown>): Promise<UserRow> {
    const inserted = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data)
       values ($1, $2, '{"provider":"email","providers":["email"]}') returning *`,
      [email, hash],
    );
    const user = inserted.rows[0];
    if (!user) throw new Error('insert into auth.users returned no row');
    const identityData = { email, email_verified: false, phone_verified: false, sub: user.id };
    await tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'email')`, [user.id, user.id, JSON.stringify(identityData)]);
    const updated = await tx.query<UserRow>('update auth.users set raw_user_meta_data = $2 where id = $1 returning *', [user.id, JSON.stringify({ ...data, ...identityData })]);
    return updated.rows[0] ?? user;
  }

  async #updateUnconfirmed(tx: Tx, id: string, hash: string, data: Record<string, unknown>): Promise<UserRow> {
    const updated = await tx.query<UserRow>(
      `update auth.users set encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now()
       where id = $1 returning *`,
      [id, hash, JSON.stringify(data)],
    );
    const user = updated.rows[0];
    if (!user) throw new Error('unconfirmed user vanished');
    return user;
  }

  async #findUserByEmail(tx: Tx | Database, email: string): Promise<UserRow | undefined> {
    const found = await tx.query<UserRow>('select * from auth.users where email = $1', [email]);
    return found.rows[0];
  }

  async #identities(tx: Tx | Database, userId: string): Promise<IdentityRow[]> {
    const found = await tx.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
    return found.rows;
  }

  async #userJsonById(tx: Tx | Database, userId: string): Promise<Record<string, unknown>> {
    const found = await tx.query<UserRow>('select * from auth.users where id = $1', [userId]);
    const user = found.rows[0];
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return userJson(user, await this.#identities(tx, userId));
  }

  /** A new session (sign-in, verified link): a session row, its first refresh token, an access token. */
  async #issueSession(tx: Tx, userId: string, method: 'password' | 'otp'): Promise<Record<string, unknown>> {
    await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
    await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
    const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
    const sessionId = session.rows[0]?.id ?? '';
    const refreshToken = await this.#newRefreshToken(tx, userId, sessionId, null);
    return this.#sessionJson(tx, userId, sessionId, refreshToken, method);
  }

  async #newRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null): Promise<string> {
    const token = randomToken(16);
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, userId, sessionId, parent]);
    return token;
  }

  async #sessionJson(tx: Tx, userId: string, sessionId: string, refreshToken: string, method: 'password' | 'otp'): Promise<Record<string, unknown>> {
    const user = await this.#userJsonById(tx, userId);
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.#settings.jwtExpiry;
    const accessToken = await this.#keys.sign({
      iss: this.#issuer,
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
      expires_in: this.#settings.jwtExpiry,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user,
    };
  }

  async #token(request: Request, url: URL, clientAddress: string): Promise<Response> {
    const grantType = url.searchParams.get('grant_type');
    if (grantType === 'password') {
      this.#limit(this.#signInLimiter, clientAddress, this.#settings.signInSignUpsPer5Min);
      return this.#passwordGrant(await readJsonBody(request));
    }
    if (grantType === 'refresh_token') {
      this.#limit(this.#refreshLimiter, clientAddress, this.#settings.tokenRefreshesPer5Min);
      return this.#refreshGrant(await readJsonBody(request));
    }
    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  }

  async #passwordGrant(body: Record<string, unknown>): Promise<Response> {
    const email = text(body['email']).trim().toLowerCase();
    const password = text(body['password']);
    if (email === '' && text(body['phone']) === '') throw new AuthError(400, 'validation_failed', 'missing email or phone');
    const user = await this.#findUserByEmail(this.#db, email);
    const matches = user ? await bcrypt.compare(password, user.encrypted_password) : false;
    if (!user || !matches) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
    return json(await this.#db.transaction((tx) => this.#issueSession(tx, user.id, 'password')));
  }

  /**
   * GoTrue's rotation: each refresh revokes the token it used and hands out its child. A revoked
   * token still works within the reuse interval (two tabs refreshing at once); after it, the
   * reuse is treated as a theft and the whole session is revoked.
   */
  async #refreshGrant(body: Record<string, unknown>): Promise<Response> {
    const presented = text(body['refresh_token']);
    if (!/^[A-Za-z0-9_-]{12,}$/.test(presented)) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
    const session = await this.#db.transaction(async (tx) => {
      const found = await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1 for update', [presented]);
      const token = found.rows[0];
      if (!token) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (token.revoked) {
        const withinReuse = Date.now() - token.updated_at.getTime() <= this.#settings.refreshTokenReuseInterval * 1000;
        const active = await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [token.session_id]);
        const current = active.rows[0];
        if (!withinReuse || !current) {
          await tx.query('delete from auth.sessions where id = $1', [token.session_id]);
          return { revokedFamily: true as const };
        }
        return this.#sessionJson(tx, current.user_id, current.session_id, current.token, 'password');
      }
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [token.session_id]);
      const child = await this.#newRefreshToken(tx, token.user_id, token.session_id, token.token);
      return this.#sessionJson(tx, token.user_id, token.session_id, child, 'password');
    });
    // Outside the transaction, so that revoking the family is kept although the request fails.
    if ('revokedFamily' in session) throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    return json(session);
  }

  /** The verified claims of the request's bearer token, with GoTrue's errors. */
  async #claims(request: Request): Promise<JWTPayload> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const verified = await this.#keys.verify(match[1]);
    if ('failure' in verified) {
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.reason}`);
    }
    return verified.claims;
  }

  /** Claims of a signed-in user whose session still exists. */
  async #userClaims(request: Request): Promise<{ userId: string; sessionId: string }> {
    const claims = await this.#claims(request);
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const sessionId = typeof claims['session_id'] === 'string' ? claims['session_id'] : '';
    const users = await this.#db.query('select 1 from auth.users where id = $1', [claims.sub]);
    if (users.rows.length === 0) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessions = await this.#db.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (sessions.rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { userId: claims.sub, sessionId };
  }

  async #currentUserJson(request: Request): Promise<Record<string, unknown>> {
    const { userId } = await this.#userClaims(request);
    return this.#userJsonById(this.#db, userId);
  }

  async #logout(request: Request, url: URL): Promise<Response> {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { userId, sessionId } = await this.#userClaims(request);
    if (scope === 'local') await this.#db.query('delete from auth.sessions where id = $1', [sessionId]);
    if (scope === 'global') await this.#db.query('delete from auth.sessions where user_id = $1', [userId]);
    if (scope === 'others') await this.#db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    return new Response(null, { status: 204 });
  }

  /** The link of the confirmation mail: confirms the address and signs in through the URL fragment. */
  async #verify(url: URL): Promise<Response> {
    const redirectTo = this.#redirectTarget(url.searchParams.get('redirect_to'));
    const token = url.searchParams.get('token') ?? '';
    const type = url.searchParams.get('type');
    if (type === 'recovery') return this.#recovery.verifyLink(url, redirectTo);
    if (type !== 'signup' || token === '') {
      return fragmentRedirect(redirectTo, { error: 'access_denied', error_code: 'validation_failed', error_description: 'Verify requires a token and a type' });
    }
    const session = await this.#db.transaction(async (tx) => {
      const found = await tx.query<UserRow>('select * from auth.users where confirmation_token = $1 for update', [token]);
      const user = found.rows[0];
      const sentAt = user?.confirmation_sent_at?.getTime() ?? 0;
      if (!user || Date.now() - sentAt > CONFIRMATION_LIFETIME_MS) return undefined;
      await this.#confirmEmail(tx, user.id);
      await tx.query('update auth.users set confirmation_token = null where id = $1', [user.id]);
      return this.#issueSession(tx, user.id, 'otp');
    });
    return fragmentRedirect(redirectTo, session ? sessionFragment(session, 'signup') : EXPIRED_LINK_FRAGMENT);
  }

  /** Marks the address verified, on the user and its identity, as a followed mail link proves it. */
  async #confirmEmail(tx: Tx, userId: string): Promise<void> {
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified":true}', updated_at = now() where id = $1`,
      [userId],
    );
    await tx.query(`update auth.identities set identity_data = identity_data || '{"email_verified":true}', updated_at = now() where user_id = $1`, [userId]);
  }

  async #requireServiceRole(request: Request): Promise<void> {
    const claims = await this.#claims(request);
    if (claims['role'] !== 'service_role' && claims['role'] !== 'supabase_admin') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
  }

  async #adminCreateUser(request: Request): Promise<Response> {
    await this.#requireServiceRole(request);
    const body = await readJsonBody(request);
    const email = text(body['email']).trim().toLowerCase();
    const password = text(body['password']);
    this.#checkEmail(email);
    if (password !== '') this.#checkPassword(password);
    const hash = await bcrypt.hash(password === '' ? randomToken(24) : password, BCRYPT_COST);
    const metadata = typeof body['user_metadata'] === 'object' && body['user_metadata'] !== null ? (body['user_metadata'] as Record<string, unknown>) : {};
    const user = await this.#db.transaction(async (tx) => {
      if (await this.#findUserByEmail(tx, email)) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const created = await this.#insertUser(tx, email, hash, metadata);
      if (body['email_confirm'] === true) {
        await tx.query(`update auth.users set email_confirmed_at = now(), raw_user_meta_data = raw_user_meta_data || '{"email_verified":true}' where id = $1`, [created.id]);
        await tx.query(`update auth.identities set identity_data = identity_data || '{"email_verified":true}' where user_id = $1`, [created.id]);
      }
      return this.#userJsonById(tx, created.id);
    });
    return json(user);
  }

  async #adminGetUser(request: Request, userId: string): Promise<Response> {
    await this.#requireServiceRole(request);
    const found = await this.#db.query<UserRow>('select * from auth.users where id = $1', [userId]);
    const user = found.rows[0];
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return json(userJson(user, await this.#identities(this.#db, userId)));
  }

  async #adminDeleteUser(request: Request, userId: string): Promise<Response> {
    await this.#requireServiceRole(request);
    const deleted = await this.#db.query('delete from auth.users where id = $1 returning id', [userId]);
    if (deleted.rows.length === 0) throw new AuthError(404, 'user_not_found', 'User not found');
    return json({});
  }
}
