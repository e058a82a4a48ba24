/**
 * The content collections' loaders (src/content.config.ts): Astro's own file() and glob(), made
 * stricter where Astro would build a page without a word (a broken or emptied data file, a missing
 * or blurred image, an impossible date), each stopping the build with a French message that names
 * the file. Tested in tests/unit/content-loaders.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { file, glob, type Loader } from 'astro/loaders';
import { imageMetadata } from 'astro/assets/utils';
import {
  emptyCollectionMessage,
  emptyFolderMessage,
  impossibleDateMessage,
  impossibleDates,
  imageTooHeavyMessage,
  imageTooNarrowMessage,
  localImageReferences,
  missingImageMessage,
  unreadableJsonMessage,
} from './lib/content-messages';
import { ARTICLE_IMAGE_MIN_WIDTH, MAX_IMAGE_BYTES } from './lib/image-rules';

/** Stops the build, in French with the line and column, on a file that is not valid JSON. */
function checkJson(path: string): void {
  const text = readFileSync(path, 'utf8');
  try {
    JSON.parse(text);
  } catch (error) {
    throw new Error(unreadableJsonMessage(path, text, error));
  }
}

/**
 * Astro's file() loader for a list file ({ "entries": [ … ] }, the shape the studio edits: Decap
 * edits an object, not a bare list), stricter: a file that is not valid JSON, or that gives no
 * entry, stops the build with a French message. Astro itself only logs the error and builds the
 * pages without the collection (a dropped comma in albums.json would publish a site without a
 * single album).
 */
export function dataFile(path: string): Loader {
  const loader = file(path, { parser: (text) => (JSON.parse(text) as { entries?: Record<string, unknown>[] }).entries ?? [] });
  return {
    name: 'data-file',
    load: async (context) => {
      checkJson(path);
      await loader.load(context);
      if (context.store.keys().length === 0) throw new Error(emptyCollectionMessage(path));
    },
  };
}

/**
 * A collection the artist adds to over time: one JSON file per entry in `folder`, its name being
 * the entry's id (content/albums/cimarron.json is "cimarron"). JSON rather than YAML or markdown:
 * these entries have no text body, the files keep the shape the list files had, the studio writes
 * them as they are (a folder collection with `format: json`), and a broken one gets the same
 * French message as a broken list file, with its line and column (Astro's own is in English and
 * gives neither). A folder that gives no entry stops the build too.
 */
export function dataFolder(folder: string): Loader {
  const loader = glob({ base: folder, pattern: '*.json' });
  return {
    name: 'data-folder',
    load: async (context) => {
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) checkJson(join(folder, name));
      await loader.load(context);
      if (context.store.keys().length === 0) throw new Error(emptyFolderMessage(folder));
    },
  };
}

/**
 * Stops the build, in French, on an image file (named relative to `entryFile`) heavier than the
 * studio accepts or narrower than `minWidth`: Astro does not enlarge an image, so a narrower one
 * would be shown stretched and blurred. A missing file is left to the checks that name it.
 */
async function checkImageFile(entryFile: string, image: string, minWidth: number): Promise<void> {
  const imagePath = resolve(dirname(entryFile), image);
  if (!existsSync(imagePath)) return;
  const bytes = readFileSync(imagePath);
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(imageTooHeavyMessage(relative(process.cwd(), entryFile), image, bytes.length, MAX_IMAGE_BYTES));
  const { width } = await imageMetadata(bytes, image);
  if (width < minWidth) throw new Error(imageTooNarrowMessage(relative(process.cwd(), entryFile), image, width, minWidth));
}

/**
 * Entries whose `image` must be at least as wide as the largest of `widths`, the widths its page
 * draws it at: Astro does not enlarge an image, so a narrower file would be shown stretched and
 * blurred. Checked here, on the file, because image() in a schema only gives the path: the
 * dimensions are read after the schemas have run. Like the schemas, this runs when the entry's
 * file changes (Astro keeps an unchanged entry from its cache): a cover replaced under the same
 * name is checked again by a build without cache.
 */
export function withCoverWidth(loader: Loader, widths: readonly number[]): Loader {
  const needed = Math.max(...widths);
  return {
    name: `${loader.name}-cover-width`,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          const image = entry.data['image'];
          if (entry.filePath && typeof image === 'string') {
            await checkImageFile(entry.filePath, image, needed);
          }
          return context.parseData(entry);
        },
      }),
  };
}

/**
 * A markdown loader that also reads the dates as the artist wrote them: YAML turns an impossible
 * unquoted date (2031-02-30) into a real one (2 March) before any schema sees it.
 */
export function withWrittenDates(loader: Loader, fields: readonly string[]): Loader {
  return {
    name: `${loader.name}-dates`,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          if (entry.filePath) {
            const frontMatter = readFileSync(entry.filePath, 'utf8').split(/^---\s*$/m)[1] ?? '';
            const impossible = impossibleDates(frontMatter, fields);
            if (impossible.length > 0) throw new Error(impossibleDateMessage(relative(process.cwd(), entry.filePath), impossible));
          }
          return context.parseData(entry);
        },
      }),
  };
}

/**
 * The blog's markdown loader, checking each article's images: Astro itself notices a missing image
 * file only later, while building pages, in English and without naming the article. Checked here,
 * in French, naming the file and the field; and each image's weight and width.
 */
export function withArticleImages(loader: Loader): Loader {
  return {
    name: 'blog-articles',
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          const data = await context.parseData(entry);
          if (entry.filePath) {
            const folder = dirname(entry.filePath);
            const images = localImageReferences(entry.data);
            const missing = images.filter(({ path }) => !existsSync(resolve(folder, path)));
            if (missing.length > 0) throw new Error(missingImageMessage(relative(process.cwd(), entry.filePath), missing));
            for (const { path } of images) await checkImageFile(entry.filePath, path, ARTICLE_IMAGE_MIN_WIDTH);
          }
          return data;
        },
      }),
  };
}
