/**
 * French left on an English or Spanish page, found by comparing the page with its French twin:
 * every phrase a reader meets (visible text, alt text, ARIA labels, titles, the head's title,
 * description, Open Graph and Twitter tags, the JSON-LD's texts) that the French twin also shows
 * and that reads as French fails, unless it sits inside an element marked `lang="fr"` (a quote,
 * a text not yet translated) or the page marks that very phrase as French in its body (the
 * untranslated title its heading shows in `lang="fr"`, repeated in its <title>).
 *
 * "Reads as French": a French word that is not also a word of the page's language (« pour »,
 * « avec », « l'album »; « de » and « la » are Spanish too) or a French ordinal (« 11e »), in a
 * phrase that is not a name: names (« Le Comptoir du Robec », « Jazz sur Seine ») capitalise
 * every other word and stay the same in every language. A single word is never a sentence.
 */
import { NodeType, parse, type HTMLElement } from 'node-html-parser';
import type { Language } from '../../src/lib/languages.ts';

/** Words only French writes: none is an English or Spanish word. */
const FRENCH_WORDS = new Set(
  'le du des et est une pour avec sur dans au aux à vos votre nous vous ce cette ces qui ne pas ses leur leurs sont mais ou où il elle ils elles notre nos sans chez'.split(' '),
);
/** French words Spanish writes too: on an English page they mark French unless the phrase shows Spanish. */
const FRENCH_AND_SPANISH_WORDS = new Set(['de', 'la', 'en', 'un', 'que', 'les']);
/** What only Spanish writes: a letter or a word. */
const SPANISH_SIGN = /[ñáíóú¿¡]|^(el|los|las|del|y|para|con|por|una|al|mi|tu|sin|como|muy|más)$/iu;
/** Letters French writes and Spanish does not, and the é both write. */
const FRENCH_LETTER = /[éèêëàâçœùûîï]/u;
const ELISION = /^(l|d|qu|n|s|j|c|jusqu)['’]\p{L}/u;
const ORDINAL = /^\d+(e|er|re|ème)$/;
const ONE_WORD = /^\p{L}[\p{L}'’-]*$/u;

/** The attributes whose text a visitor meets (read aloud, shown on hover or as a placeholder). */
const TEXT_ATTRIBUTES = ['alt', 'aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder'];
/** The head's tags a search engine or a sharing site shows. */
const HEAD_TEXT = 'meta[name="description"], meta[name="keywords"], meta[property^="og:"], meta[name^="twitter:"]';

const bare = (word: string): string => word.toLowerCase().replace(/^[^\p{L}\p{N}'’]+|[^\p{L}\p{N}'’]+$/gu, '');

/**
 * Whether a phrase of a page in `lang` reads as French (see the file's comment). With `anyFrenchWord`
 * (the phrase is known to be translatable text), a French word Spanish writes too is enough, in a phrase that shows no Spanish.
 */
export function readsAsFrench(phrase: string, lang: Language, { anyFrenchWord = false } = {}): boolean {
  const all = phrase.split(/\s+/).filter(Boolean);
  if (all.length < 2) return false;
  if (all.some((word) => ORDINAL.test(bare(word)))) return true;
  // A name inside the phrase (« Bárcenas ») says nothing of its language.
  const showsSpanish = all.some((word, index) => (index === 0 || /^\p{Ll}/u.test(word)) && SPANISH_SIGN.test(word));
  const sharedCounts = (anyFrenchWord || lang === 'en') && !showsSpanish;
  const isMarker = (word: string) => FRENCH_WORDS.has(bare(word)) || ELISION.test(bare(word)) || (sharedCounts && FRENCH_AND_SPANISH_WORDS.has(bare(word)));
  if (!all.some(isMarker)) return false;
  if (anyFrenchWord) return true;
  // A name capitalises every word but its small ones (« Le Comptoir du Robec »).
  const small = (word: string) => isMarker(word) || FRENCH_AND_SPANISH_WORDS.has(bare(word));
  return all.some((word) => !small(word) && /^\p{Ll}/u.test(word.replace(/^[^\p{L}\p{N}]+/u, '')));
}

/** A text cut at its sentences' and clauses' edges, each piece's spaces collapsed. */
export function phrasesOf(text: string): string[] {
  return text
    .split(/\n|[.!?;:·|«»“”"()[\]{}]|,\s|\s[-–—/]\s/)
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => /\p{L}/u.test(piece));
}

/**
 * An element's text as a reader takes it in: whole, and each of its text nodes apart (two spans
 * shown as two lines, « Disque n° 1 » and « Orchestre », run together in the whole).
 */
function textsOf(element: HTMLElement): string[] {
  const leaves = [element, ...element.querySelectorAll('*')].flatMap((node) => node.childNodes.filter((child) => child.nodeType === NodeType.TEXT_NODE).map((child) => child.text));
  return [element.structuredText, ...leaves];
}

/** Every string of a JSON-LD block but its types, keys and addresses. */
function jsonLdTexts(value: unknown): string[] {
  if (typeof value === 'string') return /^(https?:|\/|@)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(jsonLdTexts);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (key.startsWith('@') || key === 'url' || key === 'inLanguage' ? [] : jsonLdTexts(inner)));
  return [];
}

/**
 * The texts of a page a reader meets, and those it marks as written in another language (inside
 * an element whose `lang` is not the page's) or as a name no translation changes (`translate="no"`:
 * a venue, a postal address, a song's title).
 */
export function pageTexts(html: string): { texts: string[]; marked: string[] } {
  const root = parse(html, { comment: false });
  const texts: string[] = [];
  const head = root.querySelector('head');
  texts.push(head?.querySelector('title')?.text ?? '');
  head?.querySelectorAll(HEAD_TEXT).forEach((meta) => {
    const content = meta.getAttribute('content') ?? '';
    if (!/^(https?:|\/)/.test(content)) texts.push(content);
  });
  root.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    try {
      texts.push(...jsonLdTexts(JSON.parse(script.textContent)));
    } catch {
      // An unreadable block is check-dist's JSON-LD check's to report.
    }
  });
  const body = root.querySelector('body') ?? root;
  body.querySelectorAll('script, style').forEach((element) => element.remove());
  const pageLang = root.querySelector('html')?.getAttribute('lang') ?? '';
  const marked: string[] = [];
  const attributeTexts = (element: HTMLElement) => TEXT_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '').filter(Boolean);
  for (const element of body.querySelectorAll('[lang], [translate="no"]')) {
    const other = element.hasAttribute('lang') && element.getAttribute('lang') !== pageLang;
    if (!(other || element.getAttribute('translate') === 'no')) continue;
    marked.push(...textsOf(element), ...attributeTexts(element), ...element.querySelectorAll('*').flatMap(attributeTexts));
    element.remove();
  }
  texts.push(...textsOf(body), ...body.querySelectorAll('*').flatMap(attributeTexts));
  return { texts, marked };
}

/** The French twin of a page: its `hreflang="fr"` alternate, else its language switcher's French link. */
export function frenchTwinPath(html: string, siteOrigin: string): string | undefined {
  const root = parse(html);
  const href = root.querySelector('link[rel="alternate"][hreflang="fr"]:not([type])')?.getAttribute('href') ?? root.querySelector('a[hreflang="fr"]')?.getAttribute('href');
  return href === undefined ? undefined : new URL(href, siteOrigin).pathname.replace(/(.)\/$/, '$1');
}

/**
 * The French phrases of `html` (a page in `lang`) that its French twin `frenchHtml` shows too and
 * that it does not mark as French. With the third language's twin (`otherHtml`), a phrase of a
 * French word or more that this twin translated is French left untranslated here, whatever it
 * looks like (« Mettre la vidéo de fond en pause » reads as Spanish word by word), and so is a
 * single word with a French letter (a heading « Vidéo » beside the Spanish « Vídeo »): a name,
 * « Uzès », is the same in the three pages. A single word without one (« Photos », « Articles »)
 * is left alone: English writes it too.
 */
export function frenchLeaks(html: string, frenchHtml: string, lang: Language, otherHtml?: string): string[] {
  const phrasesIn = ({ texts, marked }: { texts: string[]; marked: string[] }) => new Set([...texts, ...marked].flatMap(phrasesOf));
  const twin = phrasesIn(pageTexts(frenchHtml));
  const other = otherHtml === undefined ? undefined : phrasesIn(pageTexts(otherHtml));
  // Three words or more with a French letter: a Spanish « un festival » or « clave de son » is also in the French page.
  const translatedThere = (phrase: string) =>
    other !== undefined &&
    !other.has(phrase) &&
    FRENCH_LETTER.test(phrase) &&
    (ONE_WORD.test(phrase) || (/\S+\s+\S+\s+\S/.test(phrase) && readsAsFrench(phrase, lang, { anyFrenchWord: true })));
  const { texts, marked } = pageTexts(html);
  const declared = new Set(marked.flatMap(phrasesOf));
  const leaks = texts.flatMap(phrasesOf).filter((phrase) => twin.has(phrase) && !declared.has(phrase) && (readsAsFrench(phrase, lang) || translatedThere(phrase)));
  return [...new Set(leaks)];
}
