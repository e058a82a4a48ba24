/**
 * The lint rule against words written in components (scripts/lint/no-visible-literal.ts), run by
 * ESLint with the project's configuration on fixtures placed where the rule applies.
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rule's findings on a fixture linted as if it were the file `asPath`: line and the quoted words. */
async function findings(fixture: string, asPath: string): Promise<[line: number, message: string][]> {
  const source = readFileSync(`tests/fixtures/visible-literal/${fixture}`, 'utf8');
  const [result] = await eslint.lintText(source, { filePath: asPath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'site/no-visible-literal').map((message) => [message.line, message.message]);
}

describe('no visible literal in components', () => {
  // ESLint loads its configuration and parsers (typescript-eslint, Astro's) at the first file: seconds
  // on a busy machine (over the 5 s of a test beside the build), paid here once rather than by the first test.
  beforeAll(async () => {
    await eslint.lintText('', { filePath: 'src/components/ui/Warm.astro' });
    await eslint.lintText('', { filePath: 'src/islands/Warm.tsx' });
  }, 120_000);

  it('fails on words between tags, in read attributes, in text props and in data-* messages of an Astro component', async () => {
    const found = await findings('Literals.astro', 'src/components/ui/Literals.astro');
    expect(found.map(([line]) => line)).toEqual([7, 8, 9, 10, 11, 11, 12]);
    expect(found[0]?.[1]).toContain('aria-label="Extraits de presse"');
    expect(found[1]?.[1]).toContain('« Vidéo »');
  });

  it('fails on the same in an island, and lets numbers and symbols through', async () => {
    const found = await findings('Literals.tsx', 'src/islands/Literals.tsx');
    expect(found.map(([line]) => line)).toEqual([4, 5, 6]);
  });

  it('finds nothing in a component that reads its words from the dictionary', async () => {
    expect(await findings('Clean.astro', 'src/layouts/Clean.astro')).toEqual([]);
  });

  it('leaves files outside the components alone', async () => {
    expect(await findings('Literals.astro', 'src/pages/Literals.astro')).toEqual([]);
  });
});
