/**
 * The fan-signup function as a pure request handler (effects as parameters, as the contact
 * handler). The answer never tells whether an address was already listed: a new address, one
 * already listed (its city and distance are updated), one on the « do not mail » list (nothing is
 * stored or sent) all get the same 200. Only the owner of the address learns more, by mail: the
 * confirmation link, or, for a confirmed fan, that the preferences changed (so no stranger can
 * move someone's city unnoticed). One mail per address per 10 minutes at most.
 */
import type { Mailer } from './contact-handler.ts';
import { clientAddress } from './contact-handler.ts';
import { isHoneypotHit } from './contact-rules.ts';
import { cityLabel } from './fan-cities.ts';
import type { CityDirectory } from './fan-city-directory.ts';
import { CONFIRMATION_VALID_MS, fanPageUrl, hmac, newConfirmationToken, sha256Hex, subscriberToken } from './fan-links.ts';
import { buildConfirmationMail, buildPreferencesChangedMail, type FanSender } from './fan-mail.ts';
import { FAN_CONSENT_TEXT, FAN_MESSAGES, checkSignUp, normalizedAddress } from './fan-rules.ts';
import type { FanStore, Subscriber } from './fan-store.ts';
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
  allowedOrigins: readonly string[];
  /** Signs the subscriber links and keys the network addresses (the service-role key). */
  secret: string;
  now?: () => Date;
  logger?: { error(message: string, detail?: unknown): void };
  /** Sign-ups per network address and hour. */
  rateLimit?: { max: number; windowMs: number };
}

export const MAX_SIGNUP_BODY_BYTES = 8 * 1024;
const HOUR_MS = 60 * 60 * 1000;
/** A family behind one connection signs up a few addresses; a script signing up thousands is stopped early. */
export const DEFAULT_SIGNUP_LIMIT = { max: 10, windowMs: HOUR_MS };
/** At most one mail to an address per this interval, whatever is asked. */
export const MAIL_INTERVAL_MS = 10 * 60 * 1000;

export const SIGNUP_ANSWERS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.signupAnswers);

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createFanSignUpHandler(options: FanSignUpOptions): (request: Request) => Promise<Response> {
  const { store, cities, mailer, sender, site, secret } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const rateLimit = options.rateLimit ?? DEFAULT_SIGNUP_LIMIT;
  const before = SIGNUP_ANSWERS[defaultLanguage];

  return async (request) => {
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
    const accepted = () => json(200, { ok: true, message: answers.accepted });
    // A bot that filled the hidden field is told all went well, and nothing is stored.
    if (isHoneypotHit(body)) return accepted();

    const check = checkSignUp(body, lang);
    if (!check.ok) return json(400, { error: check.message, ...(check.field ? { field: check.field } : {}) });
    const signUp = check.request;
    const at = now();

    try {
      const ipHash = await hmac(secret, `fan-signup:${clientAddress(request) ?? 'adresse-inconnue'}`);
      if ((await store.countSignUpsSince(ipHash, new Date(at.getTime() - rateLimit.windowMs))) >= rateLimit.max) {
        return json(429, { error: answers.rateLimited }, { 'Retry-After': String(Math.ceil(rateLimit.windowMs / 1000)) });
      }
      await store.recordSignUp(ipHash, at);

      const city = await cities.find(signUp.city.id, signUp.city.name);
      if (!city) return json(400, { error: FAN_MESSAGES[lang].unknownCity, field: 'city' });

      const emailHash = await sha256Hex(normalizedAddress(signUp.email));
      if (await store.isDoNotMail(emailHash)) return accepted();

      const fields = {
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
      let subscriber = await store.findByEmailHash(emailHash);
      if (subscriber === null) {
        const id = await store.insertSubscriber({ ...fields, email: signUp.email, email_hash: emailHash });
        subscriber = id === null ? await store.findByEmailHash(emailHash) : await store.getSubscriber(id);
        if (subscriber === null) throw new Error('subscriber neither inserted nor found');
        if (id === null) await store.updateSubscriber(subscriber.id, fields);
      } else {
        await store.updateSubscriber(subscriber.id, fields);
      }
      await mailOwner({ ...subscriber, ...fields }, at);
      return accepted();
    } catch (error) {
      logger.error('fan-signup: sign-up failed', describe(error));
      return json(500, { error: answers.failed });
    }
  };

  /** The one mail to the address: its confirmation link, or the news that a confirmed subscription changed. */
  async function mailOwner(subscriber: Subscriber, at: Date): Promise<void> {
    const last = subscriber.confirmation_mailed_at === null ? null : Date.parse(subscriber.confirmation_mailed_at);
    if (last !== null && at.getTime() - last < MAIL_INTERVAL_MS) return;
    let mail;
    if (subscriber.confirmed_at === null) {
      const token = newConfirmationToken();
      await store.addConfirmationToken(await sha256Hex(token), subscriber.id, new Date(at.getTime() + CONFIRMATION_VALID_MS));
      mail = buildConfirmationMail(subscriber.email, subscriber.lang, fanPageUrl(site, 'confirm', subscriber.lang, token), subscriber.city_name, subscriber.distance_km, sender);
    } else {
      const manage = fanPageUrl(site, 'manage', subscriber.lang, await subscriberToken(secret, subscriber.id));
      mail = buildPreferencesChangedMail(subscriber.email, subscriber.lang, subscriber.city_name, subscriber.distance_km, manage, sender);
    }
    // Noted before sending, so that sign-ups arriving meanwhile do not mail again.
    await store.updateSubscriber(subscriber.id, { confirmation_mailed_at: at.toISOString() });
    try {
      await mailer.send(mail);
    } catch (error) {
      // The visitor's answer stays the same; the next sign-up may mail again at once.
      await store.updateSubscriber(subscriber.id, { confirmation_mailed_at: null });
      logger.error('fan-signup: the mail to the address failed', describe(error));
    }
  }
}
