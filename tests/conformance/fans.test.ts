/**
 * The fan list on the local stack, with the real supabase-js and the mailbox: sign up (English,
 * Lisbon, 300 km; Spanish, Madrid, every concert; French, Paris, 50 km), confirm from the mailed
 * link, a Porto and a Paris concert published by the site, one mail each in the fan's language,
 * nothing on a second run, then RFC 8058's one-click unsubscription from the mail's header, and the
 * way back in. The site is a small server (fan-site.ts): the concert feed and the city slices the
 * build publishes. What no one can aim, and what only the owner changes: fan-safety.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FanConcert } from '../../supabase/functions/_shared/fan-concerts.ts';
import { listKeys } from '../../supabase/functions/_shared/fan-list-keys.ts';
import { FAN_CONSENT_TEXT } from '../../supabase/functions/_shared/fan-rules.ts';
import { LOCAL_FAN_LIST_SECRET } from '../../supabase/local/stack.ts';
import { allMails, concert, mailsTo, runAlerts, serveSite } from './fan-site';
import { API_URL, MAIL_URL, SITE_URL, admin, newClient } from './stack';

const feed: { concerts: FanConcert[] } = { concerts: [] };
let closeSite: () => Promise<void>;

beforeAll(async () => {
  closeSite = await serveSite(feed);
});
afterAll(async () => {
  await closeSite();
});

const run = Date.now();
const fans = {
  en: { email: `ana-${run}@fans.example`, city: { id: 2267057, name: 'Lisbon' }, distance: 300, page: '/en/concerts/2027-03-12-porto' },
  es: { email: `lola-${run}@fans.example`, city: { id: 3117735, name: 'Madrid' }, distance: 'all', page: '/es/conciertos' },
  fr: { email: `jean-${run}@fans.example`, city: { id: 2988507, name: 'Paris' }, distance: 50, page: '/concerts' },
} as const;

describe('the fan list on the local stack', () => {
  it('signs up in three languages, confirms by the mailed link, keeps the consent record away from anon', async () => {
    const started = Date.now();
    for (const [lang, fan] of Object.entries(fans)) {
      const { data, error } = await newClient().functions.invoke('fan-signup', {
        body: { ...fan, consent: true, lang },
        headers: { 'x-forwarded-for': `192.0.2.${lang.charCodeAt(0)}` },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ ok: true });
      const [mail] = await mailsTo(fan.email);
      const link = /https?:\/\/\S+\?token=([\w-]+)/.exec(mail?.text ?? '');
      expect(link?.[0].startsWith(`${SITE_URL}/`)).toBe(true);
      const confirmed = await fetch(`${API_URL}/functions/v1/fan-confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link?.[1] }),
      });
      expect(await confirmed.json()).toMatchObject({ confirmed: true });
    }
    // Newest first: the welcome (nothing announced yet), then the confirmation.
    const subjects = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject);
    expect(await subjects(fans.en.email)).toEqual(['Welcome: Yaniel Bárcenas’s concerts already planned near you', 'Please confirm your sign-up for Yaniel Bárcenas’s concerts']);
    expect(await subjects(fans.es.email)).toEqual([
      'Te damos la bienvenida: los conciertos de Yaniel Bárcenas ya previstos cerca de ti',
      'Confirma tu suscripción a los conciertos de Yaniel Bárcenas',
    ]);
    expect(await subjects(fans.fr.email)).toEqual([
      'Bienvenue : les concerts de Yaniel Bárcenas déjà prévus près de chez vous',
      'Confirmez votre inscription aux concerts de Yaniel Bárcenas',
    ]);

    const { data } = await admin
      .from('fan_subscribers')
      .select('city_name, distance_km, lang, consent_text, consent_lang, consent_page, consent_at, confirmed_at')
      .eq('email', fans.en.email)
      .single();
    expect(data).toMatchObject({ city_name: 'Lisbon', distance_km: 300, lang: 'en', consent_text: FAN_CONSENT_TEXT.en, consent_lang: 'en', consent_page: fans.en.page });
    expect(data?.confirmed_at).not.toBeNull();
    const anonymous = await newClient().from('fan_subscribers').select('email');
    expect(anonymous.data ?? []).toEqual([]);
    console.info(`sign-up and confirmation in three languages: ${Date.now() - started} ms`);
  });

  it('refuses an unknown city with a clear 400, through supabase-js', async () => {
    const { error } = await newClient().functions.invoke('fan-signup', { body: { ...fans.en, city: { id: 1, name: 'Atlantis' }, consent: true, lang: 'en' } });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'This city is not in our list: type its name and pick it from the suggestions', field: 'city' });
  });

  it('mails a Porto concert to Lisbon (English) and to « every concert » (Spanish), a Paris one to Paris (French); a second run sends nothing', async () => {
    const started = Date.now();
    feed.concerts = [concert('2027-03-12-porto', 'Porto', 'Casa da Música'), concert('2027-03-13-paris', 'Paris', 'Sunside')];
    expect(await runAlerts()).toMatchObject({ planned: 4, sent: 4, failed: 0 });
    const alerts = async (email: string) => (await mailsTo(email)).slice(0, -2).map((mail) => mail.subject);
    expect(await alerts(fans.en.email)).toEqual(['Yaniel Bárcenas live in Porto on 12 March']);
    expect((await alerts(fans.es.email)).sort()).toEqual(['Yaniel Bárcenas en concierto en Paris el 12 de marzo', 'Yaniel Bárcenas en concierto en Porto el 12 de marzo']);
    expect(await alerts(fans.fr.email)).toEqual(['Yaniel Bárcenas en concert à Paris le 12 mars']);
    expect(await runAlerts()).toMatchObject({ planned: 0, sent: 0 });
    expect(await alerts(fans.en.email)).toHaveLength(1);
    console.info(`two concerts announced, then a second run: ${Date.now() - started} ms`);
  });

  it('unsubscribes in one click from the mail’s List-Unsubscribe header (multipart body), keeps only the mailbox’s keyed hash, and a new sign-up gets one confirmation link and no alert', async () => {
    const [alert] = (await mailsTo(fans.en.email)).filter((mail) => mail.subject.includes('Porto'));
    expect(alert?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(alert?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url.startsWith(`${API_URL}/functions/v1/fan-unsubscribe?token=`)).toBe(true);
    // What a mail client does (RFC 8058): a POST without any key or cookie, its body multipart/form-data as the RFC's SHOULD says.
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const response = await fetch(url, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true, message: 'You’ve been unsubscribed: you won’t receive any more emails from this list.' });
    expect((await admin.from('fan_subscribers').select('id').eq('email', fans.en.email)).data).toEqual([]);
    expect(
      (
        await admin
          .from('fan_do_not_mail')
          .select('email_hash')
          .eq('email_hash', (await listKeys(LOCAL_FAN_LIST_SECRET, fans.en.email)).mailbox)
      ).data,
    ).toHaveLength(1);

    const forged = await fetch(url.replace(/.{4}$/, 'AAAA'), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);

    // The way back in: a new sign-up gets one confirmation link, and nothing else until it is clicked.
    const before = (await mailsTo(fans.en.email)).length;
    const again = await newClient().functions.invoke('fan-signup', { body: { ...fans.en, consent: true, lang: 'en' }, headers: { 'x-forwarded-for': '192.0.2.200' } });
    expect(again.data).toMatchObject({ ok: true });
    feed.concerts = [...feed.concerts, { ...concert('2027-04-02-porto', 'Porto', 'Hot Clube') }];
    await runAlerts();
    expect((await mailsTo(fans.en.email)).map((mail) => mail.subject).slice(0, -before)).toEqual(['Please confirm your sign-up for Yaniel Bárcenas’s concerts']);
  });

  it('has the mailbox take Resend’s /emails/batch as Resend does: all of a batch, or none when one mail is invalid', async () => {
    const mail = (to: string) => ({
      from: 'Site <site@yaniel-barcenas.example>',
      to: [to],
      subject: `batch-${run}`,
      text: 't',
      headers: { 'List-Unsubscribe': '<https://u.example>' },
    });
    const post = (body: unknown) =>
      fetch(`${MAIL_URL}/emails/batch`, { method: 'POST', headers: { authorization: 'Bearer local-mailbox', 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const refused = await post([mail(`a-${run}@fans.example`), mail('not an address')]);
    expect(refused.status).toBe(422);
    const taken = await post([mail(`a-${run}@fans.example`), mail(`b-${run}@fans.example`)]);
    expect(((await taken.json()) as { data: unknown[] }).data).toHaveLength(2);
    const all = await allMails();
    expect(all.filter((received) => received.subject === `batch-${run}`).map((received) => [received.to[0], received.headers['List-Unsubscribe']])).toEqual([
      [`b-${run}@fans.example`, '<https://u.example>'],
      [`a-${run}@fans.example`, '<https://u.example>'],
    ]);
  });
});
