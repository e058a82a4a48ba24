/**
 * The generated riders and stage plots, read back as a programmer's PDF reader would: for every
 * kit of content/kits/ and every language, the text holds the ensemble, each input channel and
 * the language's own headings; pages are A4; the fonts are embedded, and the same data give the
 * same bytes (the file's name is their hash).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { dictionaries } from '../../../src/i18n/index.ts';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { kitPdf, sfntOfWoff, type RiderData } from '../../../src/press-kit/rider-pdf';
import { LOGISTICS_TOPICS } from '../../../src/lib/press-kit';
import { languages } from '../../../src/lib/languages';
import { readFolder, readList } from '../../content-files';

type Kit = Omit<RiderData, 'artist' | 'ensemble' | 'lineUp'>;
const ensembles = readList<{ id: string; formation: string; members: { name: string; role: string }[] }>('ensembles.json');
const kits = readFolder<Kit>('kits').map((kit) => {
  const ensemble = ensembles.find((candidate) => candidate.id === kit.id);
  if (!ensemble) throw new Error(`content/kits/${kit.id}.json: no such ensemble`);
  return { ...kit, artist: 'Yaniel Bárcenas', ensemble: `Yaniel Bárcenas ${ensemble.formation}`, lineUp: ensemble.members };
});

/** Each page's text, the footer (the last run drawn) left on. */
async function readPages(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

async function readBack(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  // The extractor puts its own spaces between drawn runs: compare on single spaces.
  return text.replace(/\s+/g, ' ');
}

/** Each test draws several PDFs (about a second each, several on a busy machine). */
const DRAWING = { timeout: 60_000 };

/** Each kit's rider in each language, drawn once for the three tests that read it (the bytes test draws its own). */
const drawnRiders = new Map<string, Promise<Uint8Array>>();
function rider(kit: (typeof kits)[number], language: (typeof languages)[number]): Promise<Uint8Array> {
  const key = `${kit.id}/${language}`;
  const drawn = drawnRiders.get(key) ?? kitPdf(kit, dictionaries[language].rider, language, 'rider');
  drawnRiders.set(key, drawn);
  return drawn;
}

describe.each(kits)('the press kit of $ensemble', (kit) => {
  it.each(languages)('its %s rider names the ensemble, every input channel and the headings in that language', DRAWING, async (language) => {
    const text = await readBack(await rider(kit, language));
    const words = dictionaries[language].rider;
    expect(text).toContain(kit.ensemble);
    for (const heading of [words.technicalRider, words.inputList, words.monitors, words.stagePlot, words.technicalContact]) expect(text).toContain(heading);
    for (const input of kit.inputs) expect(text).toMatch(new RegExp(`${input.channel} ${input.source.replace(/[()]/g, '\\$&').split(' ').join('\\s+')}`));
    for (const position of kit.stage) expect(text).toContain(position.musician);
  });

  it.each(languages)('its %s rider has every section a production manager reads, « provided by » on each line', DRAWING, async (language) => {
    const text = await readBack(await rider(kit, language));
    const words = dictionaries[language].rider;
    for (const heading of [words.travelParty, words.frontOfHouse, words.lighting, words.logistics, words.phantom, words.insert, words.providedBy, words.monitorType, words.count])
      expect(text).toContain(heading);
    expect(text).toContain(`${words.travelParty} · ${words.people(kit.lineUp.length + kit.crew.length)}`);
    for (const person of kit.crew) expect(text).toContain(person.name);
    expect(text).toContain(words.orEquivalent);
    expect(text).toContain(words.providers.organisateur);
    for (const topic of LOGISTICS_TOPICS) expect(text).toContain(words.logisticsTopics[topic]);
  });

  it.each(languages)('its %s rider never leaves a heading alone at the foot of a page', DRAWING, async (language) => {
    const words = dictionaries[language].rider;
    const pages = await readPages(await rider(kit, language));
    const headings = [
      words.inputList,
      words.monitors,
      words.frontOfHouse,
      words.lighting,
      words.backlineVenue,
      words.backlineBand,
      words.stageSize,
      words.power,
      words.sets,
      words.schedule,
      words.hospitality,
      words.logistics,
      words.technicalContact,
    ];
    pages.forEach((page, index) => {
      const body = page.replace(new RegExp(`\\s*${kit.ensemble} · ${words.page(index + 1, pages.length)}$`), '');
      expect(body, `page ${index + 1}`).not.toBe(page);
      for (const heading of headings) expect(body.endsWith(heading), `page ${index + 1} ends with « ${heading} »`).toBe(false);
    });
  });

  it('its plot is one A4 page per document, with every font embedded as a subset', DRAWING, async () => {
    for (const kind of ['rider', 'plot'] as const) {
      const document = await PDFDocument.load(await kitPdf(kit, dictionaries.fr.rider, 'fr', kind));
      for (const page of document.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
      const descriptors = document.context
        .enumerateIndirectObjects()
        .map(([, object]) => object)
        .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
      expect(descriptors.length).toBeGreaterThan(0);
      for (const descriptor of descriptors) expect(descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3'))).toBeDefined();
    }
    expect((await PDFDocument.load(await kitPdf(kit, dictionaries.fr.rider, 'fr', 'plot'))).getPageCount()).toBe(1);
  });

  it('gives the same bytes for the same data, and other bytes when one input changes', DRAWING, async () => {
    const first = await kitPdf(kit, dictionaries.en.rider, 'en', 'rider');
    expect(Buffer.from(await kitPdf(kit, dictionaries.en.rider, 'en', 'rider')).equals(Buffer.from(first))).toBe(true);
    const changed = { ...kit, inputs: kit.inputs.map((input, index) => (index === 0 ? { ...input, microphone: 'e904' } : input)) };
    expect(Buffer.from(await kitPdf(changed, dictionaries.en.rider, 'en', 'rider')).equals(Buffer.from(first))).toBe(false);
  });
});

describe('sfntOfWoff', () => {
  it.each([400, 700])('gives the TrueType font the Noto Sans %s WOFF wraps: the same glyphs, outlines and widths', (weight) => {
    const woff = readFileSync(createRequire(import.meta.url).resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`));
    const [wrapped, unwrapped] = [fontkit.create(woff), fontkit.create(sfntOfWoff(woff))];
    expect(unwrapped.numGlyphs).toBe(wrapped.numGlyphs);
    expect(unwrapped.postscriptName).toBe(wrapped.postscriptName);
    const text = 'Fiche technique — Yaniel Bárcenas Quintet, ½ « Tumbadora »';
    expect(unwrapped.layout(text).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth, glyph.path.toSVG()])).toEqual(
      wrapped.layout(text).glyphs.map((glyph) => [glyph.id, glyph.advanceWidth, glyph.path.toSVG()]),
    );
  });

  it('refuses a file that is not a WOFF 1.0 font', () => {
    expect(() => sfntOfWoff(new Uint8Array(64))).toThrow('not a WOFF 1.0 font');
  });
});
