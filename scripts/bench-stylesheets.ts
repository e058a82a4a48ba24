/**
 * `npm run bench:stylesheets`: does each page's CSS belong inline in its HTML, pruned to what the
 * page uses (the site today), or in stylesheets the browser keeps across pages? Three builds of a
 * throw-away copy of the project, measured in one sitting on one machine:
 *   - today: `inlineStylesheets: 'always'` and the CSS pruning (integrations/css-pruning);
 *   - inline, not pruned: `'always'` without the pruning;
 *   - cached: `'auto'` (Astro's default: stylesheets over 4 kB become /_astro/ files, served with
 *     the immutable Cache-Control of netlify.toml) without the pruning.
 * Each is served as Netlify serves it (lib/production-standin.ts: HTTPS, HTTP/2, netlify.toml's
 * headers) and measured by Lighthouse (mobile, simulated
 * throttling, Debian Chromium), 3 runs per page and the median kept: a first visit (empty cache)
 * and a second page (the cache warm from /bio, as a visitor who came through the biography).
 *
 *   npm run bench:stylesheets -- --docs   (also writes docs/performance/stylesheets.md)
 *   BENCH_RUNS=1 npm run bench:stylesheets
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { listFiles } from '../integrations/built-site/dist-files.ts';
import { medianRun } from './lib/lighthouse-summary.ts';
import { measurementReport } from './lib/measurement-report.ts';
import { launchLighthouseChrome } from './lib/lighthouse-chrome.ts';
import { startProductionStandIn } from './lib/production-standin.ts';
import { createTempProject } from './temp-project.ts';
import { site } from '../src/site.config.ts';

const RUNS = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 3));
const WARM_FROM = '/bio';

interface Variant {
  name: string;
  /** The change made to astro.config.mjs of the copy. */
  edit: (config: string) => string;
}

const withoutPruning = (config: string) => config.replace(/^\s*cssPruning\(\),\n/m, '');
const VARIANTS: Variant[] = [
  { name: 'inline et élagué (aujourd’hui)', edit: (config) => config },
  { name: 'inline, non élagué', edit: withoutPruning },
  { name: 'feuilles en cache (auto)', edit: (config) => withoutPruning(config).replace("inlineStylesheets: 'always'", "inlineStylesheets: 'auto'") },
];

interface Measure {
  lcp: number;
  fcp: number;
  /** Bytes that came over the network: the document, the stylesheets, everything. */
  documentKb: number;
  stylesheetKb: number;
  totalKb: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function measure(lhr: Result): Measure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const kb = (type: string) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    lcp: numeric('largest-contentful-paint') / 1000,
    fcp: numeric('first-contentful-paint') / 1000,
    documentKb: kb('document'),
    stylesheetKb: kb('stylesheet'),
    totalKb: kb('total'),
  };
}

const report = measurementReport('docs/performance/stylesheets.md', 'CSS inline ou en cache', 'npm run bench:stylesheets -- --docs');
const rows: string[] = [];
let pages: string[] = [];

for (const variant of VARIANTS) {
  const project = await createTempProject();
  try {
    await writeFile(project.path('astro.config.mjs'), variant.edit(await readFile(project.path('astro.config.mjs'), 'utf8')));
    const build = await project.build();
    if (!build.ok) throw new Error(`Le build « ${variant.name} » a échoué :\n${build.output}`);
    const dist = project.path('dist');
    const firstArticle = listFiles(join(dist, 'blog'), '.html')
      .map((file) => file.slice(dist.length).replace(/\.html$/, ''))
      .filter((route) => !route.endsWith('/404'))
      .sort()[0];
    pages = ['/', '/concerts', firstArticle ?? '/blog'];
    const standIn = await startProductionStandIn({ dist, siteUrl: site.url });
    const chrome = await launchLighthouseChrome(standIn.chromeFlags);
    try {
      const run = async (route: string, warm: boolean) => {
        const options = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: warm };
        if (warm) {
          // An empty cache, then the page the visitor came through, then the measured one.
          await lighthouse(`${standIn.origin}${WARM_FROM}`, { ...options, disableStorageReset: false });
        }
        const result = await lighthouse(`${standIn.origin}${route}`, options);
        if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${route}`);
        return result.lhr;
      };
      for (const route of pages) {
        for (const warm of [false, true]) {
          const runs: Result[] = [];
          for (let attempt = 0; attempt < RUNS; attempt += 1) runs.push(await run(route, warm));
          const { lcp, fcp, documentKb, stylesheetKb, totalKb } = measure(medianRun(runs));
          const visit = warm ? `seconde page (après ${WARM_FROM})` : 'première visite';
          const row = `| ${variant.name} | ${route} | ${visit} | ${fcp.toFixed(2)} | ${lcp.toFixed(2)} | ${documentKb.toFixed(1)} | ${stylesheetKb.toFixed(1)} | ${totalKb.toFixed(1)} |`;
          console.log(row);
          rows.push(row);
        }
      }
    } finally {
      chrome.kill();
      await standIn.close();
    }
  } finally {
    await project.remove();
  }
}

report.say(`\nLighthouse mobile (simulation par défaut, Chromium de Debian), ${RUNS} passage(s) par mesure, médiane ; octets transférés (compressés) :\n`);
report.say('| CSS | page | visite | FCP (s) | LCP (s) | HTML (kB) | feuilles de style (kB) | total (kB) |');
report.say('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) report.say(row);
const written = report.write();
if (written) console.log(`Tableau écrit dans ${written}.`);
