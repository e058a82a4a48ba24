/**
 * fan-alerts with fakes: one mail per new concert and fan within reach, in the fan's language;
 * nothing twice when the job runs again, fails halfway or two runs meet; updates for postponed
 * and cancelled concerts; batches and their pauses; purge; the monthly report.
 */
import { describe, expect, it } from 'vitest';
import { createFanAlertsHandler, runFanAlerts, type FanAlertsOptions } from '../../../supabase/functions/_shared/fan-alerts.ts';
import type { FanConcert } from '../../../supabase/functions/_shared/fan-concerts.ts';
import type { FanDistance } from '../../../supabase/functions/_shared/fan-geo.ts';
import type { Language } from '../../../supabase/functions/_shared/languages.ts';
import { CITIES, MemoryBatchMailer, MemoryFanStore, MemoryLogger, MemoryMailer } from './fan-fakes';

const SITE = 'https://yaniel-barcenas.example';
const PROJECT = 'https://project.supabase.co';
const SECRET = 'test-service-role-key';
const NOW = new Date('2026-12-01T10:00:00Z');

const city = (name: string) => CITIES.find((entry) => entry.name === name && entry.country !== 'US') ?? CITIES[0]!;

function concert(id: string, cityName: string, overrides: Partial<FanConcert> = {}): FanConcert {
  const place = city(cityName);
  const page = (lang: string) => `${SITE}${lang === 'fr' ? '' : `/${lang}`}/concerts/${id}`;
  return {
    id,
    title: { fr: `Concert à ${cityName}`, en: `Concert in ${cityName}`, es: `Concierto en ${cityName}` },
    ensemble: 'Yaniel Bárcenas Quintet',
    start: '2027-03-12T21:30:00+01:00',
    status: 'programmé',
    venue: 'Casa da Música',
    city: { fr: cityName, en: cityName, es: cityName },
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    bookingUrl: 'https://billetterie.example/porto',
    page: { fr: page('fr'), en: page('en'), es: page('es') },
    ics: { fr: `${page('fr')}.ics`, en: `${page('en')}.ics`, es: `${page('es')}.ics` },
    ...overrides,
  };
}

async function fan(store: MemoryFanStore, email: string, cityName: string, distance: FanDistance, lang: Language, confirmed = true): Promise<string> {
  const place = city(cityName);
  const id = await store.insertSubscriber({
    email,
    email_hash: email,
    city_id: place.id,
    city_name: cityName,
    city_country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
    distance_km: distance,
    lang,
    consent_text: 'texte',
    consent_at: NOW.toISOString(),
    consent_lang: lang,
    consent_page: '/',
  });
  if (confirmed) await store.updateSubscriber(id ?? '', { confirmed_at: NOW.toISOString() });
  return id ?? '';
}

function setup() {
  const store = new MemoryFanStore();
  const batchMailer = new MemoryBatchMailer();
  const mailer = new MemoryMailer();
  const logger = new MemoryLogger();
  const clock = { now: NOW };
  const feed: { concerts: FanConcert[] } = { concerts: [] };
  const pauses: number[] = [];
  // The report of November is taken as already sent, so that only the alerts are mailed.
  store.reports.add('2026-11');
  const options: FanAlertsOptions = {
    store,
    readFeed: async () => structuredClone(feed),
    batchMailer,
    mailer,
    sender: { from: 'Site <site@yaniel-barcenas.example>', replyTo: 'contact@yaniel-barcenas.example' },
    reportTo: 'contact@yaniel-barcenas.example',
    site: SITE,
    functionsBase: PROJECT,
    secret: SECRET,
    now: () => clock.now,
    sleep: async (ms) => {
      pauses.push(ms);
    },
    logger,
  };
  return { store, batchMailer, mailer, logger, clock, feed, pauses, options, run: () => runFanAlerts(options) };
}

describe('fan-alerts', () => {
  it('mails a new Porto concert once to the Lisbon fan (300 km) in English and to the « all concerts » fan in Spanish, not to Paris; a second run sends nothing', async () => {
    const { store, batchMailer, feed, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    await fan(store, 'jean@fans.example', 'Paris', 100, 'fr');
    await fan(store, 'lola@fans.example', 'Madrid', null, 'es');
    await fan(store, 'unconfirmed@fans.example', 'Lisbon', 300, 'en', false);
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];

    expect(await run()).toEqual({ deleted: 0, deferredSent: 0, planned: 2, sent: 2, failed: 0, abandoned: 0, reported: false });
    const [english, spanish] = batchMailer.sent;
    expect(batchMailer.sent.map((mail) => mail.to[0])).toEqual(['ana@fans.example', 'lola@fans.example']);
    expect(english?.subject).toBe('Yaniel Bárcenas live in Porto on 12 March');
    expect(english?.text).toContain('When: Friday 12 March 2027 at 21:30');
    expect(english?.text).toContain('Where: Casa da Música, Porto');
    expect(english?.text).toContain('Line-up: Yaniel Bárcenas Quintet');
    expect(english?.text).toContain('Get tickets: https://billetterie.example/porto');
    expect(english?.text).toContain(`See the concert on the website: ${SITE}/en/concerts/2027-03-12-porto`);
    expect(english?.text).toContain(`Add it to your calendar (.ics): ${SITE}/en/concerts/2027-03-12-porto.ics`);
    expect(english?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(english?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${PROJECT}/functions/v1/fan-unsubscribe\\?token=[0-9a-f-]{36}\\.\\d+\\.[\\w-]{43}>$`));
    expect(english?.html).toMatch(new RegExp(`<a href="${SITE}/en/concert-alerts/unsubscribe\\?token=[0-9a-f-]{36}\\.\\d+\\.[\\w-]{43}">Unsubscribe</a>`));
    expect(spanish?.subject).toBe('Yaniel Bárcenas en concierto en Porto el 12 de marzo');

    expect(await run()).toMatchObject({ planned: 0, sent: 0 });
    expect(batchMailer.sent).toHaveLength(2);
  });

  it('mails a Paris concert to the Paris fan in French, and not to Lisbon', async () => {
    const { store, batchMailer, feed, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    await fan(store, 'jean@fans.example', 'Paris', 50, 'fr');
    feed.concerts = [concert('2027-01-20-sunside-paris', 'Paris', { venue: 'Sunside' })];
    await run();
    expect(batchMailer.sent.map((mail) => [mail.to[0], mail.subject])).toEqual([['jean@fans.example', 'Yaniel Bárcenas en concert à Paris le 12 mars']]);
    expect(batchMailer.sent[0]?.text).toContain('Quand : vendredi 12 mars 2027 à 21:30');
  });

  it('keeps a failed batch for the contact mails’ schedule: nothing before 5 minutes, then once', async () => {
    const { store, batchMailer, feed, clock, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    batchMailer.failures = 1;
    expect(await run()).toMatchObject({ planned: 1, sent: 0, failed: 1 });
    clock.now = new Date(NOW.getTime() + 4 * 60_000);
    expect(await run()).toMatchObject({ sent: 0 });
    clock.now = new Date(NOW.getTime() + 5 * 60_000);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(await run()).toMatchObject({ sent: 0 });
    expect(batchMailer.sent).toHaveLength(1);
    expect(store.log[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('abandons a row after the fifth failure', async () => {
    const { store, batchMailer, feed, clock, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    batchMailer.failures = 5;
    const outcomes = [];
    for (const minutes of [0, 5, 35, 155, 875]) {
      clock.now = new Date(NOW.getTime() + minutes * 60_000);
      const { failed, abandoned } = await run();
      outcomes.push([failed, abandoned]);
    }
    expect(outcomes).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    expect(store.log[0]).toMatchObject({ status: 'abandoned', attempts: 5 });
  });

  it('plans the rest after a run that stopped halfway, never twice', async () => {
    const { store, batchMailer, feed, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    // The rows are planned, then the run stops before it marks the concert seen.
    store.failNext.add('rememberConcert');
    await expect(run()).rejects.toThrow('rememberConcert failed');
    expect(await run()).toMatchObject({ planned: 0, sent: 1 });
    expect(await run()).toMatchObject({ planned: 0, sent: 0 });
    expect(batchMailer.sent).toHaveLength(1);
  });

  it('sends a batch left unrecorded by a run that stopped again after 15 minutes, under the same idempotency key: the provider drops it', async () => {
    const { store, batchMailer, feed, clock, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    store.failNext.add('recordAlertOutcome');
    await expect(run()).rejects.toThrow('recordAlertOutcome failed');
    expect(batchMailer.batches).toHaveLength(1);
    clock.now = new Date(NOW.getTime() + 10 * 60_000);
    expect(await run()).toMatchObject({ sent: 0 });
    clock.now = new Date(NOW.getTime() + 16 * 60_000);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(batchMailer.batches).toHaveLength(1);
    expect(store.log[0]).toMatchObject({ status: 'sent' });
  });

  it('retries a batch that timed out under the same idempotency key: had it gone through, the provider drops the copy', async () => {
    const { store, batchMailer, feed, clock, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    // The provider took the batch, but the answer never came back.
    const sendBatch = batchMailer.sendBatch.bind(batchMailer);
    let timedOut = false;
    batchMailer.sendBatch = async (mails, key) => {
      await sendBatch(mails, key);
      if (!timedOut) {
        timedOut = true;
        throw new Error('timeout');
      }
    };
    expect(await run()).toMatchObject({ sent: 0, failed: 1 });
    clock.now = new Date(NOW.getTime() + 6 * 60 * 60_000);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(batchMailer.sent).toHaveLength(1);
  });

  it('sends the sign-up mails held back by the ceiling, oldest first, as the limits allow', async () => {
    const { store, mailer, clock, options } = setup();
    const held = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await fan(store, `held${index}@fans.example`, 'Lisbon', 300, 'en', false);
      held.push(id);
      store.deferred.set(id, {
        subscriber_id: id,
        purpose: 'confirm',
        request: { ...store.subscribers.get(id)!, consent_text: 'texte', consent_at: NOW.toISOString(), consent_lang: 'en', consent_page: '/' },
        deferred_at: new Date(NOW.getTime() + index).toISOString(),
      });
    }
    const limits = { gapMs: 600_000, mailboxMax: 3, mailboxWindowMs: 86_400_000, domainPerHour: 60, ceilingPerHour: 2 };
    expect(await runFanAlerts({ ...options, mailLimits: limits })).toMatchObject({ deferredSent: 2 });
    expect(mailer.sent.map((mail) => mail.to[0])).toEqual(['held0@fans.example', 'held1@fans.example']);
    expect(mailer.sent[0]?.subject).toBe('Please confirm your sign-up for Yaniel Bárcenas’s concerts');
    expect([...store.deferred.keys()]).toEqual([held[2]]);
    clock.now = new Date(NOW.getTime() + 61 * 60_000);
    expect(await runFanAlerts({ ...options, mailLimits: limits })).toMatchObject({ deferredSent: 1 });
    expect(store.deferred.size).toBe(0);
  });

  it('keeps « do not mail » and a withdrawn fan’s consent events three years, the sign-up mail counts two days', async () => {
    const { store, run } = setup();
    const years = (count: number) => new Date(NOW.getTime() - count * 365 * 24 * 60 * 60_000);
    store.doNotMail.set('old', { reason: 'unsubscribed', added_at: years(3.01) });
    store.doNotMail.set('recent', { reason: 'not_me', added_at: years(2.9) });
    store.listMails.push({ at: new Date(NOW.getTime() - 3 * 24 * 60 * 60_000), mailbox: 'm', domain: 'd' }, { at: NOW, mailbox: 'm', domain: 'd' });
    const event = {
      mailbox_key: 'm',
      event: 'withdrawn' as const,
      consent_text: null,
      consent_page: null,
      consent_lang: null,
      city_name: null,
      city_country: null,
      distance_km: null,
      lang: null,
    };
    store.events.push({ ...event, subscriber_id: '', at: years(3.01).toISOString() }, { ...event, subscriber_id: '', at: years(1).toISOString() });
    await run();
    expect([...store.doNotMail.keys()]).toEqual(['recent']);
    expect(store.listMails).toHaveLength(1);
    expect(store.events.map((row) => row.at)).toEqual([years(1).toISOString()]);
  });

  it('lets two runs at once mail each row once', async () => {
    const { store, batchMailer, feed, options } = setup();
    for (let index = 0; index < 30; index += 1) await fan(store, `fan${index}@fans.example`, 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    await Promise.all([runFanAlerts(options), runFanAlerts(options)]);
    expect(batchMailer.sent).toHaveLength(30);
    expect(new Set(batchMailer.sent.map((mail) => mail.to[0])).size).toBe(30);
  });

  it('sends 250 mails in three batches of 100 at most, pausing between them for the provider’s rate limit', async () => {
    const { store, batchMailer, feed, pauses, run } = setup();
    for (let index = 0; index < 250; index += 1) await fan(store, `fan${index}@fans.example`, 'Paris', null, 'fr');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    expect(await run()).toMatchObject({ sent: 250 });
    expect(batchMailer.batches.map((batch) => batch.mails.length)).toEqual([100, 100, 50]);
    expect(pauses).toEqual([600, 600]);
  });

  it('sends one short update to the fans told of a concert when it is postponed, and one when it is then cancelled; none to others', async () => {
    const { store, batchMailer, feed, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    await run();
    await fan(store, 'late@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2027-03-12-porto', 'Porto', { status: 'reporté', newStart: '2027-04-16T21:00:00+02:00' })];
    expect(await run()).toMatchObject({ planned: 1, sent: 1 });
    expect(batchMailer.sent[1]).toMatchObject({ to: ['ana@fans.example'], subject: 'Postponed: Yaniel Bárcenas in Porto' });
    expect(batchMailer.sent[1]?.text).toContain('has been moved to Friday 16 April 2027 at 21:00.');
    expect(await run()).toMatchObject({ planned: 0, sent: 0 });
    feed.concerts = [concert('2027-03-12-porto', 'Porto', { status: 'annulé' })];
    await run();
    expect(batchMailer.sent.map((mail) => mail.subject)).toEqual([
      'Yaniel Bárcenas live in Porto on 12 March',
      'Postponed: Yaniel Bárcenas in Porto',
      'Cancelled: Yaniel Bárcenas in Porto on 12 March',
    ]);
  });

  it('never announces a concert cancelled before its announcement left, nor a past one', async () => {
    const { store, batchMailer, feed, clock, run } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [concert('2026-11-20-porto', 'Porto', { start: '2026-11-20T21:00:00+01:00' }), concert('2027-05-01-porto', 'Porto', { status: 'annulé' })];
    expect(await run()).toMatchObject({ planned: 0, sent: 0 });
    batchMailer.failures = 1;
    feed.concerts = [concert('2027-03-12-porto', 'Porto')];
    await run();
    feed.concerts = [concert('2027-03-12-porto', 'Porto', { status: 'annulé' })];
    expect(await run()).toMatchObject({ sent: 0, abandoned: 0 });
    clock.now = new Date(NOW.getTime() + 6 * 60_000);
    expect(await run()).toMatchObject({ sent: 0, abandoned: 1 });
    expect(batchMailer.sent).toEqual([]);
  });

  it('leaves out a concert the feed cannot vouch for, and sends nothing while the feed is unreadable', async () => {
    const { store, batchMailer, feed, logger, options } = setup();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    feed.concerts = [{ ...concert('2027-03-12-porto', 'Porto'), latitude: 'près de Porto' } as unknown as FanConcert];
    expect(await runFanAlerts(options)).toMatchObject({ planned: 0 });
    expect(logger.errors).toContain('fan-alerts: concerts left out of the feed: 2027-03-12-porto');
    const down = await runFanAlerts({ ...options, readFeed: async () => Promise.reject(new Error('site answered 503')) });
    expect(down).toMatchObject({ sent: 0, feedError: 'site answered 503' });
    expect(batchMailer.sent).toEqual([]);
  });

  it('deletes sign-ups left unconfirmed for 30 days, and keeps confirmed fans', async () => {
    const { store, run } = setup();
    const old = await fan(store, 'old@fans.example', 'Paris', 50, 'fr', false);
    const kept = await fan(store, 'kept@fans.example', 'Paris', 50, 'fr');
    const recent = await fan(store, 'recent@fans.example', 'Paris', 50, 'fr', false);
    for (const id of [old, kept]) await store.updateSubscriber(id, { created_at: '2026-10-31T09:59:00Z' } as never);
    expect(await run()).toMatchObject({ deleted: 1 });
    expect([...store.subscribers.keys()].sort()).toEqual([kept, recent].sort());
  });

  it('mails the artist the month’s figures once, in French, and again next run if that mail failed', async () => {
    const { store, mailer, options } = setup();
    store.reports.clear();
    await fan(store, 'ana@fans.example', 'Lisbon', 300, 'en');
    await fan(store, 'joao@fans.example', 'Lisbon', 100, 'es');
    await fan(store, 'jean@fans.example', 'Paris', 50, 'fr');
    mailer.failures = 1;
    expect(await runFanAlerts(options)).toMatchObject({ reported: false });
    expect(await runFanAlerts(options)).toMatchObject({ reported: true });
    expect(await runFanAlerts(options)).toMatchObject({ reported: false });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: ['contact@yaniel-barcenas.example'], subject: 'Liste des fans : bilan de novembre 2026' });
    expect(mailer.sent[0]?.text).toContain('3 inscrits confirmés, 0 annonce de concert envoyée pendant le mois.');
    expect(mailer.sent[0]?.text).toContain('Par ville : Lisbon (PT) 2, Paris (FR) 1.');
    expect(mailer.sent[0]?.text).toContain('Par langue : anglais 1, espagnol 1, français 1.');
  });

  it('sends no report while the list has no fan and no alert was sent', async () => {
    const { store, mailer, options } = setup();
    store.reports.clear();
    expect(await runFanAlerts(options)).toMatchObject({ reported: false });
    expect(mailer.sent).toEqual([]);
    expect(store.reports.has('2026-11')).toBe(true);
  });

  it('runs only for the schedule’s key', async () => {
    const { options } = setup();
    const handler = createFanAlertsHandler({ ...options, serviceKey: SECRET });
    const call = (key: string, method = 'POST') => handler(new Request(`${PROJECT}/functions/v1/fan-alerts`, { method, headers: { authorization: `Bearer ${key}` } }));
    expect((await call('forged')).status).toBe(401);
    expect((await call(SECRET, 'GET')).status).toBe(405);
    expect((await call(SECRET)).status).toBe(200);
  });
});
