/**
 * The shape of a language's style sheet (./en.ts, ./es.ts): the rules its copy follows, written
 * once as data. The dictionaries and the content translations are written to it, the grammar of
 * generated sentences (src/i18n/grammar.ts) reads it, the checks of the built site
 * (scripts/lib/style-text.ts) hold every page, feed, calendar and PDF to it, and
 * docs/style/<lang>.md renders it for the artist's translator (written by `renderStyleSheet`).
 */
export interface GlossaryTerm {
  /** The one spelling the site writes. */
  term: string;
  /** Spellings or synonyms refused for it, matched as whole words, case aside. */
  variants: readonly string[];
  /** What the term means, or where it is used, for the translator. */
  note: string;
}

export interface AvoidedWord {
  /** A word or phrase refused, matched as whole words, case aside unless `caseSensitive`. */
  word: string;
  /** What to write instead. */
  use: string;
  /** Why, in a few words (a calque, the other variety of the language…). */
  why: string;
  /** Matched with its capitals only (Spanish « Socios » as a heading, not « socios » of a firm). */
  caseSensitive?: boolean;
  /** Matched only as a label on its own, not followed by a word in small letters (« Media » as a heading, not « Media jornada »). */
  alone?: boolean;
}

export interface EnsembleReference {
  /** The ensemble's formation as content/ensembles.json writes it (« Quintet », « Mambí »). */
  formation: string;
  /** How running text names it, with its article (« the Mambí collective »); else the sheet's `article` before its full name. */
  reference: string;
}

export interface StyleSheet {
  lang: 'en' | 'es';
  /** The language's name, as the translator reads it. */
  name: string;
  /** Which variety of the language, and how to address the reader. */
  variety: string;
  punctuation: {
    /** First-level quotes, and the second level inside them. */
    quotes: { open: string; close: string; innerOpen: string; innerClose: string };
    /** Quotation marks this language never prints (a French « », a typewriter "). */
    foreignQuotes: readonly string[];
    /** Whether a space may sit just inside a quotation mark (French « mot », never English or Spanish). */
    spaceInsideQuotes: false;
    /** The apostrophe: the typographic one, never the typewriter's '. */
    apostrophe: '’';
    /** Between two items of a line (venue and city, title and subtitle): a spaced en dash, never a spaced hyphen. */
    separator: ' – ';
    /** The colon takes no space before it (French writes « Tarif : »). */
    spaceBeforeColon: false;
    /**
     * After a colon inside a sentence, the next word keeps a small letter unless it is a name or
     * a title: words of this list written with a capital just after a colon are refused.
     */
    lowerCaseAfterColon: readonly string[];
    /**
     * Whether any capitalised word after a colon must be a name or a title: true in Spanish, which
     * writes its adjectives of nationality in small letters (« música cubana »); false in English
     * (« Cuban music »), where only the words of the list above are held.
     */
    capitalOnlyForNames: boolean;
  };
  numbers: {
    /** Whole numbers written as words in generated sentences (« five musicians »), from zero up to this one. */
    wordsUpTo: number;
    /** And a number that opens a sentence is written as a word, or the sentence is turned round. */
    rule: string;
  };
  /** The article written before an ensemble's full name (« the », « el »), the exceptions apart. */
  ensembles: { article: string; rule: string; references: readonly EnsembleReference[] };
  glossary: readonly GlossaryTerm[];
  avoid: readonly AvoidedWord[];
  /** French titles (songs, press headlines) shown to this language's readers. */
  frenchTitles: string;
}
