/**
 * The functions the fan list's links lead to, as pure request handlers: fan-confirm (the
 * confirmation page sends the mailed token), fan-unsubscribe (RFC 8058's one-click POST from the
 * mail client, or the preferences page) and fan-preferences (read and change city and distance
 * with the subscriber's signed token). No sign-in: the token is the proof. None acts on GET, since
 * mail scanners open links.
 */
import { cityLabel } from './fan-cities.ts';
import type { CityDirectory } from './fan-city-directory.ts';
import { sha256Hex, verifySubscriberToken } from './fan-links.ts';
import { FAN_MESSAGES, checkPreferences, normalizedAddress } from './fan-rules.ts';
import type { FanStore, Subscriber } from './fan-store.ts';
import { openBrowserRequest, type JsonAnswer } from './function-http.ts';
import { LANGUAGE_FIELD, defaultLanguage, isLanguage, languageOr, type Language } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

export const LINK_ANSWERS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.linkAnswers);

export interface LinkHandlerOptions {
  store: FanStore;
  allowedOrigins: readonly string[];
  /** The key the subscriber tokens are signed with (the service-role key). */
  secret: string;
  now?: () => Date;
  logger?: { error(message: string, detail?: unknown): void };
}

const MAX_BODY_BYTES = 4 * 1024;
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The fields of a JSON body, or of a form body (RFC 8058 posts `List-Unsubscribe=One-Click`), or null; the token may also come in the query. */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null;
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return null;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) return { ...query, ...Object.fromEntries(new URLSearchParams(raw)) };
  if (raw.trim() === '') return query;
  try {
    const body: unknown = JSON.parse(raw);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...query, ...(body as Record<string, unknown>) } : null;
  } catch {
    return null;
  }
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
    const body = await readBody(request);
    if (body === null) return opened.json(400, { error: LINK_ANSWERS[defaultLanguage].notJson });
    const lang = languageOr(body[LANGUAGE_FIELD]);
    try {
      return await act(body, lang, opened.json);
    } catch (error) {
      logger.error('fan link: request failed', describe(error));
      return opened.json(500, { error: LINK_ANSWERS[lang].failed });
    }
  };
}

/** The subscriber a signed token names, with the language to answer in (theirs once known). */
async function subscriberOf(options: LinkHandlerOptions, token: unknown): Promise<{ id: string | null; subscriber: Subscriber | null }> {
  const id = await verifySubscriberToken(options.secret, token);
  return { id, subscriber: id === null ? null : await options.store.getSubscriber(id) };
}

export function createFanConfirmHandler(options: LinkHandlerOptions): (request: Request) => Promise<Response> {
  const now = options.now ?? (() => new Date());
  return linkHandler(options, async (body, lang, json) => {
    const token = body['token'];
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    const tokenHash = await sha256Hex(token);
    const found = await options.store.findConfirmationToken(tokenHash);
    if (found === null) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    const subscriber = await options.store.getSubscriber(found.subscriber_id);
    const reply = subscriber?.lang ?? lang;
    if (subscriber === null) return json(400, { error: LINK_ANSWERS[reply].invalidLink });
    if (subscriber.confirmed_at !== null) return json(200, { confirmed: true, message: LINK_ANSWERS[reply].alreadyConfirmed });
    const at = now();
    if (Date.parse(found.expires_at) <= at.getTime()) return json(410, { error: LINK_ANSWERS[reply].expired });
    // Single use: of two clicks at once, one confirms; the other finds the address confirmed.
    if (!(await options.store.useConfirmationToken(tokenHash, at))) return json(200, { confirmed: true, message: LINK_ANSWERS[reply].alreadyConfirmed });
    await options.store.updateSubscriber(subscriber.id, { confirmed_at: at.toISOString() });
    return json(200, { confirmed: true, message: LINK_ANSWERS[reply].confirmed });
  });
}

export function createFanUnsubscribeHandler(options: LinkHandlerOptions): (request: Request) => Promise<Response> {
  return linkHandler(options, async (body, lang, json) => {
    const { id, subscriber } = await subscriberOf(options, body['token']);
    if (id === null) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    if (subscriber === null) return json(200, { unsubscribed: true, message: LINK_ANSWERS[lang].alreadyGone });
    await options.store.unsubscribe(subscriber.id, await sha256Hex(normalizedAddress(subscriber.email)));
    return json(200, { unsubscribed: true, message: LINK_ANSWERS[subscriber.lang].unsubscribed });
  });
}

export function createFanPreferencesHandler(options: LinkHandlerOptions & { cities: CityDirectory }): (request: Request) => Promise<Response> {
  return linkHandler(options, async (body, lang, json) => {
    const { id, subscriber } = await subscriberOf(options, body['token']);
    if (id === null) return json(400, { error: LINK_ANSWERS[lang].invalidLink });
    if (subscriber === null) return json(404, { error: LINK_ANSWERS[lang].alreadyGone });
    const current = () => ({ city: { id: subscriber.city_id, name: subscriber.city_name }, distance: subscriber.distance_km, lang: subscriber.lang });
    // Only the token: the page reads the current choices.
    if (body['city'] === undefined && body['distance'] === undefined) return json(200, current());
    const check = checkPreferences(body, lang);
    if (!check.ok) return json(400, { error: check.message, ...(check.field ? { field: check.field } : {}) });
    const city = await options.cities.find(check.request.city.id, check.request.city.name);
    if (!city) return json(400, { error: FAN_MESSAGES[lang].unknownCity, field: 'city' });
    const newLang = isLanguage(body[LANGUAGE_FIELD]) ? lang : subscriber.lang;
    await options.store.updateSubscriber(subscriber.id, {
      city_id: city[0],
      city_name: cityLabel(city, newLang),
      city_country: city[2],
      latitude: city[3],
      longitude: city[4],
      distance_km: check.request.distance,
      lang: newLang,
    });
    return json(200, { saved: true, message: LINK_ANSWERS[newLang].saved, city: { id: city[0], name: cityLabel(city, newLang) }, distance: check.request.distance, lang: newLang });
  });
}
