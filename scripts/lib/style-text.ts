/**
 * The style sheets' rules (src/i18n/style/) applied to a text of the built site, and the texts of
 * each kind of built file a reader meets: a page (visible text, alt text and ARIA labels, the head's
 * title and tags, the JSON-LD's strings), an RSS feed, a calendar and a PDF's extracted text. Text
 * in another language than the file's (inside `lang="fr"`, a French headline's JSON-LD object, a
 * calendar line with LANGUAGE=fr) is left out: its typography is its own language's.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import type { StyleSheet } from '../../src/i18n/style/types.ts';

export const STYLE_RULES = ['colon', 'quotes', 'apostrophe', 'separator', 'capital', 'avoid', 'glossary'] as const;
export type StyleRule = (typeof STYLE_RULES)[number];

export interface StyleProblem {
  rule: StyleRule;
  /** The offending piece of text, with a little of what surrounds it. */
  found: string;
  /** What the style sheet asks for instead, in French (the artist and his translator read the build's messages). */
  fix: string;
}

const SPACE = '[ \\u00a0\\u202f\\u2009]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word or phrase alone, not inside a longer word: « formation » but not « information ». */
const wholeWords = (phrase: string, { caseSensitive = false, alone = false } = {}) =>
  new RegExp(`(?<![\\p{L}\\p{N}'’-])${escape(phrase).replace(/ /g, `${SPACE}+`)}(?![\\p{L}\\p{N}-])${alone ? `(?!${SPACE}+\\p{Ll})` : ''}`, caseSensitive ? 'gu' : 'giu');
const around = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 25), index + length + 25)
    .replace(/\s+/g, ' ')
    .trim();

function matches(text: string, pattern: RegExp, rule: StyleRule, fix: string): StyleProblem[] {
  return [...text.matchAll(pattern)].map((match) => ({ rule, found: around(text, match.index, match[0].length), fix }));
}

/** Each rule of the style sheet, as a function of a text. */
/** What a page says of a text's words: the names and titles it shows, and those it marks translate="no" (written once for every language). */
export interface PageNames {
  names: readonly string[];
  untranslated: readonly string[];
}
const NO_NAMES: PageNames = { names: [], untranslated: [] };
/** A text without the words no translation changes (« Danzón pour un oud », a venue): the glossary and the avoid list leave them to their authors. */
const withoutUntranslated = (text: string, { untranslated }: PageNames) => untranslated.reduce((rest, name) => rest.split(name).join('…'), text);

const rules: Record<StyleRule, (text: string, sheet: StyleSheet, page: PageNames) => StyleProblem[]> = {
  // « Quintet : Guitar », « Intro : clave »: the French space before a colon (times, 20:30, have none).
  colon: (text) => matches(text, new RegExp(`[\\p{L}\\p{N})”»’]${SPACE}+:(?=\\s|$)`, 'gu'), 'colon', 'pas d’espace avant les deux-points'),
  quotes: (text, sheet) => {
    const { open, close } = sheet.punctuation.quotes;
    const foreign = sheet.punctuation.foreignQuotes.map(escape).join('|');
    const problems = matches(text, new RegExp(foreign, 'gu'), 'quotes', `guillemets ${open}…${close}`);
    // Spanish « » hug their words: «Mambí», never « Mambí ».
    if (sheet.punctuation.foreignQuotes.includes(open)) return problems;
    return [...problems, ...matches(text, new RegExp(`${escape(open)}${SPACE}|${SPACE}${escape(close)}`, 'gu'), 'quotes', `guillemets collés au texte : ${open}texto${close}`)];
  },
  apostrophe: (text, sheet) => matches(text, /(?<=\p{L})'(?=\p{L})/gu, 'apostrophe', `apostrophe typographique ${sheet.punctuation.apostrophe}`),
  // « Sunside - Paris »: a spaced hyphen is not a dash.
  separator: (text, sheet) => matches(text, new RegExp(`(?<=\\S)${SPACE}-${SPACE}(?=\\S)`, 'gu'), 'separator', `tiret demi-cadratin espacé «${sheet.punctuation.separator}»`),
  // « …en tres bloques: La primera… », « En la imagen: Siluetas de… »: a capital after a colon inside a
  // sentence (three words or more before it), on a small word or a word a small one follows, but a name's.
  capital: (text, sheet, { names }) => {
    const words = sheet.punctuation.lowerCaseAfterColon.map(escape).join('|');
    const anyWord = sheet.punctuation.capitalOnlyForNames ? `|\\p{Lu}\\p{Ll}+(?=${SPACE}+\\p{Ll})` : '';
    const pattern = new RegExp(`\\p{L}+(?:${SPACE}+\\p{L}[\\p{L}’'-]*){2,}:${SPACE}+((?:${words})(?![\\p{L}\\p{N}])${anyWord})`, 'gu');
    return [...text.matchAll(pattern)]
      .filter((match) => !names.some((name) => text.startsWith(name, match.index + match[0].length - (match[1] ?? '').length)))
      .map((match) => ({ rule: 'capital' as const, found: around(text, match.index, match[0].length), fix: 'minuscule après les deux-points, sauf un nom propre' }));
  },
  avoid: (text, sheet, page) =>
    sheet.avoid.flatMap(({ word, use, caseSensitive, alone }) =>
      matches(withoutUntranslated(text, page), wholeWords(word, { caseSensitive, alone }), 'avoid', `« ${word} » est à éviter : ${use}`),
    ),
  glossary: (text, sheet, page) =>
    sheet.glossary.flatMap(({ term, variants }) => variants.flatMap((variant) => matches(withoutUntranslated(text, page), wholeWords(variant), 'glossary', `écrire « ${term} »`))),
};

/** What a text breaks of its language's style sheet, rule by rule (all rules, or those named), with what its page says of its names. */
export function styleProblems(text: string, sheet: StyleSheet, only: readonly StyleRule[] = STYLE_RULES, page: PageNames = NO_NAMES): StyleProblem[] {
  return only.flatMap((rule) => rules[rule](text, sheet, page));
}

/** The names and titles of a page: what it marks `translate="no"` or cites, its headings, and the names and headlines of its JSON-LD. */
export function pageNames(html: string): PageNames {
  const root = parse(html, { comment: false });
  const named = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.flatMap(named)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'string' ? (key === 'name' || key === 'headline' ? [inner] : []) : named(inner)))
        : [];
  const jsonLd = root.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    try {
      return named(JSON.parse(script.textContent));
    } catch {
      return [];
    }
  });
  const textOf = (element: HTMLElement) => element.text.replace(/\s+/g, ' ').trim();
  const untranslated = [...new Set(root.querySelectorAll('[translate="no"]').flatMap((element) => [textOf(element), ...element.querySelectorAll('*').map(textOf)]))].filter(
    (name) => name.length > 1,
  );
  const shown = root.querySelectorAll('cite, h1, h2, h3, h4').map(textOf);
  return { names: [...new Set([...untranslated, ...shown, ...jsonLd])].filter((name) => name.length > 1), untranslated: untranslated.sort((a, b) => b.length - a.length) };
}

/** Every string of a JSON-LD block a reader may meet, but those of an object written in another language. */
function jsonLdTexts(value: unknown, lang: string): string[] {
  if (typeof value === 'string') return /^(https?:|\/|@|\d{4}-\d\d)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((inner) => jsonLdTexts(inner, lang));
  if (value && typeof value === 'object') {
    const inLanguage = (value as Record<string, unknown>)['inLanguage'];
    if (typeof inLanguage === 'string' && !inLanguage.toLowerCase().startsWith(lang)) return [];
    return Object.entries(value).flatMap(([key, inner]) =>
      key.startsWith('@') || ['url', 'inLanguage', 'encodingFormat', 'contentUrl', 'embedUrl', 'thumbnailUrl', 'sameAs', 'image', 'logo'].includes(key)
        ? []
        : jsonLdTexts(inner, lang),
    );
  }
  return [];
}

/** The attributes whose text a visitor meets, and the data-* ones a script shows. */
const TEXT_ATTRIBUTES = ['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'data-title', 'data-caption', 'data-description'];
const HEAD_TEXT = 'meta[name="description"], meta[name="keywords"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * The texts of a page in `lang` a reader meets: its head's title and tags, its JSON-LD's strings,
 * its body's text (what <noscript> shows included) and text attributes, but anything inside an
 * element in another language, and that same text wherever else the page repeats it (an untranslated
 * concert title, marked French in its heading, in its <title> or a screen-reader label).
 */
export function pageStyleTexts(html: string, lang: string): string[] {
  const root = parse(html, { comment: false });
  const head = root.querySelector('head');
  const texts = [head?.querySelector('title')?.getAttribute('lang') ? '' : (head?.querySelector('title')?.text ?? '')];
  head?.querySelectorAll(HEAD_TEXT).forEach((meta) => {
    const content = meta.getAttribute('content') ?? '';
    if (!/^(https?:|\/)/.test(content) && !/:(url|type|width|height|locale.*|card|site)$/.test(meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''))
      texts.push(content);
  });
  root.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    try {
      texts.push(...jsonLdTexts(JSON.parse(script.textContent), lang));
    } catch {
      // An unreadable block is check-dist's JSON-LD check's to report.
    }
  });
  const body = root.querySelector('body');
  if (!body) return texts;
  body.querySelectorAll('script, style, template, svg').forEach((element) => element.remove());
  // A <noscript>'s content is markup the parser keeps as text: read as the page shows it.
  body.querySelectorAll('noscript').forEach((element) => element.replaceWith(parse(element.textContent)));
  const foreign: string[] = [];
  body.querySelectorAll('[lang]').forEach((element) => {
    if ((element.getAttribute('lang') ?? '').toLowerCase().startsWith(lang)) return;
    foreign.push(element.text.replace(/\s+/g, ' ').trim());
    element.remove();
  });
  const attributes = (element: HTMLElement) => TEXT_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '').filter(Boolean);
  const marked = [...new Set(foreign.filter((text) => text.length > 3))].sort((a, b) => b.length - a.length);
  const unmarked = (text: string) => marked.reduce((rest, phrase) => rest.split(phrase).join('…'), text);
  return [...texts, body.structuredText, ...body.querySelectorAll('*').flatMap(attributes)].filter(Boolean).map(unmarked);
}

const decodeXml = (text: string) =>
  text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** The titles, descriptions and categories of an RSS feed (an item's HTML description read as text). */
export function feedStyleTexts(xml: string): string[] {
  return [...xml.matchAll(/<(title|description|category|content:encoded)>([\s\S]*?)<\/\1>/g)].map(([, , value]) => parse(decodeXml(value ?? '')).structuredText);
}

/**
 * The SUMMARY, DESCRIPTION, LOCATION and calendar-name lines of an iCalendar file, unfolded, but
 * those marked LANGUAGE=<another>, and their text wherever another line repeats it.
 */
export function calendarStyleTexts(ics: string, lang: string): string[] {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const otherLanguage = new RegExp(`LANGUAGE=(?!${lang})`, 'i');
  const lines = [...unfolded.matchAll(/^(SUMMARY|DESCRIPTION|LOCATION|X-WR-CALNAME|X-WR-CALDESC)((?:;[^:\r\n]*)?):(.*)$/gm)].map(([, , params, value]) => ({
    foreign: otherLanguage.test(params ?? ''),
    text: (value ?? '')
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1')
      .trim(),
  }));
  const marked = lines.filter(({ foreign }) => foreign).map(({ text }) => text);
  // A line that only repeats a marked one's text (the calendar named after an untranslated title) is marked with it.
  return lines
    .filter(({ foreign, text }) => !foreign && !marked.some((phrase) => phrase.includes(text)))
    .map(({ text }) => marked.reduce((rest, phrase) => rest.split(phrase).join('…'), text));
}
