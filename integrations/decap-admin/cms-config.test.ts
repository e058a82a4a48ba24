import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { collections } from '../../src/content.config.ts';
import { siteSettingsSchema } from '../../src/lib/settings.ts';
import { cmsCollections, type CmsFile } from './cms-config.ts';
import type { CmsField } from './cms-fields.ts';
import { MAX_IMAGE_BYTES } from '../../src/lib/image-rules.ts';

/**
 * The studio's fields must be the schemas' fields: a schema field the studio cannot fill, a studio
 * field the build refuses (an unknown key fails it), a required field the studio lets go, or a
 * closed list that differs would each leave the artist with an entry that breaks the build.
 */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
}

/**
 * Fields optional on the schema's input side but required by a transform, which JSON Schema cannot
 * see: image() takes no message of its own, so the blog's images are checked that way (in French).
 */
const REQUIRED_BY_TRANSFORM = ['blog.image', 'blog.photos.image'];

type SchemaOption = z.ZodType | ((context: { image: () => z.ZodType }) => z.ZodType);

/** The schema as JSON Schema, read on its input side (what the files hold); image() as text. */
function jsonSchema(schema: SchemaOption): JsonSchema {
  const resolved = typeof schema === 'function' ? schema({ image: () => z.string() }) : schema;
  return z.toJSONSchema(resolved, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A list's item or an optional value, as one object or plain schema. */
function unwrap(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.find((option) => option.type !== 'null') ?? schema;
}

/** Every difference between a schema's properties and the studio's fields, each naming its path. */
function drift(schema: JsonSchema, fields: CmsField[], path: string, extraFields: string[] = []): string[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties);
  const problems: string[] = [];
  for (const name of names.filter((key) => !fields.some((field) => field.name === key))) problems.push(`${path}.${name}: in the schema, not in the studio`);
  for (const field of fields.filter((candidate) => !names.includes(candidate.name) && !extraFields.includes(candidate.name)))
    problems.push(`${path}.${field.name}: in the studio, not in the schema`);
  for (const field of fields) {
    const property = properties[field.name];
    if (!property) continue;
    const where = `${path}.${field.name}`;
    const studioRequired = field.required !== false;
    const schemaRequired = required.has(field.name) || REQUIRED_BY_TRANSFORM.includes(where);
    // A value the schema defaults is one the studio may require, as long as it offers the same default.
    const defaulted = property.default !== undefined && property.default === field.default;
    if (studioRequired !== schemaRequired && !(defaulted && studioRequired)) problems.push(`${where}: required ${schemaRequired} in the schema, ${studioRequired} in the studio`);
    const value = unwrap(property);
    if (value.enum && JSON.stringify(value.enum) !== JSON.stringify(field.options))
      problems.push(`${where}: choices ${JSON.stringify(value.enum)} in the schema, ${JSON.stringify(field.options)} in the studio`);
    if (field.widget === 'select' && !value.enum) problems.push(`${where}: a select in the studio, free text in the schema`);
    if (value.type === 'object') problems.push(...drift(value, field.fields ?? [], where));
    if (value.type === 'array') {
      const item = unwrap(value.items ?? {});
      if (item.type === 'object') problems.push(...drift(item, field.fields ?? [], where));
      else if (!field.field) problems.push(`${where}: a list of values in the schema, not in the studio`);
    }
  }
  return problems;
}

const studioFiles: CmsFile[] = cmsCollections.flatMap((collection) => ('files' in collection ? collection.files : []));
const studioFolders = cmsCollections.filter((collection) => 'folder' in collection);

/** The studio's fields for a collection of src/content.config.ts, and the fields it adds there. */
function studioFieldsOf(name: string): { fields: CmsField[]; extra: string[] } | undefined {
  const folder = studioFolders.find((collection) => collection.name === name);
  // A markdown entry's text is its body; a JSON entry has none.
  if (folder) return { fields: folder.fields, extra: folder.format === 'frontmatter' ? ['body'] : [] };
  const file = studioFiles.find((candidate) => candidate.name === name);
  if (!file) return undefined;
  if (file.file.endsWith('.md')) return { fields: file.fields, extra: ['body'] };
  // A JSON list file: its entries, each with the id Astro's file() loader needs.
  const entries = file.fields.find((field) => field.name === 'entries');
  return entries ? { fields: entries.fields ?? [], extra: ['id'] } : undefined;
}

describe('the studio configuration (integrations/decap-admin/cms-config.ts)', () => {
  it.each(Object.keys(collections))('edits the collection %s with exactly its schema fields', (name) => {
    const studio = studioFieldsOf(name);
    expect(studio, `no studio collection or file named ${name}`).toBeDefined();
    const collection = collections[name as keyof typeof collections];
    expect(drift(jsonSchema(collection.schema as unknown as SchemaOption), studio?.fields ?? [], name, studio?.extra)).toEqual([]);
  });

  it('edits content/settings.json with exactly the fields of its schema', () => {
    const settings = studioFiles.find((file) => file.file === 'content/settings.json');
    expect(drift(jsonSchema(siteSettingsSchema as unknown as z.ZodType), settings?.fields ?? [], 'settings')).toEqual([]);
  });

  it('has no studio collection without a schema', () => {
    const known = [...Object.keys(collections), 'settings'];
    const names = [...studioFolders.map((collection) => collection.name), ...studioFiles.map((file) => file.name)];
    expect(names.filter((name) => !known.includes(name))).toEqual([]);
  });

  it.each(studioFolders.filter((collection) => collection.format === 'json').map((collection) => [collection.name, collection] as const))(
    'finds the entries of %s one JSON file each in its folder, named as the studio names them',
    (_name, collection) => {
      const files = readdirSync(collection.folder).filter((file) => file.endsWith(`.${collection.extension}`));
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => !/^[a-z0-9]+(-[a-z0-9]+)*\.json$/.test(file))).toEqual([]);
    },
  );

  it.each(studioFolders.filter((collection) => collection.format === 'json' && collection.media_folder !== undefined).map((collection) => [collection.name, collection] as const))(
    'keeps the images of %s where the studio puts new ones, and writes paths that lead there',
    (_name, collection) => {
      const mediaFolder = collection.media_folder?.startsWith('/') ? collection.media_folder.slice(1) : join(collection.folder, collection.media_folder ?? '');
      const entryFiles = readdirSync(collection.folder).filter((file) => file.endsWith('.json'));
      for (const file of entryFiles) {
        const { image } = JSON.parse(readFileSync(join(collection.folder, file), 'utf8')) as { image: string };
        const written = resolve(collection.folder, image);
        expect(existsSync(written), `${file}: ${image}`).toBe(true);
        expect(dirname(written)).toBe(resolve(mediaFolder));
        expect(resolve(collection.folder, `${collection.public_folder ?? ''}/new.jpg`)).toBe(resolve(mediaFolder, 'new.jpg'));
      }
    },
  );

  it('refuses images over 5 MB on every image field', () => {
    const images = (fields: CmsField[]): CmsField[] => fields.flatMap((field) => [...(field.widget === 'image' ? [field] : []), ...images(field.fields ?? [])]);
    const all = images([...studioFolders.flatMap((collection) => collection.fields), ...studioFiles.flatMap((file) => file.fields)]);
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((field) => field.media_library?.config.max_file_size !== MAX_IMAGE_BYTES).map((field) => field.name)).toEqual([]);
  });
});
