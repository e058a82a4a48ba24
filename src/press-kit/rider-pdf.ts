/**
 * The technical rider and the stage plot as A4 PDFs, drawn at build with pdf-lib: real text in
 * Noto Sans (the site's own, from @fontsource), embedded as a subset, so a programmer can select,
 * search and copy it. The bytes depend on the data only (fixed dates, no random font tag), so the
 * file's hash, and its name, change exactly when the data does.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PageSizes, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { kitWords, plotPoint, STAGE_SIDES, type KitWords, type StagePosition } from '../lib/press-kit';
import { labelLines } from '../lib/stage-plot';
import { languageTags, type Language } from '../lib/languages';

/** What the rider says: the kit's data with the ensemble's line-up, in one language. */
export interface RiderData {
  artist: string;
  ensemble: string;
  /** YYYY-MM-DD, the day the data was checked; printed, and the PDF's own dates. */
  updatedAt: string;
  lineUp: readonly { name: string; role: string }[];
  stage: readonly StagePosition[];
  inputs: readonly { channel: number; source: string; microphone: string; stand: string; notes?: string | undefined }[];
  monitors: readonly { mix: number; musicians: readonly string[]; notes: string }[];
  backlineVenue: readonly string[];
  backlineBand: readonly string[];
  power: string;
  stageSize: string;
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

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Lines of `text` no wider than `width` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  return text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);
}

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

  heading(text: string) {
    this.room(48);
    this.y -= 14;
    this.text(text, { size: 13, bold: true, color: ACCENT, gap: 4 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 6;
  }

  /** A table whose cells wrap; the header row is repeated on a new page. */
  table(columns: readonly { title: string; width: number }[], rows: readonly (readonly string[])[]) {
    const size = 9;
    const leading = size * 1.35;
    const drawRow = (cells: readonly string[], bold: boolean) => {
      const font = bold ? this.fonts.bold : this.fonts.regular;
      const wrapped = cells.map((cell, index) => wrap(cell, font, size, (columns[index]?.width ?? 0) - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * leading + 4;
      if (this.y - height < MARGIN + 24) {
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
    rows.forEach((row) => drawRow(row, false));
  }
}

/** The plot on its own page: the stage seen from the hall, each musician named, risers dashed, then the positions' table. */
function drawStagePlot(writer: Writer, data: RiderData, words: KitWords) {
  if (writer.y < PAGE_HEIGHT - MARGIN) writer.newPage();
  writer.text(`${words.stagePlot} · ${data.ensemble}`, { size: 18, bold: true, gap: 4 });
  writer.text(words.plotDescription(data.ensemble, data.stage.length), { size: 9, color: MUTED, gap: 12 });
  const depth = 300;
  const top = writer.y;
  const { page, fonts } = writer;
  page.drawRectangle({ x: MARGIN, y: top - depth, width: CONTENT_WIDTH, height: depth, borderColor: INK, borderWidth: 1 });
  page.drawText(words.sides.jardin, { x: MARGIN + 8, y: top - depth + 8, size: 9, font: fonts.regular, color: MUTED });
  const right = words.sides.cour;
  page.drawText(right, { x: PAGE_WIDTH - MARGIN - 8 - fonts.regular.widthOfTextAtSize(right, 9), y: top - depth + 8, size: 9, font: fonts.regular, color: MUTED });
  for (const position of data.stage) {
    const point = plotPoint(position, CONTENT_WIDTH, depth);
    const x = MARGIN + point.x;
    const y = top - point.y;
    if (position.riser) page.drawRectangle({ x: x - 42, y: y - 34, width: 84, height: 70, borderColor: MUTED, borderWidth: 0.8, borderDashArray: [3, 3] });
    page.drawCircle({ x, y: y + 12, size: 10, color: ACCENT });
    labelLines(position.musician, 16).forEach((line, index) => {
      page.drawText(line, { x: x - fonts.bold.widthOfTextAtSize(line, 8) / 2, y: y - 8 - index * 10, size: 8, font: fonts.bold, color: INK });
    });
  }
  const audience = words.audience;
  page.drawText(audience, { x: MARGIN + CONTENT_WIDTH / 2 - fonts.regular.widthOfTextAtSize(audience, 11) / 2, y: top - depth - 20, size: 11, font: fonts.regular, color: MUTED });
  writer.y = top - depth - 40;
  writer.table(
    [
      { title: words.musicians, width: 170 },
      { title: words.position, width: 180 },
      { title: words.riser, width: CONTENT_WIDTH - 350 },
    ],
    [...data.stage]
      .sort((a, b) => STAGE_SIDES.indexOf(a.side) - STAGE_SIDES.indexOf(b.side))
      .map((position) => [position.musician, `${words.rows[position.row]}, ${words.sides[position.side]}`, position.riser ?? '—']),
  );
}

function header(writer: Writer, data: RiderData, words: KitWords, title: string, language: Language) {
  const date = new Intl.DateTimeFormat(languageTags[language].bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${data.updatedAt}T00:00:00Z`));
  writer.text(data.artist.toUpperCase(), { size: 9, bold: true, color: ACCENT });
  writer.text(`${title} · ${data.ensemble}`, { size: 20, bold: true, gap: 2 });
  writer.text(words.dataOf(date), { size: 9, color: MUTED, gap: 6 });
}

function drawRider(writer: Writer, data: RiderData, words: KitWords) {
  writer.heading(words.lineUp);
  for (const member of data.lineUp) writer.text(`${member.name} — ${member.role}`);
  writer.heading(words.inputList);
  writer.table(
    [
      { title: words.channel, width: 34 },
      { title: words.source, width: 150 },
      { title: words.microphone, width: 80 },
      { title: words.stand, width: 100 },
      { title: words.notes, width: CONTENT_WIDTH - 364 },
    ],
    data.inputs.map((input) => [String(input.channel), input.source, input.microphone, input.stand, input.notes ?? '']),
  );
  writer.heading(words.monitors);
  writer.table(
    [
      { title: words.mix, width: 44 },
      { title: words.musicians, width: 150 },
      { title: words.notes, width: CONTENT_WIDTH - 194 },
    ],
    data.monitors.map((monitor) => [String(monitor.mix), monitor.musicians.join(', '), monitor.notes]),
  );
  const lists: [string, readonly string[]][] = [
    [words.backlineVenue, data.backlineVenue],
    [words.backlineBand, data.backlineBand],
  ];
  for (const [title, lines] of lists.filter(([, lines]) => lines.length > 0)) {
    writer.heading(title);
    for (const line of lines) writer.text(`• ${line}`);
  }
  const facts: [string, string][] = [
    [words.stageSize, data.stageSize],
    [words.power, data.power],
    [words.sets, data.sets],
    [words.schedule, data.schedule],
    [words.hospitality, data.hospitality],
  ];
  for (const [title, text] of facts) {
    writer.heading(title);
    writer.text(text);
  }
  const contact = data.technicalContact;
  writer.heading(words.technicalContact);
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
export async function kitPdf(data: RiderData, language: Language, kind: 'rider' | 'plot'): Promise<Uint8Array> {
  const words = kitWords[language];
  fontBytes ??= Promise.all([readFile(fontFile(400)), readFile(fontFile(700))]);
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
    drawRider(writer, data, words);
  }
  drawStagePlot(writer, data, words);
  footers(document, fonts, data, words);
  return document.save();
}
