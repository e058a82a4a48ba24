/**
 * The fan list made safe to launch (issue 46), on the local stack with the real supabase-js: a
 * thousand parallel sign-ups naming one mailbox put at most the configured mails in it while a
 * booker's message and a sign-in mail still arrive; a stranger's post for a confirmed fan changes
 * nothing until the owner clicks; a fan who signs up after a concert in reach was announced finds
 * it on the confirmation answer and in the welcome mail, and no alert repeats it; a new link or
 * leaving revokes the older links, except the one-click unsubscription. Its fans leave the list at
 * the end, so that fans.test.ts counts only its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FanConcert } from '../../supabase/functions/_shared/fan-concerts.ts';
import { LINK_ANSWERS } from '../../supabase/functions/_shared/fan-link-handlers.ts';
import { DEFAULT_MAIL_LIMITS, SIGNUP_ANSWERS } from '../../supabase/functions/_shared/fan-signup-handler.ts';
import { allMails, concert, mailsTo, runAlerts, serveSite } from './fan-site';
import { ANON_KEY, API_URL, admin, confirmedUser, newClient } from './stack';

const feed: { concerts: FanConcert[] } = { concerts: [] };
let closeSite: () => Promise<void>;

beforeAll(async () => {
  closeSite = await serveSite(feed);
});
const run = Date.now();

afterAll(async () => {
  await closeSite();
  await admin.from('fan_subscribers').delete().like('email', `%-${run}@%`);
});
const LISBON = { id: 2267057, name: 'Lisbon' };

function signUp(body: Record<string, unknown>, source: string): Promise<Response> {
  return fetch(`${API_URL}/functions/v1/fan-signup`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', 'x-forwarded-for': source },
    body: JSON.stringify({ city: LISBON, distance: 300, consent: true, page: '/en/concerts', lang: 'en', ...body }),
  });
}

/** Runs `count` tasks, `width` at a time: a script's parallel flood, as many in flight as the stack's one Postgres connection can take. */
async function inParallel<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** The link of a list mail's main button (the first `?token=` link of its text). */
const linkToken = (text: string | undefined) => /https?:\/\/\S+\?token=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

async function confirm(token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${API_URL}/functions/v1/fan-confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  return (await response.json()) as Record<string, unknown>;
}

describe('mail no one can aim', () => {
  it(
    'puts at most the configured mails in one mailbox from 1,000 parallel sign-ups of victim+N@ from rotating addresses; a booking and a sign-in mail still arrive',
    { timeout: 60_000 },
    async () => {
      const domain = `flood-${run}.example`;
      const booker = `Programmation Flood ${run}`;
      const user = await confirmedUser('reset-during-flood');
      const started = Date.now();
      const flood = inParallel(1000, 50, async (index) => (await signUp({ email: `victim+${index}@${domain}` }, `203.0.${index >> 8}.${index & 255}`)).status);
      // During the flood: a booker writes, a user asks for a sign-in (password reset) link.
      const [booking, reset] = await Promise.all([
        newClient().functions.invoke('send-contact-email', {
          body: {
            nom: booker,
            email: `programmation-${run}@festival.example`,
            telephone: '',
            type_evenement: 'festival',
            date: '2027-07-14',
            message: 'Bonjour, nous aimerions vous programmer cet été au festival.',
          },
          headers: { 'x-forwarded-for': '198.51.100.77' },
        }),
        newClient().auth.resetPasswordForEmail(user, { redirectTo: 'http://localhost:4321/acces-pro' }),
      ]);
      const statuses = await flood;
      const elapsed = Date.now() - started;
      expect(booking.error).toBeNull();
      expect(reset.error).toBeNull();
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      const mails = await allMails();
      const toVictim = mails.filter((mail) => mail.to.some((to) => to.endsWith(`@${domain}`)));
      console.info(`1,000 parallel sign-ups for victim+N@${domain}: ${toVictim.length} mails to the mailbox (limit ${DEFAULT_MAIL_LIMITS.mailboxMax}), ${elapsed} ms`);
      expect(toVictim.length).toBeGreaterThan(0);
      expect(toVictim.length).toBeLessThanOrEqual(DEFAULT_MAIL_LIMITS.mailboxMax);
      expect(mails.some((mail) => mail.text.includes(booker))).toBe(true);
      expect((await mailsTo(user)).map((mail) => mail.subject)).toContain('Réinitialisez votre mot de passe');
      // Nothing held for the mailbox either: a mailbox past its limit gets no mail later.
      const { data: held } = await admin.from('fan_deferred_mails').select('subscriber_id');
      expect(held ?? []).toEqual([]);
    },
  );

  it('takes « this wasn’t me » from the confirmation mail: then one link a month at most to that mailbox (its way back in), whatever its +tag', async () => {
    const email = `stranger-target-${run}@fans.example`;
    expect((await signUp({ email }, '192.0.2.61')).status).toBe(200);
    const [mail] = await mailsTo(email);
    const notMe = /https?:\/\/\S+\/unsubscribe\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const answer = await fetch(`${API_URL}/functions/v1/fan-unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: notMe }),
    });
    expect(await answer.json()).toEqual({ unsubscribed: true, message: 'Noted: this address won’t receive any more emails from this list.' });
    for (const tag of ['again', 'and-again', 'once-more']) expect((await signUp({ email: email.replace('@', `+${tag}@`) }, '192.0.2.62')).status).toBe(200);
    const later = (await allMails()).filter((mail) => mail.to.some((to) => to.startsWith(`stranger-target-${run}+`)));
    expect(later.map((mail) => mail.subject)).toEqual(['Please confirm your sign-up for Yaniel Bárcenas’s concerts']);
  });
});

describe('consent only its owner changes', () => {
  it('leaves a confirmed fan as they were after a stranger’s post, until the owner clicks « apply these changes »', async () => {
    const email = `owner-${run}@fans.example`;
    expect((await signUp({ email }, '192.0.2.71')).status).toBe(200);
    expect(await confirm(linkToken((await mailsTo(email)).at(-1)?.text))).toMatchObject({ confirmed: true });
    const row = async () => (await admin.from('fan_subscribers').select('id, city_name, distance_km, lang, consent_page, consent_at').eq('email', email).single()).data;
    const before = await row();
    // The test's clock: the owner was last mailed more than 10 minutes ago.
    await admin.from('fan_subscribers').update({ confirmation_mailed_at: '2026-01-01T00:00:00Z' }).eq('email', email);

    const stranger = await signUp({ email, city: { id: 3117735, name: 'Madrid' }, distance: 50, lang: 'es', page: '/es/conciertos' }, '192.0.2.72');
    expect(await stranger.json()).toEqual({ ok: true, message: SIGNUP_ANSWERS.es.accepted });
    expect(await row()).toEqual(before);
    const [change] = await mailsTo(email);
    expect(change?.subject).toBe('Change your Yaniel Bárcenas concert alerts?');

    expect(await confirm(linkToken(change?.text))).toEqual({ confirmed: true, message: 'Hecho: tus nuevas preferencias están guardadas.' });
    expect(await row()).toMatchObject({ city_name: 'Madrid', distance_km: 50, lang: 'es', consent_page: before?.consent_page, consent_at: before?.consent_at });
    const { data: events } = await admin.from('fan_consent_events').select('event, consent_page, consent_lang, city_name').eq('subscriber_id', before?.id).order('id');
    expect(events).toEqual([
      { event: 'given', consent_page: '/en/concerts', consent_lang: 'en', city_name: 'Lisbon' },
      { event: 'changed', consent_page: '/es/conciertos', consent_lang: 'es', city_name: 'Madrid' },
    ]);
  });
});

describe('a welcome that tells the fan what is already planned', () => {
  it('lists a Porto concert announced before a Lisbon fan signed up, on the confirmation answer and in the welcome mail; no alert follows for it', async () => {
    feed.concerts = [concert(`2027-05-20-porto-${run}`, 'Porto', 'Coliseu Porto', '2027-05-20T21:30:00+02:00')];
    await runAlerts();
    const email = `late-${run}@fans.example`;
    expect((await signUp({ email }, '192.0.2.81')).status).toBe(200);
    expect(await confirm(linkToken((await mailsTo(email)).at(-1)?.text))).toMatchObject({ confirmed: true, concerts: [`2027-05-20-porto-${run}`] });
    const [welcome] = await mailsTo(email);
    expect(welcome?.subject).toBe('Welcome: Yaniel Bárcenas’s concerts already planned near you');
    expect(welcome?.text).toContain('Cuban night: Thursday 20 May 2027 at 21:30, Coliseu Porto, Porto');
    expect(welcome?.text).toContain(`/en/concerts/2027-05-20-porto-${run}.ics`);
    expect(welcome?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A new feed entry the job has not seen yet, also in reach: the welcome of the next fan lists both, and the job announces neither to them.
    feed.concerts = [...feed.concerts, concert(`2027-06-02-porto-${run}`, 'Porto', 'Casa da Música', '2027-06-02T21:30:00+02:00')];
    await runAlerts();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      'Yaniel Bárcenas live in Porto on 2 June',
      'Welcome: Yaniel Bárcenas’s concerts already planned near you',
      'Please confirm your sign-up for Yaniel Bárcenas’s concerts',
    ]);
    const next = `later-${run}@fans.example`;
    expect((await signUp({ email: next }, '192.0.2.82')).status).toBe(200);
    expect(await confirm(linkToken((await mailsTo(next)).at(-1)?.text))).toMatchObject({ concerts: [`2027-05-20-porto-${run}`, `2027-06-02-porto-${run}`] });
    feed.concerts = [...feed.concerts, concert(`2027-06-03-porto-${run}`, 'Porto', 'Hot Clube', '2027-06-03T21:30:00+02:00')];
    await runAlerts();
    expect((await mailsTo(next)).map((mail) => mail.subject)).toEqual([
      'Yaniel Bárcenas live in Porto on 3 June',
      'Welcome: Yaniel Bárcenas’s concerts already planned near you',
      'Please confirm your sign-up for Yaniel Bárcenas’s concerts',
    ]);
  });
});

describe('links that a new link or leaving revokes', () => {
  /** fan-preferences through supabase-js, as the preferences page reads the fan's choices: the status and the body. */
  async function preferences(token: string): Promise<{ status: number; body: unknown }> {
    const { data, error, response } = await newClient().functions.invoke('fan-preferences', { body: { token, lang: 'en' } });
    if (!error) return { status: 200, body: data };
    return { status: response?.status ?? 0, body: await response?.json() };
  }
  const manageToken = (text: string | undefined) => /\/en\/concert-alerts\/preferences\?token=([\w.-]+)/.exec(text ?? '')?.[1] ?? '';

  it('refuses an older preferences link once a new one is mailed, and every one after unsubscribing; the older one-click address still unsubscribes', async () => {
    const email = `versions-${run}@fans.example`;
    expect((await signUp({ email }, '192.0.2.91')).status).toBe(200);
    expect(await confirm(linkToken((await mailsTo(email)).at(-1)?.text))).toMatchObject({ confirmed: true });
    const [welcome] = await mailsTo(email);
    const older = manageToken(welcome?.text);
    const olderOneClick = /^<(.+)>$/.exec(welcome?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(await preferences(older)).toEqual({ status: 200, body: { city: LISBON, distance: 300, lang: 'en' } });

    // A new link asked for from the sign-up form (the test's clock: the last mail was more than 10 minutes ago).
    await admin.from('fan_subscribers').update({ confirmation_mailed_at: '2026-01-01T00:00:00Z' }).eq('email', email);
    expect((await signUp({ email }, '192.0.2.92')).status).toBe(200);
    const [change] = await mailsTo(email);
    expect(change?.subject).toBe('Change your Yaniel Bárcenas concert alerts?');
    const newer = manageToken(change?.text);
    expect(await preferences(older)).toEqual({ status: 410, body: { error: LINK_ANSWERS.en.superseded } });
    expect(await preferences(newer)).toEqual({ status: 200, body: { city: LISBON, distance: 300, lang: 'en' } });

    // The welcome's one-click address, of the older version, as a mail client posts it (RFC 8058).
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const left = await fetch(olderOneClick, { method: 'POST', body });
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ unsubscribed: true, message: LINK_ANSWERS.en.unsubscribed });
    for (const token of [older, newer]) expect(await preferences(token)).toEqual({ status: 404, body: { error: LINK_ANSWERS.en.alreadyGone } });
  });
});
