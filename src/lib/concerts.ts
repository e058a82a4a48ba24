/**
 * Concert dates are written in content/ as Paris wall-clock values ("2025-10-24", "19:30").
 * These helpers turn them into instants, so that a page built long before or after a concert
 * still decides in the visitor's browser whether the concert is upcoming.
 */

import { formatPrice, parsePrice } from './price.ts';
import { languageTags, type Language } from './languages.ts';

export const CONCERT_TIME_ZONE = 'Europe/Paris';

/** What the artist writes in a concert's `status`: on sale, sold out, postponed (with its new date), cancelled. */
export const CONCERT_STATUSES = ['programmé', 'complet', 'reporté', 'annulé'] as const;
export type ConcertStatus = (typeof CONCERT_STATUSES)[number];

/** "19:30": two-digit hours from 00 to 23, two-digit minutes. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ConcertDates {
  /** Year-month-day, Paris time. */
  date: string;
  /** Hours and minutes, Paris time ("19:30"). */
  time: string;
  status?: ConcertStatus | undefined;
  /** For a postponed concert, the day (and time) it moves to. */
  newDate?: string | undefined;
  newTime?: string | undefined;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** When the concert really takes place: its new date and time once postponed, else the ones announced. */
export function scheduled(concert: ConcertDates): { date: string; time: string } {
  if (concert.status === 'reporté' && concert.newDate) return { date: concert.newDate, time: concert.newTime ?? concert.time };
  return { date: concert.date, time: concert.time };
}

function parseParts(value: string, pattern: RegExp, what: string): number[] {
  const match = pattern.exec(value);
  if (!match) throw new Error(`${what} invalide : « ${value} »`);
  return match.slice(1).map(Number);
}

/** Minutes that `timeZone` is ahead of UTC at the given instant. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((wallClock - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant at which a Paris wall-clock time occurs. */
export function parisInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = zoneOffsetMinutes(asUtc, CONCERT_TIME_ZONE);
  return new Date(asUtc - offset * 60_000);
}

/** When the concert starts (on its new date once postponed). */
export function concertStart(concert: ConcertDates): Date {
  const { date, time } = scheduled(concert);
  const [year = 0, month = 0, day = 0] = parseParts(date, DATE_PATTERN, 'Date');
  const [hour = 0, minute = 0] = parseParts(time, TIME_PATTERN, 'Heure');
  return parisInstant(year, month, day, hour, minute);
}

/** Midnight in Paris at the end of the concert day: from then on the concert is past. */
export function concertCutoff(concert: ConcertDates): Date {
  const { date } = scheduled(concert);
  const [year = 0, month = 0, day = 0] = parseParts(date, DATE_PATTERN, 'Date');
  return parisInstant(year, month, day + 1);
}

/**
 * When the concert ends: its end time (the next day when it is earlier than the start, as for a
 * set that runs past midnight), else two hours after the start, the length calendars assume.
 */
export function concertEnd(concert: ConcertDates & { endTime?: string | undefined }): Date {
  const start = concertStart(concert);
  if (!concert.endTime) return new Date(start.getTime() + 2 * 60 * 60_000);
  const { date } = scheduled(concert);
  const [year = 0, month = 0, day = 0] = parseParts(date, DATE_PATTERN, 'Date');
  const [hour = 0, minute = 0] = parseParts(concert.endTime, TIME_PATTERN, 'Heure');
  const end = parisInstant(year, month, day, hour, minute);
  return end > start ? end : parisInstant(year, month, day + 1, hour, minute);
}

/** ISO 8601 with the Paris offset of that instant, as schema.org Event wants ("2025-10-24T19:30:00+02:00"). */
export function parisIso(instant: Date): string {
  const offset = zoneOffsetMinutes(instant.getTime(), CONCERT_TIME_ZONE);
  const wall = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The start in ISO 8601 with the Paris offset ("2025-10-24T19:30:00+02:00"). */
export function concertStartIso(concert: ConcertDates): string {
  return parisIso(concertStart(concert));
}

/**
 * The day in the language's own words, the new one once postponed: "vendredi 24 octobre 2025",
 * "Friday 24 October 2025", "viernes 24 de octubre de 2025". Intl writes each language; the comma
 * some ICU versions put after the weekday is dropped, so that every build reads the same.
 */
export function formatConcertDate(concert: ConcertDates, lang: Language = 'fr'): string {
  return new Intl.DateTimeFormat(languageTags[lang].bcp47, {
    timeZone: CONCERT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .formatToParts(concertStart(concert))
    .map((part, index, parts) => (part.type === 'literal' && parts[index - 1]?.type === 'weekday' ? ' ' : part.value))
    .join('');
}

/** "19h30", "7:30 pm", "19:30" (the new time once postponed). */
export function formatConcertTime(concert: ConcertDates, lang: Language = 'fr'): string {
  const { time } = scheduled(concert);
  return formatClock(time, lang);
}

/**
 * "19:30" as each language writes a time of day: "19h30" in French (written by hand: Intl says
 * "19:30"), "7:30 pm" in English, "19:30" in Spanish.
 */
export function formatClock(time: string, lang: Language = 'fr'): string {
  const [hour = 0, minute = 0] = parseParts(time, TIME_PATTERN, 'Heure');
  if (lang === 'fr') return `${hour}h${String(minute).padStart(2, '0')}`;
  return new Intl.DateTimeFormat(languageTags[lang].bcp47, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: lang === 'en' })
    .format(new Date(Date.UTC(2000, 0, 1, hour, minute)))
    .replace(/\u202f|\u00a0/g, ' ');
}

/** "samedi 12 décembre 2026, 20h30": a concert's day and time, as the pages and the card show it. */
export function formatConcertWhen(concert: ConcertDates, lang: Language = 'fr'): string {
  return `${formatConcertDate(concert, lang)}, ${formatConcertTime(concert, lang)}`;
}

export interface Agenda<T> {
  /** The next concert that has not passed and is not cancelled, shown first with its booking link. */
  featured: T | undefined;
  /** The other concerts still to come, soonest first (a cancelled one stays, marked, until its day has passed). */
  later: T[];
  /** Concerts that have passed, most recent first; they never offer booking. */
  past: T[];
}

/** Start and cutoff as instants (milliseconds), as the pre-rendered page hands them to the browser. */
export interface TimedConcert {
  startMs: number;
  cutoffMs: number;
  cancelled: boolean;
}

/**
 * The agenda at `nowMs` from precomputed instants: what the browser runs, without the
 * time-zone arithmetic. A concert is past from its cutoff on.
 */
export function splitAgenda<T extends TimedConcert>(concerts: readonly T[], nowMs: number): Agenda<T> {
  const sorted = [...concerts].sort((a, b) => a.startMs - b.startMs);
  const upcoming = sorted.filter((concert) => nowMs < concert.cutoffMs);
  const featured = upcoming.find((concert) => !concert.cancelled);
  const later = upcoming.filter((concert) => concert !== featured);
  const past = sorted.filter((concert) => nowMs >= concert.cutoffMs).reverse();
  return { featured, later, past };
}

/** The next `count` concerts that will take place (cancelled ones left out), soonest first. */
export function nextConcerts<T extends TimedConcert>(agenda: Agenda<T>, count: number): T[] {
  return [agenda.featured, ...agenda.later].filter((concert): concert is T => concert !== undefined && !concert.cancelled).slice(0, count);
}

/** Past concerts by year, newest year first, each year newest concert first. */
export function pastByYear<T extends TimedConcert>(past: readonly T[]): { year: number; concerts: T[] }[] {
  const years = new Map<number, T[]>();
  for (const concert of [...past].sort((a, b) => b.startMs - a.startMs)) {
    const year = parisYear(concert.startMs);
    years.set(year, [...(years.get(year) ?? []), concert]);
  }
  return [...years].sort(([a], [b]) => b - a).map(([year, concerts]) => ({ year, concerts }));
}

/** The year in Paris at an instant (a concert on 31 December at 23:30 belongs to that year). */
export function parisYear(instantMs: number): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: CONCERT_TIME_ZONE, year: 'numeric' }).format(new Date(instantMs)));
}

/** The first day a concert may be dated: the agenda starts in 2000, an earlier year is a slip (1901 typed for 2031). */
export const FIRST_CONCERT_DAY = '2000-01-01';
/** How many years ahead of the build a concert may be announced: a later year is a slip too. */
export const CONCERT_YEARS_AHEAD = 5;

/** The days a concert may be dated, as of the build's instant: from FIRST_CONCERT_DAY to the same Paris day CONCERT_YEARS_AHEAD years later. */
export function concertDayRange(buildTime: number): { first: string; last: string } {
  const [year = 0, month = 0, day = 0] = new Intl.DateTimeFormat('en-CA', { timeZone: CONCERT_TIME_ZONE }).format(new Date(buildTime)).split('-').map(Number);
  // 29 February of a leap year becomes 1 March of a common one, as Date.UTC counts it.
  const last = new Date(Date.UTC(year + CONCERT_YEARS_AHEAD, month - 1, day)).toISOString().slice(0, 10);
  return { first: FIRST_CONCERT_DAY, last };
}

/** Start, cutoff and cancellation of a concert, as the pre-rendered page hands them to the browser. */
export function timed<T extends ConcertDates>(concert: T): T & TimedConcert {
  return { ...concert, startMs: concertStart(concert).getTime(), cutoffMs: concertCutoff(concert).getTime(), cancelled: concert.status === 'annulé' };
}

/** The statuses shown in words beside a concert: one on sale shows none. */
export type ShownStatus = Exclude<ConcertStatus, 'programmé'>;

/** The word `status` shows beside the concert, from the dictionary's `concerts.status`, so that it never rests on colour alone. */
export function statusLabel(status: ConcertStatus, labels: Readonly<Record<ShownStatus, string>>): string | undefined {
  return status === 'programmé' ? undefined : labels[status];
}

/** Tickets can still be bought: on sale, or postponed to a new date. */
export function onSale(status: ConcertStatus): boolean {
  return status === 'programmé' || status === 'reporté';
}

/** A link to the venue on OpenStreetMap (a search, so the artist never has to look up coordinates). */
export function openStreetMapUrl({ venue, address, country }: { venue: string; address: string; country: string }): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${venue}, ${address}, ${country}`)}`;
}

/** "25 €", "€25", or `freeAdmission` (the dictionary's « Entrée libre ») for a free concert ("0€"). */
export function ticketPrice(price: string, lang: Language, freeAdmission: string): string {
  return parsePrice(price).cents === 0 ? freeAdmission : formatPrice(price, lang);
}
