/**
 * Concert dates are written in content/ as Paris wall-clock values ("2025-10-24", "19:30").
 * These helpers turn them into instants, so that a page built long before or after a concert
 * still decides in the visitor's browser whether the concert is upcoming.
 */

export const CONCERT_TIME_ZONE = 'Europe/Paris';

export interface ConcertDates {
  /** Year-month-day, Paris time. */
  date: string;
  /** Hours and minutes, Paris time ("19:30"). */
  time: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

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

/** When the concert starts. */
export function concertStart({ date, time }: ConcertDates): Date {
  const [year = 0, month = 0, day = 0] = parseParts(date, DATE_PATTERN, 'Date');
  const [hour = 0, minute = 0] = parseParts(time, TIME_PATTERN, 'Heure');
  return parisInstant(year, month, day, hour, minute);
}

/** Midnight in Paris at the end of the concert day: from then on the concert is past. */
export function concertCutoff({ date }: Pick<ConcertDates, 'date'>): Date {
  const [year = 0, month = 0, day = 0] = parseParts(date, DATE_PATTERN, 'Date');
  return parisInstant(year, month, day + 1);
}

/** Concerts sorted by start, soonest first. */
export function sortByStart<T extends ConcertDates>(concerts: readonly T[]): T[] {
  return [...concerts].sort((a, b) => concertStart(a).getTime() - concertStart(b).getTime());
}

/** ISO 8601 start with the Paris offset, as schema.org Event wants ("2025-10-24T19:30:00+02:00"). */
export function concertStartIso(concert: ConcertDates): string {
  const start = concertStart(concert);
  const offset = zoneOffsetMinutes(start.getTime(), CONCERT_TIME_ZONE);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${concert.date}T${concert.time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "vendredi 24 octobre 2025". */
export function formatConcertDate(concert: ConcertDates): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: CONCERT_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(concertStart(concert));
}

/** "19h30". */
export function formatConcertTime({ time }: Pick<ConcertDates, 'time'>): string {
  const [hour = 0, minute = 0] = parseParts(time, TIME_PATTERN, 'Heure');
  return `${hour}h${String(minute).padStart(2, '0')}`;
}

export interface Agenda<T> {
  /** The next concert that has not passed, shown first with its booking link. */
  featured: T | undefined;
  /** The other concerts still to come, soonest first. */
  later: T[];
  /** Concerts that have passed, most recent first; they never offer booking. */
  past: T[];
}

/** Start and cutoff as instants (milliseconds), as the pre-rendered page hands them to the browser. */
export interface TimedConcert {
  startMs: number;
  cutoffMs: number;
}

/**
 * The agenda at `nowMs` from precomputed instants: what the browser runs, without the
 * time-zone arithmetic. A concert is past from its cutoff on.
 */
export function splitAgenda<T extends TimedConcert>(concerts: readonly T[], nowMs: number): Agenda<T> {
  const sorted = [...concerts].sort((a, b) => a.startMs - b.startMs);
  const [featured, ...later] = sorted.filter((concert) => nowMs < concert.cutoffMs);
  const past = sorted.filter((concert) => nowMs >= concert.cutoffMs).reverse();
  return { featured, later, past };
}

/** Start and cutoff instants of a concert. */
export function timed<T extends ConcertDates>(concert: T): T & TimedConcert {
  return { ...concert, startMs: concertStart(concert).getTime(), cutoffMs: concertCutoff(concert).getTime() };
}

/** The concerts page as it must read at `now`. */
export function agendaAt<T extends ConcertDates>(concerts: readonly T[], now: Date): Agenda<T & TimedConcert> {
  return splitAgenda(concerts.map(timed), now.getTime());
}
