/**
 * The Edge Functions' words, one file per language (fr.ts sets the shape). Deno has no glob import,
 * so a new language's file is registered here: one import and one entry in `functionWords`.
 */
import { languages, type Language } from '../languages.ts';
import fr, { type FunctionWords } from './fr.ts';
import en from './en.ts';
import es from './es.ts';

export type { FunctionWords };

export const functionWords: Record<Language, FunctionWords> = { fr, en, es };

/** One section of the words in every language, e.g. `perLanguage((words) => words.linkAnswers)`. */
export function perLanguage<T>(pick: (words: FunctionWords) => T): Record<Language, T> {
  return Object.fromEntries(languages.map((lang) => [lang, pick(functionWords[lang])])) as Record<Language, T>;
}
