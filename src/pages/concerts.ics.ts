/** /concerts.ics: every concert still to come as of the build, for 'S'abonner à l'agenda' (webcal). */
import type { APIRoute } from 'astro';
import { calendarResponse, concertCalendarEvent, getConcerts } from '../components/music/concert-entries';
import { site } from '../site.config';
import { BUILD_TIME } from '../lib/build-time';

export const GET: APIRoute = async () => {
  const coming = (await getConcerts()).filter((concert) => concert.cutoffMs > BUILD_TIME);
  return calendarResponse(coming.map(concertCalendarEvent), `Concerts de ${site.artist.name}`);
};
