/** What the four ensemble pages derive from the artist's name and the ensemble's own. */
import { ensembleRoutes } from '../site.config.ts';
import type { Language } from './languages.ts';
import { localized } from './content-translations.ts';

/** Icons drawn by src/components/music/ProjectIcon.astro. */
export const PROJECT_ICONS = ['saxophone', 'guitar', 'duo', 'drum'] as const;

export type EnsembleKey = keyof typeof ensembleRoutes;

export function isEnsembleKey(value: string): value is EnsembleKey {
  return Object.hasOwn(ensembleRoutes, value);
}

/** "Yaniel Bárcenas Quintet". */
export function ensembleName(artistName: string, formation: string): string {
  return `${artistName} ${formation}`;
}

/**
 * What an ensemble page's share card says in `lang`, as the page shows it: the ensemble's name,
 * its subtitle and its picture's description in that language (French where it has no translation).
 */
export function ensembleCardText(
  artistName: string,
  data: { formation: string; subtitle: string; imageAlt: string },
  lang: Language,
): { title: string; line: string; alt: string } {
  const shown = localized(data, lang);
  return { title: ensembleName(artistName, shown.formation), line: shown.subtitle, alt: shown.imageAlt };
}

/** The 'Parlons musique' mail link, its subject (the dictionary's ensemble.mailSubject, naming the ensemble) encoded. */
export function bookingMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Lower case without accents: "Mambí" and "mambi" name the same ensemble. */
function comparable(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
}

/**
 * The ensemble a concert names, written as the artist would: its formation ("Quintet"), its
 * full name ("Yaniel Bárcenas Quintet") or its id, accents and case aside. Anything else is a
 * guest appearance, shown as written.
 */
export function findEnsemble<T extends { id: string; formation: string }>(value: string, ensembles: readonly T[], artistName: string): T | undefined {
  const wanted = comparable(value);
  return ensembles.find((ensemble) => [ensemble.id, ensemble.formation, ensembleName(artistName, ensemble.formation)].some((name) => comparable(name) === wanted));
}

/**
 * The musicians a concert's text names who do not play in the ensemble it is billed under: a
 * line-up stated twice (the ensemble's members, the concert's words) that disagrees. `known` are
 * the musicians the site knows by name (its collaborators and every ensemble's members); a name is
 * found whole, accents and case aside.
 */
export function lineUpContradictions(text: string, members: readonly string[], known: readonly string[]): string[] {
  const words = ` ${comparable(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const playing = new Set(members.map(comparable));
  return [...new Set(known)].filter((name) => !playing.has(comparable(name)) && words.includes(` ${comparable(name).replace(/[^\p{L}\p{N}]+/gu, ' ')} `));
}
