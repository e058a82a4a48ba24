/**
 * The studio's fields (Sveltia CMS), written from the content schemas: each field's label, hint and
 * way of typing come from its metadata (src/lib/studio-fields.ts), and what it accepts from the
 * schema itself, read as JSON Schema (zod's own z.toJSONSchema, on the input side: what a file
 * holds): a pattern, bounds, a closed list, a default, whether it is required. A select in the
 * studio cannot offer a value the build refuses, and a field added to a schema is in the studio.
 */
import type { SchemaContext } from 'astro/content/config';
import { z } from 'astro/zod';
import { studioFields } from '../../src/lib/studio-fields.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE } from '../../src/lib/image-rules.ts';
import { MAX_VIDEO_FILE_BYTES } from '../../src/lib/video-posters.ts';
import { defaultLanguage } from '../../src/lib/languages.ts';

export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'datetime' | 'image' | 'file' | 'list' | 'object';
  hint?: string;
  /** false for an optional field; for a translatable one, the languages that must be filled in (French). */
  required?: boolean | string[];
  /** Written in each language (the entry's translation files), see src/lib/languages.ts; a field without it is written once, in French. */
  i18n?: true;
  default?: string | number | boolean;
  pattern?: [string, string];
  options?: readonly string[];
  value_type?: 'int';
  /** A number's bounds, or a day's (2000-01-01) for a date field. */
  min?: number | string;
  max?: number | string;
  /** A date field's box: the browser's own <input type="date"> or <input type="time">. */
  type?: 'date' | 'time';
  format?: string;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
  /** An image field's own folder, where it differs from its collection's (a video's poster). */
  media_folder?: string;
  public_folder?: string;
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  /** Shown, not editable: a value a command writes (StudioField's readonly). */
  readonly?: true;
  /** A list whose items a command writes (StudioField's fixedItems): no item added, duplicated or removed in the studio. */
  allow_add?: false;
  allow_duplicate?: false;
  allow_remove?: false;
}

/** A list whose items the studio may edit and reorder, but not add, duplicate or remove. */
export const FIXED_ITEMS = { allow_add: false, allow_duplicate: false, allow_remove: false } as const;

/** What the studio reads of a field's JSON Schema. */
interface JsonSchema {
  type?: string;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
}

/** A collection's schema, as src/content-schemas.ts gives it: some take Astro's image() helper. */
export type ContentSchema = z.ZodType | ((context: SchemaContext) => z.ZodType);

/**
 * The image fields: Astro's image() stands in as text (the path the entry writes), known by its
 * definition, which a copy shares (inStudio copies the schema it describes).
 */
const imageDefinitions = new WeakSet<object>();
function imageStandIn(): z.ZodString {
  const standIn = z.string();
  imageDefinitions.add(standIn._zod.def);
  return standIn;
}
const imageContext = { image: imageStandIn as unknown as SchemaContext['image'] };

/** The schema a wrapper (optional, default, preprocessing, transform) holds, or none for a value's own schema. */
function wrapped(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPipe) return (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType;
  return undefined;
}

/** The value under its wrappers, the type a file holds. */
function valueOf(schema: z.ZodType): z.ZodType {
  const inner = wrapped(schema);
  return inner ? valueOf(inner) : schema;
}

/** The value a schema gives a field left out, if it gives one (.default()). */
function defaultOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodDefault) return schema._zod.def.defaultValue;
  const inner = wrapped(schema);
  return inner ? defaultOf(inner) : undefined;
}

/** The object a schema describes, under its checks and transforms (an entry, a group of fields). */
function objectOf(schema: z.ZodType, path: string): z.ZodObject {
  const value = valueOf(schema);
  if (!(value instanceof z.ZodObject)) throw new Error(`studio: ${path} is not an object schema`);
  return value;
}

/** A web address's pattern, from the schema's own protocols (z.url({ protocol: /^https?$/ }) gives ^https?://). */
function urlPattern(value: z.ZodType): string {
  const protocol = (value._zod.def as { protocol?: RegExp }).protocol;
  return `^${protocol ? protocol.source.replace(/^\^|\$$/g, '') : '[a-z]+'}://`;
}

/** A day or a time alone, in the browser's own box (typed as well as picked), without a time zone: a concert's time is Paris time. */
const DAY = { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' } as const;
const CLOCK = { widget: 'datetime', type: 'time', format: 'HH:mm' } as const;

function fieldOf(name: string, schema: z.ZodType, path: string): CmsField {
  const where = `${path}.${name}`;
  const meta = studioFields.get(schema);
  if (!meta) throw new Error(`studio: ${where} has no label; give it one with inStudio() beside its schema`);
  const value = valueOf(schema);
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const isBoolean = value instanceof z.ZodBoolean;
  // A value the schema defaults is required in the studio, which starts a new entry with it; but a
  // list that defaults to none may stay empty, and a box left unticked is false, never missing.
  const schemaDefault = defaultOf(schema);
  const emptyList = Array.isArray(schemaDefault) && schemaDefault.length === 0;
  const required = schema._zod.optout !== 'optional' && !isBoolean && !emptyList;
  const defaultValue = emptyList ? undefined : ((schemaDefault as CmsField['default']) ?? meta.default);
  const common = {
    name,
    label: meta.label,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    ...(meta.hint === undefined ? {} : { hint: meta.hint }),
    // A translatable field is required in French only: English and Spanish may come later.
    ...(meta.translatable ? { i18n: true as const, ...(required ? { required: [defaultLanguage] } : {}) } : {}),
    ...(required ? {} : { required: false }),
    ...(meta.readonly ? { readonly: true as const } : {}),
  };
  const pattern = (source: string | undefined, fallback?: string): Pick<CmsField, 'pattern'> => {
    if (source === undefined) return {};
    // A regular expression literal escapes its slashes (\/); the pattern the studio reads needs not.
    const unescaped = source.replace(/\\\//g, '/');
    const message = meta.invalid ?? fallback;
    if (!message) throw new Error(`studio: ${where} has a pattern but no message; write it as "invalid" beside its schema`);
    return { pattern: [unescaped, message] };
  };

  if (imageDefinitions.has(value._zod.def) || meta.widget === 'file') {
    return {
      widget: 'image',
      choose_url: false,
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
      hint: `JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus ; une largeur de 1600 pixels suffit.`,
      ...common,
    };
  }
  if (meta.widget === 'videoFile') return { widget: 'file', choose_url: false, media_library: { config: { max_file_size: MAX_VIDEO_FILE_BYTES } }, ...common };
  if (meta.widget === 'day') return { ...DAY, ...(meta.days ? { min: meta.days.first, max: meta.days.last } : {}), ...common };
  if (meta.widget === 'clock') {
    return { ...CLOCK, hint: 'Heure de Paris, par exemple 20:30.', ...pattern(json.pattern, 'Heure au format HH:MM, par exemple 20:30.'), ...common };
  }
  if (value instanceof z.ZodEnum) return { widget: 'select', options: value.options.map(String), ...common };
  if (isBoolean) return { widget: 'boolean', ...common };
  if (value instanceof z.ZodNumber) {
    const integer = json.type === 'integer';
    // .int() bounds a number by the safe integers: no bound for the artist.
    const bound = (value: number | undefined) => (value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);
    const exclusiveMinimum = bound(json.exclusiveMinimum);
    const min = bound(json.minimum) ?? (exclusiveMinimum === undefined ? undefined : exclusiveMinimum + (integer ? 1 : 0));
    const max = bound(json.maximum);
    return {
      widget: 'number',
      ...(integer ? { value_type: 'int' as const } : {}),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      ...common,
    };
  }
  if (value instanceof z.ZodArray) {
    const element = value.element as z.ZodType;
    const list = {
      widget: 'list' as const,
      ...(meta.item === undefined ? {} : { label_singular: meta.item }),
      ...(meta.summary === undefined ? {} : { summary: meta.summary }),
      ...(meta.collapsed === undefined ? {} : { collapsed: meta.collapsed }),
      ...(json.minItems === undefined ? {} : { min: json.minItems }),
      ...(meta.fixedItems ? FIXED_ITEMS : {}),
    };
    return withTranslatedParts(
      valueOf(element) instanceof z.ZodObject ? { ...list, ...common, fields: studioFieldsOf(element, where) } : { ...list, ...common, field: fieldOf(name, element, where) },
    );
  }
  if (value instanceof z.ZodObject) return withTranslatedParts({ widget: 'object', ...common, fields: studioFieldsOf(value, where) });
  const text = { widget: meta.widget === 'longText' ? ('text' as const) : ('string' as const) };
  if (json.format === 'uri') return { ...text, ...pattern(urlPattern(value), 'Adresse web complète, commençant par https://'), ...common };
  if (json.format === 'email') return { ...text, ...pattern(json.pattern, 'Adresse e-mail, par exemple contact@mondomaine.fr.'), ...common };
  return { ...text, ...pattern(json.pattern), ...common };
}

/** Whether a field, or a field inside it, is written in each language. */
export function hasTranslations(field: CmsField): boolean {
  return field.i18n === true || (field.fields ?? []).some(hasTranslations) || (field.field ? hasTranslations(field.field) : false);
}

/** A list or a group holding a translatable field is open to each language, so that the studio can reach the field inside it. */
export function withTranslatedParts(field: CmsField): CmsField {
  return hasTranslations(field) ? { ...field, i18n: true } : field;
}

/** A field of an entry: as the studio shows it, and whether a file written by hand may leave it out (optional, or defaulted). */
export interface EntryField {
  studio: CmsField;
  omissible: boolean;
  /** What the artist's guide adds for a file written by hand. */
  guide: string | undefined;
}

/** The fields of an entry of `schema`, in the schema's order; `path` names it in errors ("concerts"). */
export function entryFieldsOf(schema: ContentSchema, path: string): EntryField[] {
  const resolved = typeof schema === 'function' ? schema(imageContext) : schema;
  const entry = objectOf(resolved, path);
  const required = (z.toJSONSchema(entry, { io: 'input', unrepresentable: 'any' }) as { required?: string[] }).required ?? [];
  return Object.entries(entry.shape).map(([name, field]) => {
    const studio = fieldOf(name, field as z.ZodType, path);
    // Left out of a file, a field is missing unless the schema defaults it or lets it go at both ends
    // (a transform may require what the file's side leaves optional).
    const omissible = !required.includes(name) && (studio.required === false || defaultOf(field as z.ZodType) !== undefined);
    return { studio, omissible, guide: studioFields.get(field as z.ZodType)?.guide };
  });
}

/** The studio's fields for an entry of `schema`, in the schema's order; `path` names it in errors ("concerts"). */
export function studioFieldsOf(schema: ContentSchema, path: string): CmsField[] {
  return entryFieldsOf(schema, path).map((field) => field.studio);
}

/**
 * The least widths of an entry's image files (StudioField's minWidth), by the key path Sveltia
 * gives a field's `data-key-path`, an item of a list written `*` ("photos.*.image"): the studio
 * checks them before saving (image-width.ts), from the same metadata as the build's hint.
 */
export function imageMinWidthsOf(schema: ContentSchema, path: string): Record<string, number> {
  const resolved = typeof schema === 'function' ? schema(imageContext) : schema;
  const widths: Record<string, number> = {};
  const walk = (field: z.ZodType, keyPath: string): void => {
    const minWidth = studioFields.get(field)?.minWidth;
    if (minWidth !== undefined) widths[keyPath] = minWidth;
    const value = valueOf(field);
    if (value instanceof z.ZodArray) walk(value.element as z.ZodType, `${keyPath}.*`);
    if (value instanceof z.ZodObject) for (const [name, inner] of Object.entries(value.shape)) walk(inner as z.ZodType, `${keyPath}.${name}`);
  };
  for (const [name, field] of Object.entries(objectOf(resolved, path).shape)) walk(field as z.ZodType, name);
  return widths;
}
