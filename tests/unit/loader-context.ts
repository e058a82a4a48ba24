/**
 * The loader context Astro gives a collection's loader, for the unit tests of the loaders of
 * src/content-loaders.ts and of the collections of src/content.config.ts: one fake context, and
 * the same with Astro's own parts where a test proves what the artist reads in the build log.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SchemaContext } from 'astro/content/config';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { expect } from 'vitest';
// Astro's own steps of a build's content sync, which its package does not export: imported from its
// files so that the tests run them rather than an imitation (content/content-layer.js calls them so).
import { validateConfig } from '../../node_modules/astro/dist/core/config/validate.js';
import { createBaseSettings } from '../../node_modules/astro/dist/core/config/settings.js';
import { getEntryConfigByExtMap, getEntryData } from '../../node_modules/astro/dist/content/utils.js';
import { parseFrontmatter } from '../../node_modules/@astrojs/internal-helpers/dist/frontmatter.js';

type Entry = { id: string; data: Record<string, unknown>; filePath?: string };

/** Files by their path from a folder, with their contents. */
export type Files = Record<string, string | Uint8Array>;

/** A folder of its own for each test, holding the files it names. */
export function folderWith(files: Files): string {
  const root = mkdtempSync(join(tmpdir(), 'content-loaders-'));
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), contents);
  }
  return root;
}

/**
 * Astro's renderMarkdown as far as a translation uses it: the front matter's `key: value` lines as
 * its data (a line without a colon fails like js-yaml, with its reason and mark), the body in a <p>.
 */
async function renderFrontMatterLines(source: string): Promise<{ html: string; metadata: { frontmatter: Record<string, string> } }> {
  const [, frontMatter = '', body = ''] = source.split(/^---\s*$/m);
  const frontmatter: Record<string, string> = {};
  frontMatter
    .split('\n')
    .filter((line) => line.trim() !== '')
    .forEach((line, index) => {
      const colon = line.indexOf(':');
      if (colon === -1) throw Object.assign(new Error('bad'), { reason: 'end of the stream or a document separator is expected', mark: { line: index + 1, column: 0 } });
      frontmatter[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    });
  return { html: `<p>${body.trim()}</p>`, metadata: { frontmatter } };
}

/** What Astro gives a loader, enough for its file() and glob() loaders: the entries end up in `entries`. */
export function contextAt(root: string): { context: LoaderContext; entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  const store = {
    keys: () => [...entries.keys()],
    get: (id: string) => entries.get(id),
    has: (id: string) => entries.has(id),
    set: ({ id, data }: { id: string; data: unknown }) => Boolean(entries.set(id, data)),
    delete: (id: string) => entries.delete(id),
    clear: () => entries.clear(),
    entries: () => [...entries.entries()],
    values: () => [...entries.values()],
    addModuleImport: () => undefined,
    addAssetImports: () => undefined,
  };
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, label: 'test', options: {}, fork: () => logger };
  const context = {
    collection: 'test',
    store,
    logger,
    config: { root: pathToFileURL(`${root}/`), srcDir: pathToFileURL(`${root}/src/`) },
    parseData: async ({ data }: { data: unknown }) => data,
    generateDigest: (data: unknown) => JSON.stringify(data),
    meta: new Map<string, string>(),
    renderMarkdown: renderFrontMatterLines,
    entryTypes: new Map([['.json', { getEntryInfo: ({ contents }: { contents: string }) => ({ data: JSON.parse(contents), body: '' }) }]]),
  } as unknown as LoaderContext;
  return { context, entries };
}

/** A loader that hands Astro the given entries, as glob() does once it has read their files. */
export function loaderOf(entries: readonly Entry[]): Loader {
  return {
    name: 'entries',
    load: async ({ parseData, store }) => {
      for (const entry of entries) store.set({ id: entry.id, data: await parseData(entry) });
    },
  };
}

/** A collection's schema as src/content-schemas.ts writes it: a zod schema, or one made with the image() helper. */
export type CollectionSchema = z.ZodType | ((context: SchemaContext) => z.ZodType);

/** A collection as src/content.config.ts defines it (defineCollection's union, of which its collections are all loader-and-schema). */
export interface CollectionConfig {
  loader?: Loader | (() => unknown);
  schema?: CollectionSchema;
}

/**
 * The context an `astro build` gives the loader of the collection `name` (`collection`) in the
 * project at `root`, with Astro's own parts where they decide what the artist reads: its
 * configuration for `root` (its defaults otherwise: the loaders read only the root, where their
 * relative paths start, and markdown options only shape the pages), its entry types (a markdown
 * file's front matter read by js-yaml, its MarkdownError on a slip; a JSON file), its parseData,
 * which checks an entry against the collection's schema and throws its InvalidContentEntryDataError,
 * and its renderMarkdown (a translation's front matter, js-yaml's error on a slip), as
 * content-layer.js builds them for a loader (image() is then the file's path, checked later). The
 * store and the rest stay the fake's.
 */
export async function astroContextAt(root: string, name: string, collection: CollectionConfig): Promise<{ context: LoaderContext; entries: Map<string, unknown> }> {
  const { context, entries } = contextAt(root);
  const config = await validateConfig({ root }, root, 'build');
  const { contentEntryTypes, dataEntryTypes } = createBaseSettings(config, 'error');
  // Passed as content-layer.js passes it; Astro's type for a collection's loader, read from its
  // configuration's zod schema, wants load() to return void where every loader returns a promise.
  const collectionConfig = { ...collection, type: 'content_layer' } as unknown as Parameters<typeof getEntryData>[1];
  const parseData: LoaderContext['parseData'] = ({ id, data, filePath = '' }) =>
    getEntryData({ id, collection: name, unvalidatedData: data, _internal: { rawData: undefined, filePath } }, collectionConfig, false);
  // content-layer.js's own renderMarkdown (a private method): js-yaml's front matter, the configured
  // processor's body. Its options passed as it passes them: under exactOptionalPropertyTypes, the
  // types of Astro's configuration and of its markdown processors disagree on optional fields.
  const { markdown, image } = config;
  const shared = { image, syntaxHighlight: markdown.syntaxHighlight, shikiConfig: markdown.shikiConfig, gfm: markdown.gfm, smartypants: markdown.smartypants };
  const renderer = await markdown.processor.createRenderer(shared as Parameters<typeof markdown.processor.createRenderer>[0]);
  const renderMarkdown: LoaderContext['renderMarkdown'] = async (source, options) => {
    const { frontmatter, content } = parseFrontmatter(source);
    const { code, metadata } = await renderer.render(content, { frontmatter, ...(options?.fileURL && { fileURL: options.fileURL }) });
    return { html: code, metadata: { ...metadata, imagePaths: [...metadata.localImagePaths, ...metadata.remoteImagePaths] } };
  };
  // entryTypes is what glob() reads files with: Astro gives it to every loader, outside LoaderContext's type.
  const astroContext = { ...context, collection: name, config, parseData, renderMarkdown, entryTypes: getEntryConfigByExtMap([...contentEntryTypes, ...dataEntryTypes]) };
  return { context: astroContext, entries };
}

/**
 * What a build of the project at `root` stops on when it loads the collection `name` (`collection`,
 * from src/content.config.ts), as the artist reads it: its loader run in that folder, the build's working
 * directory (content.config.ts names its files from there, and the messages name them so), with
 * Astro's context (astroContextAt). Process.chdir() needs the forks pool, vitest's default.
 */
export async function buildRefusal(root: string, name: string, collection: CollectionConfig): Promise<Error> {
  const { loader } = collection;
  if (typeof loader !== 'object') throw new Error(`${name}: no loader object in src/content.config.ts`);
  const { context } = await astroContextAt(root, name, collection);
  const home = process.cwd();
  process.chdir(root);
  try {
    await loader.load(context);
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  } finally {
    process.chdir(home);
  }
  throw new Error(`${name}: the collection loads, the build would not stop`);
}

/** What a build stops on when it loads the collection `name` from a project holding only `files` (paths from its root), the project removed after. */
export async function buildRefusalOver(files: Files, name: string, collection: CollectionConfig): Promise<Error> {
  const root = folderWith(files);
  try {
    return await buildRefusal(root, name, collection);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A refusal as the artist must read it: their message alone, no stack trace to bury it. */
export function expectNoStackTrace(error: Error): void {
  expect(error.stack ?? '').not.toMatch(/^\s+at /m);
}

const contentFolder = new URL('../../content/', import.meta.url);
const fixtureFolder = new URL('../fixtures/content/', import.meta.url);

/** A file of content/ as the build tests' copy of the project holds it: the tests' own (tests/fixtures/content/) where there is one. */
export function siteFile(path: string): Buffer {
  const fixture = new URL(path, fixtureFolder);
  return readFileSync(fileURLToPath(existsSync(fixture) ? fixture : new URL(path, contentFolder)));
}
