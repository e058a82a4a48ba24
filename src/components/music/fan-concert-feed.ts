/**
 * The feed of upcoming concerts the fan-alerts job reads after each build (`/fans/concerts.json`):
 * each concert in the three languages, placed on the map through the same list of cities as the
 * fans (integrations/fan-cities). A concert whose city the list does not know is left out, and
 * the build says so in French: its fans would otherwise never hear of it unnoticed.
 */
import { locateConcertCity } from '../../../integrations/fan-cities/world-cities';
import type { FanConcert } from '../../../supabase/functions/_shared/fan-concerts.ts';
import { BUILD_TIME } from '../../lib/build-time';
import { COUNTRY_CODES } from '../../lib/concerts';
import { feedConcert } from '../../lib/fan-feed';
import { languages, type Language } from '../../lib/languages';
import { site } from '../../site.config';
import { getConcerts, type Concert } from './concert-entries';

export async function fanConcertFeed(): Promise<{ concerts: FanConcert[] }> {
  const byLanguage = Object.fromEntries(await Promise.all(languages.map(async (lang) => [lang, await getConcerts(lang)] as const))) as Record<Language, Concert[]>;
  const upcoming = byLanguage.fr.filter((concert) => BUILD_TIME < concert.cutoffMs);
  const concerts: FanConcert[] = [];
  for (const concert of upcoming) {
    const inLanguage = (lang: Language) => byLanguage[lang].find((candidate) => candidate.id === concert.id) ?? concert;
    const country = COUNTRY_CODES[concert.data.country];
    const city = locateConcertCity(concert.data.city, country);
    if (!city) {
      console.warn(
        `concerts/${concert.id}.md : la ville « ${concert.data.city} » (${concert.data.country}) n'est pas dans la liste des villes du monde ; ses fans ne seront pas prévenus de ce concert. Écrivez le nom de la ville en français ou dans sa langue (par exemple Lisbonne ou Lisboa).`,
      );
      continue;
    }
    const per = <T>(read: (entry: Concert) => T) => Object.fromEntries(languages.map((lang) => [lang, read(inLanguage(lang))])) as Record<Language, T>;
    concerts.push(
      feedConcert(
        {
          id: concert.id,
          dates: concert.data,
          title: per((entry) => entry.data.title),
          city: per((entry) => entry.data.city),
          path: per((entry) => entry.path),
          performer: concert.performer,
          venue: concert.data.venue,
          country,
          bookingUrl: concert.data.bookingUrl,
          coordinates: { latitude: city[3], longitude: city[4] },
        },
        site.url,
      ),
    );
  }
  return { concerts };
}
