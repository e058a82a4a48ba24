/**
 * The two lanes of the tests, as scripts/test.ts runs them:
 * - `npm test`, before every commit and first in CI: at most 15 minutes on a two-core machine;
 * - `npm run test:full`: the same stages, then the slow sweeps (axe on every page of every
 *   language, Lighthouse, the build with every cache emptied, the studio's round trip to a built
 *   site), at most 30 minutes. CI runs `npm test`, then only the stages the full lane adds.
 * Playwright's tests of the full lane carry the tag @full; the build tests of the full lane are
 * Vitest's project `build-full` (vitest.build.config.ts).
 */
export type Lane = 'test' | 'full';

export interface Stage {
  name: string;
  command: string;
  /** The lane that adds the stage: `full` stages run only in npm run test:full. */
  lane: Lane;
}

/** Playwright's JSON report of its last run (playwright.config.ts), read for each spec file's duration. */
export const PLAYWRIGHT_JSON_REPORT = 'reports/playwright.json';

export const STAGES: readonly Stage[] = [
  { lane: 'test', name: 'Lint (ESLint)', command: 'eslint .' },
  { lane: 'test', name: 'Formatage (Prettier)', command: 'prettier --check .' },
  { lane: 'test', name: 'Types (astro check)', command: 'astro check' },
  { lane: 'test', name: 'Tests unitaires et de conformité (Vitest)', command: 'vitest run' },
  { lane: 'test', name: 'Build du site (content/ et les entrées des tests)', command: 'node tests/e2e/build-site.ts' },
  { lane: 'test', name: 'Budgets et vérifications du site construit', command: 'node scripts/check-dist.ts' },
  { lane: 'test', name: 'HTML du site construit (Vitest sur dist/)', command: 'vitest run --config vitest.dist.config.ts' },
  { lane: 'test', name: 'Tests de build (la copie du site, reconstruite)', command: 'vitest run --config vitest.build.config.ts --project build' },
  { lane: 'test', name: 'Tests de bout en bout (Playwright)', command: 'playwright test --grep-invert @full' },
  { lane: 'full', name: 'Build sans cache (Vitest)', command: 'vitest run --config vitest.build.config.ts --project build-full' },
  { lane: 'full', name: 'Tests de bout en bout lents (Playwright @full)', command: 'playwright test --grep @full' },
  { lane: 'full', name: 'Lighthouse (une page par dossier)', command: 'npm run audit:ci' },
];

/** The stages a run goes through: npm test's lane, the full lane (both), or only what the full lane adds (CI, after npm test). */
export function stagesOf(run: 'test' | 'full' | 'full-only'): Stage[] {
  if (run === 'test') return STAGES.filter((stage) => stage.lane === 'test');
  if (run === 'full-only') return STAGES.filter((stage) => stage.lane === 'full');
  return [...STAGES];
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
