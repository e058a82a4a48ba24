import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BODY, OVER_BUDGET, overBudgetReason, wholeDocumentProblems } from '../../../scripts/lib/document-budget';
import { FIRST_ROUND_TRIP_BYTES } from '../../../scripts/lib/lighthouse-summary';

const listed = [{ reason: 'Le texte du kit et son plan de scène dépassent à eux seuls.', holds: (route: string) => route.endsWith('/kit') }];

describe('the whole-document budget', () => {
  it('leaves the headers and a margin out of the first round trip', () => {
    expect(FIRST_ROUND_TRIP_BODY).toBeLessThan(FIRST_ROUND_TRIP_BYTES - 350);
  });

  it('passes a page within the first round trip, listed or not', () => {
    expect(wholeDocumentProblems([{ route: '/bio', whole: FIRST_ROUND_TRIP_BODY }], listed)).toEqual([]);
  });

  it('fails a page one byte over whose template the list does not name, naming the page, its size and what to do', () => {
    const problems = wholeDocumentProblems([{ route: '/presse', whole: FIRST_ROUND_TRIP_BODY + 1 }], listed);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('/presse');
    expect(problems[0]).toContain(`${FIRST_ROUND_TRIP_BODY + 1} o br`);
    expect(problems[0]).toContain('OVER_BUDGET');
  });

  it('lets a page of a listed template be over, whatever its content has become', () => {
    expect(wholeDocumentProblems([{ route: '/yaniel-barcenas-duo/kit', whole: 21000 }], listed)).toEqual([]);
    expect(overBudgetReason('/yaniel-barcenas-duo/kit', listed)).toBe(listed[0]?.reason);
  });

  it('names the templates in every language, and a concert or an article the artist adds with them; the other pages must fit', () => {
    for (const route of [
      '/media',
      '/es/media',
      '/en/yaniel-barcenas-trio/kit',
      '/es/yaniel-barcenas-mambi/kit',
      '/en/press',
      '/es/conciertos',
      '/store',
      '/en/discography',
      '/es/contacto',
    ])
      expect(overBudgetReason(route), route).toBeDefined();
    for (const route of ['/concerts/2031-05-17-un-concert-ajoute', '/es/conciertos/2031-05-17-un-concert-ajoute', '/en/blog/an-article-added', '/blog/un-article-ajoute'])
      expect(overBudgetReason(route), route).toBeDefined();
    for (const route of ['/', '/bio', '/en/biography', '/projets', '/yaniel-barcenas-trio', '/auth', '/es/area-profesional', '/masterclass', '/conditions-generales'])
      expect(overBudgetReason(route), route).toBeUndefined();
  });

  it('gives each template a reason', () => {
    for (const template of OVER_BUDGET) expect(template.reason.length).toBeGreaterThan(20);
  });
});
