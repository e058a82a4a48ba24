/**
 * The first round trip of a page: the bytes of its document, as Netlify sends them (Brotli), up to
 * and including the element its first screen needs to paint, its largest paint: the <h1> and, where
 * the page gives one, the image it asks for first (fetchpriority="high", a hero or a poster), the
 * later of the two in the document. The styles are inline in the <head>: they are in that prefix.
 * Everything after may follow in the same document (a long list, a rider's tables): a browser
 * paints what has arrived.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

// Asynchronous: the compressions of many pages run side by side in libuv's threads, on every core.
const compress = promisify(brotliCompress);

/**
 * Netlify compresses each file once and keeps it; its level is not published. 11 is the most a
 * compressor does: a lower level only adds bytes, so a page under the budget here may still be
 * a little over there; BROTLI_MARGIN keeps room for that.
 */
export const BROTLI_QUALITY = 11;

/** Brotli size of a text, as Netlify would send it. */
export async function brotliSize(text: string): Promise<number> {
  return (await compress(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })).length;
}

/** Where an element that starts at `start` ends: after its closing tag (`tag`), or after the start tag of a void element. */
function elementEnd(html: string, start: number, tag: string): number {
  if (tag === 'img') return html.indexOf('>', start) + 1;
  const close = html.indexOf(`</${tag}>`, start);
  return close < 0 ? html.length : close + tag.length + 3;
}

/** The offset right after the first screen's largest paint: the later of the <h1>'s end and the first high-priority image's (its whole <picture>). */
export function firstScreenEnd(html: string): number {
  const ends: number[] = [];
  const heading = html.search(/<h1[\s>]/);
  if (heading >= 0) ends.push(elementEnd(html, heading, 'h1'));
  const image = html.search(/<img\b[^>]*\bfetchpriority="high"/);
  if (image >= 0) {
    const picture = html.lastIndexOf('<picture', image);
    const inPicture = picture >= 0 && html.lastIndexOf('</picture>', image) < picture;
    ends.push(inPicture ? elementEnd(html, picture, 'picture') : elementEnd(html, image, 'img'));
  }
  return ends.length > 0 ? Math.max(...ends) : html.length;
}

export interface FirstRoundTrip {
  /** Brotli bytes of the document up to the first screen's largest paint. */
  firstScreen: number;
  /** Brotli bytes of the whole document. */
  whole: number;
  /** What ends the first screen: "h1" or "image". */
  endsWith: 'h1' | 'image' | 'document';
}

export async function firstRoundTrip(html: string): Promise<FirstRoundTrip> {
  const end = firstScreenEnd(html);
  const heading = html.search(/<h1[\s>]/);
  const headingEnd = heading >= 0 ? elementEnd(html, heading, 'h1') : -1;
  const [firstScreen, whole] = await Promise.all([brotliSize(html.slice(0, end)), brotliSize(html)]);
  return {
    firstScreen,
    whole,
    endsWith: end === html.length && heading < 0 ? 'document' : end === headingEnd ? 'h1' : 'image',
  };
}
