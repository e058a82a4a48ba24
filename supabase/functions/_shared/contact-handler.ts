/**
 * The send-contact-email function as a pure request handler. Its effects come in as
 * parameters (store, mailer, clock), so the same code runs under Deno in production and
 * under Vitest with fakes.
 *
 * A valid message is stored before anything else; only a failure to store it is an error
 * for the visitor. Mail delivery comes after, and a failed delivery leaves the message
 * stored and marked for a later retry (retry-contact-emails, mail-retry.ts).
 *
 * No flood can make a booker's message be refused: only a client over its own per-address
 * limit is answered 429. Past the hourly ceiling, a valid message is stored as 'held' and
 * answered as received; the retry function mails the held messages in one hourly digest.
 *
 * Last, the sender gets an acknowledgement in the page's language (contact-acknowledgement.ts),
 * one a day per address at most; it changes nothing of the message or of the answer if it fails.
 * A booking request (booking-rules.ts) goes through the same steps.
 */
import { ALERT_TEXTS, buildAlertMail, type AlertStore } from './artist-alerts.ts';
import { ACKNOWLEDGEMENT_INTERVAL_MS, buildAcknowledgementMail } from './contact-acknowledgement.ts';
import { checkContactRequest, isHoneypotHit, type ContactRequest } from './contact-rules.ts';
import { buildContactMail, type MailAddresses, type OutgoingMail } from './contact-mail.ts';
import { corsHeaders, isLoopbackOrigin, preflightResponse } from './cors.ts';
import { LANGUAGE_FIELD, defaultLanguage, languageOr, type Language } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';
import { nextAttemptAt } from './retry-schedule.ts';

/**
 * pending: not mailed yet; sent: delivered to the provider; failed: to retry; spam: caught by the
 * honeypot, kept unmailed; held: stored past the hourly ceiling, mailed in the next hourly digest.
 * The retry function adds sending (claimed by a run) and abandoned.
 */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'spam' | 'held';

export interface ContactRow extends ContactRequest {
  ip_hash: string;
  mail_status: MailStatus;
}

export interface MailOutcome {
  status: 'sent' | 'failed';
  /** Delivery attempts made so far for this message. */
  attempts: number;
  error: string | null;
  /** When the retry function is to try again (failed), or null (sent). */
  nextAttemptAt: Date | null;
}

export interface ContactStore {
  /** Stores a request and gives its id. Throws when it cannot. */
  insert(row: ContactRow): Promise<string>;
  /** How many requests came from this address hash since the given instant, spam and held ones included. */
  countSince(ipHash: string, since: Date): Promise<number>;
  /** How many requests from any address were stored since the given instant to be mailed one by one: neither spam nor held. */
  countMailedSince(since: Date): Promise<number>;
  /** Records the outcome of a delivery attempt. */
  recordMail(id: string, outcome: MailOutcome): Promise<void>;
  /** True when a message with this address (case aside) was acknowledged since the given instant. */
  acknowledgedSince(email: string, since: Date): Promise<boolean>;
  /** Notes that the sender of a message was sent its acknowledgement. */
  recordAcknowledgement(id: string, at: Date): Promise<void>;
}

export interface Mailer {
  /** Hands a mail to the provider. Throws when the provider refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
}

export interface Logger {
  error(message: string, detail?: unknown): void;
}

export interface ContactHandlerOptions {
  store: ContactStore;
  mailer: Mailer;
  addresses: MailAddresses;
  /** The artist's contact address, told once an hour at most when the hourly ceiling is reached. */
  reportTo: string;
  alerts: AlertStore;
  /** Origins allowed to call from a browser, e.g. https://yaniel-barcenas.example. Loopback origins always are. */
  allowedOrigins: readonly string[];
  /** Key of the keyed hash that turns a visitor's address into a rate-limit key; the address itself is never stored. */
  addressKey: string;
  now?: () => Date;
  logger?: Logger;
  rateLimit?: { max: number; windowMs: number };
  /** Messages mailed one by one per hour at most, whatever their address; past it they wait for the hourly digest. */
  hourlyCeiling?: number;
}

/** Beyond this, a body cannot be a form submission (the longest valid one is about 25 kB). */
export const MAX_BODY_BYTES = 64 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Per address, a sixth of the hourly ceiling: a booker who corrects a message twice is never
 * refused, and one client alone cannot reach the ceiling that delays everyone else's mails.
 */
export const DEFAULT_RATE_LIMIT = { max: 5, windowMs: HOUR_MS };
/** Far above the booking requests of a busy hour, far below a mail provider's daily quota. */
export const DEFAULT_HOURLY_CEILING = 30;
/**
 * The rate-limit key of every request that comes without a client address: they share one limit,
 * and each is logged (SHARED_ADDRESS_LOG), so a platform that stops sending the header is seen.
 */
export const SHARED_ADDRESS_KEY = 'adresse-inconnue';
export const SHARED_ADDRESS_LOG =
  'send-contact-email: no X-Forwarded-For header, this request shares one rate limit with every request without it (supabase/README.md, « Adresse du client »)';

/**
 * The function's own answers, in the language the form sent (LANGUAGE_FIELD). Those given before
 * the body is read (method, origin, size, JSON) cannot know it: a form never meets them, and they
 * come in French, the site's first language.
 */
export const HANDLER_MESSAGES = /* @__PURE__ */ perLanguage(serverWords, (words) => words.contactAnswers);

/**
 * The visitor's address: the first entry of X-Forwarded-For, the header Supabase's own Edge
 * Functions guide reads it from (« CAPTCHA support with Cloudflare Turnstile », which passes
 * `x-forwarded-for`'s first entry to Turnstile as the client's IP). Cloudflare, in front of
 * Supabase, appends the address it sees to a header the client sent, so a client can write the
 * first entry itself (supabase/README.md says how to check what the hosted project passes on):
 * such a client only walks around its own per-address limit, into the hourly ceiling, where its
 * messages are kept and mailed in the digest; a real booker's never is refused for it. A later
 * entry could be a proxy shared by every visitor of a region, whose limit would refuse bookers.
 * Null without the header: the caller then keys the request on SHARED_ADDRESS_KEY, and logs it.
 */
export function clientAddress(request: Request): string | null {
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first : null;
}

async function keyedHash(key: string, value: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(value));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createContactHandler(options: ContactHandlerOptions): (request: Request) => Promise<Response> {
  const { store, mailer, addresses, allowedOrigins, addressKey, alerts } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const hourlyCeiling = options.hourlyCeiling ?? DEFAULT_HOURLY_CEILING;

  /** Tells the artist the ceiling is reached, once an hour at most; a failure here never changes the visitor's answer. */
  async function reportCeiling(at: Date): Promise<void> {
    try {
      if (await alerts.claim('contact_ceiling', new Date(at.getTime() - HOUR_MS), at)) {
        await mailer.send(buildAlertMail(ALERT_TEXTS.contactCeiling(hourlyCeiling), { from: addresses.from, to: options.reportTo }));
      }
    } catch (error) {
      logger.error('send-contact-email: hourly ceiling reached, the artist could not be told', describe(error));
    }
  }

  const originAllowed = (origin: string) => allowedOrigins.includes(origin) || isLoopbackOrigin(origin);

  /** Tells the sender the message is received, once a day per address; a failure is logged, the message is kept and mailed all the same. */
  async function acknowledge(id: string, request: ContactRequest, language: Language, at: Date): Promise<void> {
    try {
      if (await store.acknowledgedSince(request.email, new Date(at.getTime() - ACKNOWLEDGEMENT_INTERVAL_MS))) return;
      await mailer.send(buildAcknowledgementMail(request, language, addresses));
      await store.recordAcknowledgement(id, at);
    } catch (error) {
      logger.error(`send-contact-email: acknowledgement of message ${id} not sent`, describe(error));
    }
  }

  return async (request) => {
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, allowedOrigins);

    const json = (status: number, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, ...extra, 'Content-Type': 'application/json; charset=utf-8' } });

    if (request.method === 'OPTIONS') return preflightResponse(origin, allowedOrigins, 'POST, OPTIONS');
    const beforeBody = HANDLER_MESSAGES[defaultLanguage];
    if (request.method !== 'POST') return json(405, { error: beforeBody.method }, { Allow: 'POST, OPTIONS' });
    if (origin !== null && !originAllowed(origin)) return json(403, { error: beforeBody.origin });

    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, { error: beforeBody.tooLarge });
    const raw = await request.text();
    if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) return json(413, { error: beforeBody.tooLarge });

    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { error: beforeBody.notJson });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return json(400, { error: beforeBody.notJson });
    const language = languageOr((body as Record<string, unknown>)[LANGUAGE_FIELD]);
    const messages = HANDLER_MESSAGES[language];

    // A bot that filled the hidden field is told all went well, whatever it sent.
    const honeypot = isHoneypotHit(body);
    const accepted = () => json(200, { ok: true });

    const check = checkContactRequest(body, language);
    if (!check.ok) {
      if (honeypot) return accepted();
      return json(400, check.field === undefined ? { error: check.message } : { error: check.message, field: check.field });
    }

    const address = clientAddress(request);
    if (address === null) logger.error(SHARED_ADDRESS_LOG);
    const ipHash = await keyedHash(addressKey, address ?? SHARED_ADDRESS_KEY);
    const receivedAt = now();
    // Kept for the hourly digest rather than mailed now: past the ceiling, or past a shared limit.
    let held = false;
    try {
      const recent = await store.countSince(ipHash, new Date(receivedAt.getTime() - rateLimit.windowMs));
      if (recent >= rateLimit.max) {
        if (honeypot) return accepted();
        // Only a client over its own limit is refused; behind the shared key, no one is.
        if (address !== null) return json(429, { error: messages.rateLimited }, { 'Retry-After': String(Math.ceil(rateLimit.windowMs / 1000)) });
        logger.error('send-contact-email: the shared rate limit is reached, message kept for the hourly digest');
        held = true;
      }
      if (!honeypot && !held && (await store.countMailedSince(new Date(receivedAt.getTime() - HOUR_MS))) >= hourlyCeiling) {
        held = true;
        await reportCeiling(receivedAt);
      }
    } catch (error) {
      // Losing a booker's message would cost more than letting one extra message through.
      logger.error('send-contact-email: rate-limit count failed, message accepted anyway', describe(error));
    }

    let id: string;
    try {
      id = await store.insert({ ...check.request, ip_hash: ipHash, mail_status: honeypot ? 'spam' : held ? 'held' : 'pending' });
    } catch (error) {
      logger.error('send-contact-email: message could not be stored', describe(error));
      return json(500, { error: messages.storeFailed });
    }
    if (honeypot || held) return accepted();

    let outcome: MailOutcome;
    try {
      await mailer.send(buildContactMail(check.request, addresses, receivedAt));
      outcome = { status: 'sent', attempts: 1, error: null, nextAttemptAt: null };
    } catch (error) {
      logger.error(`send-contact-email: mail for message ${id} failed, kept for retry`, describe(error));
      outcome = { status: 'failed', attempts: 1, error: describe(error), nextAttemptAt: nextAttemptAt(1, now()) };
    }
    try {
      await store.recordMail(id, outcome);
    } catch (error) {
      logger.error(`send-contact-email: mail outcome of message ${id} not recorded`, describe(error));
    }
    await acknowledge(id, check.request, language, receivedAt);
    return accepted();
  };
}
