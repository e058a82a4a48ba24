/**
 * The agenda as the pages show it (/concerts, each concert's page, its calendar file, the home
 * page and the floating card): every concert of content/concerts/ with its address, its
 * performers resolved to one of the four ensembles when it names one, and its instants.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { ensembleRoutes, pages, site } from '../../site.config';
import { ensembleName, findEnsemble, isEnsembleKey } from '../../lib/ensembles';
import { STATUS_LABELS, concertEnd, formatConcertDate, formatConcertTime, onSale, pastByYear, splitAgenda, timed, type TimedConcert } from '../../lib/concerts';
import { writeCalendar, type CalendarEvent } from '../../lib/ical';
import { musicEventJsonLd } from '../../lib/jsonld';
import { absoluteUrl } from '../../lib/seo';
import { BUILD_TIME } from '../../lib/build-time';
import { shareImageUrl } from '../media/share-image';

export interface Concert extends TimedConcert {
  id: string;
  path: string;
  data: CollectionEntry<'concerts'>['data'];
  entry: CollectionEntry<'concerts'>;
  /** Who plays: "Yaniel Bárcenas Quintet", or the guest appearance as written. */
  performer: string;
  /** The ensemble's page when the concert names one of the four. */
  performerPath: string | undefined;
  /** The concert's own picture, else its ensemble's. */
  image: { src: ImageMetadata; alt: string } | undefined;
}

export const concertPath = (id: string): string => `/concerts/${id}`;

/** A year of the archive: /concerts/archives/2025 (a word, then a number: never one concert's id). */
export const archivePath = (year: number): string => `${pages.concerts.fr.path}/archives/${year}`;

export interface ArchiveYear {
  year: number;
  path: string;
  /** Its page's title and heading, and its share card's title. */
  title: string;
  /** The year's concerts that had passed when the site was built, most recent first. */
  concerts: Concert[];
}

/**
 * The archive as of the build, one page per year, newest year first: /concerts only links to
 * them, so that it stays the same size however many years of concerts the agenda holds.
 */
export async function getArchive(): Promise<ArchiveYear[]> {
  return pastByYear(splitAgenda(await getConcerts(), BUILD_TIME).past).map(({ year, concerts }) => ({ year, path: archivePath(year), title: `Concerts ${year}`, concerts }));
}

export async function getConcerts(): Promise<Concert[]> {
  const [entries, ensembles] = await Promise.all([getCollection('concerts'), getCollection('ensembles')]);
  const formations = ensembles.map(({ id, data }) => ({ id, formation: data.formation, data }));
  const concerts = entries.map((entry) => {
    const ensemble = findEnsemble(entry.data.ensemble, formations, site.artist.name);
    const ownImage = entry.data.image && { src: entry.data.image, alt: entry.data.imageAlt ?? '' };
    const ensembleImage = ensemble && { src: ensemble.data.image, alt: ensemble.data.imageAlt };
    const { startMs, cutoffMs, cancelled } = timed(entry.data);
    return {
      startMs,
      cutoffMs,
      cancelled,
      id: entry.id,
      path: concertPath(entry.id),
      data: entry.data,
      entry,
      performer: ensemble ? ensembleName(site.artist.name, ensemble.formation) : entry.data.ensemble,
      performerPath: ensemble && isEnsembleKey(ensemble.id) ? ensembleRoutes[ensemble.id] : undefined,
      image: ownImage || ensembleImage || undefined,
    };
  });
  return concerts.sort((a, b) => a.startMs - b.startMs);
}

/** One sentence for search results and the calendar: who, where, when. */
export function concertSummary(concert: Concert): string {
  const { data } = concert;
  const where = `${data.venue} (${data.city}${data.country === 'France' ? '' : `, ${data.country}`})`;
  const status = STATUS_LABELS[data.status];
  return `${concert.performer} : ${data.title}, ${where}, le ${formatConcertDate(data)} à ${formatConcertTime(data)}.${status ? ` ${status}.` : ''}`;
}

/** The concert's MusicEvent for search engines. */
export async function concertJsonLd(concert: Concert): Promise<object> {
  const { data } = concert;
  return musicEventJsonLd({
    ...data,
    description: concertSummary(concert),
    performer: { name: concert.performer, url: absoluteUrl(concert.performerPath ?? '/', site.url) },
    organizer: { name: site.management.name, url: site.management.website },
    images: [concert.image ? await shareImageUrl(concert.image.src) : absoluteUrl(site.defaultOgImage, site.url)],
    url: absoluteUrl(concert.path, site.url),
  });
}

/** The concert as a calendar event (its .ics file, and the agenda's). */
export function concertCalendarEvent(concert: Concert): CalendarEvent {
  const { data } = concert;
  const siteHost = new URL(site.url).host;
  const booking = onSale(data.status) ? `\nRéservations : ${data.bookingUrl}` : '';
  return {
    uid: `${concert.id}@${siteHost}`,
    start: new Date(concert.startMs),
    end: concertEnd(data),
    summary: `${data.status === 'annulé' ? 'ANNULÉ : ' : ''}${data.title} (${concert.performer})`,
    location: `${data.venue}, ${data.address}, ${data.country}`,
    description: `${concertSummary(concert)}${booking}`,
    url: absoluteUrl(concert.path, site.url),
    status: data.status === 'annulé' ? 'CANCELLED' : 'CONFIRMED',
    sequence: data.status === 'reporté' || data.status === 'annulé' ? 1 : 0,
  };
}

/** An .ics response: the calendar type, so a phone offers to add it. */
export function calendarResponse(events: CalendarEvent[], name: string): Response {
  const body = writeCalendar({ name, productId: `-//${site.artist.name}//Agenda//FR`, events, stamp: new Date(BUILD_TIME) });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
