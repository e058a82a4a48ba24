import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { inStudio } from '../../src/lib/studio-fields.ts';
import { cmsCollections, cmsConfig, withTranslations, type FilesCollection, type FolderCollection } from './cms-config.ts';
import { studioFieldsOf } from './cms-fields.ts';

/** A concert-like entry with one translatable text, one translatable list item and language-neutral fields. */
const entry = z.object({
  title: inStudio(z.string(), { label: 'Titre', translatable: true }),
  subtitle: inStudio(z.string().optional(), { label: 'Sous-titre', translatable: true }),
  date: inStudio(z.string(), { label: 'Date', widget: 'day' }),
  venue: inStudio(z.string(), { label: 'Lieu' }),
  tracks: inStudio(z.array(z.object({ name: inStudio(z.string(), { label: 'Morceau', translatable: true }), length: inStudio(z.string(), { label: 'Durée' }) })), {
    label: 'Morceaux',
  }),
  links: inStudio(z.array(z.object({ url: inStudio(z.url(), { label: 'Adresse' }) })), { label: 'Liens' }),
});

const folder = (fields = studioFieldsOf(entry, 'test')): FolderCollection => ({
  name: 'test',
  label: 'Test',
  label_singular: 'test',
  description: '',
  folder: 'content/test',
  extension: 'md' as const,
  format: 'frontmatter' as const,
  create: true as const,
  slug: '{{slug}}',
  summary: '{{title}}',
  sortable_fields: [],
  fields: [...fields, { name: 'body', label: 'Texte', widget: 'markdown' as const }],
});

describe('the studio’s translations, written from the fields marked translatable', () => {
  it('write a translatable field in each language, French required, and leave the others to the French file', () => {
    const [title, subtitle, date, venue] = studioFieldsOf(entry, 'test');
    expect(title).toMatchObject({ name: 'title', i18n: true, required: ['fr'] });
    expect(subtitle).toMatchObject({ name: 'subtitle', i18n: true, required: false });
    expect(date?.i18n).toBeUndefined();
    expect(venue?.i18n).toBeUndefined();
  });

  it('open a list to each language when an item holds a translatable field, only that field translated', () => {
    const [, , , , tracks, links] = studioFieldsOf(entry, 'test');
    expect(tracks?.i18n).toBe(true);
    expect(tracks?.fields?.map((field) => [field.name, field.i18n ?? false])).toEqual([
      ['name', true],
      ['length', false],
    ]);
    expect(links?.i18n).toBeUndefined();
  });

  it('give a collection with a translatable field its translation files, its body translated too', () => {
    const translated = withTranslations(folder());
    expect(translated.i18n).toBe(true);
    expect(translated.fields.at(-1)).toMatchObject({ name: 'body', i18n: true, required: ['fr'] });
  });

  it('leave a collection without a translatable field in French only, its body too', () => {
    const neutral = withTranslations(folder(studioFieldsOf(z.object({ venue: inStudio(z.string(), { label: 'Lieu' }) }), 'test')));
    expect(neutral.i18n).toBeUndefined();
    expect(neutral.fields.at(-1)?.i18n).toBeUndefined();
  });

  it('mark a file of a files collection, and its collection, when the file holds a translatable field', () => {
    const files: FilesCollection = {
      name: 'pages',
      label: 'Pages',
      description: '',
      files: [
        { name: 'a', label: 'A', file: 'content/a.json', fields: studioFieldsOf(entry, 'a') },
        { name: 'b', label: 'B', file: 'content/b.json', fields: [] },
      ],
    };
    const translated = withTranslations(files);
    expect(translated.i18n).toBe(true);
    expect(translated.files.map((file) => file.i18n ?? false)).toEqual([true, false]);
  });

  it('name translation files after the French one, in French, English and Spanish (src/lib/languages.ts)', () => {
    expect(cmsConfig({ repo: 'a/b', branch: 'main', siteUrl: 'https://example.org' }).i18n).toEqual({
      structure: 'multiple_files',
      locales: ['fr', 'en', 'es'],
      default_locale: 'fr',
      omit_default_locale_from_filename: true,
      initial_locales: ['fr'],
    });
  });

  it('keep the site’s collections consistent: a collection has translation files exactly when a field of it is translatable', () => {
    for (const collection of cmsCollections) {
      const fields = 'files' in collection ? collection.files.flatMap((file) => file.fields) : collection.fields;
      expect(collection.i18n === true, collection.name).toBe(fields.some((field) => field.i18n === true));
    }
  });
});
