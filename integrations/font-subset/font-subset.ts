/**
 * Which characters the display font keeps once subset to the site, and how a built page follows
 * the subset file's new name.
 *
 * Fontsource's Latin file (223 characters, 18 kB) takes two round trips on a slow phone; the
 * site's headings use about a hundred characters. The subset keeps, whatever the pages say today,
 * printable ASCII and the letters and punctuation of French, plus every other character the
 * built pages and their scripts contain (Spanish names, text the islands render after load).
 * A character it lacks still shows, in the fallback serif.
 */
import { withInlineStylesRewritten } from '../css-pruning/prune-page-css.ts';

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');
const FRENCH = 'ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜàâæçèéêëîïôœùûüÿ«»‘’“”…–—€\u00a0';

/** The characters every subset keeps. */
export const SUBSET_BASE = PRINTABLE_ASCII + FRENCH;

const entity = /&(?:#x([0-9a-f]+)|#(\d+)|nbsp);/gi;

/** The text with its numeric character references and &nbsp; read as the characters they stand for. */
function decodeCharacterReferences(text: string): string {
  return text.replace(entity, (_match, hex: string | undefined, decimal: string | undefined) => {
    if (hex === undefined && decimal === undefined) return '\u00a0';
    const codePoint = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
  });
}

/**
 * The characters a subset of the display font keeps for these texts (built pages, their scripts):
 * the base, plus every character above ASCII they hold, in code point order, each once.
 * Controls and emoji are left out: the display font has none of them.
 */
export function subsetCharacters(texts: readonly string[]): string {
  const characters = new Set(SUBSET_BASE);
  for (const text of texts) {
    for (const character of decodeCharacterReferences(text)) {
      if (/[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(character) && !/\p{Extended_Pictographic}/u.test(character)) characters.add(character);
    }
  }
  return [...characters].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

/** The font file URLs a built page asks for (its preload and its @font-face sources). */
export function fontUrls(html: string): string[] {
  return [...new Set(html.match(/\/_astro\/fonts\/[\w.-]+\.woff2/g) ?? [])];
}

/**
 * The page with every mention of the file `from` pointing at `to`: in its markup (the preload) and
 * in its inline stylesheets, whose CSP hashes follow.
 */
export function withFileRenamed(html: string, from: string, to: string): string {
  const styled = withInlineStylesRewritten(html, (css) => css.replaceAll(from, to)).html;
  return styled.replaceAll(from, to);
}
