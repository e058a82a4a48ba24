/**
 * The fan list on the local stack, with the real supabase-js and the mailbox: sign up (English,
 * Lisbon, 300 km; Spanish, Madrid, every concert; French, Paris, 50 km), confirm from the mailed
 * link, a Porto and a Paris concert published by the site, one mail each in the fan's language,
 * nothing on a second run, then RFC 8058's one-click unsubscription from the mail's header. The
 * site is a small server of this file: the concert feed and the city slices the build publishes.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCitySlices } from '../../supabase/functions/_shared/fan-cities.ts';
import type { FanConcert } from '../../supabase/functions/_shared/fan-concerts.ts';
import { sha256Hex } from '../../supabase/functions/_shared/fan-links.ts';
import { FAN_CONSENT_TEXT } from '../../supabase/functions/_shared/fan-rules.ts';
import { CITIES } from '../fixtures/fan-cities';
import { API_URL, CONFORMANCE_SITE_PORT, MAIL_URL, SITE_URL, admin, newClient } from './stack';

interface Mail {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const slices = buildCitySlices(CITIES);
const feed: { concerts: FanConcert[] } = { concerts: [] };
let site: Server;

beforeAll(async () => {
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', SITE_URL).pathname;
    const slice = /^\/fans\/cities\/(\w\w)\.json$/.exec(path)?.[1];
    const body = path === '/fans/concerts.json' ? feed : slice !== undefined ? slices.get(slice) : undefined;
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => site.listen(CONFORMANCE_SITE_PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const run = Date.now();
const fans = {
  en: { email: `ana-${run}@fans.example`, city: { id: 2267057, name: 'Lisbon' }, distance: 300, page: '/en/concerts/2027-03-12-porto' },
  es: { email: `lola-${run}@fans.example`, city: { id: 3117735, name: 'Madrid' }, distance: 'all', page: '/es/conciertos' },
  fr: { email: `jean-${run}@fans.example`, city: { id: 2988507, name: 'Paris' }, distance: 50, page: '/concerts' },
} as const;

function concert(id: string, cityName: string, venue: string): FanConcert {
  const city = CITIES.find((entry) => entry.name === cityName && entry.country !== 'US');
  const url = (lang: string) => `${SITE_URL}${lang === 'fr' ? '' : `/${lang}`}/concerts/${id}`;
  return {
    id,
    title: { fr: 'Nuit cubaine', en: 'Cuban night', es: 'Noche cubana' },
    ensemble: 'Yaniel Bárcenas Quintet',
    start: '2027-03-12T21:30:00+01:00',
    status: 'programmé',
    venue,
    city: { fr: cityName, en: cityName, es: cityName },
    country: city?.country ?? 'PT',
    latitude: city?.latitude ?? 0,
    longitude: city?.longitude ?? 0,
    bookingUrl: 'https://tickets.example/',
    page: { fr: url('fr'), en: url('en'), es: url('es') },
    ics: { fr: `${url('fr')}.ics`, en: `${url('en')}.ics`, es: `${url('es')}.ics` },
  };
}

async function mailsTo(email: string): Promise<Mail[]> {
  return ((await (await fetch(`${MAIL_URL}/api/messages`)).json()) as Mail[]).filter((mail) => mail.to.includes(email));
}
async function runAlerts(): Promise<Record<string, unknown>> {
  const { runs } = (await (await fetch(`${MAIL_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ job: 'fan-alerts' }) })).json()) as {
    runs: { status: number; body: Record<string, unknown> }[];
  };
  expect(runs.map((entry) => entry.status)).toEqual([200]);
  return runs[0]?.body ?? {};
}

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
    expect((await mailsTo(fans.en.email))[0]?.subject).toBe('Please confirm your sign-up for Yaniel Bárcenas’s concerts');
    expect((await mailsTo(fans.es.email))[0]?.subject).toBe('Confirma tu suscripción a los conciertos de Yaniel Bárcenas');
    expect((await mailsTo(fans.fr.email))[0]?.subject).toBe('Confirmez votre inscription aux concerts de Yaniel Bárcenas');

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
    const alerts = async (email: string) => (await mailsTo(email)).filter((mail) => !/confirm/i.test(mail.subject)).map((mail) => mail.subject);
    expect(await alerts(fans.en.email)).toEqual(['Yaniel Bárcenas live in Porto on 12 March']);
    expect((await alerts(fans.es.email)).sort()).toEqual(['Yaniel Bárcenas en concierto en Paris el 12 de marzo', 'Yaniel Bárcenas en concierto en Porto el 12 de marzo']);
    expect(await alerts(fans.fr.email)).toEqual(['Yaniel Bárcenas en concert à Paris le 12 mars']);
    expect(await runAlerts()).toMatchObject({ planned: 0, sent: 0 });
    expect(await alerts(fans.en.email)).toHaveLength(1);
    console.info(`two concerts announced, then a second run: ${Date.now() - started} ms`);
  });

  it('unsubscribes in one click from the mail’s List-Unsubscribe header, keeps only the address’s hash, and never mails it again', async () => {
    const [alert] = (await mailsTo(fans.en.email)).filter((mail) => mail.subject.includes('Porto'));
    expect(alert?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(alert?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url.startsWith(`${API_URL}/functions/v1/fan-unsubscribe?token=`)).toBe(true);
    // What a mail client does (RFC 8058): a POST without any key or cookie.
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true, message: 'You’ve been unsubscribed: you won’t receive any more emails from this list.' });
    expect((await admin.from('fan_subscribers').select('id').eq('email', fans.en.email)).data).toEqual([]);
    expect(
      (
        await admin
          .from('fan_do_not_mail')
          .select('email_hash')
          .eq('email_hash', await sha256Hex(fans.en.email))
      ).data,
    ).toHaveLength(1);

    const forged = await fetch(url.replace(/.{4}$/, 'AAAA'), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);

    const before = (await mailsTo(fans.en.email)).length;
    const again = await newClient().functions.invoke('fan-signup', { body: { ...fans.en, consent: true, lang: 'en' }, headers: { 'x-forwarded-for': '192.0.2.200' } });
    expect(again.data).toMatchObject({ ok: true });
    feed.concerts = [...feed.concerts, { ...concert('2027-04-02-porto', 'Porto', 'Hot Clube') }];
    await runAlerts();
    expect(await mailsTo(fans.en.email)).toHaveLength(before);
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
    const all = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as Mail[];
    expect(all.filter((received) => received.subject === `batch-${run}`).map((received) => [received.to[0], received.headers['List-Unsubscribe']])).toEqual([
      [`b-${run}@fans.example`, '<https://u.example>'],
      [`a-${run}@fans.example`, '<https://u.example>'],
    ]);
  });
});
