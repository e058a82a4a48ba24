/** Each concert's calendar file, in each language ('Ajouter à mon agenda'): /concerts/{id}.ics, /en/concerts/{id}.ics, /es/conciertos/{id}.ics. */
import type { APIRoute } from 'astro';
import { calendarResponse, concertCalendarEvent, concertCalendarPath, getConcerts, type Concert } from '../components/music/concert-entries';
import { routesInEveryLanguage } from '../components/pages/page-routes';
import type { Language } from '../lib/languages';

export const getStaticPaths = () =>
  routesInEveryLanguage('concertCalendar', async (lang) => (await getConcerts(lang)).map((concert) => ({ path: concertCalendarPath(concert), props: { concert, lang } })));

export const GET: APIRoute<{ concert: Concert; lang: Language }> = ({ props }) => calendarResponse([concertCalendarEvent(props.concert, props.lang)], props.concert.data.title);
