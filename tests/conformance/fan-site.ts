/**
 * What the fan-list conformance files share: the stand-in for the built site the fan-* functions
 * read (the concert feed and the city slices, on CONFORMANCE_SITE_PORT; the files run one at a
 * time), a concert of the feed, the mails to an address, and one run of the fan-alerts job.
 */
import { createServer, type Server } from 'node:http';
import { expect } from 'vitest';
import { buildCitySlices } from '../../supabase/functions/_shared/fan-cities.ts';
import type { FanConcert } from '../../supabase/functions/_shared/fan-concerts.ts';
import { CITIES } from '../fixtures/fan-cities';
import { CONFORMANCE_SITE_PORT, MAIL_URL, SITE_URL } from './stack';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

const slices = buildCitySlices(CITIES);

/** Serves `feed` as the site's concert feed until the returned function closes it. */
export async function serveSite(feed: { concerts: FanConcert[] }): Promise<() => Promise<void>> {
  const site: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', SITE_URL).pathname;
    const slice = /^\/fans\/cities\/(\w\w)\.json$/.exec(path)?.[1];
    const body = path === '/fans/concerts.json' ? feed : slice !== undefined ? slices.get(slice) : undefined;
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => site.listen(CONFORMANCE_SITE_PORT, '127.0.0.1', resolve));
  return () => new Promise((resolve) => site.close(() => resolve()));
}

export function concert(id: string, cityName: string, venue: string, start = '2027-03-12T21:30:00+01:00'): FanConcert {
  const city = CITIES.find((entry) => entry.name === cityName && entry.country !== 'US');
  const url = (lang: string) => `${SITE_URL}${lang === 'fr' ? '' : `/${lang}`}/concerts/${id}`;
  return {
    id,
    title: { fr: 'Nuit cubaine', en: 'Cuban night', es: 'Noche cubana' },
    ensemble: 'Yaniel Bárcenas Quintet',
    start,
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

export async function allMails(): Promise<Mail[]> {
  return (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as Mail[];
}

/** The mails to `email`, newest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  return (await allMails()).filter((mail) => mail.to.includes(email));
}

export async function runAlerts(): Promise<Record<string, unknown>> {
  const { runs } = (await (await fetch(`${MAIL_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ job: 'fan-alerts' }) })).json()) as {
    runs: { status: number; body: Record<string, unknown> }[];
  };
  expect(runs.map((entry) => entry.status)).toEqual([200]);
  return runs[0]?.body ?? {};
}
