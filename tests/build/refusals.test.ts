import { readFile, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempProject, type BuildResult, type TempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver } from '../content-files.ts';
import { buildAsTestSite } from './shared-copy.ts';

/**
 * A slip in content/ stops `astro build` with a French message naming the file and the line, and
 * no stack trace: what the artist reads in Netlify's log or their terminal. One real build per way
 * a build is refused (a value the schema refuses, a JSON file that does not read, a front matter
 * js-yaml cannot read, an image too small, the press kit's check while pages render); every other
 * slip of each kind is a unit test of the same loaders and schemas (tests/unit/content-refusals*.test.ts),
 * which only these builds prove reach the terminal.
 * They work in a copy of their own, caches empty: a refused build stops before any picture is
 * encoded (7 s cold against 6 s warm), so npm test runs them beside the unit tests, while the
 * artist's edits take the tests' site's warm copy (vitest.build.config.ts, project build-refusals).
 */
describe('a slip in content/ stops the build with a French message in the terminal', () => {
  let project: TempProject;

  beforeAll(async () => {
    project = await createTempProject();
    await layFixturesOver(project.path('content'));
  });

  afterAll(async () => {
    await project.remove();
  });

  /** Builds the copy with the file `file` of content/ changed by `edit`, then puts it back. */
  async function buildWith(file: string, edit: (text: string) => string): Promise<BuildResult> {
    const path = project.path('content', file);
    const original = await readFile(path, 'utf8');
    const edited = edit(original);
    expect(edited).not.toBe(original);
    await writeFile(path, edited);
    try {
      return await buildAsTestSite(project);
    } finally {
      await writeFile(path, original);
    }
  }

  function expectRefused(build: BuildResult): void {
    expect(build.ok).toBe(false);
    expect(build.output).not.toContain('Stack trace');
    expect(build.output).not.toMatch(/^\s+at /m);
  }

  const concert = 'concerts/2026-12-12-sunside-paris.md';

  it('a value the schema refuses: the file, the line of the field and what is expected', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^city: .*$/m, 'city: 12'));
    expectRefused(build);
    expect(build.output).toContain(`content/${concert} : une valeur ne convient pas.`);
    expect(build.output).toMatch(/ligne 8, city: ville : texte attendu/);
  });

  it('a list file that is not JSON: the file, the line and column, and the likely cause', async () => {
    const build = await buildWith('partners.json', (text) => text.replace('",\n', '"\n'));
    expectRefused(build);
    expect(build.output).toMatch(/content\/partners\.json : ce fichier n'est pas du JSON valide, ligne \d+, colonne \d+\./);
    expect(build.output).toContain('il manque une virgule');
  });

  it('a front matter js-yaml cannot read (a colon after a space): the line of the file and the value to quote', async () => {
    const build = await buildWith(concert, (text) => text.replace(/^title: .*$/m, 'title: Jazz : la nuit cubaine'));
    expectRefused(build);
    expect(build.output).toContain(`content/${concert}, ligne 2 (champ « title ») : la valeur contient « : »`);
    expect(build.output).toContain('Mettez la valeur entre guillemets : title: "Jazz : la nuit cubaine"');
  });

  it('an album cover narrower than the discography draws it: the album file, the image, the width read and the width needed', async () => {
    // As the studio does it: a new image file beside the album, and the album's path changed to it.
    const narrow = project.path('content', 'albums', 'album-des-tests-petite.jpg');
    await writeFile(
      narrow,
      await sharp(await readFile(project.path('content', 'albums', 'album-des-tests.jpg')))
        .resize(500)
        .jpeg()
        .toBuffer(),
    );
    try {
      const build = await buildWith('albums/album-des-tests-1.json', (text) => text.replace('"./album-des-tests.jpg"', '"./album-des-tests-petite.jpg"'));
      expectRefused(build);
      expect(build.output).toContain(
        "content/albums/album-des-tests-1.json : l'image « ./album-des-tests-petite.jpg » est trop petite, 500 pixels de large ; il en faut au moins 640",
      );
    } finally {
      await rm(narrow);
    }
  });

  it('a quote naming an ensemble the site does not have, checked while the pages render: the file and the field', async () => {
    const quote = project.path('content', 'press', 'quotes', 'revue-des-tests.json');
    await writeFile(quote, `${JSON.stringify({ position: 99, journal: 'La Revue des tests', extract: 'Un octuor.', author: 'Le test', ensemble: 'Octuor' })}\n`);
    try {
      const build = await buildAsTestSite(project);
      // Refused while a page renders: Astro prints its own stack trace after the message.
      expect(build.ok).toBe(false);
      expect(build.output).toMatch(/content\/press\/quotes\/revue-des-tests\.json : ensemble : « Octuor » n’est aucune formation du site/);
    } finally {
      await rm(quote);
    }
  });
});
