/**
 * The functions the fan list's links lead to, as pure request handlers: fan-confirm (the
 * confirmation page sends the mailed token: a new subscription, or « apply these changes »),
 * fan-unsubscribe (RFC 8058's one-click POST from the mail client, the unsubscription page, or
 * « this wasn't me » from a confirmation mail) and fan-preferences (read and change city and
 * distance with the subscriber's signed token). No sign-in: the token is the proof. None acts on
 * GET, since mail scanners open links. Each act of the owner appends its consent event.
 *
 * Token versions: each new link mailed to a fan moves their version (fan_new_link), and a link of
 * an older version is refused (410, « a newer link was sent ») for anything that reads or changes
 * the fan's data. The unsubscription alone takes a link of any version whose signature holds: mail
 * clients keep posting to the one-click address of the mails already received (RFC 8058), and
 * leaving is the safe direction. « This wasn't me » is an unsubscription too.
 */
import type { Mailer } from './contact-handler.ts';
import { cityLabel } from './fan-cities.ts';
import type { CityDirectory } from './fan-city-directory.ts';
import { welcome, type WelcomeOptions } from './fan-welcome.ts';
import { sha256Hex, verifySubscriberToken } from './fan-links.ts';
import { listKeys } from './fan-list-keys.ts';
import { FAN_CONSENT_TEXT, FAN_MESSAGES, checkPreferences } from './fan-rules.ts';
import type { ConsentEvent, ConsentEventKind, FanStore, ListRequest, Subscriber } from './fan-store.ts';
import { openBrowserRequest, type JsonAnswer } from './function-http.ts';
import { LANGUAGE_FIELD, defaultLanguage, isLanguage, languageOr, type Language } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

export const LINK_ANSWERS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.linkAnswers);
export const SAFETY_ANSWERS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.fanListSafety.answers);

export interface LinkHandlerOptions {
  store: FanStore;
  allowedOrigins: readonly string[];
  /** The list's own secret (FAN_LIST_SECRET): the subscriber tokens' signature, the mailbox keys. */
  secret: string;
  now?: () => Date;
  logger?: { error(message: string, detail?: unknown): void };
}

const MAX_BODY_BYTES = 4 * 1024;
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The fields the request carries, whatever its body: the query (the one-click address holds the
 * token), then a JSON object or a form-urlencoded body if there is one. A multipart body (RFC 8058's
 * SHOULD), an empty one, one too large or one that is not JSON adds nothing and refuses nothing: a
 * mail client's one-click POST must unsubscribe whatever it sends.
 */
async function readFields(request: Request): Promise<Record<string, unknown>> {
  const query: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return query;
  const raw = await request.text().catch(() => '');
  if (raw.length > MAX_BODY_BYTES || raw.trim() === '') return query;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return { ...query, ...Object.fromEntries(new URLSearchParams(raw)) };
  if (type.includes('multipart/form-data')) return query;
  try {
    const body: unknown = JSON.parse(raw);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...query, ...(body as Record<string, unknown>) } : query;
  } catch {
    return query;
  }
}

/** One consent event of the owner's act, with the choices it covers. */
function consentEvent(subscriber: Pick<Subscriber, 'id'>, mailboxKey: string, event: ConsentEventKind, at: Date, request: Partial<ListRequest>): ConsentEvent {
  return {
    subscriber_id: subscriber.id,
    mailbox_key: mailboxKey,
    event,
    at: at.toISOString(),
    consent_text: request.consent_text ?? null,
    consent_page: request.consent_page ?? null,
    consent_lang: request.consent_lang ?? null,
    city_name: request.city_name ?? null,
    city_country: request.city_country ?? null,
    distance_km: request.distance_km ?? null,
    lang: request.lang ?? null,
  };
}

/** The subscription's choices a request sets (the consent record goes to the events). */
function choicesOf(request: ListRequest) {
  const { city_id, city_name, city_country, latitude, longitude, distance_km, lang } = request;
  return { city_id, city_name, city_country, latitude, longitude, distance_km, lang };
}

/** What every link function does first: method, origin, body; then `act` with the body and the answering language. */
function linkHandler(
  options: LinkHandlerOptions,
  act: (body: Record<string, unknown>, lang: Language, json: JsonAnswer) => Promise<Response>,
): (request: Request) => Promise<Response> {
  const logger = options.logger ?? console;
  return async (request) => {
    const opened = openBrowserRequest(request, options.allowedOrigins, ['POST'], LINK_ANSWERS[defaultLanguage]);
    if ('answer' in opened) return opened.answer;
    const body = await readFields(request);
    const lang = languageOr(body[LANGUAGE_FIELD]);
    try {
      return await act(body, lang, opened.json);
    } catch (error) {
      logger.error('fan link: request failed', describe(error));
      return opened.json(500, { error: LINK_ANSWERS[lang].failed });
    }
  };
}

/** The subscriber a signed token names, and whether the token is of their current version. */
async function subscriberOf(options: LinkHandlerOptions, token: unknown): Promise<{ id: string | null; subscriber: Subscriber | null; current: boolean }> {
  const link = await verifySubscriberToken(options.secret, token);
  const subscriber = link === null ? null : await options.store.getSubscriber(link.id);
  return { id: link?.id ?? null, subscriber, current: subscriber !== null && link?.version === subscriber.token_version };
}

const isLinkToken = (token: unknown): token is string => typeof token === 'string' && token.length >= 20 && token.length <= 100;

export interface ConfirmHandlerOptions extends LinkHandlerOptions, Omit<WelcomeOptions, 'store' | 'secret'> {
  /** The list's mailer (its own key), for the welcome. */
  mailer: Mailer;
}

export function createFanConfirmHandler(options: ConfirmHandlerOptions): (request: Request) => Promise<Response> {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  return linkHandler(options, async (body, lang, json) => {
    const token = body['token'];
    if (!isLinkToken(token)) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    const tokenHash = await sha256Hex(token);
    const found = await options.store.findConfirmationToken(tokenHash);
    if (found === null) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    const subscriber = await options.store.getSubscriber(found.subscriber_id);
    const reply = subscriber?.lang ?? lang;
    if (subscriber === null) return json(400, { error: LINK_ANSWERS[reply].invalidLink });
    if (found.token_version !== subscriber.token_version) return json(410, { error: LINK_ANSWERS[reply].superseded });
    if (found.purpose === 'confirm' && subscriber.confirmed_at !== null) return json(200, { confirmed: true, message: LINK_ANSWERS[reply].alreadyConfirmed });
    const at = now();
    if (Date.parse(found.expires_at) <= at.getTime()) return json(410, { error: LINK_ANSWERS[reply].expired });
    // Single use: of two clicks at once, one acts; the other finds it done.
    if (!(await options.store.useConfirmationToken(tokenHash, at))) return json(200, { confirmed: true, message: LINK_ANSWERS[reply].alreadyConfirmed });
    const request = found.request;
    const keys = await listKeys(options.secret, subscriber.email);
    if (found.purpose === 'change') {
      if (request === null) return json(400, { error: LINK_ANSWERS[reply].invalidLink });
      await options.store.updateSubscriber(subscriber.id, choicesOf(request));
      await options.store.appendConsentEvent(consentEvent(subscriber, keys.mailbox, 'changed', at, request));
      return json(200, { confirmed: true, message: SAFETY_ANSWERS[request.lang].changed });
    }
    const confirmed: Subscriber = { ...subscriber, ...(request ? choicesOf(request) : {}), confirmed_at: at.toISOString() };
    // The welcome first: the concerts it lists are marked told before the fan joins the alerts' list, so no run announces them again.
    let concerts: string[] | null = null;
    try {
      concerts = await welcome({ ...options, secret: options.secret }, confirmed, at);
    } catch (error) {
      logger.error('fan-confirm: the welcome could not be prepared; the next alert run announces what is in reach', describe(error));
    }
    await options.store.updateSubscriber(subscriber.id, { ...(request ? choicesOf(request) : {}), confirmed_at: confirmed.confirmed_at ?? at.toISOString() });
    await options.store.appendConsentEvent(consentEvent(subscriber, keys.mailbox, 'given', at, request ?? {}));
    await options.store.liftDoNotMail(keys.mailbox);
    return json(200, { confirmed: true, message: LINK_ANSWERS[confirmed.lang].confirmed, ...(concerts === null ? {} : { concerts }) });
  });
}

export function createFanUnsubscribeHandler(options: LinkHandlerOptions): (request: Request) => Promise<Response> {
  const now = options.now ?? (() => new Date());
  return linkHandler(options, async (body, lang, json) => {
    const token = body['token'];
    // Any version: see the note at the top of this file.
    const { id, subscriber } = await subscriberOf(options, token);
    if (id === null) return notMe(options, token, lang, json, now());
    if (subscriber === null) return json(200, { unsubscribed: true, message: LINK_ANSWERS[lang].alreadyGone });
    const keys = await listKeys(options.secret, subscriber.email);
    await options.store.appendConsentEvent(consentEvent(subscriber, keys.mailbox, 'withdrawn', now(), { lang: subscriber.lang }));
    await options.store.unsubscribe(subscriber.id, keys.mailbox, 'unsubscribed');
    return json(200, { unsubscribed: true, message: LINK_ANSWERS[subscriber.lang].unsubscribed });
  });
}

/** « This wasn't me », from a confirmation mail: its token takes the address off the list and puts its mailbox on « do not mail ». */
async function notMe(options: LinkHandlerOptions, token: unknown, lang: Language, json: JsonAnswer, at: Date): Promise<Response> {
  if (!isLinkToken(token)) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
  const found = await options.store.findConfirmationToken(await sha256Hex(token));
  if (found === null || found.purpose !== 'confirm') return json(400, { error: LINK_ANSWERS[lang].invalidLink });
  const subscriber = await options.store.getSubscriber(found.subscriber_id);
  const reply = found.request?.lang ?? lang;
  if (subscriber === null) return json(200, { unsubscribed: true, message: SAFETY_ANSWERS[reply].notMe });
  const keys = await listKeys(options.secret, subscriber.email);
  await options.store.appendConsentEvent(consentEvent(subscriber, keys.mailbox, 'withdrawn', at, { lang: reply }));
  await options.store.unsubscribe(subscriber.id, keys.mailbox, 'not_me');
  return json(200, { unsubscribed: true, message: SAFETY_ANSWERS[reply].notMe });
}

export function createFanPreferencesHandler(options: LinkHandlerOptions & { cities: CityDirectory }): (request: Request) => Promise<Response> {
  return linkHandler(options, async (body, lang, json) => {
    const { id, subscriber, current: ofCurrentVersion } = await subscriberOf(options, body['token']);
    if (id === null) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    if (subscriber === null) return json(404, { error: LINK_ANSWERS[lang].alreadyGone });
    if (!ofCurrentVersion) return json(410, { error: LINK_ANSWERS[lang].superseded });
    const current = () => ({ city: { id: subscriber.city_id, name: subscriber.city_name }, distance: subscriber.distance_km, lang: subscriber.lang });
    // Only the token: the page reads the current choices.
    if (body['city'] === undefined && body['distance'] === undefined) return json(200, current());
    const check = checkPreferences(body, lang);
    if (!check.ok) return json(400, { error: check.message, ...(check.field ? { field: check.field } : {}) });
    const city = await options.cities.find(check.request.city.id, check.request.city.name);
    if (!city) return json(400, { error: FAN_MESSAGES[lang].unknownCity, field: 'city' });
    const newLang = isLanguage(body[LANGUAGE_FIELD]) ? lang : subscriber.lang;
    const choices = {
      city_id: city[0],
      city_name: cityLabel(city, newLang),
      city_country: city[2],
      latitude: city[3],
      longitude: city[4],
      distance_km: check.request.distance,
      lang: newLang,
    };
    await options.store.updateSubscriber(subscriber.id, choices);
    const at = (options.now ?? (() => new Date()))();
    const keys = await listKeys(options.secret, subscriber.email);
    // The owner's own page (the signed link): a change of consent, on the consent text of the page's language.
    await options.store.appendConsentEvent(
      consentEvent(subscriber, keys.mailbox, 'changed', at, { ...choices, consent_text: FAN_CONSENT_TEXT[newLang], consent_lang: newLang, consent_at: at.toISOString() }),
    );
    return json(200, { saved: true, message: LINK_ANSWERS[newLang].saved, city: { id: city[0], name: cityLabel(city, newLang) }, distance: check.request.distance, lang: newLang });
  });
}
