/**
 * Every English and Spanish page, feed, calendar and rider PDF of the built site, held to its
 * language's style sheet (src/i18n/style/): one test per rule and language, naming each file and
 * the words that break it.
 */
import { describe, expect, it } from 'vitest';
import { styleSheets } from '../../src/i18n/style/index.ts';
import { styledFiles } from '../../scripts/lib/style-dist.ts';
import { STYLE_RULES, styleProblems } from '../../scripts/lib/style-text.ts';
import { DIST } from './built-site.ts';

const files = await styledFiles(DIST);

describe.each(['en', 'es'] as const)('the %s style sheet on the built site', (lang) => {
  const ofLanguage = files.filter((file) => file.lang === lang);

  // A feed is built only for a language with a translated article: read when there is one.
  it('reads pages, calendars and PDFs in this language', () => {
    for (const kind of ['.html', '.ics', '.pdf'])
      expect(
        ofLanguage.some((file) => file.path.endsWith(kind)),
        kind,
      ).toBe(true);
  });

  it.each(STYLE_RULES)('has no « %s » problem', (rule) => {
    const problems = new Set(
      ofLanguage.flatMap((file) =>
        file.texts.flatMap((text) => styleProblems(text, styleSheets[lang], [rule], file.names).map((problem) => `${file.path} : ${problem.found} (${problem.fix})`)),
      ),
    );
    expect([...problems], `${problems.size} problème(s)`).toEqual([]);
  });
});
