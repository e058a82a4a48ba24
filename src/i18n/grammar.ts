/**
 * The grammar of the generated sentences in English and Spanish (« the five musicians of the
 * Yaniel Bárcenas Quintet on an 8 m × 5 m stage », « contratar al Yaniel Bárcenas Quintet »), from
 * each language's style sheet (src/i18n/style/): the dictionaries call these instead of gluing
 * words, so that a number, an article or a name reads the same wherever a sentence is built.
 */
import { styleSheets } from './style/index.ts';

type StyledLanguage = keyof typeof styleSheets;

const ENGLISH_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const SPANISH_NUMBERS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
  'treinta',
];

/**
 * A count as the style sheet writes it before a noun: in words up to its limit (« five », « cinco »),
 * in figures beyond. Spanish « uno » agrees with its noun (« un músico », « una persona », « veintiún »).
 */
export function countInWords(count: number, lang: StyledLanguage, gender: 'masculine' | 'feminine' = 'masculine'): string {
  const words = lang === 'en' ? ENGLISH_NUMBERS : SPANISH_NUMBERS;
  if (!Number.isInteger(count) || count < 0 || count > styleSheets[lang].numbers.wordsUpTo || count >= words.length) return String(count);
  const word = words[count] ?? String(count);
  if (lang === 'es' && word.endsWith('uno')) return gender === 'feminine' ? word.replace(/uno$/, 'una') : word.replace(/uno$/, count === 21 ? 'ún' : 'un');
  return word;
}

/** A sentence's first letter as a capital (« Seis discos… » once the count is a word). */
export function capitalised(sentence: string): string {
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}

/** Said with a vowel sound although written with a consonant, and the reverse. */
const VOWEL_SOUND_H = /^(hour|honest|honou?r|heir)/i;
const CONSONANT_SOUND_VOWEL = /^(uni|use|usu|uti|uro|eu|ewe|one\b|once\b|ubiq)/i;

/** English « a » or « an » before `next`, by its sound: an 8 m stage, an hour, a unique show, an 11-piece band. */
export function indefiniteArticle(next: string): 'a' | 'an' {
  const word = next.trim();
  const figures = /^[\d,]+/.exec(word)?.[0].replace(/,/g, '');
  if (figures) {
    // Eight, eighty, eight hundred; eleven and eighteen, alone or in thousands (11,000).
    const group = figures.length % 3 === 0 ? figures.slice(0, 3) : figures.slice(0, figures.length % 3);
    return figures.startsWith('8') || group === '11' || group === '18' ? 'an' : 'a';
  }
  if (VOWEL_SOUND_H.test(word)) return 'an';
  if (CONSONANT_SOUND_VOWEL.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * An ensemble named in running text, with its article and, in Spanish, the preposition before it
 * (« a » + « el » is « al », « de » + « el » is « del »): « the Yaniel Bárcenas Quintet », « the Mambí
 * collective », « al Yaniel Bárcenas Quintet ». `name` is its full name as its page shows it.
 */
export function ensembleReference(name: string, lang: StyledLanguage, preposition?: 'a' | 'de'): string {
  const { article, references } = styleSheets[lang].ensembles;
  const own = references.find(({ formation }) => name === formation || name.endsWith(` ${formation}`));
  const reference = own?.reference ?? `${article} ${name}`;
  if (!preposition) return reference;
  const contracted = preposition === 'a' ? 'al' : 'del';
  return reference.startsWith('el ') ? `${contracted} ${reference.slice(3)}` : `${preposition} ${reference}`;
}

/**
 * A description continued after a colon inside a sentence (« In the picture: silhouettes of… »):
 * its first letter small, unless it opens a name (« Yaniel Bárcenas on stage », a capital on the
 * next word too) or stands alone before punctuation (« Cimarrón, live »).
 */
export function afterColon(text: string): string {
  const opening = /^\p{Lu}\p{Ll}*[ \u00a0]+(\S)/u.exec(text);
  if (!opening || /\p{Lu}/u.test(opening[1] ?? '')) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}
