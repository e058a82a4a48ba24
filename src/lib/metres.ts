import { languageTags, type Language } from './languages.ts';

/** "2 m", "1,5 m" in `lang`. */
export const metres = (lang: Language, value: number): string => `${new Intl.NumberFormat(languageTags[lang].bcp47, { maximumFractionDigits: 2 }).format(value)} m`;
