/**
 * The agenda as the pages show it (/concerts, each concert's page, its calendar file, the home
 * page and the floating card): every concert of content/concerts/ with its address, its
 * performers resolved to one of the four ensembles when it names one, and its instants.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import type { ImageMetadata } from 'astro';
import { archiveSegment, ensembleRoutes, localizedPath, pages, site, type Alternates } from '../../site.config';
import { languageTags, languages, type Language } from '../../lib/languages';
import { dictionaries } from '../../i18n/index.ts';
import { ensembleName, findEnsemble, isEnsembleKey } from '../../lib/ensembles';
import { concertEnd, formatConcertDate, formatConcertTime, onSale, pastByYear, splitAgenda, statusLabel, timed, type TimedConcert } from '../../lib/concerts';
import { cityName, countryName } from '../../lib/places';
import { writeCalendar, type CalendarEvent } from '../../lib/ical';
import { musicEventJsonLd } from '../../lib/jsonld';
import { localized, translationIn, untranslatedLang } from '../../lib/content-translations';
import { absoluteUrl } from '../../lib/seo';
import { BUILD_TIME } from '../../lib/build-time';
import { shareImageUrl } from '../media/share-image';

export interface Concert extends TimedConcert {
  id: string;
  path: string;
  /** The concert's fields in the page's language (French where a field has no translation). */
  data: CollectionEntry<'concerts'>['data'];
  entry: CollectionEntry<'concerts'>;
  /** Who plays: "Yaniel Bárcenas Quintet", or the guest appearance as written. */
  performer: string;
  /** The ensemble's page when the concert names one of the four. */
  performerPath: string | undefined;
  /** The concert's own picture, else its ensemble's. */
  image: { src: ImageMetadata; alt: string } | undefined;
}

/** A concert's page, under the agenda's path in each language: /concerts/{id}, /en/concerts/{id}, /es/conciertos/{id}. */
export const concertPath = (id: string, lang: Language = 'fr'): string => `${pages.concerts[lang].path}/${id}`;

/** A concert's calendar file, beside its page: /concerts/{id}.ics, /es/conciertos/{id}.ics. */
export const concertCalendarPath = (concert: Pick<Concert, 'path'>): string => `${concert.path}.ics`;

/** The agenda's calendar in each language: /concerts.ics, /en/concerts.ics, /es/concerts.ics. */
export const agendaCalendarPath = (lang: Language): string => localizedPath('/concerts.ics', lang);

/** A year of the archive: /concerts/archives/2025, /en/concerts/archive/2025, /es/conciertos/archivo/2025 (a word, then a number: never one concert's id). */
export const archivePath = (year: number, lang: Language = 'fr'): string => `${pages.concerts[lang].path}/${archiveSegment[lang]}/${year}`;

/** A concert's page in each language. */
export const concertAlternates = (id: string): Alternates => Object.fromEntries(languages.map((lang) => [lang, concertPath(id, lang)]));

/** An archive year's page in each language. */
export const archiveAlternates = (year: number): Alternates => Object.fromEntries(languages.map((lang) => [lang, archivePath(year, lang)]));

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
export async function getArchive(lang: Language = 'fr'): Promise<ArchiveYear[]> {
  return pastByYear(splitAgenda(await getConcerts(lang), BUILD_TIME).past).map(({ year, concerts }) => ({
    year,
    path: archivePath(year, lang),
    title: `${dictionaries[lang].concerts.archiveTitle} ${year}`,
    concerts,
  }));
}

/** Every concert, its addresses in `lang`. */
export async function getConcerts(lang: Language = 'fr'): Promise<Concert[]> {
  const [entries, ensembles] = await Promise.all([getCollection('concerts'), getCollection('ensembles')]);
  const formations = ensembles.map(({ id, data }) => ({ id, formation: data.formation, data: localized(data, lang) }));
  const concerts = entries.map((entry) => {
    // The city as the page's language names it (Geneva, Ginebra): pages, JSON-LD, calendars and share cards alike.
    const data = { ...localized(entry.data, lang), city: cityName(entry.data, lang) };
    const ensemble = findEnsemble(data.ensemble, formations, site.artist.name);
    const ownImage = data.image && { src: data.image, alt: data.imageAlt ?? '' };
    const ensembleImage = ensemble && { src: ensemble.data.image, alt: ensemble.data.imageAlt };
    const { startMs, cutoffMs, cancelled } = timed(data);
    return {
      startMs,
      cutoffMs,
      cancelled,
      id: entry.id,
      path: concertPath(entry.id, lang),
      data,
      entry,
      performer: ensemble ? ensembleName(site.artist.name, ensemble.formation) : data.ensemble,
      performerPath: ensemble && isEnsembleKey(ensemble.id) ? localizedPath(ensembleRoutes[ensemble.id], lang) : undefined,
      image: ownImage || ensembleImage || undefined,
    };
  });
  return concerts.sort((a, b) => a.startMs - b.startMs);
}

/** One sentence for search results, in `lang`: what, who, where, when (the performer left out when the title already names it). */
export function concertSummary(concert: Concert, lang: Language = 'fr'): string {
  const { data } = concert;
  const where = `${data.venue} (${data.city}${data.country === 'France' ? '' : `, ${countryName(data.country, lang)}`})`;
  const status = statusLabel(data.status, dictionaries[lang].concerts.status);
  const when = dictionaries[lang].concerts.when(formatConcertDate(data, lang), formatConcertTime(data, lang));
  const who = data.title.toLowerCase().includes(concert.performer.toLowerCase()) ? '' : ` (${concert.performer})`;
  return `${data.title}${who}, ${where}, ${when}.${status ? ` ${status}.` : ''}`;
}

/** The concert's MusicEvent for search engines. */
export async function concertJsonLd(concert: Concert, lang: Language = 'fr'): Promise<object> {
  const { data } = concert;
  return musicEventJsonLd({
    ...data,
    description: concertSummary(concert, lang),
    performer: { name: concert.performer, url: absoluteUrl(concert.performerPath ?? '/', site.url) },
    organizer: { name: site.management.name, url: site.management.website },
    images: [concert.image ? await shareImageUrl(concert.image.src) : absoluteUrl(site.defaultOgImage, site.url)],
    url: absoluteUrl(concert.path, site.url),
    inLanguage: languageTags[lang].bcp47,
  });
}

/** A rendered presentation as calendar text: its paragraphs, without markup. */
function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
  return html
    .replace(/<\/p>\s*/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .trim();
}

/**
 * The concert as a calendar event (its .ics file, and the agenda's), each fact said once: the title
 * and performer in the summary, the place in the location, the presentation and the booking link
 * in the description. A title not yet translated is marked French; its French presentation is left out.
 */
export function concertCalendarEvent(concert: Concert, lang: Language = 'fr'): CalendarEvent {
  const { data } = concert;
  const siteHost = new URL(site.url).host;
  const text = dictionaries[lang].concerts;
  const presentation = lang === 'fr' ? concert.entry.rendered?.html : translationIn(concert.entry.data, lang)?.html;
  const status = statusLabel(data.status, text.status);
  const description = [presentation && plainText(presentation), data.status !== 'annulé' && status && `${status}.`, onSale(data.status) && `${text.bookings} ${data.bookingUrl}`]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `${concert.id}@${siteHost}`,
    start: new Date(concert.startMs),
    end: concertEnd(data),
    summary: `${data.status === 'annulé' ? text.cancelledPrefix : ''}${data.title} (${concert.performer})`,
    summaryLanguage: untranslatedLang(concert.entry.data, 'title', lang),
    location: `${data.venue}, ${data.address}, ${countryName(data.country, lang)}`,
    description: description || undefined,
    url: absoluteUrl(concert.path, site.url),
    status: data.status === 'annulé' ? 'CANCELLED' : 'CONFIRMED',
    sequence: data.status === 'reporté' || data.status === 'annulé' ? 1 : 0,
  };
}

/** An .ics response: the calendar type, so a phone offers to add it. */
export function calendarResponse(events: CalendarEvent[], name: string): Response {
  const body = writeCalendar({ name, productId: `-//${site.artist.name}//Agenda`, events, stamp: new Date(BUILD_TIME) });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}

/** The calendar of every concert still to come as of the build, in `lang` (/concerts.ics, /en/concerts.ics). */
export async function upcomingCalendar(lang: Language): Promise<Response> {
  const coming = (await getConcerts(lang)).filter((concert) => concert.cutoffMs > BUILD_TIME);
  return calendarResponse(
    coming.map((concert) => concertCalendarEvent(concert, lang)),
    dictionaries[lang].concerts.calendarName(site.artist.name),
  );
}
