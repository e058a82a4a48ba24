/**
 * The site's languages, in the order the language switcher lists them. French is the first
 * language: its pages keep their unprefixed paths; English lives under /en/, Spanish under /es/.
 *
 * Content translations (issue 24) live beside the French file they translate, named with the
 * language before the extension (`index.en.md`, `2026-12-12-sunside.es.md`, `ensembles.en.json`):
 * Sveltia CMS's i18n `multiple_files` structure with `omit_default_locale_from_filename`, so the
 * French files keep their names. A translation file holds the translatable fields only; the
 * language-neutral ones (dates, venues, prices, links, images) are read from the French file.
 *
 * The list itself lives with the Edge Functions (supabase/functions/_shared/languages.ts), which
 * answer in the language a form sends.
 */
import type { Language } from '../../supabase/functions/_shared/languages.ts';

export { LANGUAGE_FIELD, defaultLanguage, isLanguage, languageOr, languages, type Language } from '../../supabase/functions/_shared/languages.ts';

/** Each language named in itself, for the language switcher. */
export const languageNames: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español' };

/** BCP 47 tags for Intl and JSON-LD's inLanguage, and Open Graph's og:locale. */
export const languageTags: Record<Language, { bcp47: string; ogLocale: string }> = {
  fr: { bcp47: 'fr-FR', ogLocale: 'fr_FR' },
  en: { bcp47: 'en-GB', ogLocale: 'en_GB' },
  es: { bcp47: 'es-ES', ogLocale: 'es_ES' },
};
