/**
 * One dictionary per language, after Starlight's i18n (one strings file per language, typed by
 * the first): pick one with `dictionaries[lang]`, the page's language with `pageLanguage`.
 */
import { isLanguage, type Language } from '../lib/languages.ts';
import fr, { type Dictionary } from './fr.ts';
import en from './en.ts';
import es from './es.ts';

export type { Dictionary };

export const dictionaries: Record<Language, Dictionary> = { fr, en, es };

/**
 * The language of the page being rendered, from Astro's `currentLocale` (the i18n routing of
 * astro.config.mjs reads it from the address): any component finds it without a prop.
 */
export function pageLanguage(currentLocale: string | undefined): Language {
  return isLanguage(currentLocale) ? currentLocale : 'fr';
}
