import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempProject, type BuildResult, type TempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';

/**
 * The artist also edits files by hand: each slip stops the build with a French message naming the
 * file, the file's own line (not the front matter's), the field and the fix, and no stack trace.
 * One copy of the project for every case, each file put back after its build.
 */
describe('a slip in a hand-edited file fails the build with a French message and no stack trace', () => {
  let project: TempProject;
  const concert = 'content/concerts/2026-12-12-sunside-paris.md';
  // The tests' own entries (tests/fixtures/content/), laid over the copy's content/.
  const pressArticle = 'content/press/articles/2025-09-01-article-des-tests-1.json';

  beforeAll(async () => {
    project = await createTempProject();
    await layFixturesOver(project.path('content'));
  });

  afterAll(async () => {
    await project.remove();
  });

  /** Builds the copy with `file` changed by `edit`, then puts the file back. */
  async function buildWith(file: string, edit: (text: string) => string): Promise<BuildResult> {
    const path = project.path(file);
    const original = await readFile(path, 'utf8');
    const edited = edit(original);
    expect(edited).not.toBe(original);
    await writeFile(path, edited);
    try {
      return await project.build();
    } finally {
      await writeFile(path, original);
    }
  }

  function expectFrenchFailure(build: BuildResult): void {
    expect(build.ok).toBe(false);
    expect(build.output).not.toContain('Stack trace');
    expect(build.output).not.toMatch(/^\s+at /m);
  }

  it('a colon after a space in a title (French typography): line 2 of the file, the field, and the value to quote', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^title: .*$/m, 'title: Jazz : la nuit cubaine'));
    expectFrenchFailure(build);
    expect(build.output).toContain(`${concert}, ligne 2 (champ « title ») : la valeur contient « : »`);
    expect(build.output).toContain('Mettez la valeur entre guillemets : title: "Jazz : la nuit cubaine"');
  });

  it('a tab at the start of a line', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^venue: /m, '\tvenue: '));
    expectFrenchFailure(build);
    expect(build.output).toContain(`${concert}, ligne 7 (champ « venue ») : la ligne commence par une tabulation`);
  });

  it('a line shifted by a space', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^city: /m, ' city: '));
    expectFrenchFailure(build);
    expect(build.output).toContain(`${concert}, ligne 8 (champ « city ») : la ligne n’est pas alignée sur ses voisines`);
  });

  it('a backslash before an apostrophe in double quotes', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^title: .*$/m, String.raw`title: "L\'été cubain"`));
    expectFrenchFailure(build);
    expect(build.output).toContain(`${concert}, ligne 2 (champ « title ») : entre guillemets doubles`);
    expect(build.output).toContain(`Retirez la barre oblique inverse : title: "L'été cubain"`);
  });

  it('a quote left open', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^title: .*$/m, 'title: "Cimarrón, soirée de décembre'));
    expectFrenchFailure(build);
    expect(build.output).toContain(`${concert}, ligne 2 (champ « title ») : le guillemet " ouvert au début de la valeur n'est jamais fermé`);
  });

  it('a value the schema refuses, with its line in the file', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^city: .*$/m, 'city: 12'));
    expectFrenchFailure(build);
    expect(build.output).toContain(`${concert} : une valeur ne convient pas.`);
    expect(build.output).toMatch(/ligne 8, city: ville : texte attendu/);
  });

  it('a JSON entry file: a dropped comma names the field before it, a wrong value its line', async () => {
    const comma = await buildWith(pressArticle, (text) => text.replace('"La Gazette des tests",', '"La Gazette des tests"'));
    expectFrenchFailure(comma);
    expect(comma.output).toContain(`${pressArticle} : ce fichier n'est pas du JSON valide, ligne 5, colonne 3.`);
    expect(comma.output).toContain('Regardez juste après le champ « source » : le plus souvent, il manque une virgule');

    const link = await buildWith(pressArticle, (text) => text.replace(/"link": "https:/, '"link": "gazette-des-tests:'));
    expectFrenchFailure(link);
    expect(link.output).toContain(`${pressArticle} : une valeur ne convient pas.`);
    expect(link.output).toContain('ligne 6, link: adresse web attendue, commençant par https://');
  });
});
