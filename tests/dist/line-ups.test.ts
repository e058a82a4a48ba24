/**
 * A line-up is stated in two places, the ensemble's members (content/ensembles.json) and the texts
 * of the concerts billed under it (content/concerts/, every language): the site was built from
 * both, and they must agree (a musician the site knows, named in a concert's text, plays in its ensemble).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findEnsemble, lineUpContradictions } from '../../src/lib/ensembles.ts';
import { siteContent } from '../content-files.ts';

type Ensemble = { id: string; formation: string; members: { name: string }[] };
const ensembles = siteContent.readList<Ensemble>('ensembles.json');
const known = [...siteContent.readList<{ name: string }>('collaborators.json').map(({ name }) => name), ...ensembles.flatMap(({ members }) => members.map(({ name }) => name))];
const ARTIST = 'Yaniel Bárcenas';

describe('the concerts and their ensembles', () => {
  it('name no musician outside the ensemble a concert is billed under, in any language', () => {
    const problems = siteContent.folderFiles('concerts', '.md').flatMap(({ name, url }) => {
      const ensemble = findEnsemble(/^ensemble:\s*"?(.+?)"?\s*$/m.exec(readFileSync(url, 'utf8'))?.[1] ?? '', ensembles, ARTIST);
      if (!ensemble) return [];
      const members = ensemble.members.map(({ name: member }) => member);
      return ['', '.en', '.es'].flatMap((suffix) => {
        const file = new URL(name.replace(/\.md$/, `${suffix}.md`), url);
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          return [];
        }
        return lineUpContradictions(text, members, known).map(
          (musician) => `${file.pathname.split('/content/').at(-1)} : ${musician} n’est pas dans la formation ${ensemble.formation}`,
        );
      });
    });
    expect(problems).toEqual([]);
  });
});
