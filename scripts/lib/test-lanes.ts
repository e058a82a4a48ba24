/**
 * The two lanes of the tests, as scripts/test.ts runs them:
 * - `npm test`, before every commit and first in CI: at most 15 minutes on a two-core machine;
 * - `npm run test:full`: the same stages, then the slow sweeps (axe on every page of every
 *   language, Lighthouse, the build with every cache emptied, the artist's edits built twice, the
 *   studio's round trip to a built site), at most 30 minutes. CI runs `npm test`, then only the
 *   stages the full lane adds.
 * Playwright's tests of the full lane carry the tag @full; the build tests of the full lane are
 * Vitest's projects `build-full` and `build` (vitest.build.config.ts).
 */
export type Lane = 'test' | 'full';

export interface Stage {
  name: string;
  command: string;
  /** The lane that adds the stage: `full` stages run only in npm run test:full. */
  lane: Lane;
}

/**
 * Stages that run together: each chain's stages one after the other, the chains side by side, the
 * step over when every chain is. On two cores, what waits (type checks, a database, a browser's
 * timers) fills the time another chain computes; what measures (Playwright's main lane, Lighthouse)
 * runs alone.
 */
export interface Step {
  chains: readonly (readonly Stage[])[];
}

/** Playwright's JSON report of its last run (playwright.config.ts), read for each spec file's duration. */
export const PLAYWRIGHT_JSON_REPORT = 'reports/playwright.json';

/** The address of every page axe audited, a line each (tests/e2e/support.ts): emptied when npm test or test:full starts, kept by --only-added. */
export const AXE_AUDITED_REPORT = 'reports/axe-audited.txt';

const stage = (lane: Lane, name: string, command: string): Stage => ({ lane, name, command });

export const STEPS: readonly Step[] = [
  {
    chains: [
      [
        stage('test', 'Build du site (content/ et les entrées des tests)', 'node tests/e2e/build-site.ts'),
        stage('test', 'Budgets et vérifications du site construit', 'node scripts/check-dist.ts'),
        stage('test', 'HTML du site construit (Vitest sur dist/)', 'vitest run --config vitest.dist.config.ts'),
        stage('test', 'Tests de build : les refus (une copie à part)', 'vitest run --config vitest.build.config.ts --project build-refusals'),
      ],
      [
        stage('test', 'Lint (ESLint)', 'eslint .'),
        stage('test', 'Formatage (Prettier)', 'prettier --check .'),
        stage('test', 'Types (astro check)', 'astro check'),
        stage('test', 'Tests unitaires et de conformité (Vitest)', 'vitest run'),
      ],
    ],
  },
  {
    chains: [
      [
        stage('test', 'Tests de bout en bout (Playwright)', 'playwright test --grep-invert @full'),
        stage('test', 'axe : chaque modèle de page audité dans chaque langue', 'node tests/e2e/axe-coverage.ts'),
      ],
    ],
  },
  {
    chains: [
      [
        stage('full', 'Tests de bout en bout lents (Playwright @full)', 'playwright test --grep @full'),
        stage('full', 'axe : chaque page auditée', 'node tests/e2e/axe-coverage.ts --full'),
      ],
      // Both build in the copy the tests' site was built in: one after the other, the artist's edits
      // warm again after the build without cache. Two full builds of their own: the full lane's.
      [
        stage('full', 'Build sans cache (Vitest)', 'vitest run --config vitest.build.config.ts --project build-full'),
        stage('full', 'Tests de build : les modifications de l’artiste (la copie du site, reconstruite)', 'vitest run --config vitest.build.config.ts --project build'),
      ],
    ],
  },
  { chains: [[stage('full', 'Lighthouse (une page par modèle et par langue)', 'npm run audit:ci')]] },
];

/** Every stage, in the order of the steps. */
export const STAGES: readonly Stage[] = STEPS.flatMap((step) => step.chains.flat());

/** The steps a run goes through: npm test's lane, the full lane (both), or only what the full lane adds (CI, after npm test). */
export function stepsOf(run: 'test' | 'full' | 'full-only'): Step[] {
  const runs = (stage: Stage) => (run === 'test' ? stage.lane === 'test' : run === 'full-only' ? stage.lane === 'full' : true);
  return STEPS.map((step) => ({ chains: step.chains.map((chain) => chain.filter(runs)).filter((chain) => chain.length > 0) })).filter((step) => step.chains.length > 0);
}

/** The stages of a run, in order. */
export function stagesOf(run: 'test' | 'full' | 'full-only'): Stage[] {
  return stepsOf(run).flatMap((step) => step.chains.flat());
}

/** A duration as the tables write it, rounded to the second first, so that 1319.6 s reads 22 min 00 s, not 21 min 60 s. */
export function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

interface JsonSuite {
  file?: string;
  suites?: JsonSuite[];
  specs?: { file?: string; tests: { results: { duration: number }[] }[] }[];
}

/**
 * Each spec file's time in a Playwright JSON report: the sum of its tests' runs (with two workers,
 * files overlap, so these add up to about twice the stage's wall time), slowest first.
 */
export function specDurations(report: { suites?: JsonSuite[] }): { file: string; seconds: number; tests: number }[] {
  const byFile = new Map<string, { seconds: number; tests: number }>();
  const walk = (suite: JsonSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      const entry = byFile.get(spec.file ?? file) ?? { seconds: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      }
      byFile.set(spec.file ?? file, entry);
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
  return [...byFile].map(([file, value]) => ({ file, ...value })).sort((a, b) => b.seconds - a.seconds);
}
