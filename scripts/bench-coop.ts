/**
 * `npm run bench:coop`: what does netlify.toml's Cross-Origin-Opener-Policy cost a visitor?
 *
 * With the header, the audit (`npm run audit`) finds a first "unattributed" long task on most
 * pages: Chromium starts the page in a process of its own. But Lighthouse starts each run from an
 * empty tab (about:blank), whose process Chromium reuses when the page does not ask for another,
 * while a visitor arrives from another site (a search engine, a mail, a festival's page), and
 * Chromium gives a page of another site a process of its own whatever its headers. So the same
 * pages are measured four ways, interleaved, in one sitting:
 *   - with netlify.toml's headers, or with all of them but COOP;
 *   - from about:blank, as Lighthouse and PageSpeed Insights do, or from a page of another site
 *     (the stand-in's https://ailleurs.example/, lib/production-standin.ts), as a visitor does.
 * Each is served as Netlify serves it and measured by Lighthouse (mobile, simulated throttling,
 * Debian Chromium, performance only), a fresh Chromium for each way and round.
 *
 *   npm run bench:coop -- --docs   (also writes docs/performance/coop.md)
 *   BENCH_RUNS=1 BENCH_ONLY=/,/auth npm run bench:coop
 */
import { readFileSync } from 'node:fs';
import { fileForUrlPath } from '../integrations/built-site/dist-files.ts';
import { AUDIT_CONFIG, launchLighthouseChrome, lighthouseRun } from './lib/lighthouse-chrome.ts';
import { auditRow, UNATTRIBUTED_SOURCE } from './lib/lighthouse-summary.ts';
import { measurementReport } from './lib/measurement-report.ts';
import { startProductionStandIn, type ProductionStandIn } from './lib/production-standin.ts';
import { site } from '../src/site.config.ts';

const RUNS = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 3));
/** Two plain pages and the sign-in page in two languages (the island's pages). */
const ROUTES = process.env['BENCH_ONLY']?.split(',') ?? ['/', '/presse', '/auth', '/en/sign-in'];

const OPENER_POLICY_LINE = /^\s*Cross-Origin-Opener-Policy = "same-origin"\n/m;
const netlifyToml = readFileSync('netlify.toml', 'utf8');
if (!OPENER_POLICY_LINE.test(netlifyToml)) {
  console.error('netlify.toml n’envoie plus Cross-Origin-Opener-Policy: same-origin : il n’y a plus rien à comparer.');
  process.exit(1);
}

for (const route of ROUTES) {
  if (!fileForUrlPath('dist', route)) {
    console.error(`${route} n'est pas dans dist/ : lancez d'abord \`npx astro build\`.`);
    process.exit(1);
  }
}
const withPolicy = await startProductionStandIn({ dist: 'dist', siteUrl: site.url });
const withoutPolicy = await startProductionStandIn({ dist: 'dist', siteUrl: site.url, netlifyToml: netlifyToml.replace(OPENER_POLICY_LINE, '') });

interface Way {
  headers: string;
  arrival: string;
  standIn: ProductionStandIn;
  /** Where Lighthouse's tab is before it loads the page. */
  blankPage: string;
}
const WAYS: Way[] = [
  { headers: 'netlify.toml', arrival: 'onglet vide', standIn: withPolicy, blankPage: 'about:blank' },
  { headers: 'sans COOP', arrival: 'onglet vide', standIn: withoutPolicy, blankPage: 'about:blank' },
  { headers: 'netlify.toml', arrival: 'autre site', standIn: withPolicy, blankPage: withPolicy.otherSiteUrl },
  { headers: 'sans COOP', arrival: 'autre site', standIn: withoutPolicy, blankPage: withoutPolicy.otherSiteUrl },
];

interface Measure {
  tbtMs: number;
  lcpSeconds: number;
  /** The longest long task Lighthouse could not pin on a script, 0 without one: where a process start shows. */
  unattributedMs: number;
  benchmarkIndex: number;
}

async function measure(way: Way, route: string, port: number): Promise<Measure> {
  const { lhr } = await lighthouseRun(`${way.standIn.origin}${route}`, port, {
    extends: 'lighthouse:default',
    settings: { ...AUDIT_CONFIG.settings, onlyCategories: ['performance'], blankPage: way.blankPage },
  });
  const row = auditRow(route, lhr, site.noindexRoutes);
  const unattributed = row.longTasks.filter((task) => task.source === UNATTRIBUTED_SOURCE).map((task) => task.durationMs);
  return { tbtMs: row.tbtMs, lcpSeconds: row.lcpSeconds, unattributedMs: Math.max(0, ...unattributed), benchmarkIndex: lhr.environment.benchmarkIndex };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
};

const measures = new Map<string, Measure[]>();
const key = (way: Way, route: string) => `${way.headers}|${way.arrival}|${route}`;
try {
  for (let round = 1; round <= RUNS; round += 1) {
    for (const way of WAYS) {
      const chrome = await launchLighthouseChrome(way.standIn.chromeFlags);
      try {
        for (const route of ROUTES) {
          const result = await measure(way, route, chrome.port);
          measures.set(key(way, route), [...(measures.get(key(way, route)) ?? []), result]);
          console.log(
            `  passage ${round}/${RUNS}, ${way.headers}, ${way.arrival}, ${route} : TBT ${Math.round(result.tbtMs)} ms, tâche non attribuée ${Math.round(result.unattributedMs)} ms`,
          );
        }
      } finally {
        chrome.kill();
      }
    }
  }
} finally {
  await withPolicy.close();
  await withoutPolicy.close();
}

const report = measurementReport('docs/performance/coop.md', 'Ce que coûte Cross-Origin-Opener-Policy', 'npm run bench:coop -- --docs');
const all = [...measures.values()].flat();
report.say(
  `\nLighthouse mobile (simulation par défaut, Chromium de Debian), ${RUNS} passage(s) par mesure, médiane ; les quatre façons alternent à chaque tour, un Chromium neuf pour chacune. Vitesse de la machine selon Lighthouse (benchmarkIndex, médiane) : ${Math.round(median(all.map((run) => run.benchmarkIndex)))}.`,
);
report.say(
  '\n« Onglet vide » : la page chargée depuis about:blank, comme Lighthouse et PageSpeed Insights. « Autre site » : depuis une page d’un autre site, comme un visiteur qui arrive d’un moteur de recherche ou d’un mail. « Tâche non attribuée » : la plus longue tâche que Lighthouse ne rattache à aucun script (0 sans elle), où se voit le démarrage d’un processus pour la page.\n',
);
report.say('| page | en-têtes | arrivée | TBT (ms) | tâche non attribuée (ms) | LCP (s) |');
report.say('| --- | --- | --- | ---: | ---: | ---: |');
for (const route of ROUTES) {
  for (const way of WAYS) {
    const runs = measures.get(key(way, route)) ?? [];
    report.say(
      `| ${route} | ${way.headers} | ${way.arrival} | ${Math.round(median(runs.map((run) => run.tbtMs)))} | ${Math.round(median(runs.map((run) => run.unattributedMs)))} | ${median(runs.map((run) => run.lcpSeconds)).toFixed(2)} |`,
    );
  }
}
report.say('\nToutes pages confondues (médiane de tous les passages) :\n');
report.say('| en-têtes | arrivée | TBT (ms) | tâche non attribuée (ms) |');
report.say('| --- | --- | ---: | ---: |');
for (const way of WAYS) {
  const runs = ROUTES.flatMap((route) => measures.get(key(way, route)) ?? []);
  report.say(`| ${way.headers} | ${way.arrival} | ${Math.round(median(runs.map((run) => run.tbtMs)))} | ${Math.round(median(runs.map((run) => run.unattributedMs)))} |`);
}
const written = report.write();
if (written) console.log(`Tableaux écrits dans ${written}.`);
