import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { dataFile, dataFolder, withArticleImages, withCoverWidth, withWrittenDates } from '../../src/content-loaders';
import { MAX_IMAGE_BYTES } from '../../src/lib/image-rules';

type Entry = { id: string; data: Record<string, unknown>; filePath?: string };

/** A folder of its own for each test, holding the files it names. */
function folderWith(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), 'content-loaders-'));
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), contents);
  }
  return root;
}

/** The header of a PNG file `width` pixels wide (what the width check reads), padded to `bytes`. */
function png(width: number, bytes = 64): Uint8Array {
  const file = new Uint8Array(bytes);
  const view = new DataView(file.buffer);
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  view.setUint32(8, 13);
  file.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, width);
  file.set([8, 6, 0, 0, 0], 24);
  return file;
}

/** What Astro gives a loader, enough for its file() and glob() loaders: the entries end up in `entries`. */
function contextAt(root: string): { context: LoaderContext; entries: Map<string, unknown> } {
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
    entryTypes: new Map([['.json', { getEntryInfo: ({ contents }: { contents: string }) => ({ data: JSON.parse(contents), body: '' }) }]]),
  } as unknown as LoaderContext;
  return { context, entries };
}

/** A loader that hands Astro the given entries, as glob() does once it has read their files. */
function loaderOf(entries: readonly Entry[]): Loader {
  return {
    name: 'entries',
    load: async ({ parseData, store }) => {
      for (const entry of entries) store.set({ id: entry.id, data: await parseData(entry) });
    },
  };
}

describe('dataFile, a list file of entries', () => {
  it('loads every entry of { "entries": [ … ] } by its id', async () => {
    const root = folderWith({ 'content/partners.json': JSON.stringify({ entries: [{ id: 'sunside', name: 'Sunside' }] }) });
    const { context, entries } = contextAt(root);
    await dataFile(join(root, 'content/partners.json')).load(context);
    expect([...entries.keys()]).toEqual(['sunside']);
  });

  it('stops on a file that is not JSON, saying where in French', async () => {
    const root = folderWith({ 'content/partners.json': '{ "entries": [ { "id": "sunside" "name": "Sunside" } ] }' });
    await expect(dataFile(join(root, 'content/partners.json')).load(contextAt(root).context)).rejects.toThrow(/n'est pas du JSON valide, ligne 1, colonne \d+/);
  });

  it('stops on a file that gives no entry, instead of building the site without them', async () => {
    const root = folderWith({ 'content/partners.json': '{ "entries": [] }' });
    await expect(dataFile(join(root, 'content/partners.json')).load(contextAt(root).context)).rejects.toThrow(/aucune entrée n'a pu être lue/);
  });
});

describe('dataFolder, one JSON file per entry', () => {
  it('loads each file as an entry named after it', async () => {
    const root = folderWith({ 'albums/cimarron.json': '{ "title": "Cimarrón" }', 'albums/zapateo-suite.json': '{ "title": "Zapateo Suite" }' });
    const { context, entries } = contextAt(root);
    await dataFolder(join(root, 'albums')).load(context);
    expect([...entries.keys()].sort()).toEqual(['cimarron', 'zapateo-suite']);
  });

  it('stops on a broken file, naming it', async () => {
    const root = folderWith({ 'albums/cimarron.json': '{ "title": "Cimarrón", }' });
    await expect(dataFolder(join(root, 'albums')).load(contextAt(root).context)).rejects.toThrow(/albums\/cimarron\.json : ce fichier n'est pas du JSON valide/);
  });

  it('stops on a folder left without entries', async () => {
    const root = folderWith({ 'albums/notes.txt': 'rien' });
    await expect(dataFolder(join(root, 'albums')).load(contextAt(root).context)).rejects.toThrow(/aucune entrée n'a pu être lue/);
  });
});

describe('withCoverWidth, the width a cover is drawn at', () => {
  const coverOf = (root: string) => loaderOf([{ id: 'cimarron', data: { image: './cimarron.png' }, filePath: join(root, 'cimarron.json') }]);

  it('takes a cover as wide as the widest place it is drawn', async () => {
    const root = folderWith({ 'cimarron.png': png(640) });
    const { context, entries } = contextAt(root);
    await withCoverWidth(coverOf(root), [320, 640]).load(context);
    expect(entries.has('cimarron')).toBe(true);
  });

  it('stops on a narrower cover, with its width and the width needed', async () => {
    const root = folderWith({ 'cimarron.png': png(500) });
    await expect(withCoverWidth(coverOf(root), [320, 640]).load(contextAt(root).context)).rejects.toThrow(/trop petite, 500 pixels de large ; il en faut au moins 640/);
  });

  it('stops on a cover heavier than the studio accepts', async () => {
    const root = folderWith({ 'cimarron.png': png(640, MAX_IMAGE_BYTES + 1) });
    await expect(withCoverWidth(coverOf(root), [640]).load(contextAt(root).context)).rejects.toThrow(/pèse 5,1 Mo ; le site accepte au plus 5 Mo/);
  });
});

describe('withWrittenDates, the dates as the artist wrote them', () => {
  it('stops on a day that does not exist, which YAML would have moved to the next month', async () => {
    const root = folderWith({ 'concert.md': '---\ntitle: Soirée\ndate: 2031-02-30\n---\nTexte' });
    const loader = withWrittenDates(loaderOf([{ id: 'concert', data: { date: new Date('2031-03-02') }, filePath: join(root, 'concert.md') }]), ['date']);
    await expect(loader.load(contextAt(root).context)).rejects.toThrow(/date : « 2031-02-30 »/);
  });

  it('lets a real day through', async () => {
    const root = folderWith({ 'concert.md': '---\ndate: 2031-02-28\n---\n' });
    const { context, entries } = contextAt(root);
    await withWrittenDates(loaderOf([{ id: 'concert', data: {}, filePath: join(root, 'concert.md') }]), ['date']).load(context);
    expect(entries.has('concert')).toBe(true);
  });
});

describe('withArticleImages, the images an article names', () => {
  it('stops on an image that is not beside the article, naming the field', async () => {
    const root = folderWith({ 'article/couverture.png': png(1200) });
    const article = { id: 'article', data: { image: './article/couverture.png', photos: [{ image: './article/Public.JPG' }] }, filePath: join(root, 'article.md') };
    await expect(withArticleImages(loaderOf([article])).load(contextAt(root).context)).rejects.toThrow(/photos\.0\.image : image introuvable « \.\/article\/Public\.JPG »/);
  });

  it('stops on a photo narrower than the article draws it', async () => {
    const root = folderWith({ 'article/couverture.png': png(800) });
    const article = { id: 'article', data: { image: './article/couverture.png' }, filePath: join(root, 'article.md') };
    await expect(withArticleImages(loaderOf([article])).load(contextAt(root).context)).rejects.toThrow(/il en faut au moins 1200/);
  });
});
