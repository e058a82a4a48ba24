/**
 * Decap CMS field builders with their French labels and hints, so that each collection in
 * cms-config.ts reads as a list of fields. Closed lists and patterns come from src/lib, the same
 * constants the content schemas use: a select in the studio cannot offer a value the build refuses.
 */
import { CLOCK_TIME_PATTERN } from '../../src/lib/concerts.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIZE } from '../../src/lib/image-rules.ts';

export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'markdown' | 'number' | 'boolean' | 'select' | 'datetime' | 'image' | 'list' | 'object' | 'hidden';
  hint?: string;
  required?: boolean;
  default?: string | number | boolean;
  pattern?: [string, string];
  options?: readonly string[];
  value_type?: 'int';
  min?: number;
  max?: number;
  format?: string;
  date_format?: string | false;
  time_format?: string | false;
  picker_utc?: boolean;
  choose_url?: boolean;
  media_library?: { config: { max_file_size: number } };
  fields?: CmsField[];
  field?: CmsField;
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  allow_add?: boolean;
  minimize_collapsed?: boolean;
}

type Extra = Partial<Omit<CmsField, 'name' | 'label' | 'widget'>>;

export const text = (name: string, label: string, extra: Extra = {}): CmsField => ({ name, label, widget: 'string', ...extra });
export const longText = (name: string, label: string, extra: Extra = {}): CmsField => ({ name, label, widget: 'text', ...extra });
export const optional = (field: CmsField): CmsField => ({ ...field, required: false });

export const select = (name: string, label: string, options: readonly string[], extra: Extra = {}): CmsField => ({ name, label, widget: 'select', options, ...extra });

/** A calendar day, stored as 2026-12-12 (what the schemas read), picked in the French order. */
export const day = (name: string, label: string, extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'DD/MM/YYYY',
  time_format: false,
  picker_utc: true,
  ...extra,
});

/** A time of day, stored as "20:30". */
export const clock = (name: string, label: string, extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'HH:mm',
  date_format: false,
  time_format: 'HH:mm',
  hint: 'Heure de Paris, par exemple 20:30.',
  pattern: [CLOCK_TIME_PATTERN.source, 'Heure au format HH:MM, par exemple 20:30.'],
  ...extra,
});

/** An image stored beside the entry (the collection's media_folder), as Astro's image() expects. */
export const image = (name: string, label: string, extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: 'image',
  choose_url: false,
  media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
  hint: `JPEG, PNG ou WebP de ${MAX_IMAGE_SIZE} au plus ; une largeur de 1600 pixels suffit.`,
  ...extra,
});

export const wholeNumber = (name: string, label: string, extra: Extra = {}): CmsField => ({ name, label, widget: 'number', value_type: 'int', min: 1, ...extra });

export const list = (name: string, label: string, labelSingular: string, fields: CmsField[], extra: Extra = {}): CmsField => ({
  name,
  label,
  label_singular: labelSingular,
  widget: 'list',
  fields,
  ...extra,
});

export const group = (name: string, label: string, fields: CmsField[], extra: Extra = {}): CmsField => ({ name, label, widget: 'object', fields, ...extra });

/** A list of plain texts (tracks, instruments, paragraphs). */
export const textList = (name: string, label: string, itemLabel: string, extra: Extra = {}): CmsField => ({
  name,
  label,
  widget: 'list',
  field: text(name, itemLabel),
  ...extra,
});

export const webAddress = (name: string, label: string, extra: Extra = {}): CmsField =>
  text(name, label, { pattern: ['^https?://', 'Adresse web complète, commençant par https://'], ...extra });

export const youtube = (name: string, label: string, extra: Extra = {}): CmsField =>
  text(name, label, { hint: 'Collez le lien YouTube tel quel (youtube.com/watch?v=…, youtu.be/…, /shorts/…) ou l’identifiant de 11 caractères.', ...extra });

/** The text under the front matter of a markdown entry. */
export const body = (label: string, hint: string): CmsField => ({ name: 'body', label, widget: 'markdown', hint });

/** The identifier of an entry in a JSON list (Astro's file() loader needs one per entry). */
export const entryId = (example: string): CmsField =>
  text('id', 'Identifiant', {
    hint: `Unique dans la liste, en minuscules sans accents, mots reliés par des tirets, par exemple ${example}.`,
    pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Minuscules sans accents et chiffres, mots reliés par des tirets.'],
  });
