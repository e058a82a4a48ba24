/** What the four ensemble pages derive from the artist's name and the ensemble's own. */
import { ensembleRoutes } from '../site.config';

export type EnsembleKey = keyof typeof ensembleRoutes;

export function isEnsembleKey(value: string): value is EnsembleKey {
  return Object.hasOwn(ensembleRoutes, value);
}

/** "Yaniel Bárcenas Quintet". */
export function ensembleName(artistName: string, formation: string): string {
  return `${artistName} ${formation}`;
}

/** The 'Parlons musique' mail link: the subject names the ensemble. */
export function bookingMailto(email: string, ensemble: string): string {
  const subject = `Demande de booking : ${ensemble}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
