/**
 * Content translations (convention in src/lib/languages.ts): the sibling file `<name>.<lang>.<ext>`
 * of a French file holds that entry's translatable fields in one language. The collections load
 * French files only and attach each entry's translations to its data (the files' names:
 * src/content-translation-files.ts; withTranslations in src/content-loaders.ts); a page reads
 * them through localized().
 */
import { defaultLanguage, languages, type Language } from './languages.ts';

/** The languages a French entry may be translated into. */
export const translationLanguages = languages.filter((language) => language !== defaultLanguage);

/** One language's version of an entry: its translated fields, and its body rendered, for a markdown entry. */
export interface Translation {
  data: Record<string, unknown>;
  html?: string;
}

export type Translations = Partial<Record<Language, Translation>>;

/**
 * The entry's version in `language`, if it has one. withTranslations adds `translations` to an
 * entry's data after its schema has run (the schema describes the French file, which the studio's
 * form is made from), so the collections' types do not know it: it is read here, once.
 */
export function translationIn(data: object, language: Language): Translation | undefined {
  if (language === defaultLanguage || !('translations' in data)) return undefined;
  return (data.translations as Translations | undefined)?.[language];
}

/** Whether a translated value says something: an empty text or list falls back to the French one. */
function written(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/**
 * The entry's data in `language`, field by field: each translated field written in that language,
 * the French one for every other (a missing translation never empties a page).
 */
export function localized<Data extends object>(data: Data, language: Language): Data {
  const fields = Object.entries(translationIn(data, language)?.data ?? {}).filter(([, value]) => written(value));
  return { ...data, ...Object.fromEntries(fields) };
}

/**
 * The `lang` attribute of an element showing `field` on a page in `language`: 'fr' when the field
 * shows its French text there (no translation written), so that screen readers read it as French.
 */
export function untranslatedLang(data: object, field: string, language: Language): Language | undefined {
  if (language === defaultLanguage) return undefined;
  return written(translationIn(data, language)?.data[field]) ? undefined : defaultLanguage;
}

/** The entry's body in `language` as rendered HTML, the French one when it has none. */
export function localizedHtml(data: object, frenchHtml: string, language: Language): string {
  const html = translationIn(data, language)?.html;
  return html !== undefined && html.trim() !== '' ? html : frenchHtml;
}

/** Whether the entry has its own version in `language` (French always). */
export function isTranslatedInto(data: object, language: Language): boolean {
  return language === defaultLanguage || translationIn(data, language) !== undefined;
}
