/** What the fan link pages make of the functions' answers: the real handlers (with fakes) answer, src/lib/fan-pages.ts reads. */
import { describe, expect, it } from 'vitest';
import { sha256Hex, subscriberToken } from '../../../supabase/functions/_shared/fan-links.ts';
import { LINK_ANSWERS, createFanConfirmHandler, createFanPreferencesHandler, createFanUnsubscribeHandler } from '../../../supabase/functions/_shared/fan-link-handlers.ts';
import { currentPreferences, distanceChoice, distanceValue, fanLinkOutcome, linkToken, welcomeConcerts } from '../../../src/lib/fan-pages.ts';
import { FixtureCities, LISBON, MemoryFanStore, MemoryMailer, PARIS } from './fan-fakes';

const SITE = 'https://yaniel-barcenas.example';
const SECRET = 'test-service-role-key';
const NOW = new Date('2026-12-01T10:00:00Z');
const CONFIRMATION = 'c'.repeat(43);

async function setup(confirmationExpires = new Date(NOW.getTime() + 86_400_000)) {
  const store = new MemoryFanStore();
  const options = { store, allowedOrigins: [SITE], secret: SECRET, now: () => NOW, logger: { error: () => undefined } };
  const handlers = {
    confirm: createFanConfirmHandler({
      ...options,
      mailer: new MemoryMailer(),
      readFeed: async () => ({ concerts: [] }),
      sender: { from: 'Site <site@yaniel-barcenas.example>', replyTo: 'contact@yaniel-barcenas.example' },
      site: SITE,
      functionsBase: 'https://project.supabase.co',
    }),
    unsubscribe: createFanUnsubscribeHandler(options),
    preferences: createFanPreferencesHandler({ ...options, cities: new FixtureCities() }),
  };
  const id =
    (await store.insertSubscriber({
      email: 'lola@fans.example',
      email_hash: await sha256Hex('lola@fans.example'),
      city_id: LISBON.id,
      city_name: 'Lisboa',
      city_country: 'PT',
      latitude: 38.71667,
      longitude: -9.13333,
      distance_km: null,
      lang: 'es',
      consent_text: 'texto',
      consent_at: NOW.toISOString(),
      consent_lang: 'es',
      consent_page: '/es/conciertos',
    })) ?? '';
  await store.addConfirmationToken(await sha256Hex(CONFIRMATION), id, confirmationExpires, 'confirm', {
    city_id: LISBON.id,
    city_name: 'Lisboa',
    city_country: 'PT',
    latitude: 38.71667,
    longitude: -9.13333,
    distance_km: null,
    lang: 'es',
    consent_text: 'texto',
    consent_at: NOW.toISOString(),
    consent_lang: 'es',
    consent_page: '/es/conciertos',
  });
  /** What the page's behaviour reads: the status and the JSON body of the function's answer. */
  const outcome = async (name: keyof typeof handlers, body: Record<string, unknown>) => {
    const response = await handlers[name](
      new Request(`${SITE}/fan-${name}`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify({ lang: 'es', ...body }) }),
    );
    const json: unknown = await response.json();
    return { outcome: fanLinkOutcome(response.status, json), json };
  };
  return { outcome, token: await subscriberToken(SECRET, id, store.subscribers.get(id)?.token_version ?? 0) };
}

describe('the confirmation page', () => {
  it('shows the confirmation, then « already confirmed » on a second click of the same link', async () => {
    const { outcome } = await setup();
    expect((await outcome('confirm', { token: CONFIRMATION })).outcome).toEqual({ kind: 'done', message: LINK_ANSWERS.es.confirmed });
    expect((await outcome('confirm', { token: CONFIRMATION })).outcome).toEqual({ kind: 'done', message: LINK_ANSWERS.es.alreadyConfirmed });
  });

  it('takes an expired or unknown link as spent: no button left, the sign-up form offered instead', async () => {
    const expired = await setup(new Date(NOW.getTime() - 1));
    expect((await expired.outcome('confirm', { token: CONFIRMATION })).outcome).toEqual({ kind: 'spent', message: LINK_ANSWERS.es.expired });
    expect((await expired.outcome('confirm', { token: 'x'.repeat(43) })).outcome).toEqual({ kind: 'spent', message: LINK_ANSWERS.es.invalidLink });
  });
});

describe('the unsubscribe page', () => {
  it('says the address is deleted, then that it is no longer listed; a forged token is spent', async () => {
    const { outcome, token } = await setup();
    expect((await outcome('unsubscribe', { token })).outcome).toEqual({ kind: 'done', message: LINK_ANSWERS.es.unsubscribed });
    expect((await outcome('unsubscribe', { token })).outcome).toEqual({ kind: 'done', message: LINK_ANSWERS.es.alreadyGone });
    expect((await outcome('unsubscribe', { token: `${token.slice(0, -4)}AAAA` })).outcome).toEqual({ kind: 'spent', message: LINK_ANSWERS.es.invalidLink });
  });
});

describe('the preferences page', () => {
  it('reads the current choices (every concert: « all »), saves new ones, and names the field of a refused one', async () => {
    const { outcome, token } = await setup();
    expect(currentPreferences((await outcome('preferences', { token })).json)).toEqual({ city: { id: LISBON.id, name: 'Lisboa' }, distance: 'all' });
    const saved = await outcome('preferences', { token, city: PARIS, distance: 100 });
    expect(saved.outcome).toEqual({ kind: 'done', message: LINK_ANSWERS.es.saved });
    expect(currentPreferences(saved.json)).toEqual({ city: { id: PARIS.id, name: expect.any(String) }, distance: 100 });
    expect((await outcome('preferences', { token, city: PARIS, distance: 70 })).outcome).toMatchObject({ kind: 'invalid', field: 'distance' });
    expect((await outcome('preferences', { token, city: { id: 1, name: 'Atlantis' }, distance: 50 })).outcome).toMatchObject({ kind: 'invalid', field: 'city' });
  });

  it('takes a link whose address has left the list as spent', async () => {
    const { outcome, token } = await setup();
    await outcome('unsubscribe', { token });
    expect((await outcome('preferences', { token })).outcome).toEqual({ kind: 'spent', message: LINK_ANSWERS.es.alreadyGone });
  });
});

describe('answers the pages cannot use', () => {
  it('asks to try again after a server error, an unreadable body or an answer without a sentence', () => {
    expect(fanLinkOutcome(500, { error: LINK_ANSWERS.fr.failed })).toEqual({ kind: 'failed' });
    expect(fanLinkOutcome(502, null)).toEqual({ kind: 'failed' });
    expect(fanLinkOutcome(200, {})).toEqual({ kind: 'failed' });
    expect(fanLinkOutcome(400, [])).toEqual({ kind: 'failed' });
    expect(fanLinkOutcome(429, { error: 'Too many' })).toEqual({ kind: 'failed' });
    expect(currentPreferences({ city: { id: 1.5, name: 'X' }, distance: 50 })).toBeNull();
    expect(currentPreferences({ city: { id: 1, name: 'X' }, distance: 70 })).toBeNull();
    expect(currentPreferences('nothing')).toBeNull();
  });
});

describe('the link and the distance field', () => {
  it('reads the token from the address, trimmed; a link cut short gives none', () => {
    expect(linkToken('?token=abc.def%2Dg')).toBe('abc.def-g');
    expect(linkToken('?token=%20abc%20')).toBe('abc');
    expect(linkToken('')).toBe('');
  });

  it('maps the stored distance to the field and the field to what the function takes', () => {
    expect(distanceChoice(null)).toBe('all');
    expect(distanceChoice(300)).toBe(300);
    expect(distanceChoice(70)).toBeUndefined();
    expect(distanceValue('all')).toBe('all');
    expect(distanceValue('50')).toBe(50);
    expect(distanceValue('')).toBeUndefined();
  });
});

describe('the confirmation page’s welcome', () => {
  it('reveals the concerts fan-confirm names, none when it names an empty list, and nothing for another answer', () => {
    expect(welcomeConcerts({ confirmed: true, message: 'ok', concerts: ['2027-03-12-porto'] })).toEqual(['2027-03-12-porto']);
    expect(welcomeConcerts({ confirmed: true, message: 'ok', concerts: [] })).toEqual([]);
    expect(welcomeConcerts({ confirmed: true, message: 'ok' })).toBeNull();
    expect(welcomeConcerts({ concerts: [1, 2] })).toBeNull();
    expect(welcomeConcerts(null)).toBeNull();
  });
});
