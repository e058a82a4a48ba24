/**
 * The names of the content translation files (convention in src/lib/languages.ts), for the loaders
 * (src/content-loaders.ts, src/content.config.ts), the studio's configuration and the tests: the
 * sibling `<name>.<lang>.<ext>` of a French file holds its translatable fields in one language.
 * Beside the loaders, because it reads paths; what a page does with a translation: src/lib/content-translations.ts.
 */
import { basename, dirname, join } from 'node:path';
import { translationLanguages } from './lib/content-translations.ts';
import type { Language } from './lib/languages.ts';

/** Glob patterns leaving the translation files out of a French collection (`*.en.md`, `*.es.json`…). */
export const translationExclusions: string[] = translationLanguages.map((language) => `!**/*.${language}.*`);

/** The French file a translation file translates and its language, or undefined for a French file. */
export function translationOf(file: string): { language: Language; original: string } | undefined {
  const match = /^(.+)\.([a-z]{2})(\.[^.]+)$/.exec(basename(file));
  const language = translationLanguages.find((candidate) => candidate === match?.[2]);
  if (!match || !language) return undefined;
  return { language, original: join(dirname(file), `${match[1]}${match[3]}`) };
}

/** The translation file of `file` in `language`. */
export function translationFile(file: string, language: Language): string {
  const name = basename(file);
  const dot = name.lastIndexOf('.');
  return join(dirname(file), `${name.slice(0, dot)}.${language}${name.slice(dot)}`);
}
