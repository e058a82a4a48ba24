/**
 * `npm test`: every stage in order, stopping at the first that fails (named, with its command),
 * then each stage's duration and the total. With `--docs`, the table goes to docs/test-stages.md.
 *
 *   npm test               # all stages
 *   npm test -- --docs     # the same, and the figures written to docs/
 *
 * The site is built once, as of the tests' instant and with the tests' own entries laid over content/
 * (tests/e2e/build-site.ts): the budgets, the end-to-end tests and Lighthouse check that one build,
 * the same whatever the day and whatever the artist has written.
 */
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { measurementReport } from './lib/measurement-report.ts';

interface Stage {
  name: string;
  command: string;
}

const STAGES: readonly Stage[] = [
  { name: 'Lint (ESLint)', command: 'eslint .' },
  { name: 'Formatage (Prettier)', command: 'prettier --check .' },
  { name: 'Types (astro check)', command: 'astro check' },
  { name: 'Tests unitaires et de conformité (Vitest)', command: 'vitest run' },
  { name: 'Build du site (content/ et les entrées des tests)', command: 'node tests/e2e/build-site.ts' },
  { name: 'Budgets et vérifications du site construit', command: 'node scripts/check-dist.ts' },
  { name: 'Tests de build (copies du projet)', command: 'vitest run --config vitest.build.config.ts' },
  { name: 'Tests de bout en bout (Playwright)', command: 'playwright test' },
  { name: 'Lighthouse (une page par dossier)', command: 'npm run audit:ci' },
];

/** Rounded to the second first, so that 1319.6 s reads 22 min 00 s, not 21 min 60 s. */
const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
const timings: { stage: Stage; seconds: number }[] = [];

for (const stage of STAGES) {
  console.log(`\n▶ ${stage.name} : ${stage.command}`);
  const started = performance.now();
  // Through a shell so that node_modules/.bin (on npm's PATH) and npm itself resolve as in package.json.
  const { status } = spawnSync(stage.command, { shell: true, stdio: 'inherit' });
  timings.push({ stage, seconds: (performance.now() - started) / 1000 });
  if (status !== 0) {
    console.error(`\n✗ npm test s'arrête à l'étape « ${stage.name} » (${stage.command}), en échec après ${minutes(timings.at(-1)?.seconds ?? 0)}.`);
    process.exit(status ?? 1);
  }
}

const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
const report = measurementReport('docs/test-stages.md', 'Durée de npm test, étape par étape', 'npm test -- --docs');
report.say();
report.say(`Machine : ${cpus().length} cœurs (${cpus()[0]?.model.trim() ?? 'processeur inconnu'}), ${Math.round(totalmem() / 2 ** 30)} Gio de mémoire, Node ${process.version}.`);
report.say();
report.say('| Étape | Commande | Durée |');
report.say('|---|---|---:|');
for (const { stage, seconds } of timings) report.say(`| ${stage.name} | \`${stage.command}\` | ${minutes(seconds)} |`);
report.say(`| **Total** | | **${minutes(total)}** |`);
const written = report.write();
if (written) console.log(`\nÉcrit dans ${written}.`);
