import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro/content/config';
import { inStudio } from '../../src/lib/studio-fields.ts';
import { MAX_IMAGE_BYTES } from '../../src/lib/image-rules.ts';
import { studioFieldsOf } from './cms-fields.ts';

const [title] = studioFieldsOf(z.object({ title: inStudio(z.string().min(1), { label: 'Titre', hint: 'Le titre affiché.' }) }), 'test');

describe('the studio fields written from a schema', () => {
  it('take the label and the hint written beside the field', () => {
    expect(title).toEqual({ name: 'title', label: 'Titre', hint: 'Le titre affiché.', widget: 'string' });
  });

  it('follow the schema: a field added to it is in the studio, in its place', () => {
    const entry = z.object({ title: inStudio(z.string(), { label: 'Titre' }), subtitle: inStudio(z.string(), { label: 'Sous-titre' }) });
    expect(studioFieldsOf(entry, 'test').map((field) => field.name)).toEqual(['title', 'subtitle']);
  });

  it('refuse a field without a label, naming it', () => {
    const items = z.array(z.object({ name: z.string() }));
    expect(() => studioFieldsOf(z.object({ items }), 'albums')).toThrow(/albums\.items has no label/);
    expect(() => studioFieldsOf(z.object({ items: inStudio(items, { label: 'Entrées' }) }), 'albums')).toThrow(/albums\.items\.name has no label/);
  });

  it('carry the schema’s pattern, with the message written beside it', () => {
    const [price] = studioFieldsOf(z.object({ price: inStudio(z.string().regex(/^\d+€$/), { label: 'Prix', invalid: 'Prix au format 25€.' }) }), 'test');
    expect(price?.pattern).toEqual(['^\\d+€$', 'Prix au format 25€.']);
  });

  it('refuse a pattern without its message for the studio', () => {
    expect(() => studioFieldsOf(z.object({ size: inStudio(z.string().regex(/^\d+ KB$/), { label: 'Taille' }) }), 'test')).toThrow(/test.size has a pattern but no message/);
  });

  it('write a path pattern as the studio reads it, without the slashes a regular expression escapes', () => {
    const [path] = studioFieldsOf(z.object({ path: inStudio(z.string().regex(/^[a-z]+\/[a-z.]+$/), { label: 'Fichier', invalid: 'Chemin.' }) }), 'test');
    expect(path?.pattern?.[0]).toBe('^[a-z]+/[a-z.]+$');
  });

  it('ask for a web address with the protocols the schema accepts', () => {
    const fields = studioFieldsOf(
      z.object({ booking: inStudio(z.url({ protocol: /^https?$/ }), { label: 'Réservation' }), site: inStudio(z.url({ protocol: /^https$/ }), { label: 'Site' }) }),
      'test',
    );
    expect(fields.map((field) => field.pattern?.[0])).toEqual(['^https?://', '^https://']);
  });

  it('offer a closed list as a select with exactly its choices, and its default', () => {
    const [status] = studioFieldsOf(z.object({ status: inStudio(z.enum(['programmé', 'complet']).default('programmé'), { label: 'Statut' }) }), 'test');
    expect(status).toMatchObject({ widget: 'select', options: ['programmé', 'complet'], default: 'programmé' });
    expect(status?.required).toBeUndefined();
  });

  it('let an optional field, one the studio may leave blank, or a list that defaults to none stay empty', () => {
    const blank = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()).optional();
    const fields = studioFieldsOf(
      z.object({
        artist: inStudio(z.string().optional(), { label: 'Artiste' }),
        endTime: inStudio(blank, { label: 'Heure de fin', default: '' }),
        photos: inStudio(z.array(z.object({ caption: inStudio(z.string(), { label: 'Légende' }) })).default([]), { label: 'Photos' }),
      }),
      'test',
    );
    expect(fields.map((field) => [field.name, field.required, field.default])).toEqual([
      ['artist', false, undefined],
      ['endTime', false, ''],
      ['photos', false, undefined],
    ]);
  });

  it('keep a field required when only a transform of the schema requires it', () => {
    const image = z
      .string()
      .optional()
      .transform((value, context) => value ?? (context.addIssue({ code: 'custom', message: 'image manquante' }), z.NEVER));
    const [cover] = studioFieldsOf(z.object({ image: inStudio(image, { label: 'Couverture' }) }), 'test');
    expect(cover?.required).toBeUndefined();
  });

  it('give a whole number its bounds, and none for the safe-integer bound of .int()', () => {
    const fields = studioFieldsOf(
      z.object({
        position: inStudio(z.number().int().positive(), { label: 'Place' }),
        order: inStudio(z.number().int().nonnegative(), { label: 'Ordre' }),
        readTime: inStudio(z.number().int().positive().max(120), { label: 'Minutes' }),
      }),
      'test',
    );
    expect(fields.map(({ widget, value_type, min, max }) => ({ widget, value_type, min, max }))).toEqual([
      { widget: 'number', value_type: 'int', min: 1, max: undefined },
      { widget: 'number', value_type: 'int', min: 0, max: undefined },
      { widget: 'number', value_type: 'int', min: 1, max: 120 },
    ]);
  });

  it('show a box that is never missing for a yes-or-no field', () => {
    const [featured] = studioFieldsOf(z.object({ featured: inStudio(z.boolean().default(false), { label: 'Sur l’accueil' }) }), 'test');
    expect(featured).toMatchObject({ widget: 'boolean', default: false, required: false });
  });

  it('make Astro’s image(), and a path the site reads itself (widget « file »), an image field that refuses files over the limit', () => {
    const schema = ({ image }: SchemaContext) =>
      z.object({
        cover: inStudio(image(), { label: 'Pochette' }),
        photo: inStudio(image().optional(), { label: 'Photo' }),
        print: inStudio(z.string(), { label: 'Pour l’impression', widget: 'file' }),
      });
    const fields = studioFieldsOf(schema, 'test');
    expect(fields.map((field) => [field.widget, field.required, field.media_library?.config.max_file_size])).toEqual([
      ['image', undefined, MAX_IMAGE_BYTES],
      ['image', false, MAX_IMAGE_BYTES],
      ['image', undefined, MAX_IMAGE_BYTES],
    ]);
  });

  it('type days and times in the browser’s own boxes (typed as well as picked), storing what the schemas read, with no time zone', () => {
    const fields = studioFieldsOf(
      z.object({
        date: inStudio(z.string(), { label: 'Date', widget: 'day' }),
        time: inStudio(z.string().regex(/^\d{2}:\d{2}$/), { label: 'Heure', widget: 'clock', default: '20:30' }),
      }),
      'test',
    );
    expect(fields[0]).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });
    expect(fields[1]).toMatchObject({
      widget: 'datetime',
      type: 'time',
      format: 'HH:mm',
      default: '20:30',
      pattern: ['^\\d{2}:\\d{2}$', 'Heure au format HH:MM, par exemple 20:30.'],
    });
  });

  it('nest lists and groups: fields for a list of objects, one field for a list of texts, fields for a group', () => {
    const fields = studioFieldsOf(
      z.object({
        members: inStudio(z.array(z.object({ name: inStudio(z.string(), { label: 'Nom' }) })).min(1), { label: 'Musiciens', item: 'musicien', summary: '{{fields.name}}' }),
        tracks: inStudio(z.array(inStudio(z.string(), { label: 'Titre du morceau' })).min(1), { label: 'Morceaux' }),
        video: inStudio(z.object({ title: inStudio(z.string(), { label: 'Titre' }) }), { label: 'Vidéo' }),
      }),
      'test',
    );
    expect(fields[0]).toMatchObject({ widget: 'list', label_singular: 'musicien', summary: '{{fields.name}}', min: 1, fields: [{ name: 'name', label: 'Nom' }] });
    expect(fields[1]).toMatchObject({ widget: 'list', min: 1, field: { name: 'tracks', label: 'Titre du morceau', widget: 'string' } });
    expect(fields[2]).toMatchObject({ widget: 'object', fields: [{ name: 'title', label: 'Titre' }] });
  });

  it('show one rule under each field’s own label', () => {
    const address = z.url({ protocol: /^https?$/ });
    const fields = studioFieldsOf(z.object({ spotify: inStudio(address, { label: 'Lien Spotify' }), payment: inStudio(address, { label: 'Lien de paiement' }) }), 'test');
    expect(fields.map((field) => field.label)).toEqual(['Lien Spotify', 'Lien de paiement']);
  });
});
