/**
 * How the studio (Sveltia CMS at /admin) shows a content field, written beside the field's zod schema
 * (src/content-schemas.ts, src/lib/settings.ts) in zod's own metadata registry: the schema stays
 * the one place where a field is defined. What the field accepts (its type, pattern, bounds,
 * closed list, whether it is required, its default) is read from the schema itself by
 * integrations/studio/cms-fields.ts, which writes the studio's configuration; the tables of
 * content/README.md are written from the same two (see content-guide.ts there).
 */
import type { SchemaContext } from 'astro/content/config';
import { z } from 'zod';

export interface StudioField {
  /** The field's name in the studio's form, in French. */
  label: string;
  /** The help under the field. */
  hint?: string;
  /**
   * How a text is typed, where its type says too little: `longText` a box of several lines, `day`
   * a calendar (stored 2026-12-12), `clock` a time picker (stored "20:30"), `file` the studio's
   * image picker for a path the site reads itself rather than through Astro's image() (which would
   * copy the file into the site even where no page draws it), `videoFile` the studio's file picker
   * for a video file the site reads itself (a featured video's loop).
   */
  widget?: 'longText' | 'day' | 'clock' | 'file' | 'videoFile';
  /**
   * A `day`'s first and last accepted days (2000-01-01), where the schema bounds it with a
   * refinement, which JSON Schema cannot say: the studio's calendar offers no other day and
   * refuses a typed one before saving.
   */
  days?: { first: string; last: string };
  /**
   * An image file's least width in pixels, the largest its pages draw it at: Astro does not enlarge
   * an image. The build checks the file (src/content-loaders.ts); the studio refuses a narrower one
   * before saving (integrations/studio/image-width.ts), which JSON Schema and Sveltia cannot say.
   */
  minWidth?: number;
  /** The studio's message when a text does not match the schema's pattern. */
  invalid?: string;
  /** The value a new entry starts with, where the schema has no default of its own. */
  default?: string | boolean;
  /** A list's item, as the studio names it ("morceau"): "Ajouter morceau". */
  item?: string;
  /** A list's item in the studio's list, from its fields: "{{fields.title}}". */
  summary?: string;
  /** A long list shows its items folded. */
  collapsed?: boolean;
  /**
   * Written by a command, never by hand (a document's size, read back from the private bucket by
   * `npm run pro-documents:push`): the studio shows the value and does not let it be changed.
   */
  readonly?: boolean;
  /**
   * A list whose items a command adds and removes (a document is one of the bucket's files): the
   * studio edits and reorders them, and adds, duplicates or removes none.
   */
  fixedItems?: boolean;
  /** What the artist's guide adds for a file written by hand (quotes, a path), after the hint. */
  guide?: string;
  /**
   * The field is written in each language (the studio's per-field `i18n: true`; its English and
   * Spanish values live in the entry's translation files, see src/lib/languages.ts). A field
   * without it is language-neutral: written once, in the French file.
   */
  translatable?: boolean;
}

export const studioFields = z.registry<StudioField>();

/**
 * The schema with how the studio shows it. A copy, as zod's own `.meta()` makes one: a rule used by
 * many fields (a web address, a position) is shown under each field's own label.
 */
export function inStudio<Schema extends z.ZodType>(schema: Schema, field: StudioField): Schema {
  const copy = schema.clone();
  studioFields.add(copy as z.ZodType, field);
  return copy;
}

/** The entry object a collection's schema checks: the object itself, or the one a pipe (fields()'s refinement) starts from. */
function entryObject(schema: z.ZodType): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return entryObject(schema.in as z.ZodType);
  return undefined;
}

/** Whether a field is marked translatable, or holds one that is (a list whose item has a translatable text). */
function holdsTranslatable(field: z.ZodType): boolean {
  if (studioFields.get(field)?.translatable === true) return true;
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault || field instanceof z.ZodNullable) return holdsTranslatable(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodPipe) return holdsTranslatable(field.in as z.ZodType) || holdsTranslatable(field.out as z.ZodType);
  if (field instanceof z.ZodArray) return holdsTranslatable(field.element as z.ZodType);
  const object = entryObject(field);
  return object !== undefined && Object.values(object.shape).some((inner) => holdsTranslatable(inner as z.ZodType));
}

/** A schema that takes Astro's image() helper, read with text standing in for images (an image is never translatable). */
function withoutImages(schema: z.ZodType | ((context: SchemaContext) => z.ZodType)): z.ZodType {
  return typeof schema === 'function' ? schema({ image: (() => z.string()) as unknown as SchemaContext['image'] }) : schema;
}

/**
 * The names of an entry's fields a translation file may write: each field marked translatable, and
 * each list or group holding one (the studio writes such a list whole in each language, its images
 * and links repeated).
 */
export function translatableFieldsOf(schema: z.ZodType | ((context: SchemaContext) => z.ZodType)): string[] {
  const resolved = withoutImages(schema);
  const shape = entryObject(resolved)?.shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => holdsTranslatable(field as z.ZodType))
    .map(([name]) => name);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A translated value with its language-neutral parts read from the French one. A translation
 * writes a list that holds translatable texts whole (a kit's inputs: source, stand and notes in
 * English, beside the channel and microphone the studio repeats), so item by item the texts are
 * the translation's and every other part the French file's: a microphone changed in French is the
 * one every language prints. A list whose length differs from the French list is out of step with
 * it (an input added in French only): undefined, and the page keeps the French list.
 */
export function withFrenchNeutralParts(field: z.ZodType, french: unknown, translated: unknown): unknown {
  if (studioFields.get(field)?.translatable === true) return translated;
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault || field instanceof z.ZodNullable) {
    return withFrenchNeutralParts(field.unwrap() as z.ZodType, french, translated);
  }
  if (field instanceof z.ZodPipe) return withFrenchNeutralParts(field.in as z.ZodType, french, translated);
  if (field instanceof z.ZodArray) {
    if (!Array.isArray(translated)) return translated;
    const frenchItems: unknown[] = Array.isArray(french) ? french : [];
    if (frenchItems.length !== translated.length) return undefined;
    const items = translated.map((item, index) => withFrenchNeutralParts(field.element as z.ZodType, frenchItems[index], item));
    return items.includes(undefined) ? undefined : items;
  }
  const object = entryObject(field);
  if (object === undefined || !isRecord(translated)) return french;
  const frenchParts = isRecord(french) ? french : {};
  const translatedParts = Object.entries(object.shape).flatMap(([name, inner]) => {
    if (!(name in translated) || !holdsTranslatable(inner as z.ZodType)) return [];
    const merged = withFrenchNeutralParts(inner as z.ZodType, frenchParts[name], translated[name]);
    return merged === undefined ? [] : [[name, merged] as const];
  });
  return { ...frenchParts, ...Object.fromEntries(translatedParts) };
}

/** withFrenchNeutralParts for one of an entry's fields, by name, as the loader reads a translation file. */
export function frenchNeutralPartsOf(schema: z.ZodType | ((context: SchemaContext) => z.ZodType)): (name: string, french: unknown, translated: unknown) => unknown {
  const resolved = withoutImages(schema);
  const shape = entryObject(resolved)?.shape ?? {};
  return (name, french, translated) => {
    const field = shape[name] as z.ZodType | undefined;
    return field === undefined ? translated : withFrenchNeutralParts(field, french, translated);
  };
}
