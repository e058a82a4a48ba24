/**
 * The site's languages, for the Edge Functions and the site alike (src/lib/languages.ts re-exports
 * them): a function answers in the language a form sends. It lives under supabase/functions/_shared
 * for the same reason as contact-rules.ts: `supabase functions deploy` bundles only what sits there.
 */
export const languages = ['fr', 'en', 'es'] as const;

export type Language = (typeof languages)[number];

/**
 * Each language named in itself (the language switcher), and its tags: BCP 47 for Intl (the site's
 * dates and prices, the functions' mails) and JSON-LD's inLanguage, Open Graph's og:locale.
 */
export const languageNames: Record<Language, string> = { fr: 'Français', en: 'English', es: 'Español' };
export const languageTags: Record<Language, { bcp47: string; ogLocale: string }> = {
  fr: { bcp47: 'fr-FR', ogLocale: 'fr_FR' },
  en: { bcp47: 'en-GB', ogLocale: 'en_GB' },
  es: { bcp47: 'es-ES', ogLocale: 'es_ES' },
};

export const defaultLanguage: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The field of a function's request body that names the page's language: the function answers in it. */
export const LANGUAGE_FIELD = 'lang';

/** The language a request names, or French when it names none the site speaks. */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/**
 * The language of a page of the site from its address: `/en/…` and `/es/…` are English and
 * Spanish, any other path French (unprefixed, the first language). Null for what is not an address.
 */
export function languageOfPageUrl(address: string): Language | null {
  let pathname: string;
  try {
    pathname = new URL(address).pathname;
  } catch {
    return null;
  }
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
  return isLanguage(prefix) ? prefix : defaultLanguage;
}
