/**
 * One concert of the feed the fan-alerts job reads (`/fans/concerts.json`,
 * supabase/functions/_shared/fan-concerts.ts): what a fan's mail says of it, in each language,
 * with absolute links and the coordinates of its city.
 */
import type { FanConcert } from '../../supabase/functions/_shared/fan-concerts.ts';
import { concertStartIso, type ConcertDates, type ConcertStatus } from './concerts.ts';
import type { Language } from './languages.ts';
import { absoluteUrl } from './seo.ts';

export interface FeedConcertInput {
  id: string;
  dates: ConcertDates & { status: ConcertStatus };
  /** Per language, as the concert's page shows them. */
  title: Record<Language, string>;
  city: Record<Language, string>;
  path: Record<Language, string>;
  performer: string;
  venue: string;
  /** ISO 3166 code. */
  country: string;
  bookingUrl: string;
  coordinates: { latitude: number; longitude: number };
}

const perLanguage = <T>(values: Record<Language, string>, map: (value: string) => T): Record<Language, T> => ({ fr: map(values.fr), en: map(values.en), es: map(values.es) });

export function feedConcert(input: FeedConcertInput, siteUrl: string): FanConcert {
  const { status, date, time } = input.dates;
  return {
    id: input.id,
    title: input.title,
    ensemble: input.performer,
    start: concertStartIso({ date, time }),
    status,
    ...(status === 'reporté' && input.dates.newDate ? { newStart: concertStartIso(input.dates) } : {}),
    venue: input.venue,
    city: input.city,
    country: input.country,
    latitude: input.coordinates.latitude,
    longitude: input.coordinates.longitude,
    bookingUrl: input.bookingUrl,
    page: perLanguage(input.path, (path) => absoluteUrl(path, siteUrl)),
    ics: perLanguage(input.path, (path) => `${absoluteUrl(path, siteUrl)}.ics`),
  };
}
