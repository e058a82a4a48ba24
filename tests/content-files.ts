/**
 * Content as the tests read it, to check what must hold for whatever the artist writes (every
 * album has a page, the counts equal the files) rather than what is written today. Paths are
 * found from this file, so a copy of the project (scripts/temp-project.ts) reads its own content.
 *
 * Two readings of the same files:
 * - the repository's content/ (the named exports below: unit tests, build tests);
 * - the content the end-to-end site is built from (`siteContent`): content/ with the tests' own
 *   entries of tests/fixtures/content/ laid over it (see tests/e2e/build-site.ts).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { translationOf } from '../src/content-translation-files.ts';

const contentDir = new URL('../content/', import.meta.url);

/** The tests' own entries, laid over content/ for the end-to-end site: the same tree as content/. */
const fixtureContentDir = new URL('./fixtures/content/', import.meta.url);

/**
 * Folders of content/ that the fixtures replace whole instead of adding to. The agenda is what the
 * tests move their clock through: a concert the artist adds between two fixture dates would change
 * which one is featured, so the end-to-end site's concerts are the tests' only. The blog's and the
 * biography's tests read through whole texts (categories, headings, videos, sharing, the albums
 * the story names): those texts are the tests' own too. /media prints every video and short in its
 * HTML: the tests' seven of each (a second page of six) stand alone there, so that its measured
 * size does not stack the tests' entries on the artist's.
 * Any other fixture file is added beside the artist's, or replaces the list file of the same name.
 */
export const replacedFolders: readonly string[] = ['concerts', 'blog', 'bio', 'media/videos', 'media/shorts'];

const isReplaced = (path: string): boolean => replacedFolders.some((folder) => path === folder || path.startsWith(`${folder}/`));

/** Lays the tests' own entries over the content/ folder at `contentRoot` (a copy's, never the repository's). */
export async function layFixturesOver(contentRoot: string): Promise<void> {
  for (const folder of replacedFolders) await rm(join(contentRoot, folder), { recursive: true, force: true });
  await cp(fileURLToPath(fixtureContentDir), contentRoot, { recursive: true });
}

export interface ContentFiles {
  /** The entries of a JSON list file (they sit under "entries", the shape the studio edits). */
  readList<T>(file: string): T[];
  /** The entries of a one-file-per-entry folder, each with its id (the file name), in id order. */
  readFolder<T>(folder: string): (T & { id: string })[];
  /** The names of the files of a folder with `extension` (".md"), in order; translations (x.en.md, src/content-translation-files.ts) are part of their entry, left out. */
  folderFiles(folder: string, extension: string): { name: string; url: URL }[];
  /** A file as text (partners/logos.svg). */
  readContentText(file: string): string;
  /** The social links of settings.json, in order. */
  socialLinks(): { network: string; label: string; url: string }[];
}

/** Reads content through `layers`, the later one winning for a file both hold. */
function contentFiles(layersOf: (path: string) => readonly URL[]): ContentFiles {
  const fileUrl = (file: string): URL => {
    const found = layersOf(file)
      .map((layer) => new URL(file, layer))
      .filter((url) => existsSync(url))
      .at(-1);
    return found ?? new URL(file, contentDir);
  };
  const folderFiles = (folder: string, extension: string) => {
    const files = new Map<string, URL>();
    for (const layer of layersOf(folder)) {
      const url = new URL(`${folder}/`, layer);
      if (!existsSync(url)) continue;
      for (const name of readdirSync(url)) if (name.endsWith(extension) && !translationOf(name)) files.set(name, new URL(name, url));
    }
    return [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, url]) => ({ name, url }));
  };
  const readContentText = (file: string) => readFileSync(fileUrl(file), 'utf8');
  return {
    readList: <T>(file: string) => (JSON.parse(readContentText(file)) as { entries: T[] }).entries,
    readFolder: <T>(folder: string) => folderFiles(folder, '.json').map(({ name, url }) => ({ ...(JSON.parse(readFileSync(url, 'utf8')) as T), id: name.replace(/\.json$/, '') })),
    folderFiles,
    readContentText,
    socialLinks: () => (JSON.parse(readContentText('settings.json')) as { social: { network: string; label: string; url: string }[] }).social,
  };
}

/** content/ as in the repository. */
export const repositoryContent = contentFiles(() => [contentDir]);

/** The content the end-to-end site is built from: content/ and the fixtures over it. */
export const siteContent = contentFiles((path) => (isReplaced(path) ? [fixtureContentDir] : [contentDir, fixtureContentDir]));

export const { readList, readFolder, readContentText, socialLinks } = repositoryContent;
