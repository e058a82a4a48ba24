import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGES, minutes, specDurations, stagesOf, stepsOf } from '../../../scripts/lib/test-lanes.ts';

describe('the two test lanes', () => {
  it('the full lane is npm test then what it adds, and CI (npm test, then only the added stages) runs no stage twice', () => {
    const commands = (run: Parameters<typeof stagesOf>[0]) => stagesOf(run).map((stage) => stage.command);
    expect(commands('full')).toEqual([...commands('test'), ...commands('full-only')]);
    expect(new Set(commands('full')).size).toBe(STAGES.length);
    expect(commands('test').some((command) => command.includes('audit'))).toBe(false);
  });

  it('Playwright runs each test in one lane only: @full out of npm test, only @full in the added stages', () => {
    const playwright = (run: Parameters<typeof stagesOf>[0]) => stagesOf(run).filter((stage) => stage.command.startsWith('playwright '));
    expect(playwright('test').map((stage) => stage.command)).toEqual(['playwright test --grep-invert @full']);
    expect(playwright('full-only').map((stage) => stage.command)).toEqual(['playwright test --grep @full']);
  });

  it('every Vitest project of the build tests belongs to one lane', () => {
    const config = readFileSync(new URL('../../../vitest.build.config.ts', import.meta.url), 'utf8');
    const projects = [...config.matchAll(/name: '([a-z-]+)'/g)].map((match) => match[1]);
    const run = STAGES.map((stage) => /--project (\S+)/.exec(stage.command)?.[1]).filter(Boolean);
    expect(run.toSorted()).toEqual(projects.toSorted());
  });

  it("the build tests that build in the copy of the tests' site run in one chain, after that build; the refused builds, in a copy of their own, in npm test", () => {
    for (const run of ['test', 'full'] as const) {
      const chains = stepsOf(run).flatMap((step) => step.chains);
      const inSharedCopy = chains.filter((chain) => chain.some((stage) => /--project build(-full)?$/.test(stage.command)));
      expect(inSharedCopy.length, run).toBeLessThanOrEqual(1);
    }
    expect(stagesOf('test').map((stage) => stage.command)).toContain('vitest run --config vitest.build.config.ts --project build-refusals');
  });

  it('what reads the built site runs after its build, and the main Playwright lane and Lighthouse each run alone', () => {
    for (const run of ['test', 'full'] as const) {
      const steps = stepsOf(run);
      const buildStep = steps.findIndex((step) => step.chains.some((chain) => chain.some((stage) => stage.command.includes('build-site'))));
      const buildChain = steps[buildStep]?.chains.find((chain) => chain.some((stage) => stage.command.includes('build-site'))) ?? [];
      expect(buildChain[0]?.command).toContain('build-site');
      const readers = steps.flatMap((step, index) =>
        step.chains
          .flat()
          .filter((stage) => /playwright|check-dist|dist\.config|audit/.test(stage.command))
          .map((stage) => ({ stage, index })),
      );
      for (const { stage, index } of readers) expect(index > buildStep || buildChain.includes(stage), stage.command).toBe(true);
      for (const step of steps) {
        const alone = step.chains.flat().filter((stage) => stage.command === 'playwright test --grep-invert @full' || stage.command.includes('audit'));
        // Alone: no other chain beside it (what follows it in its chain, like axe's coverage check, waits for it).
        if (alone.length > 0) expect(step.chains).toHaveLength(1);
      }
    }
  });
});

describe('minutes', () => {
  it('rounds to the second before splitting, so that 1319.6 s reads 22 min 00 s', () => {
    expect(minutes(1319.6)).toBe('22 min 00 s');
    expect(minutes(61.2)).toBe('1 min 01 s');
  });
});

describe('specDurations', () => {
  it("sums each spec file's test runs (nested describes included), slowest first", () => {
    const run = (duration: number) => ({ results: [{ duration }] });
    const report = {
      suites: [
        { file: 'a.spec.ts', specs: [{ file: 'a.spec.ts', tests: [run(1_000)] }], suites: [{ file: 'a.spec.ts', specs: [{ file: 'a.spec.ts', tests: [run(2_500)] }] }] },
        { file: 'b.spec.ts', specs: [{ file: 'b.spec.ts', tests: [run(9_000), run(500)] }] },
      ],
    };
    expect(specDurations(report)).toEqual([
      { file: 'b.spec.ts', seconds: 9.5, tests: 2 },
      { file: 'a.spec.ts', seconds: 3.5, tests: 2 },
    ]);
  });
});
