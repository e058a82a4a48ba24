/** /concerts.ics: every concert still to come as of the build, for 'S'abonner à l'agenda' (webcal). */
import type { APIRoute } from 'astro';
import { upcomingCalendar } from '../components/music/concert-entries';

export const GET: APIRoute = () => upcomingCalendar('fr');
