/**
 * The share card of a page (the picture a link shows once pasted in a message or a post), as
 * a tree of elements for satori: its title in the display font, a short line under it, the
 * artist's name, and the page's own picture where it has one. Pure: the text is measured by
 * the function it is given (the fonts' real advances at build, a simple rule in the tests), so
 * the lines drawn are the lines computed here, never wrapped again by the renderer.
 */

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/**
 * Bumped whenever the drawing changes (layout, colours, fonts): it is part of every card's hash,
 * so a new look gets new file names and no reader keeps an old picture cached under a new look.
 */
export const SHARE_CARD_LAYOUT_VERSION = 2;

/** The site's colours (src/styles/global.css). */
export const CARD_COLOURS = {
  night: '#0e0c0a',
  nightSoft: '#1b1712',
  cream: '#f7f0e3',
  sand: '#d9cbb2',
  amber: '#f0b35a',
  rumba: '#e0674a',
} as const;

/**
 * The two families a card draws with: Fraunces for the title, a sans for everything else, each in
 * Fontsource's subset files. Satori keeps one face per name (the closest weight): each subset goes
 * under its own name, and a text asks for all of its family's names in turn. A character none of
 * them draws falls back to the other family's faces, in the order they were given to satori.
 */
export const CARD_FONTS = {
  display: { family: 'Fraunces', subsets: ['latin', 'latin-ext', 'vietnamese'], weights: [600] },
  text: { family: 'Noto Sans', subsets: ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'], weights: [400, 600] },
} as const;
export type CardFont = keyof typeof CARD_FONTS;

/** The name one subset file of a family is given to satori ("Fraunces", "Fraunces latin-ext"). */
export function faceName(font: CardFont, subset: string): string {
  const { family } = CARD_FONTS[font];
  return subset === 'latin' ? family : `${family} ${subset}`;
}

/** The CSS font-family of a text in one of the card's fonts: every subset of the family, Latin first. */
export function fontFamily(font: CardFont): string {
  return CARD_FONTS[font].subsets.map((subset) => faceName(font, subset)).join(', ');
}

/** Width in pixels of a text set in one of the card's fonts at a size. */
export type MeasureText = (text: string, font: CardFont, size: number) => number;

export interface ShareCardContent {
  title: string;
  /** Date and venue, year, category and reading time, or the tagline. */
  line: string;
  artist: string;
  /** The site's host, printed small at the bottom ("yaniel-barcenas.example"). */
  host: string;
  /**
   * The page's picture (a data: URL), if it has one, already scaled to the picture panel: cropped
   * to fill it (a photo), or whole inside it (an album cover, shown on the night around it).
   */
  picture?: string | undefined;
}

const PADDING = 72;
/** The picture panel on the right; the text keeps the rest. */
export const PICTURE_PANEL = { width: 460, height: SHARE_CARD_HEIGHT } as const;
const PICTURE_GAP = 56;
/** Largest first: a short title gets the biggest size at which it fits without being cut. */
const SMALLEST_TITLE_SIZE = 54;
const TITLE_SIZES = [84, 72, 62, SMALLEST_TITLE_SIZE] as const;
/**
 * The typographic card's two rings (a clave's two beats), by their outer box: the big one bleeds
 * off the top right corner, the small one sits low on the right. The text column stops short of
 * the leftmost, so that no title runs under them.
 */
export const RINGS = [
  { top: -150, right: -250, size: 540, border: 10, colour: 'amber' },
  { top: 410, right: 72, size: 128, border: 8, colour: 'rumba' },
] as const;
const RINGS_LEFT = Math.min(...RINGS.map((ring) => SHARE_CARD_WIDTH - ring.right - ring.size));
export const TITLE_MAX_LINES = 3;
const TITLE_LINE_HEIGHT = 1.12;
const LINE_SIZE = 30;
const ARTIST_SIZE = 26;
const HOST_SIZE = 22;
const ELLIPSIS = '…';

/** Width the text column has, with or without the picture panel. */
export function textColumnWidth(hasPicture: boolean): number {
  return (hasPicture ? SHARE_CARD_WIDTH - PICTURE_PANEL.width : RINGS_LEFT) - PADDING - PICTURE_GAP;
}

export interface WrappedText {
  lines: string[];
  /** True when the text did not fit and its last line ends with an ellipsis. */
  truncated: boolean;
}

/** The characters of a text, as a reader counts them (an accented letter typed as two code points stays one). */
function graphemes(text: string): string[] {
  return [...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);
}

/** A word wider than the whole line (a long address, a compound) cut into pieces that fit. */
function splitLongWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of graphemes(word)) {
    if (piece !== '' && !fits(piece + character)) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return piece === '' ? pieces : [...pieces, piece];
}

/** The line shortened until it fits with an ellipsis: whole words first, letters only for a single word. */
function withEllipsis(line: string, fits: (text: string) => boolean): string {
  // Punctuation or a space just before the ellipsis reads as a typo ("Paris,…").
  const close = (text: string) => `${text.replace(/[\s\u00a0\u202f,;:.!?·–—-]+$/u, '')}${ELLIPSIS}`;
  const words = line.split(' ');
  while (words.length > 1 && !fits(close(words.join(' ')))) words.pop();
  let kept = words.join(' ');
  if (fits(close(kept))) return close(kept);
  const characters = graphemes(kept);
  while (characters.length > 1 && !fits(close(characters.join('')))) characters.pop();
  kept = characters.join('');
  return close(kept);
}

/**
 * Greedy wrap on spaces (a no-break space holds its neighbours together, as in the page), at most
 * `maxLines` lines; what is left over ends the last line with an ellipsis.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number, maxLines: number): WrappedText {
  const fits = (candidate: string) => measure(candidate) <= maxWidth;
  const words = text
    .trim()
    .split(/ +/)
    .filter((word) => word !== '')
    .flatMap((word) => (fits(word) ? [word] : splitLongWord(word, fits)));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines]}`, fits);
  return { lines: kept, truncated: true };
}

export interface TitleLayout extends WrappedText {
  size: number;
}

/**
 * The title at the largest size where it fits whole in three lines, else at the smallest size, cut
 * after a whole word. A word is never cut: one wider than the column at the smallest size sets a
 * smaller one, at which it fits.
 */
export function layoutTitle(title: string, maxWidth: number, measure: MeasureText): TitleLayout {
  const widestWord = (size: number) => Math.max(0, ...title.split(/ +/).map((word) => measure(word, 'display', size)));
  const wrapAt = (size: number) => wrapText(title, maxWidth, (text) => measure(text, 'display', size), TITLE_MAX_LINES);
  for (const size of TITLE_SIZES) {
    const wrapped = wrapAt(size);
    if (!wrapped.truncated && widestWord(size) <= maxWidth) return { size, ...wrapped };
  }
  const widest = widestWord(SMALLEST_TITLE_SIZE);
  const size = widest <= maxWidth ? SMALLEST_TITLE_SIZE : Math.floor((SMALLEST_TITLE_SIZE * maxWidth) / widest);
  return { size, ...wrapAt(size) };
}

/** A node of the tree satori draws (the shape of a React element, without React). */
export interface CardElement {
  type: 'div' | 'img';
  key: null;
  props: {
    style: Record<string, string | number>;
    children?: string | CardElement | CardElement[];
    src?: string;
    width?: number;
    height?: number;
  };
}

const div = (style: CardElement['props']['style'], children?: string | CardElement | CardElement[]): CardElement => ({
  type: 'div',
  key: null,
  props: children === undefined ? { style } : { style, children },
});

export interface ShareCardLayout {
  tree: CardElement;
  title: TitleLayout;
  line: string;
  hasPicture: boolean;
}

/** The whole card: text column on the left, the picture on the right, or a typographic card without one. */
export function layoutShareCard(content: ShareCardContent, measure: MeasureText): ShareCardLayout {
  const hasPicture = content.picture !== undefined && content.picture !== '';
  const width = textColumnWidth(hasPicture);
  const title = layoutTitle(content.title, width, measure);
  const line = wrapText(content.line, width, (text) => measure(text, 'text', LINE_SIZE), 1).lines[0] ?? '';

  const oneLine = { display: 'flex', whiteSpace: 'pre' } as const;
  const textColumn = div({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width, height: SHARE_CARD_HEIGHT - 2 * PADDING }, [
    div(
      { ...oneLine, fontFamily: fontFamily('text'), fontWeight: 600, fontSize: ARTIST_SIZE, letterSpacing: 3, color: CARD_COLOURS.amber, textTransform: 'uppercase' },
      content.artist,
    ),
    div({ display: 'flex', flexDirection: 'column' }, [
      ...title.lines.map((text) =>
        div({ ...oneLine, fontFamily: fontFamily('display'), fontWeight: 600, fontSize: title.size, lineHeight: TITLE_LINE_HEIGHT, color: CARD_COLOURS.cream }, text),
      ),
      div({ ...oneLine, marginTop: 28, fontFamily: fontFamily('text'), fontWeight: 400, fontSize: LINE_SIZE, color: CARD_COLOURS.sand }, line),
    ]),
    div({ display: 'flex', alignItems: 'center' }, [
      div({ width: 96, height: 8, backgroundColor: CARD_COLOURS.amber }),
      div({ width: 40, height: 8, backgroundColor: CARD_COLOURS.rumba, marginRight: 24 }),
      div({ ...oneLine, fontFamily: fontFamily('text'), fontWeight: 400, fontSize: HOST_SIZE, color: CARD_COLOURS.sand }, content.host),
    ]),
  ]);

  const side: CardElement[] = hasPicture
    ? [
        div({ position: 'absolute', top: 0, right: 0, display: 'flex', width: PICTURE_PANEL.width, height: PICTURE_PANEL.height }, [
          { type: 'img', key: null, props: { src: content.picture ?? '', width: PICTURE_PANEL.width, height: PICTURE_PANEL.height, style: { objectFit: 'contain' } } },
          // The picture melts into the night on its left edge, so the card reads as one piece.
          div({
            position: 'absolute',
            top: 0,
            left: 0,
            width: 160,
            height: PICTURE_PANEL.height,
            backgroundImage: `linear-gradient(to right, ${CARD_COLOURS.night}, rgba(14, 12, 10, 0))`,
          }),
        ]),
      ]
    : [
        // Without a picture, two rings in the site's warm colours hold the right side (a clave's two beats).
        ...RINGS.map((ring) =>
          div({
            position: 'absolute',
            top: ring.top,
            right: ring.right,
            boxSizing: 'border-box',
            width: ring.size,
            height: ring.size,
            borderRadius: '50%',
            ...(ring.colour === 'amber' && { backgroundColor: CARD_COLOURS.nightSoft }),
            border: `${ring.border}px solid ${CARD_COLOURS[ring.colour]}`,
          }),
        ),
      ];

  const tree = div(
    // border-box: satori sizes boxes like CSS, padding outside the width otherwise.
    {
      position: 'relative',
      display: 'flex',
      boxSizing: 'border-box',
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      padding: PADDING,
      backgroundColor: CARD_COLOURS.night,
      overflow: 'hidden',
    },
    [...side, textColumn],
  );
  return { tree, title, line, hasPicture };
}

/**
 * What a card's file name stands for: everything drawn, and the drawing's version. The picture
 * counts by its digest (its bytes, and how it meets the panel), not by its file name, so an edited
 * photo gets a new card.
 */
export interface ShareCardIdentity {
  title: string;
  line: string;
  artist: string;
  host: string;
  pictureDigest: string | undefined;
}

export function shareCardKey(identity: ShareCardIdentity): string {
  return JSON.stringify([SHARE_CARD_LAYOUT_VERSION, identity.title, identity.line, identity.artist, identity.host, identity.pictureDigest ?? null]);
}

/** First 12 hex digits of the SHA-256 of a text or of bytes: enough to tell a site's cards apart. */
export async function shortHash(input: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The card's name in /og/: the page's path made readable, then the hash of what is drawn. */
export function shareCardFileName(path: string, hash: string, format: 'png' | 'jpg'): string {
  const slug =
    path === '/'
      ? 'accueil'
      : path
          .replace(/^\/+|\/+$/g, '')
          .replace(/[^a-z0-9-]+/gi, '-')
          .toLowerCase();
  return `${slug}-${hash}.${format}`;
}

/** The characters of the texts that the covered set lacks (spaces aside), each once, in order of appearance. */
export function uncoveredCharacters(texts: readonly string[], covered: ReadonlySet<number>): string[] {
  const missing = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      if (!/\s/u.test(character) && !covered.has(codePoint)) missing.add(character);
    }
  }
  return [...missing];
}

const characterList = (characters: readonly string[]) =>
  characters.map((character) => `« ${character} » U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(', ');

const plural = (count: number, word: string) => `${word}${count > 1 ? 's' : ''}`;

/**
 * The one line the build prints when titles hold characters the display font cannot draw: those
 * the fallback font draws, and those no font of the card draws (an empty box on the card).
 */
export function fallbackNotice(characters: { fallback: readonly string[]; undrawn: readonly string[] }, displayFont: string, fallbackFont: string): string {
  const { fallback, undrawn } = characters;
  const parts = [
    fallback.length > 0 &&
      `${fallback.length} ${plural(fallback.length, 'caractère')} ${plural(fallback.length, 'absent')} de ${displayFont}, ${plural(fallback.length, 'dessiné')} avec ${fallbackFont} : ${characterList(fallback)}`,
    undrawn.length > 0 && `${undrawn.length} ${plural(undrawn.length, 'caractère')} qu'aucune police ne dessine (carré vide) : ${characterList(undrawn)}`,
  ].filter((part) => part !== false);
  return `Images de partage : ${parts.join(' ; ')}`;
}
