/**
 * The site's published concerts, as the fan-alerts job reads them: the build writes
 * `<site>/fans/concerts.json` (FAN_CONCERT_FEED_PATH) from the agenda, each concert with the
 * coordinates of its city (found in the same list of cities as the fans'), its page and its .ics
 * in each language. Parsed strictly: a concert the job cannot read is left out, never guessed.
 */
import * as z from 'zod/mini';
import { languages, type Language } from './languages.ts';

export const FAN_CONCERT_FEED_PATH = '/fans/concerts.json';

const perLanguage = <T extends z.ZodMiniType>(value: T) => z.object(Object.fromEntries(languages.map((lang) => [lang, value])) as Record<Language, T>);
const url = z.url({ protocol: /^https?$/ });
const instant = z.iso.datetime({ offset: true });

const concertSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,150}$/)),
  title: perLanguage(z.string()),
  ensemble: z.string(),
  /** The start, with Paris' offset. */
  start: instant,
  status: z.enum(['programmé', 'complet', 'reporté', 'annulé']),
  /** For a postponed concert, its new start. */
  newStart: z.optional(instant),
  venue: z.string(),
  city: perLanguage(z.string()),
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  bookingUrl: url,
  page: perLanguage(url),
  ics: perLanguage(url),
});

export type FanConcert = z.output<typeof concertSchema>;

/** The concerts of a feed, each one that does not parse left out (and named in `skipped`). */
export function parseConcertFeed(body: unknown): { concerts: FanConcert[]; skipped: string[] } {
  const list = typeof body === 'object' && body !== null && Array.isArray((body as { concerts?: unknown }).concerts) ? (body as { concerts: unknown[] }).concerts : null;
  if (list === null) throw new Error('the concert feed is not {"concerts": [...]}');
  const concerts: FanConcert[] = [];
  const skipped: string[] = [];
  for (const item of list) {
    const parsed = concertSchema.safeParse(item);
    if (parsed.success) concerts.push(parsed.data);
    else skipped.push(typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : '?');
  }
  return { concerts, skipped };
}

/** What a fan was told of a concert: on sale (programmé and complet alike), postponed to a start, or cancelled. */
export function concertState(concert: FanConcert): string {
  if (concert.status === 'annulé') return 'annulé';
  if (concert.status === 'reporté') return `reporté ${concert.newStart ?? ''}`.trim();
  return 'annoncé';
}

/** When the concert now takes place. */
export function currentStart(concert: FanConcert): Date {
  return new Date(concert.status === 'reporté' && concert.newStart ? concert.newStart : concert.start);
}

/** The feed as the functions read it from the site (fan-alerts, fan-confirm's welcome). */
export function siteConcertFeed(site: string): () => Promise<unknown> {
  const url = `${site.replace(/\/$/, '')}${FAN_CONCERT_FEED_PATH}`;
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  };
}
