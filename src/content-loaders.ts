/**
 * The content collections' loaders (src/content.config.ts): Astro's own file() and glob(), made
 * stricter where Astro would build a page without a word (a broken or emptied data file, a missing
 * or blurred image, an impossible date), each stopping the build with a French message that names
 * the file. Tested in tests/unit/content-loaders.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import { imageMetadata } from 'astro/assets/utils';
import {
  contentError,
  emptyCollectionMessage,
  emptyFolderMessage,
  emptyTextMessage,
  impossibleDateMessage,
  impossibleDates,
  imageTooHeavyMessage,
  imageTooNarrowMessage,
  localImageReferences,
  frontMatterProblem,
  ContentError,
  type ContentProblem,
  missingFileMessage,
  missingImageMessage,
  orphanTranslatedEntryMessage,
  orphanTranslationMessage,
  outOfStepTranslationMessage,
  missingPrintPhotoMessage,
  printPhotoProblem,
  untranslatableFieldMessage,
  schemaMessage,
  schemaProblems,
  unreadableJsonMessage,
} from './lib/content-messages';
import { contentProblems } from './content-problems';
import { ARTICLE_IMAGE_MIN_WIDTH, MAX_IMAGE_BYTES, PRINT_PHOTO_MIN_SIDE } from './lib/image-rules';
import { translationLanguages, type Translations } from './lib/content-translations';
import { translationExclusions, translationFile, translationOf } from './content-translation-files';
import { lineUpProblems } from './lib/rider-checks';

/** A file's path as the artist's messages name it, from the project's root. */
const named = (path: string) => relative(process.cwd(), path);

/** Stops the build, in French with the line and column, on a file that is not valid JSON. */
function checkJson(path: string): void {
  const text = readFileSync(path, 'utf8');
  try {
    JSON.parse(text);
  } catch (error) {
    throw contentError({ message: unreadableJsonMessage(named(path), text, error), file: named(path), unreadable: true });
  }
}

/** The artist's French for what a loader threw: a front matter js-yaml cannot read is said again with the file's own line. */
function inFrench(error: unknown): ContentProblem {
  if (error instanceof ContentError) return error.problem;
  if (!(error instanceof Error)) return { message: String(error) };
  const where = (error as { loc?: { file?: string; line?: number; column?: number } }).loc;
  if (error.name === 'MarkdownError' && where?.file && existsSync(where.file)) {
    return frontMatterProblem(named(where.file), readFileSync(where.file, 'utf8'), { reason: error.message, line: where.line, column: where.column });
  }
  return { message: error.message };
}

/**
 * Every slip in content/ in French, with the file's own line and without a stack trace: a front
 * matter js-yaml cannot read (Astro's glob loader passes on its English reason, counted from the
 * front matter), a value its schema refuses (Astro's message names neither the file nor the line),
 * and the messages of the checks in this file. The build stops on it. The dev server (`npm run studio`,
 * whose loaders get a watcher) keeps running instead: it logs the message, shows it in place of the
 * site's pages (src/content-problems.ts) and loads the collection again at the next change of a
 * file, so that the artist can repair it from the studio.
 */
/** How long a changed file is left to be written in full before its collection is read again. */
const SETTLE_MS = 300;

export function reported(loader: Loader): Loader {
  const wrapped: Loader = {
    name: loader.name,
    load: async (context) => {
      try {
        await loader.load({
          ...context,
          parseData: async (entry) => {
            try {
              return await context.parseData(entry);
            } catch (error) {
              const problems = error instanceof Error && error.name === 'InvalidContentEntryDataError' ? schemaProblems(error.message) : [];
              if (problems.length === 0 || !entry.filePath) throw error;
              const source = readFileSync(entry.filePath, 'utf8');
              // In a list file, the entry's fields are looked for from its id on.
              const entryLine = source.split('\n').findIndex((line) => line.includes(`"id": ${JSON.stringify(entry.id)}`));
              const file = named(entry.filePath);
              throw contentError({ message: schemaMessage(file, source, problems, Math.max(0, entryLine)), file });
            }
          },
        });
        contentProblems.delete(context.collection);
      } catch (error) {
        const problem = inFrench(error);
        if (!context.watcher) throw contentError(problem);
        // Said once: the collection is read again at each change of a file, the dev server's own included.
        if (contentProblems.get(context.collection)?.message !== problem.message) context.logger.error(problem.message);
        contentProblems.set(context.collection, problem);
        // Loaded again once the change has settled: a file being written gives its first event half written.
        context.watcher.once('all', () => setTimeout(() => void wrapped.load(context), SETTLE_MS));
      }
    },
  };
  return wrapped;
}

/**
 * Astro's file() loader for a list file ({ "entries": [ … ] }, the shape the studio edits: it
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
      if (context.store.keys().length === 0) throw contentError({ message: emptyCollectionMessage(path), file: named(path) });
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
  const loader = glob({ base: folder, pattern: ['*.json', ...translationExclusions] });
  return {
    name: 'data-folder',
    load: async (context) => {
      for (const name of readdirSync(folder).filter((file) => file.endsWith('.json') && !translationOf(file))) checkJson(join(folder, name));
      await loader.load(context);
      if (context.store.keys().length === 0) throw contentError({ message: emptyFolderMessage(folder), file: folder });
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
  const file = named(entryFile);
  if (bytes.length > MAX_IMAGE_BYTES) throw contentError({ message: imageTooHeavyMessage(file, image, bytes.length, MAX_IMAGE_BYTES), file });
  const { width } = await imageMetadata(bytes, image);
  if (width < minWidth) throw contentError({ message: imageTooNarrowMessage(file, image, width, minWidth), file });
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
 * A kit's loader checking each press photo's file for print (`photos[].print`, a path from the kit's
 * file): there, a JPEG of at least PRINT_PHOTO_MIN_SIDE pixels on its long side, no heavier than the
 * studio accepts (printPhotoProblem). A path rather than Astro's image(): image() would copy every
 * such file into the site, where no page draws it; src/press-kit/kits.ts reads it for the ZIP.
 */
export function withPrintPhotos(loader: Loader): Loader {
  return {
    name: `${loader.name}-print-photos`,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (entry) => {
          // The schema first: a slip in the kit's data is said before its files are read.
          const data = await context.parseData(entry);
          const photos = entry.data['photos'];
          if (entry.filePath && Array.isArray(photos)) {
            for (const [index, photo] of photos.entries()) {
              const image: unknown = photo && typeof photo === 'object' ? (photo as Record<string, unknown>)['print'] : undefined;
              if (typeof image !== 'string') continue;
              const imagePath = resolve(dirname(entry.filePath), image);
              const file = named(entry.filePath);
              if (!existsSync(imagePath)) throw contentError({ message: missingPrintPhotoMessage(file, index, image), file });
              const bytes = readFileSync(imagePath);
              const { width, height, format } = await imageMetadata(bytes, image);
              const problem = printPhotoProblem(file, index, image, { width, height, format, bytes: bytes.length }, PRINT_PHOTO_MIN_SIDE, MAX_IMAGE_BYTES);
              if (problem) throw contentError({ message: problem, file });
            }
          }
          return data;
        },
      }),
  };
}

/** Each ensemble's members as the list file `ensemblesFile` writes them, by id; a file that does not read, or a line-up that is not a list of names, is left to the ensembles' own loader and schema, which refuse it. */
function lineUpsIn(ensemblesFile: string): Map<string, { name: string }[]> {
  const lineUps = new Map<string, { name: string }[]>();
  if (!existsSync(ensemblesFile)) return lineUps;
  let parsed: { entries?: unknown };
  try {
    parsed = JSON.parse(readFileSync(ensemblesFile, 'utf8')) as { entries?: unknown };
  } catch {
    return lineUps;
  }
  for (const entry of Array.isArray(parsed.entries) ? (parsed.entries as { id?: unknown; members?: unknown }[]) : []) {
    const members = Array.isArray(entry.members) ? (entry.members as { name?: unknown }[]) : [];
    if (typeof entry.id === 'string' && members.length > 0 && members.every((member) => typeof member?.name === 'string')) lineUps.set(entry.id, members as { name: string }[]);
  }
  return lineUps;
}

/**
 * Astro's glob() for one markdown file a page cannot do without (the general terms), with its
 * translations beside it left to withTranslations: stricter, a missing file, or one with no text
 * under its front matter, stops the build in French naming it (glob() would only warn, and the
 * page would publish a title over nothing). `what` is what the file gives, for the message.
 */
export function markdownFile(path: string, what: string): Loader {
  const loader = glob({ base: dirname(path), pattern: basename(path) });
  return {
    name: 'markdown-file',
    load: async (context) => {
      if (!existsSync(path)) throw contentError({ message: missingFileMessage(path, what), file: path });
      const parts = readFileSync(path, 'utf8').split(/^---\s*$/m);
      // The text after the front matter; a file without one is all text (its schema says what the front matter lacks).
      const text = parts.length >= 3 ? parts.slice(2).join('---') : parts.join('---');
      if (text.trim() === '') throw contentError({ message: emptyTextMessage(path, what), file: path });
      await loader.load(context);
    },
  };
}

/**
 * The kits' loader checking each kit against its ensemble's line-up, in the list file
 * `ensemblesFile` (a kit is named by its ensemble's id): every member placed on the plot, nobody
 * else, and rooms, towels, meals and seats for the travel party (lineUpProblems in
 * src/lib/rider-checks.ts). Said as the schema's refusals are (schemaMessage: the kit's file, each
 * field with its line), right after the schema, since the schema cannot read another file.
 */
export function withEnsembleLineUps(loader: Loader, ensemblesFile: string): Loader {
  let watching = false;
  const digest = (context: LoaderContext, id: string) => context.generateDigest(JSON.stringify(lineUpsIn(ensemblesFile).get(id) ?? null));
  return {
    name: `${loader.name}-line-ups`,
    load: async (context) => {
      // Astro keeps a kit whose file is unchanged: not when its ensemble's line-up changed.
      for (const id of context.store.keys()) if (context.meta.get(`lineUp:${id}`) !== digest(context, id)) context.store.delete(id);
      // In the studio (dev server), a changed line-up reloads the kits, as a changed kit does.
      if (context.watcher && !watching) {
        watching = true;
        context.watcher.on('all', (_event: string, changed: string) => {
          if (resolve(changed) !== resolve(ensemblesFile)) return;
          for (const [id, entry] of context.store.entries()) {
            if (!entry.filePath) continue;
            context.store.delete(id);
            context.watcher?.emit('change', resolve(entry.filePath));
          }
        });
      }
      await loader.load({
        ...context,
        parseData: async (entry) => {
          const data = await context.parseData(entry);
          // The numbers are written in the French file: a translation repeats none of them.
          const members = lineUpsIn(ensemblesFile).get(entry.id);
          if (!entry.filePath || translationOf(entry.filePath) || !members) return data;
          // A kit, as its schema has just checked it.
          const problems = lineUpProblems(data as unknown as Parameters<typeof lineUpProblems>[0], members);
          if (problems.length > 0) {
            const file = named(entry.filePath);
            const fields = problems.map((problem) => ({ path: problem.path.join('.'), message: problem.message }));
            throw contentError({ message: schemaMessage(file, readFileSync(entry.filePath, 'utf8'), fields), file });
          }
          return data;
        },
      });
      for (const id of context.store.keys()) context.meta.set(`lineUp:${id}`, digest(context, id));
    },
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
            const file = named(entry.filePath);
            if (impossible.length > 0) throw contentError({ message: impossibleDateMessage(file, impossible), file });
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
            const file = named(entry.filePath);
            if (missing.length > 0) throw contentError({ message: missingImageMessage(file, missing), file });
            for (const { path } of images) await checkImageFile(entry.filePath, path, ARTICLE_IMAGE_MIN_WIDTH);
          }
          return data;
        },
      }),
  };
}

/** Every translation file in `folder` whose French original is missing stops the build, naming both. */
function checkOriginals(folder: string): void {
  for (const name of readdirSync(folder)) {
    const translation = translationOf(name);
    if (translation && !existsSync(join(folder, translation.original))) {
      const file = named(join(folder, name));
      throw contentError({ message: orphanTranslationMessage(file, named(join(folder, translation.original))), file });
    }
  }
}

/**
 * The translated fields a translation writes. A language-neutral field is accepted when it repeats
 * the French value (the studio copies such fields, an entry's id or an ensemble's picture, into a
 * translated list) and left to the French file; one that differs is refused (see withTranslations).
 */
function translatedFields(
  fields: Record<string, unknown>,
  french: Record<string, unknown>,
  translatable: readonly string[],
  neutralParts: FrenchNeutralParts,
  translation: string,
  original: string,
): { written: Record<string, unknown>; outOfStep: string[] } {
  const neutral = Object.keys(fields).filter((name) => !translatable.includes(name));
  const changed = neutral.filter((name) => name !== 'id' && JSON.stringify(fields[name]) !== JSON.stringify(french[name]));
  if (changed.length > 0) throw contentError({ message: untranslatableFieldMessage(named(translation), named(original), changed), file: named(translation) });
  const merged = Object.keys(fields)
    .filter((name) => translatable.includes(name))
    .map((name) => [name, neutralParts(name, french[name], fields[name])] as const);
  return {
    written: Object.fromEntries(merged.filter(([, value]) => value !== undefined)),
    outOfStep: merged.filter(([, value]) => value === undefined).map(([name]) => name),
  };
}

/**
 * A translated field with its language-neutral parts read from the French file (withFrenchNeutralParts
 * in src/lib/studio-fields.ts), undefined when a translated list is out of step with the French one.
 */
export type FrenchNeutralParts = (name: string, french: unknown, translated: unknown) => unknown;

/** A markdown translation: its front matter's fields and its body rendered by Astro's own markdown pipeline. */
async function markdownTranslation(context: LoaderContext, path: string): Promise<{ fields: Record<string, unknown>; html: string }> {
  const source = readFileSync(path, 'utf8');
  try {
    const rendered = await context.renderMarkdown(source, { fileURL: pathToFileURL(path) });
    return { fields: (rendered.metadata?.frontmatter ?? {}) as Record<string, unknown>, html: rendered.html };
  } catch (error) {
    const yaml = error as { reason?: string; message?: string; mark?: { line?: number; column?: number } };
    throw contentError(frontMatterProblem(named(path), source, { reason: yaml.reason ?? yaml.message ?? String(error), line: yaml.mark?.line, column: yaml.mark?.column }));
  }
}

/** A JSON translation: the object of fields of a one-entry file, or the entry of that id in a list file ({ "entries": [ … ] }). */
function jsonTranslation(path: string, original: string, id: string): Record<string, unknown> | undefined {
  checkJson(path);
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { entries?: Record<string, unknown>[] } & Record<string, unknown>;
  if (!Array.isArray(parsed.entries)) return parsed;
  const known = (JSON.parse(readFileSync(original, 'utf8')) as { entries?: { id?: unknown }[] }).entries?.map((entry) => entry.id) ?? [];
  const orphan = parsed.entries.find((entry) => !known.includes(entry['id']));
  if (orphan) throw contentError({ message: orphanTranslatedEntryMessage(named(path), named(original), String(orphan['id'])), file: named(path) });
  return parsed.entries.find((entry) => entry['id'] === id);
}

/** What an entry's translation files hold, for the cache: an entry whose translation changed is loaded again. */
function translationsDigest(context: LoaderContext, path: string): string {
  return context.generateDigest(
    translationLanguages.map((language) => (existsSync(translationFile(path, language)) ? readFileSync(translationFile(path, language), 'utf8') : '')).join('\0'),
  );
}

/**
 * A French collection with its translations (the convention of src/lib/languages.ts): each entry's
 * data gets `translations`, per language, the fields its sibling file `<name>.<lang>.<ext>` writes
 * (checked by the collection's schema over the French entry, so a wrong value is said naming the
 * translation file) and, for markdown, its body rendered by Astro's own pipeline (the loader
 * context's renderMarkdown). One collection rather than one per language: a page reads an entry
 * once and falls back to French field by field (localized() in src/lib/content-translations.ts).
 * A translation without its French file stops the build naming both; a translation giving a
 * language-neutral field (a date, a venue, a link, an image) another value than the French file is
 * refused rather than ignored: the artist would believe she had changed it, and it is written once,
 * in the French file (the same value, as the studio copies it, is left to the French file).
 */
export function withTranslations(
  loader: Loader,
  folder: string,
  translatable: readonly string[],
  neutralParts: FrenchNeutralParts = (_name, _french, translated) => translated,
): Loader {
  let watching = false;
  return {
    name: `${loader.name}-translations`,
    load: async (context) => {
      checkOriginals(folder);
      const root = fileURLToPath(context.config.root);
      const stored = () => context.store.entries().flatMap(([id, entry]) => (entry.filePath ? [{ id, path: resolve(root, entry.filePath) }] : []));
      // In the studio (dev server), Astro's loaders reload the French files they read, not the
      // translations they leave out: a changed translation reloads its French entry.
      if (context.watcher && !watching) {
        watching = true;
        context.watcher.on('all', (_event: string, changed: string) => {
          const translation = translationOf(changed);
          if (!translation || dirname(resolve(changed)) !== resolve(folder)) return;
          for (const { id, path } of stored()) if (path === resolve(translation.original)) context.store.delete(id);
          context.watcher?.emit('change', resolve(translation.original));
        });
      }
      // Astro keeps an entry whose French file is unchanged: not when its translation changed.
      for (const { id, path } of stored()) if (context.meta.get(`translations:${id}`) !== translationsDigest(context, path)) context.store.delete(id);
      await loader.load({
        ...context,
        parseData: async (entry) => {
          const data = await context.parseData(entry);
          if (!entry.filePath) return data;
          const original = resolve(root, entry.filePath);
          const translations: Translations = {};
          for (const language of translationLanguages) {
            const path = translationFile(original, language);
            if (!existsSync(path)) continue;
            const markdown = path.endsWith('.md') ? await markdownTranslation(context, path) : undefined;
            const fields = markdown?.fields ?? jsonTranslation(path, original, entry.id);
            if (!fields) continue;
            const { written, outOfStep } = translatedFields(fields, entry.data, translatable, neutralParts, path, original);
            if (outOfStep.length > 0) context.logger.warn(outOfStepTranslationMessage(named(path), named(original), outOfStep));
            const checked = await context.parseData({ ...entry, data: { ...entry.data, ...written }, filePath: path });
            const translated = Object.fromEntries(Object.keys(written).map((name) => [name, checked[name]]));
            translations[language] = markdown ? { data: translated, html: markdown.html } : { data: translated };
          }
          return { ...data, translations };
        },
      });
      for (const { id, path } of stored()) context.meta.set(`translations:${id}`, translationsDigest(context, path));
    },
  };
}
