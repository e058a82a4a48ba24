/** /concerts.ics: every concert still to come as of the build, for 'S'abonner à l'agenda' (webcal). */
import type { APIRoute } from 'astro';
import { calendarResponse, concertCalendarEvent, getConcerts } from '../components/music/concert-entries';
import { site } from '../site.config';

export const GET: APIRoute = async () => {
  const buildTime = Date.now();
  const coming = (await getConcerts()).filter((concert) => concert.cutoffMs > buildTime);
  return calendarResponse(coming.map(concertCalendarEvent), `Concerts de ${site.artist.name}`);
};
