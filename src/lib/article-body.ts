/**
 * The article body as the artist writes it, line by line:
 * - '# ' starts a large heading, '## ' a sub-heading ('### ' a smaller one);
 * - every other non-empty line is a paragraph of its own (no need for blank lines between);
 * - lines starting with '- ', '* ' or '1. ' form lists, '> ' a quotation, '---' a separator,
 *   and ``` opens and closes a block kept as typed (chord charts, lyrics laid out by hand);
 * - inside a line: **bold**, *italic*, `code`, [links](https://…) and bare https:// addresses.
 * Anything else (raw HTML included) is shown as typed: text is always escaped. Spaces before
 * « : ; ! ? » become non-breaking, as French typography wants.
 *
 * The article's photos then go after the 1st to the 5th large heading, in order, and the
 * photos left over go at the end.
 */

import { frenchSpacing, slugify } from './blog';

export type HeadingLevel = 1 | 2 | 3;

export type BodyBlock =
  | { kind: 'heading'; level: HeadingLevel; id: string; html: string }
  | { kind: 'paragraph'; html: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; paragraphs: string[] }
  | { kind: 'preformatted'; text: string }
  | { kind: 'separator' };

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const BULLET_ITEM = /^[-*+]\s+(.*)$/;
const NUMBERED_ITEM = /^\d{1,9}[.)]\s+(.*)$/;
const QUOTE_LINE = /^>\s?(.*)$/;
const SEPARATOR = /^([-*_])(?:\s*\1){2,}\s*$/;
const FENCE = /^(`{3,}|~{3,})/;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Heading anchor: "Une enfance à La Havane" -> "une-enfance-a-la-havane". */
export function headingAnchor(text: string): string {
  return slugify(text) || 'section';
}

/** Text of an inline-markdown line with its markers removed, for anchors and plain uses. */
export function inlineText(source: string): string {
  return source
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

export function parseArticleBody(markdown: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const usedAnchors = new Map<string, number>();
  const lines = markdown.split(/\r\n|\r|\n/);

  const inline = (source: string): string => renderInline(frenchSpacing(source));
  const uniqueAnchor = (text: string): string => {
    const base = headingAnchor(text);
    const seen = usedAnchors.get(base) ?? 0;
    usedAnchors.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;

    const fence = FENCE.exec(line)?.[1];
    if (fence) {
      const kept: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith(fence)) {
        kept.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ kind: 'preformatted', text: kept.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(heading[1]?.length ?? 1, 3) as HeadingLevel;
      const source = heading[2] ?? '';
      blocks.push({ kind: 'heading', level, id: uniqueAnchor(inlineText(source)), html: inline(source) });
      continue;
    }

    if (SEPARATOR.test(line)) {
      blocks.push({ kind: 'separator' });
      continue;
    }

    const bullet = BULLET_ITEM.exec(line);
    const numbered = NUMBERED_ITEM.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const previous = blocks.at(-1);
      const item = inline((bullet ?? numbered)?.[1] ?? '');
      // Consecutive items of the same kind form one list; a blank line ends it.
      const continuesList = previous?.kind === 'list' && previous.ordered === ordered && (lines[index - 1] ?? '').trim() !== '';
      if (continuesList) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      continue;
    }

    const quote = QUOTE_LINE.exec(line);
    if (quote) {
      const previous = blocks.at(-1);
      const text = (quote[1] ?? '').trim();
      const continuesQuote = previous?.kind === 'quote' && (lines[index - 1] ?? '').trim() !== '';
      const paragraphs = text === '' ? [] : [inline(text)];
      if (continuesQuote) previous.paragraphs.push(...paragraphs);
      else if (paragraphs.length > 0) blocks.push({ kind: 'quote', paragraphs });
      continue;
    }

    blocks.push({ kind: 'paragraph', html: inline(line) });
  }
  return blocks;
}

/** Link targets the body may use: web and mail addresses, phone numbers, the site's own paths. */
export function isSafeHref(href: string): boolean {
  if (/[\p{Cc}\s]/u.test(href)) return false;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) || /^(\/(?!\/)|#|\.\.?\/)/.test(href);
}

function linkHtml(href: string, innerHtml: string): string {
  if (/^https?:\/\//i.test(href)) {
    return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${innerHtml}<span class="sr-only"> (nouvel onglet)</span></a>`;
  }
  return `<a href="${escapeHtml(href)}">${innerHtml}</a>`;
}

/** Length of the run of `char` starting at `at`. */
function runLength(source: string, at: number, char: string): number {
  let end = at;
  while (source[end] === char) end += 1;
  return end - at;
}

interface Match {
  html: string;
  end: number;
}

/** `*x*`, `**x**`, `***x***` (or with `_`): the closing run has the same length as the opening one. */
function matchEmphasis(source: string, at: number, inLink: boolean): Match | null {
  const char = source[at] ?? '';
  const length = runLength(source, at, char);
  if (length > 3) return null;
  const next = source[at + length] ?? '';
  if (next === '' || /\s/.test(next)) return null;
  // Inside a word, underscores are just underscores (file_name, snake_case).
  if (char === '_' && /[\p{L}\p{N}]/u.test(source[at - 1] ?? '')) return null;
  let search = at + length;
  while (search < source.length) {
    if (source[search] === '\\') {
      search += 2;
      continue;
    }
    if (source[search] !== char) {
      search += 1;
      continue;
    }
    const closing = runLength(source, search, char);
    const before = source[search - 1] ?? '';
    const after = source[search + closing] ?? '';
    const closes = closing === length && !/\s/.test(before) && !(char === '_' && /[\p{L}\p{N}]/u.test(after));
    if (closes) {
      const inner = renderInline(source.slice(at + length, search), inLink);
      const html = length === 1 ? `<em>${inner}</em>` : length === 2 ? `<strong>${inner}</strong>` : `<strong><em>${inner}</em></strong>`;
      return { html, end: search + closing };
    }
    search += closing;
  }
  return null;
}

/** `[text](address)` or `![description](address)`, with an optional "title" after the address. */
function matchLink(source: string, at: number): { text: string; href: string; end: number } | null {
  let depth = 0;
  let close = -1;
  for (let index = at; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '[') {
      depth += 1;
    } else if (char === ']') {
      depth -= 1;
      if (depth === 0) {
        close = index;
        break;
      }
    }
  }
  if (close < 0 || source[close + 1] !== '(') return null;
  const end = source.indexOf(')', close + 2);
  if (end < 0) return null;
  const target = source.slice(close + 2, end).trim();
  const href = target.replace(/\s+"[^"]*"$/, '').replace(/^<|>$/g, '');
  return { text: source.slice(at + 1, close), href, end: end + 1 };
}

const BARE_URL = /^https?:\/\/[^\s<]+/i;

/**
 * Inline markdown of one line to HTML. Every character that is not markup is escaped,
 * so nothing the artist types can inject HTML.
 */
export function renderInline(source: string, inLink = false): string {
  let html = '';
  let index = 0;
  while (index < source.length) {
    const char = source[index] ?? '';
    const next = source[index + 1] ?? '';

    if (char === '\\' && /[\\`*_[\]()#+\-.!>~|]/.test(next)) {
      html += escapeHtml(next);
      index += 2;
      continue;
    }

    if (char === '`') {
      const ticks = runLength(source, index, '`');
      const close = source.indexOf('`'.repeat(ticks), index + ticks);
      if (close >= 0) {
        html += `<code>${escapeHtml(source.slice(index + ticks, close).trim())}</code>`;
        index = close + ticks;
        continue;
      }
    }

    // An image belongs in the article's photos; in a line, its description stands for it.
    if (char === '!' && next === '[') {
      const image = matchLink(source, index + 1);
      if (image) {
        html += renderInline(image.text, inLink);
        index = image.end;
        continue;
      }
    }

    if (char === '[' && !inLink) {
      const link = matchLink(source, index);
      if (link) {
        const text = renderInline(link.text, true);
        html += isSafeHref(link.href) ? linkHtml(link.href, text) : text;
        index = link.end;
        continue;
      }
    }

    if (char === '*' || char === '_') {
      const emphasis = matchEmphasis(source, index, inLink);
      if (emphasis) {
        html += emphasis.html;
        index = emphasis.end;
        continue;
      }
      const run = runLength(source, index, char);
      html += escapeHtml(char.repeat(run));
      index += run;
      continue;
    }

    if (!inLink && (char === 'h' || char === 'H') && !/[\p{L}\p{N}]/u.test(source[index - 1] ?? '')) {
      const url = BARE_URL.exec(source.slice(index))?.[0].replace(/[.,;:!?)»]+$/, '');
      if (url) {
        html += linkHtml(url, escapeHtml(url));
        index += url.length;
        continue;
      }
    }

    html += escapeHtml(char);
    index += 1;
  }
  return html;
}

export interface OrderedPhoto {
  /** Rank chosen by the artist (1 = first); photos without one keep their place in the list. */
  position?: number | undefined;
}

/** Photos in the order they appear in the article. */
export function orderPhotos<P extends OrderedPhoto>(photos: readonly P[]): P[] {
  return photos
    .map((photo, index) => ({ photo, rank: photo.position ?? index + 1, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ photo }) => photo);
}

/** How many large headings receive a photo. */
export const PHOTO_HEADING_SLOTS = 5;

export type BodyPiece<P> = { kind: 'block'; block: BodyBlock } | { kind: 'photo'; photo: P };

/**
 * The body with the photos in place: the n-th photo right after the n-th large heading for
 * n = 1 to 5, then the photos not placed yet at the end, in order.
 */
export function placePhotos<P>(blocks: readonly BodyBlock[], photos: readonly P[]): BodyPiece<P>[] {
  const pieces: BodyPiece<P>[] = [];
  let largeHeadings = 0;
  let placed = 0;
  for (const block of blocks) {
    pieces.push({ kind: 'block', block });
    if (block.kind === 'heading' && block.level === 1) {
      largeHeadings += 1;
      const photo = photos[placed];
      if (largeHeadings <= PHOTO_HEADING_SLOTS && photo !== undefined) {
        pieces.push({ kind: 'photo', photo });
        placed += 1;
      }
    }
  }
  for (const photo of photos.slice(placed)) pieces.push({ kind: 'photo', photo });
  return pieces;
}
