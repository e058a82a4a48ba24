/**
 * `/auth/v1` password recovery, as GoTrue does it: `POST /recover` mails a link (never telling
 * whether the address has an account), the link (`GET /verify?type=recovery`, or `POST /verify`
 * with its `token_hash`) signs the user in with a session flagged `type=recovery`, and
 * `PUT /user` sets the new password from that session.
 */
import bcrypt from 'bcryptjs';
import {
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
import type { Mailbox } from './mailbox.ts';
import { RateLimiter } from './rate-limit.ts';

const ONE_HOUR_MS = 3_600_000;
/** One bucket for the whole project: GoTrue's email_sent limit is not per address. */
const PROJECT_KEY = 'project';

/** What recovery borrows from the rest of the auth service. */
export interface AccountAccess {
  findUserByEmail(tx: Tx | Database, email: string): Promise<{ id: string; email_confirmed_at: Date | null } | undefined>;
  checkEmail(email: string): void;
  checkPassword(password: string): void;
  redirectTarget(requested: string | null): string;
  userClaims(request: Request): Promise<{ userId: string; sessionId: string }>;
  confirmEmail(tx: Tx, userId: string): Promise<void>;
  issueSession(tx: Tx, userId: string): Promise<Record<string, unknown>>;
  userJson(tx: Tx | Database, userId: string): Promise<Record<string, unknown>>;
}

export interface PasswordRecoveryOptions {
  db: Database;
  settings: AuthSettings;
  mailbox: Mailbox;
  accounts: AccountAccess;
  /** GoTrue's API_EXTERNAL_URL followed by `/auth/v1`: where mailed links point. */
  issuer: string;
  template: AuthMailTemplate;
  sender: string;
}

interface RecoveryRow {
  id: string;
  encrypted_password: string;
  recovery_sent_at: Date | null;
}

export class PasswordRecovery {
  readonly #options: PasswordRecoveryOptions;
  readonly #hourlyMails = new RateLimiter(ONE_HOUR_MS);

  constructor(options: PasswordRecoveryOptions) {
    this.#options = options;
  }

  resetRateLimits(): void {
    this.#hourlyMails.reset();
  }

  /** `POST /recover?redirect_to=…` with `{ email }`: 200 `{}` whether or not the address has an account. */
  async recover(request: Request, url: URL): Promise<Response> {
    const { db, settings, accounts } = this.#options;
    const email = text((await readJsonBody(request))['email'])
      .trim()
      .toLowerCase();
    if (email === '') throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
    accounts.checkEmail(email);
    const redirectTo = accounts.redirectTarget(url.searchParams.get('redirect_to'));
    const token = await db.transaction(async (tx) => {
      const user = await accounts.findUserByEmail(tx, email);
      if (!user?.email_confirmed_at) return undefined;
      const found = await tx.query<RecoveryRow>('select id, encrypted_password, recovery_sent_at from auth.users where id = $1 for update', [user.id]);
      const sentAt = found.rows[0]?.recovery_sent_at?.getTime();
      const waitMs = sentAt === undefined ? 0 : sentAt + settings.emailMaxFrequency * 1000 - Date.now();
      if (waitMs > 0) {
        throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
      }
      if (!this.#hourlyMails.allow(PROJECT_KEY, settings.emailsSentPerHour)) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
      }
      const fresh = randomToken(24);
      await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1', [user.id, fresh]);
      return fresh;
    });
    if (token !== undefined) {
      const { mailbox, sender, template, issuer } = this.#options;
      sendAuthMail(mailbox, sender, template, email, verifyLink(issuer, token, 'recovery', redirectTo));
    }
    return json({});
  }

  /** The mailed link: back to the site with the recovery session in the fragment, or GoTrue's expired-link error. */
  async verifyLink(url: URL, redirectTo: string): Promise<Response> {
    const session = await this.#consume(url.searchParams.get('token') ?? '');
    return fragmentRedirect(redirectTo, session ? sessionFragment(session, 'recovery') : EXPIRED_LINK_FRAGMENT);
  }

  /** `POST /verify` with `{ type: 'recovery', token_hash }` (supabase-js `verifyOtp`): the session as JSON. */
  async verifyTokenHash(request: Request): Promise<Response> {
    const body = await readJsonBody(request);
    if (body['type'] !== 'recovery') throw new AuthError(400, 'validation_failed', 'The local stack verifies only recovery tokens here');
    const session = await this.#consume(text(body['token_hash']));
    if (!session) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    return json(session);
  }

  /** Uses a recovery token once: a session for its user, or nothing when it is unknown, used or expired. */
  async #consume(token: string): Promise<Record<string, unknown> | undefined> {
    if (token === '') return undefined;
    const { db, settings, accounts } = this.#options;
    return db.transaction(async (tx) => {
      const found = await tx.query<RecoveryRow>('select id, encrypted_password, recovery_sent_at from auth.users where recovery_token = $1 for update', [token]);
      const user = found.rows[0];
      if (!user) return undefined;
      await tx.query('update auth.users set recovery_token = null where id = $1', [user.id]);
      const sentAt = user.recovery_sent_at?.getTime() ?? 0;
      if (Date.now() - sentAt > settings.mailerOtpExpiry * 1000) return undefined;
      await accounts.confirmEmail(tx, user.id);
      return accounts.issueSession(tx, user.id);
    });
  }

  /**
   * `PUT /user` (supabase-js `updateUser`): a new password and/or metadata for the signed-in user.
   * As GoTrue, a new password ends the user's other sessions and must differ from the current one.
   */
  async updateUser(request: Request): Promise<Response> {
    const { db, accounts } = this.#options;
    const { userId, sessionId } = await accounts.userClaims(request);
    const body = await readJsonBody(request);
    if (typeof body['email'] === 'string' || typeof body['phone'] === 'string') {
      throw new AuthError(422, 'validation_failed', 'The local stack does not change email addresses or phone numbers');
    }
    const password = typeof body['password'] === 'string' ? body['password'] : undefined;
    if (password !== undefined) accounts.checkPassword(password);
    const data = body['data'];
    const metadata = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined;
    const hash = password === undefined ? undefined : await bcrypt.hash(password, BCRYPT_COST);
    const user = await db.transaction(async (tx) => {
      if (password !== undefined && hash !== undefined) {
        const current = await tx.query<RecoveryRow>('select id, encrypted_password, recovery_sent_at from auth.users where id = $1 for update', [userId]);
        if (await bcrypt.compare(password, current.rows[0]?.encrypted_password ?? '')) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        await tx.query('update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now() where id = $1', [userId, hash]);
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
      }
      if (metadata) {
        await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1', [userId, JSON.stringify(metadata)]);
      }
      return accounts.userJson(tx, userId);
    });
    return json(user);
  }
}
