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
 * The list, each language's name and its tags live with the Edge Functions
 * (supabase/functions/_shared/languages.ts), which answer in the language a form sends.
 */
export { LANGUAGE_FIELD, defaultLanguage, isLanguage, languageNames, languageOr, languageTags, languages, type Language } from '../../supabase/functions/_shared/languages.ts';
