/** fan-signup with fakes: answers that reveal nothing, one row per address, one mail per 10 minutes, limits and hostile bodies. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../supabase/functions/_shared/fan-links.ts';
import { FAN_CONSENT_TEXT } from '../../../supabase/functions/_shared/fan-rules.ts';
import { createFanSignUpHandler, SIGNUP_ANSWERS } from '../../../supabase/functions/_shared/fan-signup-handler.ts';
import { FixtureCities, LISBON, MADRID, MemoryFanStore, MemoryLogger, MemoryMailer, PARIS } from './fan-fakes';

const SITE = 'https://yaniel-barcenas.example';
const SECRET = 'test-service-role-key';

function setup(start = new Date('2026-12-01T10:00:00Z')) {
  const store = new MemoryFanStore();
  const mailer = new MemoryMailer();
  const cities = new FixtureCities();
  const logger = new MemoryLogger();
  const clock = { now: start };
  const handler = createFanSignUpHandler({
    store,
    cities,
    mailer,
    sender: { from: 'Site <site@yaniel-barcenas.example>', replyTo: 'contact@yaniel-barcenas.example' },
    site: SITE,
    allowedOrigins: [SITE],
    secret: SECRET,
    now: () => clock.now,
    logger,
  });
  const post = async (body: unknown, ip = '192.0.2.10') => {
    const response = await handler(
      new Request('https://project.supabase.co/functions/v1/fan-signup', {
        method: 'POST',
        headers: { origin: SITE, 'x-forwarded-for': ip, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { store, mailer, cities, logger, clock, post };
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

  it('updates the city and distance of an address signing up again, one row, one mail per 10 minutes, the same answer', async () => {
    const { store, mailer, clock, post } = setup();
    const first = await post(signUp());
    const again = await post(signUp({ email: ' ANA@fans.example ', city: PARIS, distance: 'all' }));
    expect(again).toEqual(first);
    expect(store.subscribers.size).toBe(1);
    expect([...store.subscribers.values()][0]).toMatchObject({ city_name: 'Paris', distance_km: null });
    expect(mailer.sent).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 11 * 60_000);
    await post(signUp({ city: MADRID }));
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]?.text).toContain('Madrid');
  });

  it('tells a confirmed fan by mail that the subscription changed, with the preferences page, never a new confirmation', async () => {
    const { store, mailer, clock, post } = setup();
    await post(signUp());
    const [row] = [...store.subscribers.values()];
    await store.updateSubscriber(row?.id ?? '', { confirmed_at: clock.now.toISOString() });
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    expect((await post(signUp({ city: PARIS, distance: 50 }))).status).toBe(200);
    expect(mailer.sent[1]).toMatchObject({ subject: 'Your Yaniel Bárcenas concert alerts have changed' });
    expect(mailer.sent[1]?.text).toContain(`${SITE}/en/concert-alerts/preferences?token=${row?.id}.`);
    expect([...store.subscribers.values()][0]?.confirmed_at).not.toBeNull();
  });

  it('accepts an address on the « do not mail » list like any other, and neither stores nor mails it', async () => {
    const { store, mailer, post } = setup();
    store.doNotMail.add(await sha256Hex('gone@fans.example'));
    const answer = await post(signUp({ email: 'Gone@fans.example' }));
    expect(answer).toEqual({ status: 200, body: { ok: true, message: SIGNUP_ANSWERS.en.accepted } });
    expect(store.subscribers.size).toBe(0);
    expect(mailer.sent).toEqual([]);
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

  it('keeps the answer the same when the confirmation mail fails, and lets the next sign-up mail at once', async () => {
    const { mailer, post, logger } = setup();
    mailer.failures = 1;
    expect((await post(signUp())).status).toBe(200);
    expect(logger.errors).toEqual(['fan-signup: the mail to the address failed']);
    await post(signUp());
    expect(mailer.sent).toHaveLength(1);
  });

  it('answers a store failure with 500 and the message in the page’s language', async () => {
    const { store, post } = setup();
    store.failNext.add('insertSubscriber');
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
