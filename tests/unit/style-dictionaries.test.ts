/**
 * The words the built pages cannot show the style checks (tests/dist/style.test.ts): the islands'
 * sections, loaded by the browser, and the Edge Functions' messages and mails. Every string of the
 * English and Spanish dictionaries and functions' words, and every sentence their functions build,
 * is held to its language's style sheet here.
 */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index';
import { styleSheets } from '../../src/i18n/style/index';
import { browserWords, serverWords } from '../../supabase/functions/_shared/i18n/index';
import { styleProblems } from '../../scripts/lib/style-text';

/** Sample arguments for the dictionaries' sentence builders: a name, a count, a size. */
const SAMPLE = ['Yaniel Bárcenas Quintet', 5, '8 m', '5 m'];

/** Every string of a dictionary, with where it sits, and what each of its functions builds from the samples. */
function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((inner, index) => stringsOf(inner, `${path}[${index}]`));
  if (typeof value === 'function') {
    try {
      return stringsOf((value as (...args: unknown[]) => unknown)(...SAMPLE), `${path}()`);
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${path}.${key}`));
  return [];
}

describe.each(['en', 'es'] as const)('the %s words of the site and its functions', (lang) => {
  const sources = { [`src/i18n/${lang}.ts`]: dictionaries[lang], [`supabase/functions/_shared/i18n/${lang}.ts`]: { ...browserWords[lang], ...serverWords[lang] } };

  it('follow the style sheet', () => {
    const problems = Object.entries(sources).flatMap(([file, words]) =>
      stringsOf(words, file).flatMap(({ path, text }) => styleProblems(text, styleSheets[lang]).map((problem) => `${path} : ${problem.found} (${problem.fix})`)),
    );
    expect(problems).toEqual([]);
  });
});
