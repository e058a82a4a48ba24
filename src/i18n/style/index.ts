/** The style sheet of each language the site translates into (French, the original, has none here). */
import en from './en.ts';
import es from './es.ts';
import type { StyleSheet } from './types.ts';

export type { StyleSheet };
export const styleSheets = { en, es } as const satisfies Record<StyleSheet['lang'], StyleSheet>;
