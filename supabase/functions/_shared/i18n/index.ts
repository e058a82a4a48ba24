/**
 * The Edge Functions' words, one file per language (fr.ts sets the shape). Deno has no glob import,
 * so a new language's file is registered here, on the three lines that name `es`. Each map reads
 * one export by name (`es.browser`), which lets the contact island keep the form's words and drop the
 * mails.
 */
import { languages, type Language } from '../languages.ts';
import * as fr from './fr.ts';
import * as en from './en.ts';
import * as es from './es.ts';

export type { BrowserWords, ServerWords } from './fr.ts';

/** What the browser's code ships too: the fan pages' addresses, the contact form's messages and labels. */
export const browserWords: Record<Language, fr.BrowserWords> = { fr: fr.browser, en: en.browser, es: es.browser };

/** The rest: the fan sign-up's consent and messages, the functions' answers, the mails to visitors. */
export const serverWords: Record<Language, fr.ServerWords> = { fr: fr.server, en: en.server, es: es.server };

/** One section of `words` in every language, e.g. `perLanguage(serverWords, (words) => words.linkAnswers)`. */
export function perLanguage<Words, T>(words: Record<Language, Words>, pick: (words: Words) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((lang) => [lang, pick(words[lang])])) as Record<Language, T>;
}
