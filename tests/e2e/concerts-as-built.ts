import { readFileSync } from 'node:fs';
import { siteContent } from '../content-files';
import { pastByYear, splitAgenda, timed, type ConcertDates } from '../../src/lib/concerts';
import { E2E_BUILD_TIME } from './site-build-time';

/**
 * The archive as the site under test was built: the concerts of its agenda past at its build
 * instant (E2E_BUILD_TIME), by year, newest first. concerts.spec.ts and tests/dist/concerts.test.ts read it.
 */
export function archiveAsBuilt(): { year: number; titles: string[] }[] {
  const concerts = siteContent.folderFiles('concerts', '.md').map(({ url }) => {
    const frontMatter = readFileSync(url, 'utf8').split('---')[1] ?? '';
    const fields = Object.fromEntries([...frontMatter.matchAll(/^(\w+): "?(.*?)"?$/gm)].map(([, key, value]) => [key, value]));
    return { ...timed(fields as unknown as ConcertDates), title: fields['title'] ?? '' };
  });
  return pastByYear(splitAgenda(concerts, new Date(E2E_BUILD_TIME).getTime()).past).map(({ year, concerts: ofYear }) => ({ year, titles: ofYear.map((concert) => concert.title) }));
}
