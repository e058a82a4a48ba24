/**
 * The send-auth-email function as a pure request handler: Supabase Auth's Send Email hook. With
 * the hook on, Auth sends no auth mail itself: it signs a request to this function for each one
 * (sign-up confirmation, password reset, re-authentication code), which decides whether to send
 * it, writes it (auth-mail-texts.ts) and hands it to the mail provider.
 *
 * What Auth cannot do is decided here, so that a stranger cannot use up the mails: per address,
 * one a minute and a few an hour whatever the IP that asks; for the project, an hourly quota of
 * which sign-up confirmations may take half only, so that a burst of sign-ups leaves the reset
 * links deliverable; and the artist is told when the quota is near. Effects come in as parameters.
 */
import { ALERT_TEXTS, buildAlertMail, type AlertStore } from './artist-alerts.ts';
import { authMailLanguage, buildAuthMail, isAuthMailKind, type AuthMailKind } from './auth-mail-texts.ts';
import type { Logger, Mailer } from './contact-handler.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

export const AUTH_MAIL_LIMITS = {
  /** One mail to an address a minute, whatever its kind (Auth's own max_frequency counts each kind apart). */
  addressIntervalMs: 60_000,
  /** A few an hour to an address, whatever the IP asking: a reset asked twice and a code still go. */
  perAddressPerHour: 3,
  /** Auth mails the project sends an hour at most: its share of the mail provider's plan. */
  perHour: 100,
  /** Sign-up confirmations an hour at most: half the quota, the other half kept for resets and codes. */
  signupsPerHour: 50,
  /** Mails sent within the hour from which the artist is told, once an hour at most. */
  alertAt: 80,
} as const;

const HOUR_MS = 3_600_000;
/** Standard Webhooks' tolerance on a signature's timestamp: an older request is a replay. */
const SIGNATURE_TOLERANCE_S = 300;

/** The mails the hook has sent, for its limits (table auth_mails). */
export interface AuthMailLog {
  /** Since `since`: when each mail to the address hash went, how many of `kind` went, and how many in all. */
  sentSince(since: Date, addressHash: string, kind: AuthMailKind): Promise<{ toAddress: Date[]; ofKind: number; all: number }>;
  /** Notes a mail about to be sent; its id. */
  record(entry: { addressHash: string; kind: AuthMailKind; at: Date }): Promise<string>;
  /** Takes back a mail the provider refused: it was never sent. */
  forget(id: string): Promise<void>;
}

export interface AuthMailHookOptions {
  /** The hook's secret as Auth shows it (`v1,whsec_<base64>`, secret SEND_EMAIL_HOOK_SECRET). */
  secret: string;
  log: AuthMailLog;
  mailer: Mailer;
  /** The site's sender, and where a reply goes: the artist's contact address. */
  addresses: { from: string; replyTo: string };
  /** The artist's contact address, told when the hourly quota is near. */
  reportTo: string;
  alerts: AlertStore;
  /** Key of the keyed hash an address is counted under; the address itself is never stored. */
  addressKey: string;
  now?: () => Date;
  logger?: Logger;
}

/** What the visitor's page may show when a mail is not sent, in the language the mail would have been in. */
export const AUTH_MAIL_HOOK_MESSAGES = /* @__PURE__ */ perLanguage(serverWords, (words) => words.authMailAnswers);

const encoder = new TextEncoder();

function base64ToBytes(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (character) => character.charCodeAt(0));
}

function bytesToBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** Compares in time independent of where the strings differ, so that a signature cannot be guessed byte by byte. */
function sameText(given: string, expected: string): boolean {
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * A Standard Webhooks signature, as Auth signs its HTTP hooks: `webhook-signature` lists
 * `v1,<base64>` entries, each an HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with
 * the secret's base64 part; the timestamp must be within five minutes of `now`.
 */
export async function verifyWebhook(secret: string, headers: Headers, body: string, now: Date): Promise<boolean> {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signatures = (headers.get('webhook-signature') ?? '').split(/[\s,]+(?=v1,)|\s+/).filter((entry) => entry.startsWith('v1,'));
  if (!id || !timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) return false;
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('raw', base64ToBytes(secret.replace(/^v1,whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  } catch {
    return false;
  }
  const expected = `v1,${bytesToBase64(await crypto.subtle.sign('HMAC', key, encoder.encode(`${id}.${timestamp}.${body}`)))}`;
  return signatures.some((signature) => sameText(signature, expected));
}

async function keyedHash(key: string, value: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Array.from(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(value))), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createAuthMailHook(options: AuthMailHookOptions): (request: Request) => Promise<Response> {
  const { log, mailer, alerts } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const json = (status: number, body: Record<string, unknown>) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  /** Auth passes a hook's refusal on to the visitor with its status: the answer itself is a 200. */
  const refuse = (httpCode: number, message: string) => json(200, { error: { http_code: httpCode, message } });

  /** Tells the artist the quota is near, once an hour at most; a failure here changes nothing for the visitor. */
  async function reportQuota(sent: number, at: Date): Promise<void> {
    try {
      if (await alerts.claim('auth_mail_quota', new Date(at.getTime() - HOUR_MS), at)) {
        await mailer.send(buildAlertMail(ALERT_TEXTS.authMailQuota(sent, AUTH_MAIL_LIMITS), { from: options.addresses.from, to: options.reportTo }));
      }
    } catch (error) {
      logger.error('send-auth-email: the auth mail quota is near, the artist could not be told', describe(error));
    }
  }

  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Auth calls this hook with POST.' });
    const body = await request.text();
    const at = now();
    if (!(await verifyWebhook(options.secret, request.headers, body, at))) return json(401, { error: 'Invalid or missing webhook signature.' });

    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      return json(400, { error: 'The payload is not JSON.' });
    }
    const user = isRecord(payload) && isRecord(payload['user']) ? payload['user'] : {};
    const emailData = isRecord(payload) && isRecord(payload['email_data']) ? payload['email_data'] : {};
    const metadata = isRecord(user['user_metadata']) ? user['user_metadata'] : {};
    const kind = emailData['email_action_type'];
    const redirectTo = textOf(emailData['redirect_to']);
    const messages = AUTH_MAIL_HOOK_MESSAGES[authMailLanguage(isAuthMailKind(kind) ? kind : 'reauthentication', redirectTo, metadata)];
    const email = textOf(user['email']).trim().toLowerCase();
    if (!isAuthMailKind(kind) || email === '') {
      logger.error(`send-auth-email: no mail of kind ${String(kind)} is sent (the site asks for sign-up, recovery and re-authentication mails only)`);
      return refuse(500, messages.failed);
    }

    const addressHash = await keyedHash(options.addressKey, email);
    const sent = await log.sentSince(new Date(at.getTime() - HOUR_MS), addressHash, kind);
    const lastToAddress = Math.max(0, ...sent.toAddress.map((date) => date.getTime()));
    if (at.getTime() - lastToAddress < AUTH_MAIL_LIMITS.addressIntervalMs || sent.toAddress.length >= AUTH_MAIL_LIMITS.perAddressPerHour) {
      return refuse(429, messages.rateLimited);
    }
    if (sent.all >= AUTH_MAIL_LIMITS.perHour) {
      await reportQuota(sent.all, at);
      return refuse(429, messages.rateLimited);
    }
    if (kind === 'signup' && sent.ofKind >= AUTH_MAIL_LIMITS.signupsPerHour) return refuse(429, messages.rateLimited);

    const id = await log.record({ addressHash, kind, at });
    const data = {
      kind,
      token: textOf(emailData['token']),
      tokenHash: textOf(emailData['token_hash']),
      redirectTo,
      authUrl: textOf(emailData['site_url']),
    };
    try {
      await mailer.send(buildAuthMail(data, { email, metadata }, options.addresses));
    } catch (error) {
      logger.error(`send-auth-email: the ${kind} mail could not be sent`, describe(error));
      await log.forget(id);
      return refuse(500, messages.failed);
    }
    if (sent.all + 1 >= AUTH_MAIL_LIMITS.alertAt) await reportQuota(sent.all + 1, at);
    return json(200, {});
  };
}
