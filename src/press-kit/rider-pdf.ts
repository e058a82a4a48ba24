/**
 * The technical rider and the stage plot as A4 PDFs, drawn at build with pdf-lib: real text in
 * Noto Sans (the site's own, from @fontsource), embedded as a subset, so a programmer can select,
 * search and copy it. The bytes depend on the data only (fixed dates, no random font tag), so the
 * file's hash, and its name, change exactly when the data does.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  backlineLines,
  inputCells,
  logisticsNeed,
  LOGISTICS_TOPICS,
  monitorCells,
  plotWords,
  riderFacts,
  type FestivalData,
  type KitFees,
  type KitInput,
  type KitMonitor,
  type KitWords,
  type LogisticsTopic,
  type Provider,
  type StagePosition,
} from '../lib/press-kit';
import { metres } from '../lib/metres';
import { stagePlotDrawing, type Drawing, type PlotData, type ShapeStyle, type TextTone } from '../lib/stage-layout';
import { plotRows } from '../lib/stage-plot';
import { languageTags, type Language } from '../lib/languages';
import type { HardwareKind, RiderSizing } from '../lib/rider-checks';

/** A line of the rider and who provides it. */
export interface ProvidedLine {
  item: string;
  providedBy: Provider;
}

/** What the rider says: the kit's data with the ensemble's line-up, in one language. */
export interface RiderData {
  artist: string;
  ensemble: string;
  /** YYYY-MM-DD, the day the data was checked; printed, and the PDF's own dates. */
  updatedAt: string;
  lineUp: readonly { name: string; role: string }[];
  stage: readonly StagePosition[];
  inputs: readonly KitInput[];
  monitors: readonly KitMonitor[];
  frontOfHouse: readonly ProvidedLine[];
  lighting: readonly ProvidedLine[];
  crew: readonly { name: string; role: string }[];
  logistics: Record<LogisticsTopic, ProvidedLine>;
  powerDrops: readonly (PlotData['powerDrops'][number] & { spare?: boolean | undefined })[];
  monitorSends: number;
  hardware: readonly { kind: HardwareKind; count: number; providedBy: Provider }[];
  sizing: RiderSizing;
  festival: FestivalData;
  fees: KitFees;
  backlineVenue: readonly string[];
  backlineBand: readonly string[];
  power: string;
  stageDimensions: { width: number; depth: number };
  sets: string;
  schedule: string;
  hospitality: string;
  technicalContact: { name: string; role: string; email: string; phone: string };
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.72, 0.45, 0.1);
const RULE = rgb(0.82, 0.82, 0.85);

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);
let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;

/**
 * The TrueType font a WOFF file wraps, its tables inflated once: given the WOFF, fontkit inflates
 * a table again at every read (each glyph's outline and metrics), half of a document's drawing
 * time, which blocked the studio's dev server for tens of seconds (issue 45). WOFF 1.0: a 44-byte
 * header, then per table its tag, offset, compressed and original lengths and checksum.
 */
export function sfntOfWoff(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('rider-pdf: not a WOFF 1.0 font');
  const count = input.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, compressed, length] = [input.readUInt32BE(at + 4), input.readUInt32BE(at + 8), input.readUInt32BE(at + 12)];
    const stored = input.subarray(offset, offset + compressed);
    return { tag: input.subarray(at, at + 4), checksum: input.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(input.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const record = 12 + index * 16;
    tag.copy(header, record);
    header.writeUInt32BE(checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return new Uint8Array(Buffer.concat(parts));
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A word wider than `width` cut into pieces that fit, a hyphen at each cut: no cell runs into the next column. */
function pieces(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const cut = [...word].findIndex((_, index) => font.widthOfTextAtSize(`${word.slice(0, index + 1)}-`, size) > width);
  const at = Math.max(1, cut);
  return [`${word.slice(0, at)}-`, ...pieces(word.slice(at), font, size, width)];
}

/** Lines of `text` no wider than `width` at `size`, broken between words (inside a word too wide for the line). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return text
    .split(' ')
    .flatMap((word) => pieces(word, font, size, width))
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1);
      if (last !== undefined && !last.endsWith('-') && font.widthOfTextAtSize(`${last} ${word}`, size) <= width) return [...lines.slice(0, -1), `${last} ${word}`];
      return [...lines, word];
    }, []);
}

/** A section heading's height: the space above it, its line, the rule and the space under it. */
const HEADING_HEIGHT = 14 + 13 * 1.35 + 10;

/** Writes down the page, opening a new one when the next block does not fit. */
class Writer {
  readonly document: PDFDocument;
  readonly fonts: Fonts;
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;

  constructor(document: PDFDocument, fonts: Fonts) {
    this.document = document;
    this.fonts = fonts;
    this.page = document.addPage(PageSizes.A4);
  }

  newPage() {
    this.page = this.document.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Makes room for `height` points, on a new page if needed. */
  room(height: number) {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  text(text: string, options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; width?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const lines = wrap(text, font, size, options.width ?? CONTENT_WIDTH);
    const leading = size * 1.35;
    this.room(lines.length * leading);
    for (const line of lines) {
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + (options.x ?? 0), y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  /**
   * A section's heading, kept with what follows it: it goes to a new page unless the heading and
   * `keep` points of its content (the first lines, or a table's header and first row) fit here.
   */
  heading(text: string, keep: number) {
    this.room(HEADING_HEIGHT + keep);
    this.y -= 14;
    this.text(text, { size: 13, bold: true, color: ACCENT, gap: 4 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 6;
  }

  /** The height of `text`'s first `lines` lines at the body size, for heading()'s keep. */
  linesHeight(text: string, lines = 2): number {
    return Math.min(lines, wrap(text, this.fonts.regular, 10, CONTENT_WIDTH).length) * 10 * 1.35;
  }

  /**
   * Terms and their texts side by side, the term bold in a narrow column: the rider's facts (stage,
   * power, sets, the day, a festival's, hospitality, fee) without a heading each; a term stays with
   * its whole text.
   */
  definitions(entries: readonly (readonly [string, string])[]) {
    const size = 10;
    const leading = size * 1.35;
    const termWidth = 118;
    for (const [term, text] of entries) {
      const terms = wrap(term, this.fonts.bold, size, termWidth - 8);
      const lines = wrap(text, this.fonts.regular, size, CONTENT_WIDTH - termWidth);
      const height = Math.max(terms.length, lines.length) * leading + 6;
      this.room(height);
      terms.forEach((line, at) => this.page.drawText(line, { x: MARGIN, y: this.y - leading * (at + 1), size, font: this.fonts.bold, color: INK }));
      lines.forEach((line, at) => this.page.drawText(line, { x: MARGIN + termWidth, y: this.y - leading * (at + 1), size, font: this.fonts.regular, color: INK }));
      this.y -= height;
    }
  }

  /** A table's row: its cells' lines and its height. */
  measureRow(columns: readonly { title: string; width: number }[], cells: readonly string[], bold: boolean) {
    const size = 9;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const wrapped = cells.map((cell, index) => wrap(cell, font, size, (columns[index]?.width ?? 0) - 6));
    return { font, wrapped, height: Math.max(...wrapped.map((lines) => lines.length)) * size * 1.35 + 4 };
  }

  /** A table's whole height, header and heading included: what keeping it with the next block needs. */
  tableHeight(columns: readonly { title: string; width: number }[], rows: readonly (readonly string[])[], heading?: string): number {
    const header = this.measureRow(
      columns,
      columns.map((column) => column.title),
      true,
    ).height;
    return (heading === undefined ? 0 : HEADING_HEIGHT) + header + rows.reduce((sum, row) => sum + this.measureRow(columns, row, false).height, 0);
  }

  /**
   * A table whose cells wrap; the header row is repeated on a new page, and the last two rows go
   * together (no row alone at the top of a page); `heading`, when given, is kept with the header
   * and the first row.
   */
  table(columns: readonly { title: string; width: number }[], rows: readonly (readonly string[])[], heading?: string) {
    const size = 9;
    const leading = size * 1.35;
    const measure = (cells: readonly string[], bold: boolean) => this.measureRow(columns, cells, bold);
    if (heading !== undefined)
      this.heading(
        heading,
        measure(
          columns.map((column) => column.title),
          true,
        ).height + (rows.length <= 2 ? rows : rows.slice(0, 1)).reduce((sum, row) => sum + measure(row, false).height, 0),
      );
    const drawRow = (cells: readonly string[], bold: boolean, keep = 0) => {
      const { font, wrapped, height } = measure(cells, bold);
      if (this.y - height - keep < MARGIN + 24) {
        this.newPage();
        if (!bold)
          drawRow(
            columns.map((column) => column.title),
            true,
          );
      }
      let x = MARGIN;
      wrapped.forEach((lines, index) => {
        lines.forEach((line, at) => this.page.drawText(line, { x, y: this.y - leading * (at + 1), size, font, color: bold ? MUTED : INK }));
        x += columns[index]?.width ?? 0;
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 1 }, end: { x: PAGE_WIDTH - MARGIN, y: this.y + 1 }, thickness: 0.4, color: RULE });
    };
    drawRow(
      columns.map((column) => column.title),
      true,
    );
    rows.forEach((row, index) => {
      const last = rows[index + 1];
      // The row before the last keeps the last one with it.
      drawRow(row, false, index === rows.length - 2 && last ? measure(last, false).height : 0);
    });
  }
}

const RISER_FILL = rgb(0.93, 0.93, 0.94);
const PAPER = rgb(1, 1, 1);
/** Each shape style's paint in the PDF (the kit page's are in StagePlot.astro). */
const PAINT: Record<ShapeStyle, { fill?: typeof INK; stroke?: typeof INK; width?: number; dash?: number[] }> = {
  stage: { stroke: INK, width: 2 },
  riser: { fill: RISER_FILL, stroke: MUTED, width: 1.2, dash: [6, 4] },
  symbol: { fill: PAPER, stroke: INK, width: 1.4 },
  solid: { fill: INK },
  monitor: { fill: ACCENT },
  chip: { fill: PAPER, stroke: ACCENT, width: 1 },
  rule: { stroke: INK, width: 1.2 },
};
const TONES: Record<TextTone, typeof INK> = { ink: INK, muted: MUTED, accent: ACCENT, onAccent: PAPER };

/** The drawing of stage-layout.ts on the page, scaled to the text's width (or to `maxHeight`, centred), its top at the writer's line. */
function drawDrawing(writer: Writer, drawing: Drawing, maxHeight: number) {
  const scale = Math.min(CONTENT_WIDTH / drawing.width, maxHeight / drawing.height);
  const left = MARGIN + (CONTENT_WIDTH - drawing.width * scale) / 2;
  const top = writer.y;
  const { page, fonts } = writer;
  for (const shape of drawing.shapes) {
    if (shape.kind === 'path') {
      const paint = PAINT[shape.style];
      page.drawSvgPath(shape.d, {
        x: left,
        y: top,
        scale,
        ...(paint.fill && { color: paint.fill }),
        ...(paint.stroke && { borderColor: paint.stroke, borderWidth: paint.width ?? 1 }),
        ...(paint.dash && { borderDashArray: paint.dash }),
      });
    } else {
      const font = shape.bold ? fonts.bold : fonts.regular;
      const size = shape.size * scale;
      const width = font.widthOfTextAtSize(shape.text, size);
      const shift = shape.anchor === 'middle' ? width / 2 : shape.anchor === 'end' ? width : 0;
      page.drawText(shape.text, { x: left + shape.x * scale - shift, y: top - shape.y * scale, size, font, color: TONES[shape.tone] });
    }
  }
  writer.y = top - drawing.height * scale;
}

/** The plot on its own page: the stage to scale (stage-layout.ts), then the positions' table. */
function drawStagePlot(writer: Writer, data: RiderData, words: KitWords, language: Language) {
  if (writer.y < PAGE_HEIGHT - MARGIN) writer.newPage();
  const { width, depth } = data.stageDimensions;
  writer.text(`${words.stagePlot} · ${data.ensemble}`, { size: 18, bold: true, gap: 4 });
  writer.text(words.plotDescription(data.ensemble, data.stage.length, metres(language, width), metres(language, depth)), { size: 9, color: MUTED, gap: 10 });
  const columns = [
    { title: words.musicians, width: 92 },
    { title: words.position, width: 92 },
    { title: words.instrumentsColumn, width: 150 },
    { title: words.riser, width: 90 },
    { title: words.mix, width: CONTENT_WIDTH - 424 },
  ];
  const rows = plotRows(data, words);
  // The drawing takes what the positions' table leaves: plot and table on one page in every language.
  drawDrawing(writer, stagePlotDrawing(data, plotWords(words)), writer.y - (MARGIN + 24) - writer.tableHeight(columns, rows) - 12);
  writer.y -= 10;
  writer.table(columns, rows);
}

function header(writer: Writer, data: RiderData, words: KitWords, title: string, language: Language) {
  const date = new Intl.DateTimeFormat(languageTags[language].bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${data.updatedAt}T00:00:00Z`));
  writer.text(data.artist.toUpperCase(), { size: 9, bold: true, color: ACCENT });
  writer.text(`${title} · ${data.ensemble}`, { size: 20, bold: true, gap: 2 });
  writer.text(words.dataOf(date), { size: 9, color: MUTED, gap: 6 });
}

/** Lines and who provides each, as a table under its heading. */
function providedTable(writer: Writer, words: KitWords, title: string, lines: readonly ProvidedLine[]) {
  writer.table(
    [
      { title: words.need, width: CONTENT_WIDTH - 80 },
      { title: words.providedBy, width: 80 },
    ],
    lines.map((line) => [line.item, words.providers[line.providedBy]]),
    title,
  );
}

function drawRider(writer: Writer, data: RiderData, words: KitWords, language: Language) {
  const party = [...data.lineUp, ...data.crew];
  writer.heading(`${words.travelParty} · ${words.people(party.length)}`, 3 * 13.5);
  for (const member of party) writer.text(`${member.name} — ${member.role}`);
  writer.table(
    [
      { title: words.channel, width: 32 },
      { title: words.source, width: 92 },
      { title: words.microphone, width: 84 },
      { title: words.phantom, width: 34 },
      { title: words.insert, width: 42 },
      { title: words.stand, width: 72 },
      { title: words.providedBy, width: 66 },
      { title: words.notes, width: CONTENT_WIDTH - 422 },
    ],
    data.inputs.map((input) => inputCells(input, words)),
    words.inputList,
  );
  writer.table(
    [
      { title: words.mix, width: 44 },
      { title: words.musicians, width: 100 },
      { title: words.monitorType, width: 84 },
      { title: words.count, width: 48 },
      { title: words.providedBy, width: 70 },
      { title: words.notes, width: CONTENT_WIDTH - 346 },
    ],
    data.monitors.map((monitor) => monitorCells(monitor, words)),
    words.monitors,
  );
  writer.text(words.monitorSends(data.monitorSends), { size: 9, color: MUTED });
  for (const [title, lines] of [
    [words.frontOfHouse, data.frontOfHouse],
    [words.lighting, data.lighting],
  ] as const) {
    if (lines.length === 0) continue;
    providedTable(writer, words, title, lines);
  }
  const lists: [string, readonly string[]][] = [
    [words.backlineVenue, backlineLines(data, data.backlineVenue, 'organisateur', words)],
    [words.backlineBand, backlineLines(data, data.backlineBand, 'groupe', words)],
  ];
  for (const [title, lines] of lists.filter(([, lines]) => lines.length > 0)) {
    writer.heading(title, writer.linesHeight(lines[0] ?? ''));
    for (const line of lines) writer.text(`• ${line}`);
  }
  writer.y -= 10;
  writer.definitions(riderFacts(data, words, language));
  const logisticsColumns = [
    { title: words.logistics, width: 110 },
    { title: words.need, width: CONTENT_WIDTH - 190 },
    { title: words.providedBy, width: 80 },
  ];
  const logistics = LOGISTICS_TOPICS.map((topic) => [
    words.logisticsTopics[topic],
    logisticsNeed(topic, data.logistics[topic].item, data.sizing, words),
    words.providers[data.logistics[topic].providedBy],
  ]);
  // The last two blocks, logistics and the technical contact, go together: no page holds the contact alone.
  writer.room(writer.tableHeight(logisticsColumns, logistics, words.logistics) + HEADING_HEIGHT + 2 * 13.5);
  writer.table(logisticsColumns, logistics, words.logistics);
  const contact = data.technicalContact;
  writer.heading(words.technicalContact, 2 * 13.5);
  writer.text(`${contact.name}, ${contact.role}`, { bold: true });
  writer.text(`${contact.email} · ${contact.phone}`);
}

/** Numbers every page at its foot, with the ensemble's name. */
function footers(document: PDFDocument, fonts: Fonts, data: RiderData, words: KitWords) {
  const pages = document.getPages();
  pages.forEach((page, index) => {
    const text = `${data.ensemble} · ${words.page(index + 1, pages.length)}`;
    page.drawText(text, { x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(text, 8), y: MARGIN / 2, size: 8, font: fonts.regular, color: MUTED });
  });
}

/**
 * One document: the rider (line-up, input list, monitors, backline, power, stage, timing,
 * hospitality, contact) followed by the stage plot, or the stage plot alone.
 */
export async function kitPdf(data: RiderData, words: KitWords, language: Language, kind: 'rider' | 'plot'): Promise<Uint8Array> {
  fontBytes ??= Promise.all([readFile(fontFile(400)).then(sfntOfWoff), readFile(fontFile(700)).then(sfntOfWoff)]);
  const [regularBytes, boldBytes] = await fontBytes;
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  // A fixed subset tag (pdf-lib draws a random one): the same data give the same bytes.
  const fonts = {
    regular: await document.embedFont(regularBytes, { subset: true, customName: 'KITAAA+NotoSans-Regular' }),
    bold: await document.embedFont(boldBytes, { subset: true, customName: 'KITAAB+NotoSans-Bold' }),
  };
  const title = kind === 'rider' ? words.technicalRider : words.stagePlot;
  const day = new Date(`${data.updatedAt}T00:00:00Z`);
  document.setTitle(`${title} · ${data.ensemble}`, { showInWindowTitleBar: true });
  document.setAuthor(data.artist);
  document.setSubject(`${title} · ${data.ensemble}`);
  document.setLanguage(languageTags[language].bcp47);
  document.setCreator(data.artist);
  document.setProducer('pdf-lib');
  document.setCreationDate(day);
  document.setModificationDate(day);
  const writer = new Writer(document, fonts);
  if (kind === 'rider') {
    header(writer, data, words, title, language);
    drawRider(writer, data, words, language);
  }
  drawStagePlot(writer, data, words, language);
  footers(document, fonts, data, words);
  return document.save();
}
