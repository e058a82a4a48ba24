/** fan-signup with fakes: answers that reveal nothing, one row per address, the owner's click for every change, the mail limits, hostile bodies. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listKeys } from '../../../supabase/functions/_shared/fan-list-keys.ts';
import { FAN_CONSENT_TEXT } from '../../../supabase/functions/_shared/fan-rules.ts';
import { createFanSignUpHandler, DEFAULT_MAIL_LIMITS, SIGNUP_ANSWERS } from '../../../supabase/functions/_shared/fan-signup-handler.ts';
import type { MailLimits } from '../../../supabase/functions/_shared/fan-store.ts';
import { FixtureCities, LISBON, MADRID, MemoryFanStore, MemoryLogger, MemoryMailer, PARIS } from './fan-fakes';

const SITE = 'https://yaniel-barcenas.example';
const SECRET = 'test-service-role-key';

/** The artist-alert claims, as artist_alerts keeps them: once an hour per kind. */
class MemoryAlerts {
  claims: string[] = [];
  #last = new Map<string, Date>();
  async claim(kind: string, sentBefore: Date, now: Date) {
    const last = this.#last.get(kind);
    if (last !== undefined && last >= sentBefore) return false;
    this.#last.set(kind, now);
    this.claims.push(kind);
    return true;
  }
}

function setup(start = new Date('2026-12-01T10:00:00Z'), mailLimits: MailLimits = DEFAULT_MAIL_LIMITS) {
  const store = new MemoryFanStore();
  const mailer = new MemoryMailer();
  const cities = new FixtureCities();
  const logger = new MemoryLogger();
  const alerts = new MemoryAlerts();
  const clock = { now: start };
  const handler = createFanSignUpHandler({
    reportTo: 'contact@yaniel-barcenas.example',
    alerts,
    mailLimits,
    minAnswerMs: 0,
    store,
    cities,
    mailer,
    sender: { from: 'Site <site@yaniel-barcenas.example>', replyTo: 'contact@yaniel-barcenas.example' },
    site: SITE,
    functionsBase: 'https://project.supabase.co',
    allowedOrigins: [SITE],
    secret: SECRET,
    now: () => clock.now,
    logger,
  });
  const post = async (body: unknown, ip: string | null = '192.0.2.10') => {
    const response = await handler(
      new Request('https://project.supabase.co/functions/v1/fan-signup', {
        method: 'POST',
        headers: { origin: SITE, ...(ip === null ? {} : { 'x-forwarded-for': ip }), 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { store, mailer, cities, logger, alerts, clock, post };
}

const signUp = (overrides: Record<string, unknown> = {}) => ({
  email: 'ana@fans.example',
  city: LISBON,
  distance: 300,
  consent: true,
  page: '/en/concerts/2027-03-12-porto',
  lang: 'en',
  ...overrides,
});

describe('fan-signup', () => {
  it('stores the fan with the consent record, and mails an English confirmation link to the site’s page', async () => {
    const { store, mailer, post } = setup();
    expect(await post(signUp())).toEqual({ status: 200, body: { ok: true, message: SIGNUP_ANSWERS.en.accepted } });
    const [row] = [...store.subscribers.values()];
    expect(row).toMatchObject({ email: 'ana@fans.example', city_id: LISBON.id, city_name: 'Lisbon', city_country: 'PT', distance_km: 300, lang: 'en', confirmed_at: null });
    expect(row).toMatchObject({ consent_text: FAN_CONSENT_TEXT.en, consent_lang: 'en', consent_page: '/en/concerts/2027-03-12-porto', consent_at: '2026-12-01T10:00:00.000Z' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: ['ana@fans.example'], subject: 'Please confirm your sign-up for Yaniel Bárcenas’s concerts' });
    expect(mailer.sent[0]?.text).toMatch(new RegExp(`${SITE}/en/concert-alerts/confirm\\?token=[\\w-]{43}`));
    const [token] = [...store.tokens.values()];
    expect(token?.expires_at).toBe('2026-12-08T10:00:00.000Z');
  });

  it('names the city in the fan’s language: Lisboa in Spanish, Lisbonne in French', async () => {
    const { store, post } = setup();
    await post(signUp({ email: 'a@fans.example', lang: 'es' }));
    await post(signUp({ email: 'b@fans.example', lang: 'fr', city: { id: LISBON.id, name: 'Lisbonne' } }));
    expect([...store.subscribers.values()].map((row) => row.city_name)).toEqual(['Lisboa', 'Lisbonne']);
  });

  it('leaves an unconfirmed address’s choices until a link is clicked, one row, one mail per 10 minutes, the same answer', async () => {
    const { store, mailer, clock, post } = setup();
    const first = await post(signUp());
    const again = await post(signUp({ email: ' ANA@fans.example ', city: PARIS, distance: 'all' }));
    expect(again).toEqual(first);
    expect(store.subscribers.size).toBe(1);
    expect([...store.subscribers.values()][0]).toMatchObject({ city_name: 'Lisbon', distance_km: 300 });
    expect(mailer.sent).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    await post(signUp({ city: MADRID }));
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]?.text).toContain('Madrid');
    // Each link carries its own request: the Madrid one applies Madrid.
    expect([...store.tokens.values()].map((token) => token.request?.city_name)).toEqual(['Lisbon', 'Madrid']);
  });

  it('changes nothing of a confirmed fan: their consent and choices stay; the owner gets « apply these changes »', async () => {
    const { store, mailer, clock, post } = setup();
    await post(signUp());
    const [row] = [...store.subscribers.values()];
    await store.updateSubscriber(row?.id ?? '', { confirmed_at: clock.now.toISOString() });
    // Everything but the mail bookkeeping (when the owner was last mailed, the version of the links mailed).
    const choices = () => ({ ...[...store.subscribers.values()][0], confirmation_mailed_at: null, token_version: 0 });
    const before = choices();
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    expect((await post(signUp({ city: MADRID, distance: 50, lang: 'es', page: '/es/conciertos' }))).status).toBe(200);
    expect(choices()).toEqual(before);
    // The mail speaks the fan's language, not the stranger's, and names what would change.
    expect(mailer.sent[1]).toMatchObject({ to: ['ana@fans.example'], subject: 'Change your Yaniel Bárcenas concert alerts?' });
    expect(mailer.sent[1]?.text).toContain('Madrid, his concerts within 50 km, emails in Español');
    expect(mailer.sent[1]?.text).toMatch(new RegExp(`${SITE}/en/concert-alerts/confirm\\?token=[\\w-]{43}`));
    expect([...store.tokens.values()].at(-1)).toMatchObject({ purpose: 'change', request: { city_name: 'Madrid', distance_km: 50, lang: 'es', consent_page: '/es/conciertos' } });
    // A second post within 10 minutes: nothing changes, nothing is mailed.
    clock.now = new Date(clock.now.getTime() + 60_000);
    await post(signUp({ city: PARIS }));
    expect(mailer.sent).toHaveLength(2);
    expect(choices()).toEqual(before);
  });

  it('mails one mailbox three times a day at most, whatever its +tags, case or Gmail dots', async () => {
    const { mailer, clock, post } = setup();
    const addresses = ['victim+1@fans.example', 'VICTIM+2@fans.example', 'victim@FANS.example', 'victim+x@fans.example', 'victim+y@fans.example'];
    for (const [index, email] of addresses.entries()) await post(signUp({ email }), `203.0.113.${index}`);
    expect(mailer.sent).toHaveLength(3);
    clock.now = new Date(clock.now.getTime() + 25 * 60 * 60_000);
    await post(signUp({ email: 'victim+z@fans.example' }), '203.0.113.99');
    expect(mailer.sent).toHaveLength(4);
    expect((await listKeys('k', 'v.i.c.t.i.m+1@googlemail.com')).mailbox).toBe((await listKeys('k', 'victim@gmail.com')).mailbox);
  });

  it('holds mails past a domain’s or the list’s hourly limit, never drops them, and tells the artist once an hour', async () => {
    const { store, mailer, alerts, post } = setup(undefined, { ...DEFAULT_MAIL_LIMITS, domainPerHour: 3, ceilingPerHour: 5 });
    for (let index = 0; index < 5; index += 1) await post(signUp({ email: `fan${index}@one.example` }), `203.0.113.${index}`);
    expect(mailer.sent).toHaveLength(3);
    expect(store.deferred.size).toBe(2);
    expect(alerts.claims).toEqual([]);
    for (let index = 0; index < 4; index += 1) await post(signUp({ email: `fan${index}@two.example` }), `198.51.100.${index}`);
    expect(mailer.sent.filter((mail) => mail.to[0]?.endsWith('@two.example'))).toHaveLength(2);
    expect(store.deferred.size).toBe(4);
    expect(alerts.claims).toEqual(['fan_ceiling']);
    expect(mailer.sent.at(-1)).toMatchObject({ to: ['contact@yaniel-barcenas.example'], subject: "Liste des fans : plafond de 5 mails d'inscription par heure atteint" });
  });

  it('lets a mailbox on « do not mail » back in through one confirmation link a month, with the same answer', async () => {
    const { store, mailer, clock, post } = setup();
    store.doNotMail.set((await listKeys(SECRET, 'gone@fans.example')).mailbox, { reason: 'unsubscribed', added_at: clock.now });
    const answer = await post(signUp({ email: 'Gone+list@fans.example' }));
    expect(answer).toEqual({ status: 200, body: { ok: true, message: SIGNUP_ANSWERS.en.accepted } });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Please confirm your sign-up for Yaniel Bárcenas’s concerts']);
    clock.now = new Date(clock.now.getTime() + 2 * 24 * 60 * 60_000);
    await post(signUp({ email: 'gone@fans.example' }));
    expect(mailer.sent).toHaveLength(1);
  });

  it('answers every accepted path after the same minimum time, a « do not mail » address as a new one', async () => {
    const store = new MemoryFanStore();
    const waits: number[] = [];
    const handler = createFanSignUpHandler({
      store,
      cities: new FixtureCities(),
      mailer: new MemoryMailer(),
      sender: { from: 'Site <site@yaniel-barcenas.example>', replyTo: 'contact@yaniel-barcenas.example' },
      site: SITE,
      functionsBase: 'https://project.supabase.co',
      allowedOrigins: [SITE],
      secret: SECRET,
      reportTo: 'contact@yaniel-barcenas.example',
      alerts: new MemoryAlerts(),
      minAnswerMs: 5000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    store.doNotMail.set((await listKeys(SECRET, 'gone@fans.example')).mailbox, { reason: 'unsubscribed', added_at: new Date() });
    for (const email of ['new@fans.example', 'new@fans.example', 'gone@fans.example']) {
      const request = new Request('https://p.supabase.co/functions/v1/fan-signup', {
        method: 'POST',
        headers: { origin: SITE, 'x-forwarded-for': '192.0.2.1' },
        body: JSON.stringify(signUp({ email })),
      });
      expect((await handler(request)).status).toBe(200);
    }
    expect(waits).toHaveLength(3);
    for (const wait of waits) expect(wait).toBeGreaterThan(4500);
  });

  it('keys requests without the client-address header on one shared bucket, never refused for it, and tells the artist', async () => {
    const { alerts, post } = setup();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await post(signUp({ email: `fan${index}@fans.example` }), null)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(alerts.claims).toEqual(['fan_shared_address']);
  });

  it('refuses a city the list does not hold, naming the field, in the page’s language', async () => {
    const { store, post } = setup();
    expect(await post(signUp({ city: { id: 999_999_999, name: 'Atlantis' }, lang: 'es' }))).toEqual({
      status: 400,
      body: { error: 'Esta ciudad no está en nuestra lista: escribe su nombre y elígela entre las sugerencias', field: 'city' },
    });
    // An id of a real city under another city's name is not found either: the name names the slice.
    expect((await post(signUp({ city: { id: LISBON.id, name: 'Paris' } }))).body).toMatchObject({ field: 'city' });
    expect(store.subscribers.size).toBe(0);
  });

  it('refuses a missing consent, a bad address and a distance outside the list, in order, with their fields', async () => {
    const { post } = setup();
    expect((await post(signUp({ consent: false }))).body).toEqual({ error: 'Please tick the box to agree to receive concert announcements', field: 'consent' });
    expect((await post(signUp({ email: 'a,b@x.io', consent: 'yes' }))).body).toEqual({ error: 'Please enter a valid email address', field: 'email' });
    expect((await post(signUp({ distance: 75, lang: 'fr' }))).body).toEqual({ error: 'Choisissez une distance : 50, 100 ou 300 km, ou tous les concerts', field: 'distance' });
  });

  it('answers 10,000 sign-ups from one connection with 10 accepted, then 429, never a 5xx, and mails the address once', { timeout: 30_000 }, async () => {
    const { store, mailer, post } = setup();
    const statuses = new Map<number, number>();
    for (let index = 0; index < 10_000; index += 1) {
      const { status } = await post(signUp({ distance: [50, 100, 300][index % 3] }));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 10, 429: 9990 });
    expect(store.subscribers.size).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    // Another connection is not held back by this one.
    expect((await post(signUp({ email: 'luis@fans.example' }), '198.51.100.7')).status).toBe(200);
  });

  it('keeps the answer the same when the confirmation mail fails, and counts it: a failing provider is no reason to mail more', async () => {
    const { mailer, post, logger, clock } = setup();
    mailer.failures = 1;
    expect((await post(signUp())).status).toBe(200);
    expect(logger.errors).toEqual(['fan-signup: the mail to the address failed']);
    await post(signUp());
    expect(mailer.sent).toHaveLength(0);
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    await post(signUp());
    expect(mailer.sent).toHaveLength(1);
  });

  it('answers a store failure with 500 and the message in the page’s language', async () => {
    const { store, post } = setup();
    store.failNext.add('signUp');
    expect(await post(signUp({ lang: 'es' }))).toEqual({ status: 500, body: { error: SIGNUP_ANSWERS.es.failed } });
  });

  it('tells a bot that filled the hidden field all went well, and stores nothing', async () => {
    const { store, mailer, post } = setup();
    expect((await post(signUp({ website: 'https://spam.example' }))).status).toBe(200);
    expect(store.subscribers.size + mailer.sent.length + store.signUps.length).toBe(0);
  });

  it('answers hostile bodies with 400, 413 or 429, never a 5xx, and stores only valid rows', async () => {
    const { store, post } = setup();
    const hostile = fc.oneof(fc.string(), fc.anything(), fc.constantFrom('<script>', '\u0000', '\ud800', "'; drop table fan_subscribers; --", 'x'.repeat(9000)));
    const body = fc.record(
      {
        email: fc.oneof(hostile, fc.emailAddress()),
        city: fc.oneof(hostile, fc.record({ id: fc.oneof(fc.integer(), fc.constant(LISBON.id), hostile), name: fc.oneof(hostile, fc.constant('Lisbon')) })),
        distance: fc.oneof(hostile, fc.constantFrom(50, 100, 300, 'all')),
        consent: fc.oneof(hostile, fc.constant(true)),
        page: fc.oneof(hostile, fc.constant('/concerts')),
        lang: fc.oneof(hostile, fc.constantFrom('fr', 'en', 'es')),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.string(), fc.anything()), fc.ipV4(), async (value, ip) => {
        const raw = typeof value === 'string' ? value : JSON.stringify(value);
        const { status } = await post(raw ?? 'undefined', ip);
        expect([200, 400, 413, 429]).toContain(status);
      }),
      { numRuns: 1500 },
    );
    for (const row of store.subscribers.values()) {
      expect(row.email).toMatch(/@/);
      expect([50, 100, 300, null]).toContain(row.distance_km);
      expect(row.consent_text).toBe(FAN_CONSENT_TEXT[row.lang]);
    }
  });
});
