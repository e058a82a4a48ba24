/** /en/concerts.ics, /es/concerts.ics: the agenda's calendar in English and Spanish (French: /concerts.ics). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { upcomingCalendar } from '../../components/music/concert-entries';
import { prefixedLanguages } from '../../components/pages/translated-routes';
import type { Language } from '../../lib/languages';

export const getStaticPaths = (() => prefixedLanguages.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => upcomingCalendar(params['lang'] as Language);
