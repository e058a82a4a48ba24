import { readFileSync } from 'node:fs';

/**
 * The instant the site under end-to-end test is built as of (SITE_BUILD_TIME): `npm test` builds
 * it so, and the tests set the page's clock from it, so that neither the agenda they see nor the
 * clock they run on depends on today's date. Four days before the concert of 24 October 2025, with
 * one concert of June 2025 already in the archive and every other one of content/concerts/ to come.
 */
export const E2E_BUILD_TIME = '2025-10-20T10:00:00+02:00';

/** Stops the run when dist/ was built as of another instant: the tests would check another agenda. */
export function checkBuiltAsOfTestTime(dist = 'dist'): void {
  const stamp = `DTSTAMP:${new Date(E2E_BUILD_TIME).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}`;
  let calendar = '';
  try {
    calendar = readFileSync(`${dist}/concerts.ics`, 'utf8');
  } catch {
    // Said below, with the command that builds it.
  }
  if (!calendar.includes(stamp)) {
    throw new Error(
      `Le site de ${dist}/ n'a pas été construit à la date des tests : construisez-le avec SITE_BUILD_TIME=${E2E_BUILD_TIME} npx astro build (npm test le fait), puis relancez.`,
    );
  }
}
