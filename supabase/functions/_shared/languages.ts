/**
 * The site's languages, for the Edge Functions and the site alike (src/lib/languages.ts re-exports
 * them): a function answers in the language a form sends. It lives under supabase/functions/_shared
 * for the same reason as contact-rules.ts: `supabase functions deploy` bundles only what sits there.
 */
export const languages = ['fr', 'en', 'es'] as const;

export type Language = (typeof languages)[number];

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
