/** The agenda's calendar in each language: every concert still to come as of the build, for 'S'abonner à l'agenda' (webcal). */
import type { APIRoute } from 'astro';
import { agendaCalendarPath, upcomingCalendar } from '../components/music/concert-entries';
import { routesInEveryLanguage } from '../components/pages/page-routes';
import type { Language } from '../lib/languages';

export const getStaticPaths = () => routesInEveryLanguage('agendaCalendar', (lang) => [{ path: agendaCalendarPath(lang), props: { lang } }]);

export const GET: APIRoute<{ lang: Language }> = ({ props }) => upcomingCalendar(props.lang);
