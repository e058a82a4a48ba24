import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { siteContent } from '../content-files.ts';

/**
 * The instant the site under end-to-end test is built as of (SITE_BUILD_TIME): `npm test` builds
 * it so (build-site.ts), and the tests set the page's clock from it, so that neither the agenda
 * they see nor the clock they run on depends on today's date. Four days before the concert of
 * 24 October 2025 of the tests' agenda (tests/fixtures/content/concerts/), with one concert of
 * June 2025 already in the archive and every other one to come.
 */
export const E2E_BUILD_TIME = '2025-10-20T10:00:00+02:00';

/**
 * Stops the run when dist/ was built as of another instant or from other content (a plain
 * `astro build`, content/ without the tests' own entries): the tests would check another site.
 * Checked: the calendar's instant, one page per concert of the tests' agenda and no other, and
 * every press article of the content it is built from (the tests' own among them) on /presse.
 */
export function checkBuiltAsOfTestTime(dist = 'dist'): void {
  const stamp = `DTSTAMP:${new Date(E2E_BUILD_TIME).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}`;
  const read = (file: string) => (existsSync(`${dist}/${file}`) ? readFileSync(`${dist}/${file}`, 'utf8') : '');
  const agenda = siteContent.folderFiles('concerts', '.md').map(({ name }) => name.replace(/\.md$/, '.html'));
  const concertPages = existsSync(`${dist}/concerts`) ? readdirSync(`${dist}/concerts`).filter((name) => name.endsWith('.html')) : [];
  const press = read('presse.html');
  const built =
    read('concerts.ics').includes(stamp) &&
    concertPages.sort().join() === agenda.join() &&
    siteContent.readFolder<{ link: string }>('press/articles').every(({ link }) => press.includes(`href="${link}"`));
  if (!built) {
    throw new Error(
      `Le site de ${dist}/ n'est pas celui des tests (construit au ${E2E_BUILD_TIME}, avec les entrées de tests/fixtures/content/) : construisez-le avec node tests/e2e/build-site.ts (npm test le fait), puis relancez.`,
    );
  }
}
