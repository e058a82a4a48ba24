import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { dataFile, dataFolder, reported, withArticleImages, withCoverWidth, withTranslations, withWrittenDates } from '../../src/content-loaders';
import { contentProblems } from '../../src/content-problems';
import { MAX_IMAGE_BYTES } from '../../src/lib/image-rules';
import { z } from 'zod';
import { frenchNeutralPartsOf, inStudio } from '../../src/lib/studio-fields';
import { contextAt, folderWith, loaderOf } from './loader-context';

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

describe('withTranslations, the sibling files <name>.<lang>.<ext>', () => {
  const concert = (root: string) => ({ id: 'sunside', data: { title: 'Soirée', date: '2026-12-12' }, filePath: join(root, 'concerts/sunside.md') });

  it("attaches each language's translated fields and rendered body to the French entry", async () => {
    const root = folderWith({ 'concerts/sunside.md': '---\ntitle: Soirée\n---\nTexte', 'concerts/sunside.en.md': '---\ntitle: Evening\n---\nText' });
    const { context, entries } = contextAt(root);
    await withTranslations(loaderOf([concert(root)]), join(root, 'concerts'), ['title']).load(context);
    expect(entries.get('sunside')).toEqual({ title: 'Soirée', date: '2026-12-12', translations: { en: { data: { title: 'Evening' }, html: '<p>Text</p>' } } });
  });

  it('stops on a translation without its French file, naming both', async () => {
    const root = folderWith({ 'concerts/sunside.md': '---\ntitle: Soirée\n---\n', 'concerts/sunsid.es.md': '---\ntitle: Velada\n---\n' });
    await expect(withTranslations(loaderOf([concert(root)]), join(root, 'concerts'), ['title']).load(contextAt(root).context)).rejects.toThrow(
      /concerts\/sunsid\.es\.md : cette traduction n'a pas de fichier français .*concerts\/sunsid\.md/,
    );
  });

  it('refuses a language-neutral field given another value in a translation, naming it and the French file', async () => {
    const root = folderWith({ 'concerts/sunside.md': '---\ntitle: Soirée\n---\n', 'concerts/sunside.en.md': '---\ntitle: Evening\ndate: 2026-12-13\n---\n' });
    await expect(withTranslations(loaderOf([concert(root)]), join(root, 'concerts'), ['title']).load(contextAt(root).context)).rejects.toThrow(
      /sunside\.en\.md : ce champ ne se traduit pas : date\.[\s\S]*concerts\/sunside\.md/,
    );
  });

  it('stops on a broken front matter in a translation, naming the file and its line', async () => {
    const root = folderWith({ 'concerts/sunside.md': '---\ntitle: Soirée\n---\n', 'concerts/sunside.en.md': '---\ntitle: Evening\nno colon here\n---\n' });
    await expect(withTranslations(loaderOf([concert(root)]), join(root, 'concerts'), ['title']).load(contextAt(root).context)).rejects.toThrow(
      /concerts\/sunside\.en\.md.*ligne 3/,
    );
  });

  it("reads a list file's translation by id, the French values the studio copies left to the French file, and stops on an id the French file does not have", async () => {
    const french = JSON.stringify({ entries: [{ id: 'trio', icon: 'guitare', summary: 'Trois musiciens' }] });
    const root = folderWith({
      'content/ensembles.json': french,
      'content/ensembles.en.json': JSON.stringify({ entries: [{ id: 'trio', icon: 'guitare', summary: 'Three players' }] }),
    });
    const { context, entries } = contextAt(root);
    await withTranslations(dataFile(join(root, 'content/ensembles.json')), join(root, 'content'), ['summary']).load(context);
    expect(entries.get('trio')).toMatchObject({ translations: { en: { data: { summary: 'Three players' } } } });
    expect(Object.keys((entries.get('trio') as { translations: { en: { data: object } } }).translations.en.data)).toEqual(['summary']);

    const orphan = folderWith({ 'content/ensembles.json': french, 'content/ensembles.es.json': JSON.stringify({ entries: [{ id: 'tri', summary: 'Tres músicos' }] }) });
    await expect(withTranslations(dataFile(join(orphan, 'content/ensembles.json')), join(orphan, 'content'), ['summary']).load(contextAt(orphan).context)).rejects.toThrow(
      /ensembles\.es\.json : l'entrée « tri » traduite ici n'existe pas dans .*ensembles\.json/,
    );
  });

  it("reads a translated list's texts from the translation and its other parts from the French file, item by item", async () => {
    const kit = z.object({
      inputs: z.array(z.object({ channel: z.number(), source: inStudio(z.string(), { label: 'Source', translatable: true }), microphone: z.string() })),
    });
    const french = {
      inputs: [
        { channel: 1, source: 'Conga grave', microphone: 'Beta 57' },
        { channel: 2, source: 'Voix', microphone: 'SM58' },
      ],
    };
    const stale = {
      inputs: [
        { channel: 1, source: 'Low conga', microphone: 'SM57' },
        { channel: 2, source: 'Vocals', microphone: 'SM58' },
      ],
    };
    const root = folderWith({ 'kits/quintet.json': JSON.stringify(french), 'kits/quintet.en.json': JSON.stringify(stale) });
    const { context, entries } = contextAt(root);
    await withTranslations(dataFolder(join(root, 'kits')), join(root, 'kits'), ['inputs'], frenchNeutralPartsOf(kit)).load(context);
    expect(entries.get('quintet')).toMatchObject({
      translations: {
        en: {
          data: {
            inputs: [
              { channel: 1, source: 'Low conga', microphone: 'Beta 57' },
              { channel: 2, source: 'Vocals', microphone: 'SM58' },
            ],
          },
        },
      },
    });
  });

  it('keeps the French list, with a warning in French, where a translated list is out of step with it', async () => {
    const kit = z.object({ inputs: z.array(z.object({ channel: z.number(), source: inStudio(z.string(), { label: 'Source', translatable: true }) })) });
    const french = {
      inputs: [
        { channel: 1, source: 'Conga grave' },
        { channel: 2, source: 'Voix' },
      ],
    };
    const root = folderWith({ 'kits/trio.json': JSON.stringify(french), 'kits/trio.en.json': JSON.stringify({ inputs: [{ channel: 1, source: 'Low conga' }] }) });
    const { context, entries } = contextAt(root);
    const warnings: string[] = [];
    Object.assign(context.logger, { warn: (message: string) => warnings.push(message) });
    await withTranslations(dataFolder(join(root, 'kits')), join(root, 'kits'), ['inputs'], frenchNeutralPartsOf(kit)).load(context);
    expect(entries.get('trio')).toMatchObject({ translations: { en: { data: {} } } });
    expect(Object.keys((entries.get('trio') as { translations: { en: { data: object } } }).translations.en.data)).toEqual([]);
    expect(warnings.join('\n')).toMatch(
      /trio\.en\.json : cette liste n’a pas autant d’éléments que dans .*trio\.json : inputs\.\nLa page dans cette langue montre la liste française/,
    );
  });

  it('stops on a translation that is not JSON, naming it', async () => {
    const root = folderWith({ 'albums/cimarron.json': '{ "description": "Un disque" }', 'albums/cimarron.en.json': '{ "description": "A record", }' });
    await expect(withTranslations(dataFolder(join(root, 'albums')), join(root, 'albums'), ['description']).load(contextAt(root).context)).rejects.toThrow(
      /albums\/cimarron\.en\.json : ce fichier n'est pas du JSON valide/,
    );
  });

  it('reloads the French entry when its translation changes in the studio (dev server)', async () => {
    const root = folderWith({ 'concerts/sunside.md': '---\ntitle: Soirée\n---\n', 'concerts/sunside.en.md': '---\ntitle: Evening\n---\n' });
    const { context, entries } = contextAt(root);
    const watcher = new EventEmitter();
    const reloaded: string[] = [];
    watcher.on('change', (path: string) => reloaded.push(path));
    const storeEntries = context.store.entries;
    Object.assign(context, { watcher, store: { ...context.store, entries: () => storeEntries().map(([id, data]) => [id, { data, filePath: 'concerts/sunside.md' }]) } });
    await withTranslations(loaderOf([concert(root)]), join(root, 'concerts'), ['title']).load(context);
    watcher.emit('all', 'change', join(root, 'concerts/sunside.en.md'));
    expect(entries.has('sunside')).toBe(false);
    expect(reloaded).toEqual([join(root, 'concerts/sunside.md')]);
  });

  it('leaves translation files out of the French entries of a folder', async () => {
    const root = folderWith({ 'albums/cimarron.json': '{ "description": "Un disque" }', 'albums/cimarron.es.json': '{ "description": "Un disco" }' });
    const { context, entries } = contextAt(root);
    await withTranslations(dataFolder(join(root, 'albums')), join(root, 'albums'), ['description']).load(context);
    expect([...entries.keys()]).toEqual(['cimarron']);
    expect(entries.get('cimarron')).toMatchObject({ description: 'Un disque', translations: { es: { data: { description: 'Un disco' } } } });
  });
});

describe('reported, on the dev server (a watcher)', () => {
  it('keeps the problem for the site’s page instead of stopping, says it once, and forgets it once the file is repaired', async () => {
    const root = folderWith({ 'partners.json': '{ "entries": [ { "id": "sunside", } ] }' });
    const { context, entries } = contextAt(root);
    // Astro's file() asks the dev server's watcher to follow its file.
    const watcher = Object.assign(new EventEmitter(), { add: () => undefined });
    const said: string[] = [];
    Object.assign(context, { collection: 'partners', watcher, logger: { ...context.logger, error: (message: string) => said.push(message) } });
    const loader = reported(dataFile(join(root, 'partners.json')));

    await loader.load(context);
    expect(contentProblems.get('partners')).toMatchObject({ file: expect.stringMatching(/partners\.json$/), unreadable: true });
    expect(contentProblems.get('partners')?.message).toMatch(/partners\.json : ce fichier n'est pas du JSON valide/);
    // Any change reads the collection again, once it has settled: the same slip is not said twice.
    watcher.emit('all', 'change', join(root, '.astro', 'data-store.json'));
    // Read again and refused again: it listens for the next change.
    await vi.waitFor(() => expect(watcher.listenerCount('all')).toBe(1), { timeout: 2_000 });
    expect(said).toHaveLength(1);

    writeFileSync(join(root, 'partners.json'), '{ "entries": [ { "id": "sunside" } ] }');
    watcher.emit('all', 'change', join(root, 'partners.json'));
    await vi.waitFor(() => expect(contentProblems.has('partners')).toBe(false), { timeout: 2_000 });
    expect([...entries.keys()]).toEqual(['sunside']);
  });
});
