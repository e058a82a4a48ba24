/** /concerts/{id}.ics: one concert for the visitor's calendar ('Ajouter à mon agenda'). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { calendarResponse, concertCalendarEvent, getConcerts, type Concert } from '../../components/music/concert-entries';

export const getStaticPaths = (async () => {
  const concerts = await getConcerts();
  return concerts.map((concert) => ({ params: { id: concert.id }, props: { concert } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ concert: Concert }> = ({ props }) => calendarResponse([concertCalendarEvent(props.concert)], props.concert.data.title);
