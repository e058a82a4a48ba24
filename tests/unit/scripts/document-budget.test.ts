import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BODY, OVER_BUDGET, overBudgetReason, wholeDocumentProblems } from '../../../scripts/lib/document-budget';
import { FIRST_ROUND_TRIP_BYTES } from '../../../scripts/lib/lighthouse-summary';

const listed = [{ reason: 'Le texte du kit et son plan de scène dépassent à eux seuls.', pages: { '/yaniel-barcenas-duo/kit': 19000 } }];

describe('the whole-document budget', () => {
  it('leaves the headers and a margin out of the first round trip', () => {
    expect(FIRST_ROUND_TRIP_BODY).toBeLessThan(FIRST_ROUND_TRIP_BYTES - 350);
  });

  it('passes a page within the first round trip, listed or not', () => {
    expect(wholeDocumentProblems([{ route: '/bio', whole: FIRST_ROUND_TRIP_BODY }], listed)).toEqual([]);
  });

  it('fails a page one byte over that the list does not name, naming the page, its size and what to do', () => {
    const problems = wholeDocumentProblems([{ route: '/presse', whole: FIRST_ROUND_TRIP_BODY + 1 }], listed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('/presse');
    expect(problems[0]).toContain(`${FIRST_ROUND_TRIP_BODY + 1} o br`);
    expect(problems[0]).toContain('OVER_BUDGET');
  });

  it('lets a listed page be over, whatever its content has become', () => {
    expect(wholeDocumentProblems([{ route: '/yaniel-barcenas-duo/kit', whole: 21000 }], listed)).toEqual([]);
    expect(overBudgetReason('/yaniel-barcenas-duo/kit', listed)).toBe(listed[0]?.reason);
    expect(overBudgetReason('/en/yaniel-barcenas-duo/kit', listed)).toBeUndefined();
  });

  it('lists each page once, over the budget when measured, with a reason', () => {
    const routes = OVER_BUDGET.flatMap((group) => Object.keys(group.pages));
    expect(new Set(routes).size).toBe(routes.length);
    for (const group of OVER_BUDGET) {
      expect(group.reason.length).toBeGreaterThan(20);
      for (const measured of Object.values(group.pages)) expect(measured).toBeGreaterThan(FIRST_ROUND_TRIP_BODY);
    }
  });
});
