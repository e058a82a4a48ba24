/**
 * `npm test` and `npm run test:full`: the steps of the lane in order (scripts/lib/test-lanes.ts),
 * the chains of a step side by side, stopping at the first stage that fails (named, with its
 * command), then each stage's duration, the total, and each Playwright spec file's. With `--docs`,
 * the lane's tables go to docs/test-stages.md.
 *
 *   npm test                          # the lane of every commit (≤ 15 min on two cores)
 *   npm run test:full                 # the same, then the slow sweeps (≤ 30 min)
 *   npm run test:full -- --only-added # only the stages the full lane adds (CI, after npm test)
 *   npm test -- --docs                # any of these, and the figures written to docs/
 *
 * The site is built once, as of the tests' instant and with the tests' own entries laid over content/
 * (tests/e2e/build-site.ts): the budgets, the checks of dist/, the build tests, the end-to-end tests
 * and Lighthouse check that one build, the same whatever the day and whatever the artist has written.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { AXE_AUDITED_REPORT, PLAYWRIGHT_JSON_REPORT, minutes, specDurations, stepsOf, type Stage } from './lib/test-lanes.ts';

const full = process.argv.includes('--full');
const run = full ? (process.argv.includes('--only-added') ? 'full-only' : 'full') : 'test';
const command = full ? 'npm run test:full' : 'npm test';
const timings: { stage: Stage; seconds: number; beside: boolean }[] = [];
// The axe audits of this run only (--only-added follows npm test and adds to what it recorded).
if (run !== 'full-only') rmSync(AXE_AUDITED_REPORT, { force: true });
const specTables: string[] = [];
const running = new Set<ReturnType<typeof spawn>>();

/**
 * Runs one stage through a shell, so that node_modules/.bin (on npm's PATH) and npm itself resolve
 * as in package.json. The first chain of a step prints as it goes; another chain's stage prints
 * its whole output once it ends, so that two stages never interleave their lines.
 */
function runStage(stage: Stage, streamed: boolean): Promise<number> {
  return new Promise((resolve) => {
    if (streamed) console.log(`\n▶ ${stage.name} : ${stage.command}`);
    const child = spawn(stage.command, { shell: true, detached: true, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      running.delete(child);
      if (!streamed) console.log(`\n▶ ${stage.name} : ${stage.command} (à côté, sa sortie en entier)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

async function runChain(chain: readonly Stage[], streamed: boolean): Promise<void> {
  for (const stage of chain) {
    const isPlaywright = stage.command.startsWith('playwright ');
    if (isPlaywright) rmSync(PLAYWRIGHT_JSON_REPORT, { force: true });
    const started = performance.now();
    const status = await runStage(stage, streamed);
    const seconds = (performance.now() - started) / 1000;
    timings.push({ stage, seconds, beside: !streamed });
    if (isPlaywright && existsSync(PLAYWRIGHT_JSON_REPORT)) {
      const specs = specDurations(JSON.parse(readFileSync(PLAYWRIGHT_JSON_REPORT, 'utf8')) as Parameters<typeof specDurations>[0]);
      specTables.push(
        [
          `#### ${stage.name} : \`${stage.command}\`, par fichier`,
          '',
          '| Fichier | Tests | Durée cumulée |',
          '|---|---:|---:|',
          ...specs.map((spec) => `| \`${spec.file}\` | ${spec.tests} | ${minutes(spec.seconds)} |`),
        ].join('\n'),
      );
    }
    if (status !== 0) {
      console.error(`\n✗ ${command} s'arrête à l'étape « ${stage.name} » (${stage.command}), en échec après ${minutes(seconds)}.`);
      // The other chains' stages too: each runs in a process group of its own.
      for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
      process.exit(status);
    }
  }
}

const started = performance.now();
for (const step of stepsOf(run)) await Promise.all(step.chains.map((chain, index) => runChain(chain, index === 0)));
const total = (performance.now() - started) / 1000;

/** Each run's section of the page, in this order. */
const HEADINGS = { test: '## `npm test`', full: '## `npm run test:full`', 'full-only': '## `npm run test:full -- --only-added` (après `npm test`, comme en CI)' } as const;
const heading = HEADINGS[run];
const section = [
  heading,
  '',
  `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`${command} -- --docs${run === 'full-only' ? ' --only-added' : ''}\`. Machine : ${cpus().length} cœurs (${cpus()[0]?.model.trim() ?? 'processeur inconnu'}), ${Math.round(totalmem() / 2 ** 30)} Gio de mémoire, Node ${process.version}.`,
  '',
  '| Étape | Commande | Durée |',
  '|---|---|---:|',
  ...timings.map(({ stage, seconds, beside }) => `| ${stage.name}${beside ? ' (à côté)' : ''} | \`${stage.command}\` | ${minutes(seconds)} |`),
  `| **Total** (du début à la fin) | | **${minutes(total)}** |`,
  '',
  "« À côté » : l'étape tourne en même temps que celles de la même série au-dessus d'elle (`scripts/lib/test-lanes.ts`) ; le total est la durée de bout en bout, pas la somme. Durée cumulée par fichier : la somme des durées de ses tests ; avec deux workers, les fichiers se chevauchent.",
  '',
  ...specTables.flatMap((table) => [table, '']),
].join('\n');
console.log(`\n${section}`);

if (process.argv.includes('--docs')) {
  const file = 'docs/test-stages.md';
  const sections = new Map<string, string>();
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const part of previous.split(/^(?=## )/m).slice(1)) sections.set(part.split('\n', 1)[0] ?? '', part.trimEnd());
  sections.set(heading, section.trimEnd());
  const order = Object.values<string>(HEADINGS).filter((key) => sections.has(key));
  writeFileSync(
    file,
    `# Durée des tests, étape par étape\n\nÉcrit par \`npm test -- --docs\` et \`npm run test:full -- --docs\` : chaque commande réécrit sa section. Relancez-les pour mettre cette page à jour ; ne la modifiez pas à la main.\n\n${order.map((key) => sections.get(key)).join('\n\n')}\n`,
  );
  console.log(`\nÉcrit dans ${file}.`);
}
