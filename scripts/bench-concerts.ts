/**
 * What the agenda costs as the years go by: builds a copy of the site with 100 and 500 generated
 * concerts (two a week, ten still to come, the others in the archive; or the numbers given), cold
 * (Astro's caches emptied) then again with its caches, and prints the build times, the number of
 * pages and the weight of /concerts, raw and gzip, with the largest year of the archive.
 * /concerts should not grow with the past concerts: they are on their years' pages.
 *
 *   npm run bench:concerts              # 100, 500
 *   npm run bench:concerts -- 50 1000   # other sizes
 *   npm run bench:concerts -- --docs    # the table written to docs/performance/concerts.md
 *
 * The copy is built as of a fixed instant (SITE_BUILD_TIME), so that the figures do not depend on
 * the day. On a shared machine, compare rows of one run, not runs.
 */
import { readFile, readdir, rm, mkdir } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { listFiles } from '../integrations/built-site/dist-files.ts';
import { createTempProject } from './temp-project.ts';
import { writeGeneratedConcerts } from './lib/generated-concerts.ts';
import { measurementReport } from './lib/measurement-report.ts';

const BUILD_TIME = '2031-01-15T12:00:00+01:00';
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const counts = sizes.length > 0 ? sizes : [100, 500];
const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1);

const project = await createTempProject();
const concerts = project.path('content', 'concerts');
const report = measurementReport('docs/performance/concerts.md', 'Coût de l’agenda avec les années', 'npm run bench:concerts -- --docs');
try {
  // The table is printed row by row, as measured: a long run shows its figures as it goes.
  report.say();
  report.say(`Copie du site construite au ${BUILD_TIME} avec N concerts générés (deux par semaine, dix à venir, les autres passés) à la place de ceux de \`content/concerts/\`.`);
  report.say();
  report.say('| Concerts | Build à froid (s) | Build avec cache (s) | Pages | /concerts (kB) | /concerts gzip (kB) | Années d’archive | Plus grande année (kB) |');
  report.say('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const count of counts) {
    await rm(concerts, { recursive: true, force: true });
    await mkdir(concerts, { recursive: true });
    await writeGeneratedConcerts(concerts, count, new Date(BUILD_TIME));
    await project.clearCaches();
    const seconds: number[] = [];
    for (const kind of ['à froid', 'avec cache']) {
      process.stderr.write(`Construction avec ${count} concerts, ${kind}… `);
      const result = await project.build({ SITE_BUILD_TIME: BUILD_TIME });
      if (!result.ok) throw new Error(`La construction avec ${count} concerts a échoué :\n${result.output}`);
      process.stderr.write(`${result.seconds.toFixed(1)} s\n`);
      seconds.push(result.seconds);
    }
    const pages = listFiles(project.path('dist'), '.html').length;
    const agenda = await readFile(project.path('dist', 'concerts.html'));
    const years = (await readdir(project.path('dist', 'concerts', 'archives'))).filter((name) => name.endsWith('.html'));
    const yearSizes = await Promise.all(years.map(async (name) => (await readFile(project.path('dist', 'concerts', 'archives', name))).length));
    report.say(
      `| ${count} | ${seconds.map((s) => s.toFixed(1)).join(' | ')} | ${pages} | ${kilobytes(agenda.length)} | ${kilobytes(gzipSync(agenda).length)} | ${years.length} | ${kilobytes(Math.max(...yearSizes))} |`,
    );
  }
  const written = report.write();
  if (written) console.log(`\nÉcrit dans ${written}.`);
} finally {
  await project.remove();
}
