/**
 * The fan-signup function as a pure request handler (effects as parameters, as the contact
 * handler). The answer never tells whether an address was already listed: a new address, one
 * waiting for its confirmation, one confirmed, one on « do not mail » all get the same 200, after
 * the same time (MIN_ANSWER_MS). Only the owner of the address learns more, by mail, and only the
 * owner's click changes anything:
 * - a new or unconfirmed address gets a confirmation link carrying this request (city, distance,
 *   language, consent), and a « this wasn't me » link that puts the mailbox on « do not mail »;
 * - a confirmed address is left as it is, and gets a link « apply these changes »;
 * - an address on « do not mail » gets one confirmation link a month at most: its way back in.
 * Whether a mail leaves now, later or never is one database decision (fan_reserve_mail): one
 * mail per address per 10 minutes, three per mailbox a day (`+tag` aside, fan-list-keys.ts),
 * a ceiling per recipient domain and per hour for the whole list; past the last two the mail waits
 * in fan_deferred_mails for fan-alerts, and the artist is told.
 */
import { ALERT_TEXTS, buildAlertMail, type AlertStore } from './artist-alerts.ts';
import type { Mailer } from './contact-handler.ts';
import { SHARED_ADDRESS_KEY, clientAddress } from './contact-handler.ts';
import { isHoneypotHit } from './contact-rules.ts';
import { cityLabel } from './fan-cities.ts';
import type { CityDirectory } from './fan-city-directory.ts';
import { hmac, sha256Hex } from './fan-links.ts';
import { listKeys } from './fan-list-keys.ts';
import { mailListLink } from './fan-list-mail.ts';
import type { FanSender } from './fan-mail.ts';
import { FAN_CONSENT_TEXT, FAN_MESSAGES, checkSignUp, normalizedAddress } from './fan-rules.ts';
import type { FanStore, ListRequest, MailLimits } from './fan-store.ts';
import { openBrowserRequest } from './function-http.ts';
import { LANGUAGE_FIELD, defaultLanguage, languageOr } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

export interface FanSignUpOptions {
  store: FanStore;
  cities: CityDirectory;
  mailer: Mailer;
  sender: FanSender;
  /** The site the mailed links open (first of SITE_ORIGINS, or SITE_URL). */
  site: string;
  /** The project's address, for the one-click unsubscription link of « apply these changes ». */
  functionsBase: string;
  allowedOrigins: readonly string[];
  /** The list's own secret (FAN_LIST_SECRET): keys the mailboxes and network addresses, signs the subscriber links. */
  secret: string;
  /** The artist's address, told when the hourly ceiling is reached or requests come without a client address. */
  reportTo: string;
  alerts: AlertStore;
  now?: () => Date;
  logger?: { error(message: string, detail?: unknown): void };
  /** Sign-ups per network address and hour. */
  rateLimit?: { max: number; windowMs: number };
  mailLimits?: MailLimits;
  /** Every answer after a valid request waits until this long after its arrival (0 in the handler's unit tests). */
  minAnswerMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const MAX_SIGNUP_BODY_BYTES = 8 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** A family behind one connection signs up a few addresses; a script signing up thousands is stopped early. */
export const DEFAULT_SIGNUP_LIMIT = { max: 10, windowMs: HOUR_MS };
/** At most one mail to an address per this interval, whatever is asked. */
export const MAIL_INTERVAL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * Three sign-up mails a day per mailbox: a fan who mistyped a city twice is mailed each time, a
 * script naming one inbox under a thousand `+tags` gets three mails into it. 60 an hour per
 * recipient domain (a launch brings many Gmail fans: theirs wait, none is lost), 120 an hour for
 * the whole list: far above a concert night's sign-ups, far below the provider's quota that the
 * booking and sign-in mails share.
 */
export const DEFAULT_MAIL_LIMITS: MailLimits = { gapMs: MAIL_INTERVAL_MS, mailboxMax: 3, mailboxWindowMs: DAY_MS, domainPerHour: 60, ceilingPerHour: 120 };
/**
 * A mailbox on « do not mail » gets one confirmation link (its way back in) every 30 days at most,
 * counted from when it went there: a fan who left this morning can come back tonight, and a
 * stranger can put one mail a month into an inbox that said stop.
 */
export const REJOIN_WINDOW_MS = 30 * DAY_MS;
/**
 * The time every accepted sign-up takes, whatever the address: a new one (insert, mail), one
 * already listed, one on « do not mail » (nothing stored, nothing sent) must not be told apart by
 * how fast the answer comes. Above the slowest path on the local stack (about 300 ms with a mail).
 */
export const MIN_ANSWER_MS = 1200;

export const SIGNUP_ANSWERS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.signupAnswers);

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createFanSignUpHandler(options: FanSignUpOptions): (request: Request) => Promise<Response> {
  const { store, cities, mailer, sender, site, secret } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const rateLimit = options.rateLimit ?? DEFAULT_SIGNUP_LIMIT;
  const limits = options.mailLimits ?? DEFAULT_MAIL_LIMITS;
  const minAnswerMs = options.minAnswerMs ?? MIN_ANSWER_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const before = SIGNUP_ANSWERS[defaultLanguage];

  /** Tells the artist once an hour at most; a failure never changes the visitor's answer. */
  async function tellArtist(kind: 'fan_ceiling' | 'fan_shared_address', at: Date): Promise<void> {
    try {
      if (!(await options.alerts.claim(kind, new Date(at.getTime() - HOUR_MS), at))) return;
      const text = kind === 'fan_ceiling' ? ALERT_TEXTS.fanCeiling(limits.ceilingPerHour) : ALERT_TEXTS.fanSharedAddress(rateLimit.max);
      await mailer.send(buildAlertMail(text, { from: sender.from, to: options.reportTo }));
    } catch (error) {
      logger.error(`fan-signup: the artist could not be told (${kind})`, describe(error));
    }
  }

  return async (request) => {
    const received = Date.now();
    const opened = openBrowserRequest(request, options.allowedOrigins, ['POST'], before);
    if ('answer' in opened) return opened.answer;
    const { json } = opened;
    if (Number(request.headers.get('content-length') ?? 0) > MAX_SIGNUP_BODY_BYTES) return json(413, { error: before.tooLarge });
    const raw = await request.text();
    if (new TextEncoder().encode(raw).byteLength > MAX_SIGNUP_BODY_BYTES) return json(413, { error: before.tooLarge });
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { error: before.notJson });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return json(400, { error: before.notJson });
    const lang = languageOr((body as Record<string, unknown>)[LANGUAGE_FIELD]);
    const answers = SIGNUP_ANSWERS[lang];
    const accepted = async () => {
      await sleep(Math.max(0, received + minAnswerMs - Date.now()));
      return json(200, { ok: true, message: answers.accepted });
    };
    // A bot that filled the hidden field is told all went well, and nothing is stored.
    if (isHoneypotHit(body)) return accepted();

    const check = checkSignUp(body, lang);
    if (!check.ok) return json(400, { error: check.message, ...(check.field ? { field: check.field } : {}) });
    const signUp = check.request;
    const at = now();

    try {
      // The client's address as the contact form reads it (clientAddress, one rule): its first
      // entry may be written by the client, so this limit only slows a naive script. What no
      // client can rotate is the recipient: the mailbox, domain and hourly limits below decide
      // what is mailed. Requests without the header share one key: never refused for it (a real
      // fan behind a platform change would be), and the artist is told once an hour.
      const address = clientAddress(request);
      const ipHash = await hmac(secret, `fan-signup:${address ?? SHARED_ADDRESS_KEY}`);
      const city = await cities.find(signUp.city.id, signUp.city.name);
      if (!city) return json(400, { error: FAN_MESSAGES[lang].unknownCity, field: 'city' });

      const requested: ListRequest = {
        city_id: city[0],
        city_name: cityLabel(city, lang),
        city_country: city[2],
        latitude: city[3],
        longitude: city[4],
        distance_km: signUp.distance,
        lang,
        consent_text: FAN_CONSENT_TEXT[lang],
        consent_at: at.toISOString(),
        consent_lang: lang,
        consent_page: signUp.page,
      };
      const result = await store.signUp({
        ipHash,
        ipMax: address === null ? null : rateLimit.max,
        ipWindowMs: rateLimit.windowMs,
        email: signUp.email,
        emailHash: await sha256Hex(normalizedAddress(signUp.email)),
        keys: await listKeys(secret, signUp.email),
        request: requested,
        at,
        limits,
        rejoinWindowMs: REJOIN_WINDOW_MS,
      });
      if (result.outcome === 'rate_limited') return json(429, { error: answers.rateLimited }, { 'Retry-After': String(Math.ceil(rateLimit.windowMs / 1000)) });
      if (address === null && result.recent >= rateLimit.max) await tellArtist('fan_shared_address', at);
      if (result.outcome === 'defer_ceiling') await tellArtist('fan_ceiling', at);
      if (result.outcome === 'send' && 'subscriber' in result) {
        try {
          await mailer.send(await mailListLink({ store, site, sender, functionsBase: options.functionsBase, secret }, result.subscriber, result.purpose, requested, at));
        } catch (error) {
          // Counted all the same: a provider that fails is not a reason to mail more.
          logger.error('fan-signup: the mail to the address failed', describe(error));
        }
      }
      return await accepted();
    } catch (error) {
      logger.error('fan-signup: sign-up failed', describe(error));
      return json(500, { error: answers.failed });
    }
  };
}
