/**
 * Draws a share card at build: the layout of layout.ts, set by satori, painted by
 * resvg, both WebAssembly read from node_modules (nothing native, nothing downloaded), loaded once
 * per build. Text is measured with the same font files through HarfBuzz, so the lines the layout
 * computes are the lines satori draws.
 *
 * A card with a photo leaves as JPEG (a photo in PNG weighs five times more), a typographic one as
 * PNG (flat colours and sharp letters). Drawn cards are kept under node_modules/.astro (Astro's own
 * cache folder) by file name, which is the hash of what is drawn: an unchanged card is not drawn again.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { ReactElement } from 'react';
import type { APIContext } from 'astro';
import satori, { init as initSatori, type Font as SatoriFont } from 'satori/standalone';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { isLocalService } from 'astro/assets';
import {
  CARD_FONTS,
  PICTURE_PANEL,
  faceName,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  fallbackNotice,
  layoutShareCard,
  uncoveredCharacters,
  type CardFont,
  type ShareCardContent,
} from './layout';

const require = createRequire(join(process.cwd(), 'package.json'));
const CACHE_DIR = join(process.cwd(), 'node_modules', '.astro', 'share-cards');

interface FontFile {
  font: CardFont;
  name: string;
  weight: number;
  file: string;
}

const FONTSOURCE_PACKAGES: Record<CardFont, string> = { display: 'fraunces', text: 'noto-sans' };

/**
 * Fraunces for the title (Latin, Latin Extended and Vietnamese: French, Spanish, most of Europe),
 * Noto Sans for the rest and for any character Fraunces lacks (Greek, Cyrillic…), in this order.
 * Satori reads WOFF, not WOFF2.
 */
const FONT_FILES: readonly FontFile[] = (['display', 'text'] as const).flatMap((font) =>
  CARD_FONTS[font].subsets.flatMap((subset) =>
    CARD_FONTS[font].weights.map((weight) => {
      const fontsource = FONTSOURCE_PACKAGES[font];
      return { font, name: faceName(font, subset), weight, file: `@fontsource/${fontsource}/files/${fontsource}-${subset}-${weight}-normal.woff` };
    }),
  ),
);

/** A WOFF 1.0 file unpacked to the TrueType/OpenType tables HarfBuzz reads (each table is zlib-compressed or stored). */
function woffToSfnt(woff: Uint8Array): Uint8Array<ArrayBuffer> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("police de l'image de partage : fichier WOFF attendu");
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compressed = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const sfnt = new Uint8Array(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const out = new DataView(sfnt.buffer);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.setUint32(0, view.getUint32(4));
  out.setUint16(4, numTables);
  out.setUint16(6, power * 16);
  out.setUint16(8, Math.log2(power));
  out.setUint16(10, numTables * 16 - power * 16);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

interface ShapingFont {
  font: CardFont;
  name: string;
  weight: number;
  shaper: Font;
  upem: number;
  covers: Set<number>;
}

interface Engine {
  satoriFonts: SatoriFont[];
  shaping: ShapingFont[];
}

let engine: Promise<Engine> | undefined;

/** Fonts and both WebAssembly modules, loaded once for the whole build. */
function loadEngine(): Promise<Engine> {
  engine ??= (async () => {
    const [layoutWasm, resvgWasm, files] = await Promise.all([
      readFile(require.resolve('satori/layout.wasm')),
      readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
      Promise.all(FONT_FILES.map(async (font) => ({ ...font, data: await readFile(require.resolve(font.file)) }))),
    ]);
    await Promise.all([initSatori(layoutWasm), initWasm(resvgWasm)]);
    return {
      satoriFonts: files.map(({ name, weight, data }) => ({ name, weight: weight === 600 ? 600 : 400, style: 'normal', data })),
      shaping: files.map(({ font, name, weight, data }) => {
        const face = new Face(new Blob(woffToSfnt(data)));
        return { font, name, weight, shaper: new Font(face), upem: face.upem, covers: new Set(face.collectUnicodes()) };
      }),
    };
  })();
  return engine;
}

/** The weight each font is measured at: the title's, and the line's (the only texts the layout wraps or cuts). */
const WEIGHT: Record<CardFont, number> = { display: 600, text: 400 };

/**
 * One HarfBuzz buffer serves every run (reset each time): wrapping a title measures hundreds of
 * candidate lines, and each new buffer would wait for the garbage collector to leave WebAssembly memory.
 */
const shapingBuffer = new ShapingBuffer();

/** The faces satori tries for a text, in its order: the family's own names, then every other name as given, each at its closest weight. */
function facesInOrder(shaping: readonly ShapingFont[], font: CardFont): ShapingFont[] {
  const weight = WEIGHT[font];
  const names = [...new Set(shaping.map((entry) => entry.name))];
  const own = names.filter((name) => shaping.some((entry) => entry.name === name && entry.font === font));
  const closest = (name: string) => shaping.filter((entry) => entry.name === name).sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0] ?? [];
  return [...own, ...names.filter((name) => !own.includes(name))].flatMap(closest);
}

/** Width of a text as satori sets it: each run of characters in the first face that draws them. */
function measurer(shaping: readonly ShapingFont[]) {
  const faces: Record<CardFont, ShapingFont[]> = { display: facesInOrder(shaping, 'display'), text: facesInOrder(shaping, 'text') };
  return (text: string, font: CardFont, size: number): number => {
    const candidates = faces[font];
    const fontFor = (character: string) => candidates.find((entry) => entry.covers.has(character.codePointAt(0) ?? 0)) ?? candidates[0];
    let width = 0;
    let run = '';
    let runFont: ShapingFont | undefined;
    const flush = () => {
      if (run === '' || !runFont) return;
      shapingBuffer.reset();
      shapingBuffer.addText(run);
      shapingBuffer.guessSegmentProperties();
      shape(runFont.shaper, shapingBuffer);
      width += (shapingBuffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0) * size) / runFont.upem;
    };
    for (const character of text) {
      const next = fontFor(character);
      if (next !== runFont) {
        flush();
        run = '';
        runFont = next;
      }
      run += character;
    }
    flush();
    return width;
  };
}

type Logger = APIContext['logger'];

let reported = false;

/**
 * Says once per build, in one line, which characters of the titles the display font cannot draw
 * (they are drawn in Noto Sans instead: a name in another alphabet is drawn, but not in Fraunces),
 * and which no font of the card draws at all.
 */
export async function reportFallbackCharacters(titles: readonly string[], logger: Logger): Promise<void> {
  if (reported) return;
  reported = true;
  const { shaping } = await loadEngine();
  const covered = (font?: CardFont) => new Set(shaping.filter((entry) => font === undefined || entry.font === font).flatMap((entry) => [...entry.covers]));
  const missing = uncoveredCharacters(titles, covered('display'));
  const undrawn = uncoveredCharacters(missing, covered());
  if (missing.length > 0)
    logger.warn(fallbackNotice({ fallback: missing.filter((character) => !undrawn.includes(character)), undrawn }, CARD_FONTS.display.family, CARD_FONTS.text.family));
}

/** Crops, scales and encodes through Astro's own image service (the sharp the build already uses for every picture). */
async function transform(
  bytes: Uint8Array,
  options: { src: string; format: 'jpeg'; quality: number; width?: number; height?: number; fit?: PictureFit },
  logger: Logger,
): Promise<Uint8Array> {
  const service = await getConfiguredImageService();
  if (!isLocalService(service)) throw new Error("images de partage : le service d'images d'Astro doit être local (sharp)");
  return (await service.transform(bytes, options, imageConfig, logger)).data;
}

/** How a picture meets the panel: filling it (a photo, cropped) or whole inside it (an album cover). */
export type PictureFit = 'cover' | 'contain';

/** What the renderer needs: the card's texts, and the page's picture as a file, if it has one. */
export interface CardToDraw extends Omit<ShareCardContent, 'picture'> {
  picturePath: string | undefined;
  pictureFit: PictureFit;
}

/** The card's image file, drawn now or read back from the cache when the same card was drawn before. */
export async function renderShareCard(card: CardToDraw, fileName: string, logger: Logger): Promise<Uint8Array> {
  const cached = join(CACHE_DIR, fileName);
  try {
    return await readFile(cached);
  } catch {
    // Not drawn yet: draw it below.
  }
  const { satoriFonts, shaping } = await loadEngine();
  const { picturePath, pictureFit, ...texts } = card;
  const picture =
    picturePath &&
    `data:image/jpeg;base64,${Buffer.from(await transform(await readFile(picturePath), { src: picturePath, width: PICTURE_PANEL.width, height: PICTURE_PANEL.height, fit: pictureFit, format: 'jpeg', quality: 80 }, logger)).toString('base64')}`;
  const { tree, hasPicture } = layoutShareCard({ ...texts, picture }, measurer(shaping));
  const svg = await satori(tree satisfies ReactElement, { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts: satoriFonts });
  // resvg's objects live in WebAssembly memory, which no garbage collector frees: a hundred cards would pile up.
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  const rendered = resvg.render();
  const png = rendered.asPng();
  rendered.free();
  resvg.free();
  // JPEG for a photo: a photo in PNG weighs five times more; sharp letters keep quality 86.
  const image = hasPicture ? await transform(png, { src: fileName, format: 'jpeg', quality: 86 }, logger) : png;
  await mkdir(CACHE_DIR, { recursive: true });
  // Written aside then renamed: another build reading the cache at the same moment never sees half a file.
  const partial = `${cached}.${process.pid}.part`;
  await writeFile(partial, image);
  await rename(partial, cached);
  return image;
}
