/**
 * The axe sweep of tests/e2e/axe.spec.ts leaves no built page out: one per template and language in
 * npm test, every other in test:full. What the specs really audited is checked after they ran
 * (tests/e2e/axe-coverage.ts).
 */
import { describe, expect, it } from 'vitest';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { folderLanguage } from '../../scripts/lib/languages.ts';
import { axePages, isAuditedElsewhere, templateOf } from '../e2e/site-pages.ts';
import { DIST } from './built-site.ts';

describe('the axe sweep', () => {
  const swept = axePages(DIST);

  it('audits every built page of a known template, or names the spec that does', () => {
    for (const route of listFiles(DIST, '.html').map((file) => routeOfHtmlFile(DIST, file))) {
      const template = templateOf(route);
      expect(template, `${route}: no page template known for it`).toBeDefined();
      if (template && !isAuditedElsewhere(template, folderLanguage(route)))
        expect(
          swept.filter((page) => page.route === route),
          route,
        ).toHaveLength(1);
    }
  });

  it('audits each template in each of its languages once in the default lane', () => {
    const pairs = new Set(swept.map(({ template, lang }) => `${template} ${lang}`));
    for (const pair of pairs)
      expect(
        swept.filter((page) => page.defaultLane && `${page.template} ${page.lang}` === pair),
        pair,
      ).toHaveLength(1);
  });
});
