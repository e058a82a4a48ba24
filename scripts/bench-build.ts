/**
 * `npm run bench:build`: how long the site takes to build, in its three languages, in a copy of
 * the project: cold (Astro's caches and the share cards' emptied), again with everything cached,
 * and once more after one concert's text changed (what a studio save costs). Each build is given
 * in elapsed time and in processor time (what the build's processes used: a busy machine changes
 * it little), with the pages built in each language.
 *
 *   npm run bench:build
 *   npm run bench:build -- --docs   (also writes docs/performance/build.md)
 */
import { readdirSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { createTempProject } from './temp-project.ts';
import { timedBuild } from './lib/processor-time.ts';
import { measurementReport } from './lib/measurement-report.ts';
import { folderLanguage } from './lib/languages.ts';
import { listFiles, routeOfHtmlFile } from '../integrations/built-site/dist-files.ts';
import { languages } from '../src/lib/languages.ts';

const report = measurementReport('docs/performance/build.md', 'Temps de build en trois langues', 'npm run bench:build -- --docs');
const project = await createTempProject();

const build = (label: string) => timedBuild(project, label);

try {
  await project.clearCaches();
  const cold = await build('Build à froid');
  const cached = await build('Build avec les caches');
  const concert = readdirSync(project.path('content', 'concerts')).find((name) => /^\d{4}-\d{2}-\d{2}-[^.]+\.md$/.test(name));
  if (!concert) throw new Error('aucun concert dans content/concerts');
  await appendFile(project.path('content', 'concerts', concert), '\nUne phrase ajoutée par le banc de mesure.\n');
  const oneChange = await build(`Build après une modification (${concert})`);

  const dist = project.path('dist');
  const routes = listFiles(dist, '.html').map((file) => routeOfHtmlFile(dist, file));
  const perLanguage = languages.map((lang) => `${lang} ${routes.filter((route) => folderLanguage(route) === lang).length}`).join(', ');
  report.say();
  report.say(`${routes.length} pages HTML (${perLanguage}), machine à ${cpus().length} cœurs.`);
  report.say();
  report.say('| build | écoulé (s) | processeur (s) |');
  report.say('| --- | ---: | ---: |');
  for (const [label, result] of [
    ['à froid (caches vidés, toutes les cartes de partage dessinées)', cold],
    ['avec les caches, rien de changé', cached],
    ['avec les caches, un concert modifié', oneChange],
  ] as const) {
    report.say(`| ${label} | ${result.seconds.toFixed(1)} | ${result.processor.toFixed(1)} |`);
  }
  const written = report.write();
  if (written) console.log(`\nÉcrit : ${written}`);
} finally {
  await project.remove();
}
