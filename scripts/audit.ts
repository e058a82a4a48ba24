/**
 * `npm run audit`: builds the site, serves it as production does, and runs Lighthouse (mobile, default simulated
 * throttling, Debian Chromium) on every built page. Prints one table and each page's long tasks
 * (the script each is attributed to, and its simulated duration: what a timing miss is named
 * with), writes the JSON reports to reports/lighthouse/ (git-ignored), and exits 1 when a page
 * misses a target (TARGETS in lib/lighthouse-summary.ts).
 *
 * Each page is run 3 times and the median run kept (single runs swing on a busy 2-core machine).
 * Chromium loads the pages from a local stand-in for production (lib/production-standin.ts): the
 * site at its own address over HTTPS and HTTP/2, as Netlify serves it, so pages load what they
 * load in production (every image is the site's own: nothing is asked of another host).
 *
 *   AUDIT_RUNS=1 npm run audit     (runs per page, 3 by default)
 *   AUDIT_ONLY=/,/store npm run audit
 *   AUDIT_TIMING=report            (performance, LCP and TBT printed, not enforced: `npm test`
 *                                   does this on CI, where load moves them; the rest is enforced)
 *   AUDIT_SKIP_BUILD=1             (audit the dist/ already built)
 *   npm run audit -- --docs        (also writes the table to docs/performance/lighthouse.md)
 *   AUDIT_ONE_PER_FOLDER=1         (pages of one template, every /concerts/… or /blog/… page,
 *                                   audited through the first of them: `npm test` does this; the
 *                                   English and Spanish pages share the French templates, so /en/
 *                                   and /es/ count as one folder each)
 *   AUDIT_EACH_LANGUAGE=1          (with AUDIT_ONE_PER_FOLDER: every fixed page in every language,
 *                                   and one page per folder per language: French pages and their
 *                                   twins compared in one sitting)
 *   AUDIT_ONE_PER_TEMPLATE=1       (one page of each template in each language: every fixed page,
 *                                   one page per folder, one ensemble and one kit, in French,
 *                                   English and Spanish; `npm run audit:ci`, test:full's pass)
 *
 * The runs go in rounds (every page once, then every page again): a page's runs are spread over
 * the sitting, so a slower minute on the machine weighs on every page alike, twins included.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { listFiles, routeOfHtmlFile } from '../integrations/built-site/dist-files.ts';
import { ADMIN_ROUTE } from '../integrations/studio/route.ts';
import {
  auditRow,
  builtAsOf,
  CRAWLABLE_AUDIT,
  FIRST_ROUND_TRIP_BYTES,
  firstOfEachFolder,
  oneOfEachTemplate,
  longTasksLabel,
  medianRun,
  missedStableTargets,
  missedTimingTargets,
  seoLabel,
  TARGETS,
  type AuditRow,
} from './lib/lighthouse-summary.ts';
import { startProductionStandIn } from './lib/production-standin.ts';
import { measurementReport } from './lib/measurement-report.ts';
import { launchLighthouseChrome, lighthouseRun } from './lib/lighthouse-chrome.ts';
import { ensembleRoutes, site } from '../src/site.config.ts';

const RUNS = Math.max(1, Number(process.env['AUDIT_RUNS'] ?? 3));
const ONLY = process.env['AUDIT_ONLY']?.split(',').map((route) => route.trim());
const REPORT_DIR = 'reports/lighthouse';
const TIMING_ENFORCED = process.env['AUDIT_TIMING'] !== 'report';
const ONE_PER_FOLDER = process.env['AUDIT_ONE_PER_FOLDER'] === '1';
const EACH_LANGUAGE = process.env['AUDIT_EACH_LANGUAGE'] === '1';
const ONE_PER_TEMPLATE = process.env['AUDIT_ONE_PER_TEMPLATE'] === '1';

type LighthouseRun = Awaited<ReturnType<typeof lighthouseRun>>['lhr'];

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env['AUDIT_SKIP_BUILD'] !== '1') run('npx', ['astro', 'build']);
const pages = listFiles('dist', '.html')
  .map((file) => ({ file, route: routeOfHtmlFile('dist', file) }))
  .filter(({ route }) => route !== '/404' && !route.endsWith('/404'))
  // The studio is Sveltia's application for the artist, not a page visitors load.
  .filter(({ route }) => route !== ADMIN_ROUTE)
  .filter(({ route }) => !ONLY || ONLY.includes(route));
const routes = ONE_PER_TEMPLATE
  ? oneOfEachTemplate(
      pages.map(({ route }) => route),
      Object.values(ensembleRoutes),
    )
  : ONE_PER_FOLDER
    ? firstOfEachFolder(
        pages.map(({ route }) => route),
        { eachLanguage: EACH_LANGUAGE },
      )
    : pages.map(({ route }) => route);
const standIn = await startProductionStandIn({ dist: 'dist', siteUrl: site.url });

// The pages run on the clock of the day they were built as of (the tests' site: E2E_BUILD_TIME).
const asOfMs = builtAsOf(readFileSync('dist/concerts.ics', 'utf8'));
const rows: AuditRow[] = [];
let lighthouseVersion = '';
/** Lighthouse's measure of the host's speed, each run: its simulation multiplies the observed main-thread time by 4 whatever it is. */
const benchmarkIndexes: number[] = [];
// Audit Chromium only: the site's host goes to the local stand-in, whose certificate it trusts.
const chrome = await launchLighthouseChrome(standIn.chromeFlags);
try {
  mkdirSync(REPORT_DIR, { recursive: true });
  const runsByRoute = new Map<string, LighthouseRun[]>(routes.map((route) => [route, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    for (const route of routes) {
      const result = await lighthouseRun(`${standIn.origin}${route}`, chrome.port, undefined, { asOfMs });
      runsByRoute.get(route)?.push(result.lhr);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      // Each run says itself: the table comes only once every round is done (7 minutes on CI).
      const { lcpSeconds, tbtMs } = auditRow(route, result.lhr, site.noindexRoutes);
      console.log(`  passage ${round}/${RUNS} ${route} : LCP ${lcpSeconds.toFixed(2)} s, TBT ${Math.round(tbtMs)} ms`);
    }
  }
  for (const [route, runs] of runsByRoute) {
    const lhr = medianRun(runs);
    lighthouseVersion = lhr.lighthouseVersion;
    writeFileSync(`${REPORT_DIR}/${route === '/' ? 'index' : route.slice(1).replaceAll('/', '__')}.json`, JSON.stringify(lhr));
    const row = auditRow(route, lhr, site.noindexRoutes);
    rows.push(row);
    console.log(
      `  ${route} : performance ${row.performance}, bonnes pratiques ${row.bestPractices}, LCP ${row.lcpSeconds.toFixed(2)} s, TBT ${Math.round(row.tbtMs)} ms, tâches longues : ${longTasksLabel(row)}`,
    );
  }
} finally {
  chrome.kill();
  await standIn.close();
}

/** The command as run, its choice of pages included: what rewrites the page the same way. */
const auditOptions = ['AUDIT_ONE_PER_TEMPLATE', 'AUDIT_ONE_PER_FOLDER', 'AUDIT_EACH_LANGUAGE', 'AUDIT_ONLY', 'AUDIT_RUNS'].flatMap((name) =>
  process.env[name] ? [`${name}=${process.env[name]}`] : [],
);
const report = measurementReport('docs/performance/lighthouse.md', 'Lighthouse, page par page', [...auditOptions, 'npm run audit -- --docs'].join(' '));
const sortedIndexes = benchmarkIndexes.toSorted((a, b) => a - b);
report.say(
  `\nLighthouse ${lighthouseVersion} mobile (simulation par défaut, Chromium de Debian), ${RUNS} passage(s) par page, médiane ; les passages vont par tours (chaque page une fois, puis de nouveau). Objectifs : performance ${TARGETS.score}, LCP ≤ ${TARGETS.lcpSeconds.toFixed(1)} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ${TARGETS.cls}. Vitesse de la machine selon Lighthouse (benchmarkIndex, médiane des passages) : ${Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)] ?? 0)} ; le temps de calcul observé y est multiplié par 4. Document : ses octets sur le réseau ; au-delà de ${FIRST_ROUND_TRIP_BYTES}, il lui faut un second aller-retour (150 ms simulées) avant le premier affichage.\n`,
);
report.say('| page | perf | a11y | bonnes pratiques | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS | document (o) | JS (kB) | total (kB) | requêtes |');
report.say('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  report.say(
    `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${seoLabel(row)} | ${row.fcpSeconds.toFixed(2)} | ${row.lcpSeconds.toFixed(2)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.documentBytes} | ${row.jsKb.toFixed(1)} | ${row.totalKb.toFixed(1)} | ${row.requests} |`,
  );
}
report.say(
  `\nTâches longues du passage médian (50 ms ou plus de travail du fil principal, durées simulées par Lighthouse sur un téléphone lent ; « page » : analyse, styles et mise en page du document ; « non attribuée » : d'abord le démarrage du processus de la page, que paie aussi le visiteur venu d'un autre site, voir coop.md) :\n`,
);
report.say('| page | tâches longues |');
report.say('| --- | --- |');
for (const row of rows) report.say(`| ${row.route} | ${longTasksLabel(row)} |`);
if (rows.some((row) => row.intendedSeoMisses.length > 0)) {
  report.say(
    `\nSEO entre parenthèses : le score sans l'audit « ${CRAWLABLE_AUDIT} », que ${site.noindexRoutes.join(' et ')} manquent exprès (noindex voulu, site.noindexRoutes dans src/site.config.ts).`,
  );
}
const timingMisses = rows.flatMap(missedTimingTargets);
const misses = [...(TIMING_ENFORCED ? timingMisses : []), ...rows.flatMap(missedStableTargets)];
if (!TIMING_ENFORCED && timingMisses.length > 0) {
  report.say(`\nObjectifs de temps non atteints sur ce passage (relevés, non bloquants ici) :\n${timingMisses.map((miss) => `  - ${miss}`).join('\n')}`);
}
// The page is written even when a target is missed: it records what was measured, misses included.
if (misses.length > 0) report.say(`\nObjectifs non atteints :\n${misses.map((miss) => `  - ${miss}`).join('\n')}`);
else report.say(TIMING_ENFORCED ? '\nToutes les pages atteignent les objectifs.' : '\nAccessibilité, bonnes pratiques, SEO et CLS : objectifs atteints sur toutes les pages.');
const written = report.write();
if (written) console.log(`Tableau écrit dans ${written}.`);
if (misses.length > 0) process.exit(1);
