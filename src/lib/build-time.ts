/**
 * The instant the site is built "as of": what is still to come on the pre-rendered agenda, the
 * archive's years, the footer's year. Now, unless SITE_BUILD_TIME names another instant, as the
 * tests do so that the site they check does not change with the calendar (see docs/deploiement.md, Variables d'environnement).
 */

type Env = Record<string, string | undefined>;

/** SITE_BUILD_TIME as milliseconds, or `now` when it is not set; a value that is not an instant stops the build. */
export function resolveBuildTime(env: Env, now: number): number {
  const value = env['SITE_BUILD_TIME']?.trim();
  if (!value) return now;
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(instant)) {
    throw new Error(
      `SITE_BUILD_TIME : instant attendu au format 2025-10-20T10:00:00+02:00 (date, heure et fuseau), valeur lue : « ${value} ». Corrigez la variable ou retirez-la pour construire le site à la date du jour.`,
    );
  }
  return instant;
}

/** The build's instant, read once for the whole build. */
export const BUILD_TIME: number = resolveBuildTime(typeof process === 'undefined' ? {} : process.env, Date.now());
