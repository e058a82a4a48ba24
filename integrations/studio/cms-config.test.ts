import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collections } from '../../src/content.config.ts';
import { cmsCollections, imageMinWidths, studioEntryAddress, type CmsFile } from './cms-config.ts';
import type { CmsField } from './cms-fields.ts';
import { ARTICLE_IMAGE_MIN_WIDTH, MAX_IMAGE_BYTES } from '../../src/lib/image-rules.ts';
import { ALBUM_COVER_WIDTHS, SIDEMAN_COVER_WIDTHS, STORE_COVER_WIDTHS } from '../../src/lib/covers.ts';
import { contentSchemas } from '../../src/content-schemas.ts';
import { imageMinWidthsOf } from './cms-fields.ts';
import { translationOf } from '../../src/content-translation-files';

const studioFiles: CmsFile[] = cmsCollections.flatMap((collection) => ('files' in collection ? collection.files : []));
const studioFolders = cmsCollections.filter((collection) => 'folder' in collection);

describe('the studio configuration (integrations/studio/cms-config.ts)', () => {
  it('edits every collection of src/content.config.ts, and content/settings.json', () => {
    const names = [...studioFolders.map((collection) => collection.name), ...studioFiles.map((file) => file.name)];
    expect([...Object.keys(collections), 'settings'].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('edits the files the site reads: each file of a files collection is in content/', () => {
    expect(studioFiles.map((file) => file.file).filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has no studio collection without a schema', () => {
    const known = [...Object.keys(collections), 'settings'];
    const names = [...studioFolders.map((collection) => collection.name), ...studioFiles.map((file) => file.name)];
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
  });

  it.each(studioFolders.filter((collection) => collection.format === 'json').map((collection) => [collection.name, collection] as const))(
    'finds the entries of %s one JSON file each in its folder, named as the studio names them',
    (_name, collection) => {
      // A translation (cimarron.en.json, src/content-translation-files.ts) is part of its French entry, not an entry.
      const files = readdirSync(collection.folder).filter((file) => file.endsWith(`.${collection.extension}`) && !translationOf(file));
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => !/^[a-z0-9]+(-[a-z0-9]+)*\.json$/.test(file))).toEqual([]);
    },
  );

  it.each(studioFolders.filter((collection) => collection.format === 'json' && collection.media_folder !== undefined).map((collection) => [collection.name, collection] as const))(
    'keeps the images of %s where the studio puts new ones, and writes paths that lead there',
    (_name, collection) => {
      const mediaFolder = collection.media_folder?.startsWith('/') ? collection.media_folder.slice(1) : join(collection.folder, collection.media_folder ?? '');
      const entryFiles = readdirSync(collection.folder).filter((file) => file.endsWith('.json') && !translationOf(file));
      for (const file of entryFiles) {
        const entry = JSON.parse(readFileSync(join(collection.folder, file), 'utf8')) as { image?: string; photos?: { print: string }[] };
        // A cover is the entry's own; a kit's own files are its photos' print files (its page shows the ensembles' and the gallery's pictures).
        const images = entry.photos ? entry.photos.map((photo) => photo.print) : [entry.image ?? ''];
        for (const image of images) {
          const written = resolve(collection.folder, image);
          expect(existsSync(written), `${file}: ${image}`).toBe(true);
          expect(dirname(written)).toBe(resolve(mediaFolder));
        }
        expect(resolve(collection.folder, `${collection.public_folder ?? ''}/new.jpg`)).toBe(resolve(mediaFolder, 'new.jpg'));
      }
    },
  );

  it('lets the studio edit the pro documents’ titles, names and order only: npm run pro-documents:push adds and removes them and writes their file, size and digest', () => {
    const entries = studioFiles.find((file) => file.name === 'proDocuments')?.fields[0];
    expect(entries).toMatchObject({ name: 'entries', allow_add: false, allow_duplicate: false, allow_remove: false });
    const documents = entries?.fields?.find((field) => field.name === 'documents');
    expect(documents).toMatchObject({ widget: 'list', allow_add: false, allow_duplicate: false, allow_remove: false });
    const readonly = (fields: CmsField[] | undefined) => (fields ?? []).filter((field) => field.readonly).map((field) => field.name);
    expect(readonly(entries?.fields)).toEqual(['id']);
    expect(readonly(documents?.fields)).toEqual(['path', 'size', 'sha256']);
    expect(documents?.fields?.find((field) => field.name === 'name')).toMatchObject({ widget: 'string', i18n: true });
  });

  it('refuses images over 5 MB on every image field', () => {
    const images = (fields: CmsField[]): CmsField[] => fields.flatMap((field) => [...(field.widget === 'image' ? [field] : []), ...images(field.fields ?? [])]);
    const all = images([...studioFolders.flatMap((collection) => collection.fields), ...studioFiles.flatMap((file) => file.fields)]);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((field) => field.media_library?.config.max_file_size !== MAX_IMAGE_BYTES).map((field) => field.name)).toEqual([]);
  });

  it('checks in the studio the least width of each image the build checks: article images and covers', () => {
    expect(imageMinWidths).toEqual({
      blog: { image: ARTICLE_IMAGE_MIN_WIDTH, 'photos.*.image': ARTICLE_IMAGE_MIN_WIDTH },
      albums: { image: Math.max(...ALBUM_COVER_WIDTHS) },
      storeAlbums: { image: Math.max(...STORE_COVER_WIDTHS) },
      sideman: { image: Math.max(...SIDEMAN_COVER_WIDTHS) },
    });
  });

  it('leaves no least width of a schema unchecked by the studio (image-width.ts reads folder collections only)', () => {
    const inSchemas = Object.entries(contentSchemas).filter(([name, schema]) => Object.keys(imageMinWidthsOf(schema, name)).length > 0);
    expect(inSchemas.map(([name]) => name).sort()).toEqual(Object.keys(imageMinWidths).sort());
  });

  it('finds every JSON file of content/ written as the studio writes it (JSON.stringify with two spaces, and a newline): a save changes only what changed', () => {
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(50);
    const unlike = files.filter((file) => {
      const text = readFileSync(join('content', file), 'utf8');
      return text !== `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    });
    expect(unlike, 'not in the form JSON.stringify(value, null, 2) and a newline: the studio would rewrite them whole').toEqual([]);
  });

  it('gives the studio’s address of the entry a content file holds, a translation opening its French entry', () => {
    expect(studioEntryAddress('content/concerts/2026-12-12-sunside-paris.md')).toBe('/admin/#/collections/concerts/entries/2026-12-12-sunside-paris');
    expect(studioEntryAddress('content/concerts/2026-12-12-sunside-paris.en.md')).toBe('/admin/#/collections/concerts/entries/2026-12-12-sunside-paris');
    expect(studioEntryAddress('content/press/articles/2019-02-11-revelation.json')).toBe('/admin/#/collections/pressArticles/entries/2019-02-11-revelation');
    expect(studioEntryAddress('content/ensembles.es.json')).toBe('/admin/#/collections/artiste/entries/ensembles');
    expect(studioEntryAddress('content/settings.json')).toBe('/admin/#/collections/reglages/entries/settings');
    // An image, or a file no collection edits, has no entry.
    expect(studioEntryAddress('content/blog/photos-de-liege/scene.jpg')).toBeUndefined();
    expect(studioEntryAddress('content/README.md')).toBeUndefined();
  });
});
