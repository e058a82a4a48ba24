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
   * a calendar (stored 2026-12-12), `clock` a time picker (stored "20:30").
   */
  widget?: 'longText' | 'day' | 'clock';
  /**
   * A `day`'s first and last accepted days (2000-01-01), where the schema bounds it with a
   * refinement, which JSON Schema cannot say: the studio's calendar offers no other day and
   * refuses a typed one before saving.
   */
  days?: { first: string; last: string };
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

/**
 * The names of an entry's fields a translation file may write: each field marked translatable, and
 * each list or group holding one (the studio writes such a list whole in each language, its images
 * and links repeated). A schema that takes Astro's image() helper is read with text standing in for
 * images (an image is never translatable).
 */
export function translatableFieldsOf(schema: z.ZodType | ((context: SchemaContext) => z.ZodType)): string[] {
  const resolved = typeof schema === 'function' ? schema({ image: (() => z.string()) as unknown as SchemaContext['image'] }) : schema;
  const shape = entryObject(resolved)?.shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => holdsTranslatable(field as z.ZodType))
    .map(([name]) => name);
}
