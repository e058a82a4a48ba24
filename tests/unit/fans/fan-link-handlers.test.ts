/**
 * fan-confirm, fan-unsubscribe and fan-preferences with fakes: single-use links that apply their own
 * request, the welcome, consent events, one-click unsubscription whatever the body, « this wasn't
 * me », forged tokens.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FanConcert } from '../../../supabase/functions/_shared/fan-concerts.ts';
import { hmac, sha256Hex, subscriberToken } from '../../../supabase/functions/_shared/fan-links.ts';
import { mailListLink } from '../../../supabase/functions/_shared/fan-list-mail.ts';
import { listKeys } from '../../../supabase/functions/_shared/fan-list-keys.ts';
import {
  LINK_ANSWERS,
  SAFETY_ANSWERS,
  createFanConfirmHandler,
  createFanPreferencesHandler,
  createFanUnsubscribeHandler,
} from '../../../supabase/functions/_shared/fan-link-handlers.ts';
import type { ListRequest } from '../../../supabase/functions/_shared/fan-store.ts';
import { CITIES, FixtureCities, LISBON, MemoryFanStore, MemoryLogger, MemoryMailer, PARIS } from './fan-fakes';

const SITE = 'https://yaniel-barcenas.example';
const SECRET = 'test-service-role-key';
const NOW = new Date('2026-12-01T10:00:00Z');
const URL_BASE = 'https://project.supabase.co/functions/v1';

async function subscribed(store: MemoryFanStore, lang: 'fr' | 'en' | 'es' = 'en') {
  const id =
    (await store.insertSubscriber({
      email: 'Ana@Fans.example',
      email_hash: await sha256Hex('ana@fans.example'),
      city_id: LISBON.id,
      city_name: 'Lisbon',
      city_country: 'PT',
      latitude: 38.71667,
      longitude: -9.13333,
      distance_km: 300,
      lang,
      consent_text: 'texte',
      consent_at: NOW.toISOString(),
      consent_lang: lang,
      consent_page: '/en/concerts',
    })) ?? '';
  return { id, token: await subscriberToken(SECRET, id, store.subscribers.get(id)?.token_version ?? 0) };
}

function concert(id: string, cityName: string, start: string, status: FanConcert['status'] = 'programmé'): FanConcert {
  const place = CITIES.find((entry) => entry.name === cityName && entry.country !== 'US') ?? CITIES[0]!;
  const page = (lang: string) => `${SITE}${lang === 'fr' ? '' : `/${lang}`}/concerts/${id}`;
  return {
    id,
    title: { fr: `Concert à ${cityName}`, en: `Concert in ${cityName}`, es: `Concierto en ${cityName}` },
    ensemble: 'Yaniel Bárcenas Quintet',
    start,
    status,
    venue: 'Casa da Música',
    city: { fr: cityName, en: cityName, es: cityName },
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    bookingUrl: 'https://billetterie.example/',
    page: { fr: page('fr'), en: page('en'), es: page('es') },
    ics: { fr: `${page('fr')}.ics`, en: `${page('en')}.ics`, es: `${page('es')}.ics` },
  };
}

const request = (overrides: Partial<ListRequest> = {}): ListRequest => ({
  city_id: PARIS.id,
  city_name: 'Paris',
  city_country: 'FR',
  latitude: 48.85341,
  longitude: 2.3488,
  distance_km: 50,
  lang: 'fr',
  consent_text: 'texte du formulaire',
  consent_at: NOW.toISOString(),
  consent_lang: 'fr',
  consent_page: '/concerts',
  ...overrides,
});

function setup() {
  const store = new MemoryFanStore();
  const clock = { now: NOW };
  const logger = new MemoryLogger();
  const mailer = new MemoryMailer();
  const feed: { concerts: FanConcert[] } = { concerts: [] };
  const options = { store, allowedOrigins: [SITE], secret: SECRET, now: () => clock.now, logger };
  const handlers = {
    confirm: createFanConfirmHandler({
      ...options,
      mailer,
      readFeed: async () => structuredClone(feed),
      sender: { from: 'Site <site@yaniel-barcenas.example>', replyTo: 'contact@yaniel-barcenas.example' },
      site: SITE,
      functionsBase: 'https://project.supabase.co',
    }),
    unsubscribe: createFanUnsubscribeHandler(options),
    preferences: createFanPreferencesHandler({ ...options, cities: new FixtureCities() }),
  };
  const call = async (name: keyof typeof handlers, init: { body?: string; query?: string; type?: string; method?: string; origin?: string | null } = {}) => {
    const headers: Record<string, string> = { 'content-type': init.type ?? 'application/json' };
    if (init.origin !== null) headers['origin'] = init.origin ?? SITE;
    const response = await handlers[name](
      new Request(`${URL_BASE}/fan-${name}${init.query ?? ''}`, { method: init.method ?? 'POST', headers, ...(init.body !== undefined ? { body: init.body } : {}) }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { store, clock, call, mailer, feed };
}

describe('fan-confirm', () => {
  it('confirms once with the mailed token, in the fan’s language; the link then says it is done', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store, 'es');
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 7 * 86_400_000), 'confirm', request({ lang: 'es', city_name: 'Lisboa' }));
    expect(await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43), lang: 'fr' }) })).toEqual({
      status: 200,
      body: { confirmed: true, message: LINK_ANSWERS.es.confirmed, concerts: [] },
    });
    expect(store.subscribers.get(id)?.confirmed_at).toBe(NOW.toISOString());
    expect(await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43) }) })).toEqual({
      status: 200,
      body: { confirmed: true, message: LINK_ANSWERS.es.alreadyConfirmed },
    });
  });

  it('refuses a link past its 7 days with 410, and an unknown or malformed token with 400', async () => {
    const { store, clock, call } = setup();
    const { id } = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 7 * 86_400_000), 'confirm', request());
    clock.now = new Date(NOW.getTime() + 7 * 86_400_000);
    expect(await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43) }) })).toEqual({ status: 410, body: { error: LINK_ANSWERS.en.expired } });
    expect(store.subscribers.get(id)?.confirmed_at).toBeNull();
    expect((await call('confirm', { body: JSON.stringify({ token: 'u'.repeat(43), lang: 'en' }) })).body).toEqual({ error: LINK_ANSWERS.en.invalidLink });
    expect((await call('confirm', { body: JSON.stringify({ token: 42 }) })).status).toBe(400);
  });

  it('never confirms on GET: a mail scanner that opens the function’s address changes nothing', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'confirm', request());
    expect((await call('confirm', { method: 'GET', query: `?token=${'t'.repeat(43)}` })).status).toBe(405);
    expect(store.subscribers.get(id)?.confirmed_at).toBeNull();
  });
});

describe('fan-confirm: the owner’s click, and the welcome', () => {
  it('applies the request its link carries, appends the consent « given », and lifts « do not mail »', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store);
    const mailbox = (await listKeys(SECRET, 'ana+list@fans.example')).mailbox;
    store.doNotMail.set(mailbox, { reason: 'unsubscribed', added_at: NOW });
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'confirm', request());
    expect((await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43) }) })).body).toMatchObject({ confirmed: true, message: LINK_ANSWERS.fr.confirmed });
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Paris', distance_km: 50, lang: 'fr', confirmed_at: NOW.toISOString() });
    expect(store.events).toEqual([
      expect.objectContaining({ subscriber_id: id, event: 'given', consent_text: 'texte du formulaire', consent_page: '/concerts', city_name: 'Paris', lang: 'fr' }),
    ]);
    expect(store.doNotMail.has(mailbox)).toBe(false);
  });

  it('applies « apply these changes » for a confirmed fan only when clicked, and appends « changed »', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store);
    await store.updateSubscriber(id, { confirmed_at: NOW.toISOString() });
    await store.addConfirmationToken(await sha256Hex('c'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'change', request({ lang: 'es', city_name: 'París' }));
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Lisbon', lang: 'en' });
    expect((await call('confirm', { body: JSON.stringify({ token: 'c'.repeat(43) }) })).body).toEqual({ confirmed: true, message: SAFETY_ANSWERS.es.changed });
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'París', lang: 'es', distance_km: 50 });
    expect(store.events.map((event) => event.event)).toEqual(['changed']);
  });

  it('lists the upcoming concerts in reach on the page and in one welcome mail, and marks them told so no alert repeats them', async () => {
    const { store, call, mailer, feed } = setup();
    const { id } = await subscribed(store);
    feed.concerts = [
      concert('2027-03-20-braga', 'Braga', '2027-03-20T21:00:00+01:00'),
      concert('2027-02-01-porto', 'Porto', '2027-02-01T21:00:00+01:00'),
      concert('2026-11-01-porto', 'Porto', '2026-11-01T21:00:00+01:00'),
      concert('2027-04-01-porto', 'Porto', '2027-04-01T21:00:00+01:00', 'annulé'),
      concert('2027-03-13-paris', 'Paris', '2027-03-13T21:00:00+01:00'),
    ];
    await store.addConfirmationToken(
      await sha256Hex('t'.repeat(43)),
      id,
      new Date(NOW.getTime() + 86_400_000),
      'confirm',
      request({ city_id: LISBON.id, city_name: 'Lisbon', city_country: 'PT', latitude: 38.71667, longitude: -9.13333, distance_km: 300, lang: 'en' }),
    );
    expect((await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43) }) })).body).toMatchObject({ concerts: ['2027-02-01-porto', '2027-03-20-braga'] });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: ['Ana@Fans.example'], subject: 'Welcome: Yaniel Bárcenas’s concerts already planned near you' });
    expect(mailer.sent[0]?.text).toContain(`${SITE}/en/concerts/2027-03-20-braga.ics`);
    expect(mailer.sent[0]?.text.indexOf('Porto')).toBeLessThan(mailer.sent[0]?.text.indexOf('Braga') ?? 0);
    expect(await store.plannedAlerts('2027-03-20-braga')).toEqual([{ subscriber_id: id, kind: 'announce', status: 'sent' }]);
  });

  it('says in the welcome that nothing is announced yet, and confirms all the same when the feed cannot be read', async () => {
    const { store, call, mailer } = setup();
    const { id } = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'confirm', request({ lang: 'en' }));
    await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43) }) });
    expect(mailer.sent[0]?.text).toContain('No concert has been announced near you yet');
    const broken = createFanConfirmHandler({
      store,
      allowedOrigins: [SITE],
      secret: SECRET,
      now: () => NOW,
      logger: new MemoryLogger(),
      mailer,
      readFeed: async () => {
        throw new Error('site down');
      },
      sender: { from: 'a@b.example', replyTo: 'c@d.example' },
      site: SITE,
      functionsBase: 'https://p.example',
    });
    await store.insertSubscriber({ ...request(), email: 'b@fans.example', email_hash: 'b' });
    const bId = [...store.subscribers.values()].find((row) => row.email === 'b@fans.example')?.id ?? '';
    await store.addConfirmationToken(await sha256Hex('b'.repeat(43)), bId, new Date(NOW.getTime() + 86_400_000), 'confirm', request());
    const answer = await broken(new Request(`${URL_BASE}/fan-confirm`, { method: 'POST', headers: { origin: SITE }, body: JSON.stringify({ token: 'b'.repeat(43) }) }));
    expect(await answer.json()).toEqual({ confirmed: true, message: LINK_ANSWERS.fr.confirmed });
    expect(store.subscribers.get(bId)?.confirmed_at).toBe(NOW.toISOString());
  });
});

describe('fan-unsubscribe', () => {
  it('unsubscribes on a one-click POST whatever its body (multipart, form, empty, JSON, garbage), answering 200 in the fan’s language', async () => {
    const bodies = [
      { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n' },
      { type: 'application/x-www-form-urlencoded', body: 'List-Unsubscribe=One-Click' },
      { type: 'text/plain', body: '' },
      { type: 'application/json', body: '{"lang":"es"}' },
      { type: 'application/octet-stream', body: '\u0000{not json' },
      { type: 'application/json', body: 'x'.repeat(10_000) },
    ];
    for (const { type, body } of bodies) {
      const { store, call } = setup();
      const { id, token } = await subscribed(store);
      const answer = await call('unsubscribe', { query: `?token=${encodeURIComponent(token)}`, type, body, origin: null });
      expect(answer).toEqual({ status: 200, body: { unsubscribed: true, message: LINK_ANSWERS.en.unsubscribed } });
      expect(store.subscribers.has(id)).toBe(false);
      expect(store.events.map((event) => event.event)).toEqual(['withdrawn']);
    }
  });

  it('takes « this wasn’t me » from a confirmation mail: the address leaves, its mailbox goes on « do not mail »', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('n'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'confirm', request({ lang: 'es' }));
    expect(await call('unsubscribe', { body: JSON.stringify({ token: 'n'.repeat(43), lang: 'fr' }) })).toEqual({
      status: 200,
      body: { unsubscribed: true, message: SAFETY_ANSWERS.es.notMe },
    });
    expect(store.subscribers.has(id)).toBe(false);
    expect(store.doNotMail.get((await listKeys(SECRET, 'ana@fans.example')).mailbox)?.reason).toBe('not_me');
    // A change link is not a « this wasn't me » link: a confirmed fan is never unsubscribed by a stranger's mail.
    const other = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('m'.repeat(43)), other.id, new Date(NOW.getTime() + 86_400_000), 'change', request());
    expect((await call('unsubscribe', { body: JSON.stringify({ token: 'm'.repeat(43) }) })).status).toBe(400);
    expect(store.subscribers.has(other.id)).toBe(true);
  });

  it('unsubscribes on RFC 8058’s one-click POST (form body, token in the address, no origin), deletes the address and keeps its hash', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    const answer = await call('unsubscribe', {
      query: `?token=${encodeURIComponent(token)}`,
      type: 'application/x-www-form-urlencoded',
      body: 'List-Unsubscribe=One-Click',
      origin: null,
    });
    expect(answer).toEqual({ status: 200, body: { unsubscribed: true, message: LINK_ANSWERS.en.unsubscribed } });
    expect(store.subscribers.has(id)).toBe(false);
    expect(store.doNotMail.get((await listKeys(SECRET, 'ana@fans.example')).mailbox)?.reason).toBe('unsubscribed');
    // A second click (the visible link after the header) is harmless.
    expect((await call('unsubscribe', { body: JSON.stringify({ token, lang: 'fr' }) })).body).toEqual({ unsubscribed: true, message: LINK_ANSWERS.fr.alreadyGone });
  });

  it('refuses forged, altered and foreign tokens with a clear 400, and removes nobody', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    const forged = [
      `${id}.${'A'.repeat(43)}`,
      `${token}x`,
      token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      await subscriberToken('another-secret', id, 1),
      '',
      'x'.repeat(5000),
      `${id}.${token.split('.')[1]}.extra`,
    ];
    for (const candidate of forged) {
      expect((await call('unsubscribe', { body: JSON.stringify({ token: candidate, lang: 'es' }) })).status).toBe(400);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), async (candidate) => {
        expect((await call('unsubscribe', { body: JSON.stringify({ token: candidate }) })).status).toBe(400);
      }),
      { numRuns: 300 },
    );
    expect(store.subscribers.has(id)).toBe(true);
    expect((await call('unsubscribe', { body: JSON.stringify({ token: `${id}.${'A'.repeat(43)}`, lang: 'es' }) })).body).toEqual({ error: LINK_ANSWERS.es.invalidLink });
  });
});

describe('fan-preferences', () => {
  it('reads the current choices with the token, then changes city and distance', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    expect((await call('preferences', { body: JSON.stringify({ token }) })).body).toEqual({ city: { id: LISBON.id, name: 'Lisbon' }, distance: 300, lang: 'en' });
    const saved = await call('preferences', { body: JSON.stringify({ token, city: PARIS, distance: 'all' }) });
    expect(saved).toEqual({ status: 200, body: { saved: true, message: LINK_ANSWERS.en.saved, city: { id: PARIS.id, name: 'Paris' }, distance: null, lang: 'en' } });
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Paris', city_country: 'FR', distance_km: null });
  });

  it('refuses an unknown city and a distance outside the list, and changes nothing', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    expect((await call('preferences', { body: JSON.stringify({ token, city: { id: 1, name: 'Atlantis' }, distance: 50 }) })).body).toMatchObject({ field: 'city' });
    expect((await call('preferences', { body: JSON.stringify({ token, city: PARIS, distance: 20 }) })).body).toMatchObject({ field: 'distance' });
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Lisbon', distance_km: 300 });
  });

  it('answers 404 to the token of an address that left, and 400 to a forged one', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    await store.unsubscribe(id, 'hash', 'unsubscribed');
    expect((await call('preferences', { body: JSON.stringify({ token }) })).status).toBe(404);
    expect((await call('preferences', { body: JSON.stringify({ token: `${id}.forged` }) })).status).toBe(400);
  });

  it('answers hostile bodies to each function with 200, 400 or 404, never a 5xx', async () => {
    const { store, call } = setup();
    const { token } = await subscribed(store);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything(), fc.record({ token: fc.oneof(fc.constant(token), fc.anything()), city: fc.anything(), distance: fc.anything() })),
        fc.constantFrom<'confirm' | 'unsubscribe' | 'preferences'>('confirm', 'unsubscribe', 'preferences'),
        async (body, name) => {
          const raw = JSON.stringify(body) ?? 'undefined';
          expect([200, 400, 404]).toContain((await call(name, { body: raw })).status);
        },
      ),
      { numRuns: 800 },
    );
  });
});

describe('token versions: a new link or leaving revokes the older links, the unsubscription alone takes any', () => {
  const context = (store: MemoryFanStore) => ({
    store,
    site: SITE,
    functionsBase: 'https://project.supabase.co',
    secret: SECRET,
    sender: { from: 'a@b.example', replyTo: 'c@d.example' },
  });
  const tokenOf = (text: string, page: string) => new RegExp(`${page}\\?token=([\\w.-]+)`).exec(text)?.[1] ?? '';

  it('refuses an older preferences link once a new link is mailed (410, what to do), and the new mail’s links work', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    await store.updateSubscriber(id, { confirmed_at: NOW.toISOString() });
    const mail = await mailListLink(context(store), { id, email: 'Ana@Fans.example', lang: 'en' }, 'change', request(), NOW);
    for (const body of [
      { token, lang: 'es' },
      { token, lang: 'es', city: PARIS, distance: 50 },
    ]) {
      expect(await call('preferences', { body: JSON.stringify(body) })).toEqual({ status: 410, body: { error: LINK_ANSWERS.es.superseded } });
    }
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Lisbon', distance_km: 300 });
    expect(store.events).toEqual([]);
    // « Apply these changes » carries the preferences and one-click links of the new version.
    const manage = tokenOf(mail.text, '/en/concert-alerts/preferences');
    expect(manage.startsWith(`${id}.2.`)).toBe(true);
    expect(mail.headers?.['List-Unsubscribe']).toContain(encodeURIComponent(manage));
    expect((await call('preferences', { body: JSON.stringify({ token: manage }) })).body).toEqual({ city: { id: LISBON.id, name: 'Lisbon' }, distance: 300, lang: 'en' });
  });

  it('refuses an older confirmation or « apply these changes » link once a newer one is mailed, and confirms with the newer', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('o'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'confirm', request({ city_name: 'Old' }));
    await store.addConfirmationToken(await sha256Hex('n'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'confirm', request());
    expect(await call('confirm', { body: JSON.stringify({ token: 'o'.repeat(43) }) })).toEqual({ status: 410, body: { error: LINK_ANSWERS.en.superseded } });
    expect(store.subscribers.get(id)?.confirmed_at).toBeNull();
    expect((await call('confirm', { body: JSON.stringify({ token: 'n'.repeat(43) }) })).body).toMatchObject({ confirmed: true, message: LINK_ANSWERS.fr.confirmed });
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Paris' });
    // A later « apply these changes » makes the earlier one stale too, before and after it is used.
    await store.addConfirmationToken(await sha256Hex('a'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'change', request({ city_name: 'First' }));
    await store.addConfirmationToken(await sha256Hex('b'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'change', request({ city_name: 'Second' }));
    expect((await call('confirm', { body: JSON.stringify({ token: 'a'.repeat(43) }) })).status).toBe(410);
    expect(store.subscribers.get(id)).toMatchObject({ city_name: 'Paris' });
  });

  it('unsubscribes with a link of an older version, and with one signed before versions existed (RFC 8058: mails already sent)', async () => {
    for (const stale of ['older', 'unversioned'] as const) {
      const { store, call } = setup();
      const { id, token } = await subscribed(store);
      await store.addConfirmationToken(await sha256Hex('n'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000), 'change', request());
      const old = stale === 'older' ? token : `${id}.${await hmac(SECRET, `fan-link:${id}`)}`;
      expect((await call('preferences', { body: JSON.stringify({ token: old }) })).status).toBe(410);
      const answer = await call('unsubscribe', {
        query: `?token=${encodeURIComponent(old)}`,
        type: 'application/x-www-form-urlencoded',
        body: 'List-Unsubscribe=One-Click',
        origin: null,
      });
      expect(answer).toEqual({ status: 200, body: { unsubscribed: true, message: LINK_ANSWERS.en.unsubscribed } });
      expect(store.subscribers.has(id)).toBe(false);
    }
  });

  it('refuses the preferences link of an address that left, even once it signed up again', async () => {
    const { store, call } = setup();
    const { id, token } = await subscribed(store);
    expect((await call('unsubscribe', { body: JSON.stringify({ token }) })).status).toBe(200);
    expect(await call('preferences', { body: JSON.stringify({ token, lang: 'en' }) })).toEqual({ status: 404, body: { error: LINK_ANSWERS.en.alreadyGone } });
    const again = await subscribed(store);
    expect(again.id).not.toBe(id);
    expect((await call('preferences', { body: JSON.stringify({ token, city: PARIS, distance: 50 }) })).status).toBe(404);
    expect(store.subscribers.get(again.id)).toMatchObject({ city_name: 'Lisbon' });
  });
});
