/** /en/concerts/{id}.ics, /es/conciertos/{id}.ics: one concert for the visitor's calendar, in the page's language. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { calendarResponse, concertCalendarEvent, getConcerts, type Concert } from '../../../components/music/concert-entries';
import { prefixedLanguages } from '../../../components/pages/translated-routes';
import { pages } from '../../../site.config';
import type { Language } from '../../../lib/languages';

export const getStaticPaths = (async () =>
  (
    await Promise.all(
      prefixedLanguages.map(async (lang) =>
        (await getConcerts(lang)).map((concert) => ({
          params: { lang, agenda: pages.concerts[lang].path.slice(lang.length + 2), id: concert.id },
          props: { concert, lang },
        })),
      ),
    )
  ).flat()) satisfies GetStaticPaths;

export const GET: APIRoute<{ concert: Concert; lang: Language }> = ({ props }) => calendarResponse([concertCalendarEvent(props.concert, props.lang)], props.concert.data.title);
