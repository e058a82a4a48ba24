import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * A file edited by hand that is not even valid (a dropped comma in JSON, an unclosed front
 * matter) must stop the build with the file named: no collection with entries in git may ever
 * build empty, publishing a site without its albums or its concerts. Nor may a cover too small
 * for its page reach it blurred.
 */
describe('a content file that cannot be read fails the build', () => {
  let project: TempProject;

  beforeAll(async () => {
    project = await sharedCopy();
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('a dropped comma in a list file (content/partners.json) names the file, the line and the likely cause', async () => {
    const path = project.path('content', 'partners.json');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('",\n', '"\n'));
    const build = await project.build();
    await writeFile(path, original);
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/content\/partners\.json : ce fichier n'est pas du JSON valide, ligne \d+, colonne \d+\./);
    expect(build.output).toContain('il manque une virgule');
  });

  it("a dropped comma in one album (content/albums/album-des-tests-1.json, the tests' own) names that file, the line and the likely cause", async () => {
    const path = project.path('content', 'albums', 'album-des-tests-1.json');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('",\n', '"\n'));
    const build = await project.build();
    await writeFile(path, original);
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/content\/albums\/album-des-tests-1\.json : ce fichier n'est pas du JSON valide, ligne \d+, colonne \d+\./);
    expect(build.output).toContain('il manque une virgule');
  });

  it('a folder left without any entry file (content/media/shorts/) stops the build instead of publishing the page without shorts', async () => {
    const folder = project.path('content', 'media', 'shorts');
    const aside = project.path('shorts-aside');
    await rename(folder, aside);
    await mkdir(folder);
    const build = await project.build();
    await rm(folder, { recursive: true });
    await rename(aside, folder);
    expect(build.ok).toBe(false);
    expect(build.output).toContain("content/media/shorts : aucune entrée n'a pu être lue.");
  });

  it('an album cover narrower than the discography draws it names the album file, the image, the width read and the width needed', async () => {
    // As the studio does it: a new image file beside the album, and the album's path changed to it.
    const entry = project.path('content', 'albums', 'album-des-tests-1.json');
    const original = await readFile(entry, 'utf8');
    const narrow = project.path('content', 'albums', 'album-des-tests-petite.jpg');
    await writeFile(
      narrow,
      await sharp(await readFile(project.path('content', 'albums', 'album-des-tests.jpg')))
        .resize(500)
        .jpeg()
        .toBuffer(),
    );
    await writeFile(entry, original.replace('"./album-des-tests.jpg"', '"./album-des-tests-petite.jpg"'));
    const build = await project.build();
    await writeFile(entry, original);
    await rm(narrow);
    expect(build.ok).toBe(false);
    expect(build.output).toContain(
      "content/albums/album-des-tests-1.json : l'image « ./album-des-tests-petite.jpg » est trop petite, 500 pixels de large ; il en faut au moins 640",
    );
  });

  it('a concert whose front matter is never closed names the file', async () => {
    const path = project.path('content', 'concerts', '2026-12-12-sunside-paris.md');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace(/\n---\n/, '\n'));
    const build = await project.build();
    await writeFile(path, original);
    expect(build.ok).toBe(false);
    expect(build.output).toContain('2026-12-12-sunside-paris');
  });

  it('a concert on a day that does not exist, written without quotes (2031-02-30), names the file and the field', async () => {
    const path = project.path('content', 'concerts', '2026-12-12-sunside-paris.md');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('date: 2026-12-12', 'date: 2031-02-30'));
    const build = await project.build();
    await writeFile(path, original);
    expect(build.ok).toBe(false);
    expect(build.output).toContain('content/concerts/2026-12-12-sunside-paris.md : une date n’existe pas au calendrier.');
    expect(build.output).toContain('date : « 2031-02-30 »');
  });
});
