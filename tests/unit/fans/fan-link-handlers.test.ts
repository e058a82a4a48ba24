/** fan-confirm, fan-unsubscribe and fan-preferences with fakes: single-use links, one-click unsubscription, forged tokens. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex, subscriberToken } from '../../../supabase/functions/_shared/fan-links.ts';
import { LINK_ANSWERS, createFanConfirmHandler, createFanPreferencesHandler, createFanUnsubscribeHandler } from '../../../supabase/functions/_shared/fan-link-handlers.ts';
import { FixtureCities, LISBON, MemoryFanStore, MemoryLogger, PARIS } from './fan-fakes';

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
  return { id, token: await subscriberToken(SECRET, id) };
}

function setup() {
  const store = new MemoryFanStore();
  const clock = { now: NOW };
  const logger = new MemoryLogger();
  const options = { store, allowedOrigins: [SITE], secret: SECRET, now: () => clock.now, logger };
  const handlers = {
    confirm: createFanConfirmHandler(options),
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
  return { store, clock, call };
}

describe('fan-confirm', () => {
  it('confirms once with the mailed token, in the fan’s language; the link then says it is done', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store, 'es');
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 7 * 86_400_000));
    expect(await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43), lang: 'fr' }) })).toEqual({
      status: 200,
      body: { confirmed: true, message: LINK_ANSWERS.es.confirmed },
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
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 7 * 86_400_000));
    clock.now = new Date(NOW.getTime() + 7 * 86_400_000);
    expect(await call('confirm', { body: JSON.stringify({ token: 't'.repeat(43) }) })).toEqual({ status: 410, body: { error: LINK_ANSWERS.en.expired } });
    expect(store.subscribers.get(id)?.confirmed_at).toBeNull();
    expect((await call('confirm', { body: JSON.stringify({ token: 'u'.repeat(43), lang: 'en' }) })).body).toEqual({ error: LINK_ANSWERS.en.invalidLink });
    expect((await call('confirm', { body: JSON.stringify({ token: 42 }) })).status).toBe(400);
  });

  it('never confirms on GET: a mail scanner that opens the function’s address changes nothing', async () => {
    const { store, call } = setup();
    const { id } = await subscribed(store);
    await store.addConfirmationToken(await sha256Hex('t'.repeat(43)), id, new Date(NOW.getTime() + 86_400_000));
    expect((await call('confirm', { method: 'GET', query: `?token=${'t'.repeat(43)}` })).status).toBe(405);
    expect(store.subscribers.get(id)?.confirmed_at).toBeNull();
  });
});

describe('fan-unsubscribe', () => {
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
    expect(store.doNotMail.has(await sha256Hex('ana@fans.example'))).toBe(true);
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
      await subscriberToken('another-secret', id),
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
    await store.unsubscribe(id, 'hash');
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
