/**
 * The press kit of each ensemble (content/kits/{ensemble}.json): where a musician stands, the
 * shape of the rider's words (each dictionary's `rider` section, which the kit code receives as a parameter: src/lib reads
 * no dictionary), the presentations' word counts, and the checks that tie a
 * kit to its ensemble's line-up (content/ensembles.json), which no single file's schema can see.
 */
import { languageTags, type Language } from './languages.ts';
import type { InstrumentKind, MonitorType, PlotPosition, PlotWords, Riser } from './stage-layout.ts';
import type { HardwareKind, RiderSizing, StandKind } from './rider-checks.ts';

/** The stage's depth, front first, in the words a French stage manager uses. */
export const STAGE_ROWS = ['avant', 'milieu', 'fond'] as const;
/** The stage's width as the audience does not see it: jardin is stage right (the audience's left), cour stage left. */
export const STAGE_SIDES = ['jardin', 'centre-jardin', 'centre', 'centre-cour', 'cour'] as const;
export type StageRow = (typeof STAGE_ROWS)[number];
export type StageSide = (typeof STAGE_SIDES)[number];

/** Who brings a thing: the band, or the venue (the organiser), always said on the rider. */
export const PROVIDERS = ['groupe', 'organisateur'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** What an input's insert is, as a French engineer writes it on a patch. */
export const INSERTS = ['compresseur', 'gate', 'compresseur-gate'] as const;
export type Insert = (typeof INSERTS)[number];

/** The three presentations a programme or a journalist picks from, shortest first. */
export const PRESENTATION_LENGTHS = ['short', 'medium', 'long'] as const;
export type PresentationLength = (typeof PRESENTATION_LENGTHS)[number];

/** Words as a reader counts them: "l’album" and "6/8" are one word each, a dash or a colon none. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Paragraphs of a presentation, written with a blank line between them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** One musician's place on the stage: its row and side, its riser, its instruments and the inputs each plays. */
export type StagePosition = PlotPosition;

/**
 * The press quotes an ensemble's kit shows, in the artist's order: those about that ensemble's
 * music only; a quote about the artist (no ensemble) or another ensemble is left to /presse and to
 * that ensemble's kit.
 */
export function kitQuotes<Quote extends { about: string | undefined }>(quotes: readonly Quote[], ensemble: string): Quote[] {
  return quotes.filter((quote) => quote.about === ensemble);
}

/** What the logistics section covers, in its order. */
export const LOGISTICS_TOPICS = ['accommodation', 'groundTransport', 'parking', 'guestList'] as const;
export type LogisticsTopic = (typeof LOGISTICS_TOPICS)[number];

/** The words of the rider, the stage plot and the kit's photo credits: the `rider` section of each dictionary (src/i18n). */
export interface KitWords {
  technicalRider: string;
  stagePlot: string;
  lineUp: string;
  inputList: string;
  channel: string;
  source: string;
  microphone: string;
  /** « DI active » as the rider's language writes it. */
  activeDi: string;
  stand: string;
  notes: string;
  monitors: string;
  mix: string;
  musicians: string;
  backlineVenue: string;
  backlineBand: string;
  power: string;
  stageSize: string;
  sets: string;
  schedule: string;
  hospitality: string;
  technicalContact: string;
  position: string;
  riser: string;
  audience: string;
  rows: Record<StageRow, string>;
  sides: Record<StageSide, string>;
  upstage: string;
  instrumentsColumn: string;
  phantom: string;
  insert: string;
  inserts: Record<Insert, string>;
  orEquivalent: string;
  providedBy: string;
  providers: Record<Provider, string>;
  yes: string;
  monitorType: string;
  count: string;
  frontOfHouse: string;
  lighting: string;
  travelParty: string;
  /** "7 people". */
  people: (count: number) => string;
  logistics: string;
  logisticsTopics: Record<LogisticsTopic, string>;
  need: string;
  /** "2 m × 2 m, 40 cm high". */
  riserSize: (riser: Riser) => string;
  /** "At least 8 m wide × 5 m deep". */
  stageDimensions: (width: number, depth: number) => string;
  instruments: Record<InstrumentKind, string>;
  monitorTypes: Record<MonitorType, string>;
  inputNumbers: string;
  /** A power drop's label on the plot: "230 V × 4". */
  outlets: (count: number) => string;
  /** A power drop in the rider: "4 × 230 V, upstage centre". */
  powerDrop: (count: number, where: string) => string;
  /** "Data of 15 September 2026", from the date already written out. */
  dataOf: (date: string) => string;
  page: (current: number, total: number) => string;
  plotDescription: (ensemble: string, count: number, width: string, depth: string) => string;
  /** The first line of the credits file in the photo ZIP. */
  photoCredits: (ensemble: string) => string;
  /** A photo's credit, under it on the kit's page and in the credits file. */
  photoBy: (photographer: string) => string;
  /** The press photos' licence, in the credits file and in each photo's XMP. */
  photoLicence: (ensemble: string) => string;
  /** What an input's microphone stands on. */
  stands: Record<StandKind, string>;
  /** The backline's stands, stools and drum hardware. */
  hardware: Record<HardwareKind, string>;
  /** A backline's line of stands and stools, already counted. */
  hardwareLine: (list: string) => string;
  /** "8 sends from the desk", under the monitors' table. */
  monitorSends: (count: number) => string;
  /** "(stereo)" after an in-ear's type. */
  stereo: string;
  /** A drop marked spare, in the power line. */
  spare: string;
  /** The label of a DI box on the plot. */
  diLabel: string;
  /** Hospitality's numbers: dressing room, towels, meals. */
  hospitalityCounts: (sizing: RiderSizing) => string;
  /** Accommodation's number of single rooms. */
  rooms: (count: number) => string;
  /** The organiser's vehicle: seats, driver. */
  vehicle: (seats: number, driver: boolean) => string;
  /** The festival line's heading. */
  festival: string;
  /** The festival line, from the kit's festival data. */
  festivalLine: (festival: FestivalData) => string;
  /** The indicative fees' heading. */
  fees: string;
  /** Each kind of event a fee is given for. */
  feeEvents: Record<FeeEvent, string>;
  /** "From €2,500 to €3,500 excl. VAT", the amounts already written out. */
  feeRange: (from: string, to: string) => string;
  /** What a fee includes, in the kit's own words. */
  feeIncludes: (what: string) => string;
  /** "Answer within 3 working days". */
  responseTime: (days: number) => string;
  /** The link to the general terms. */
  generalTerms: string;
  /** The words of the generated files' names, in the language of the page they are downloaded from (French: fiche-technique, plan-de-scene, photos, photo). */
  fileNames: { rider: string; plot: string; photos: string; photo: string };
  /** A backline's line naming the plot's instruments that one provider brings. */
  onThePlot: (instruments: string) => string;
}

/** A festival day as the band plays it: changeover, line check, the shortest sound check, set lengths and what the band needs between sets. */
export interface FestivalData {
  /** Minutes. */
  changeover: number;
  lineCheck: boolean;
  /** Minutes. */
  minimumSoundcheck: number;
  sets: string;
  betweenSets: string;
}

/** The kinds of event a fee is given for. */
export const FEE_EVENTS = ['club', 'festival', 'prive', 'master-class'] as const;
export type FeeEvent = (typeof FEE_EVENTS)[number];

/** The plot's words from the rider's, as stage-layout.ts draws them. */
export function plotWords(words: KitWords): PlotWords {
  return {
    audience: words.audience,
    upstage: words.upstage,
    jardin: words.sides.jardin,
    cour: words.sides.cour,
    riserSize: words.riserSize,
    instruments: words.instruments,
    monitorTypes: words.monitorTypes,
    riser: words.riser,
    power: words.power,
    inputNumbers: words.inputNumbers,
    outlets: words.outlets,
    diLabel: words.diLabel,
    activeDi: words.activeDi,
  };
}

/** One line of the input list. */
export interface KitInput {
  channel: number;
  source: string;
  microphone: string;
  stand: StandKind;
  notes?: string | undefined;
  phantom: boolean;
  insert?: Insert | undefined;
  equivalent: boolean;
  providedBy: Provider;
}

/** One monitor mix. */
export interface KitMonitor {
  mix: number;
  musicians: readonly string[];
  notes: string;
  type: MonitorType;
  /** An in-ear in stereo, which takes two sends. */
  stereo?: boolean | undefined;
  count: number;
  providedBy: Provider;
}

/** A model name as written (SM57); the one generic term, « DI active », in the rider's language. */
function microphoneIn(input: KitInput, words: KitWords): string {
  return /^DI active$/i.test(input.microphone.trim()) ? words.activeDi : input.microphone;
}

/** The input list's cells for one input, as its table shows them on the page and in the PDF. */
export function inputCells(input: KitInput, words: KitWords): string[] {
  return [
    String(input.channel),
    input.source,
    input.equivalent ? `${microphoneIn(input, words)} ${words.orEquivalent}` : microphoneIn(input, words),
    input.phantom ? words.phantom : '—',
    input.insert ? words.inserts[input.insert] : '—',
    words.stands[input.stand],
    words.providers[input.providedBy],
    input.notes ?? '',
  ];
}

/** A monitor mix's cells: number, musicians, type, count, who provides it, what it carries. */
export function monitorCells(monitor: KitMonitor, words: KitWords): string[] {
  return [
    String(monitor.mix),
    monitor.musicians.join(', '),
    `${words.monitorTypes[monitor.type].split(',')[0] ?? ''}${monitor.stereo ? ` ${words.stereo}` : ''}`,
    String(monitor.count),
    words.providers[monitor.providedBy],
    monitor.notes,
  ];
}

/**
 * A provider's backline as the rider lists it: the artist's lines, then the plot's instruments that
 * provider brings, then its stands and stools counted (rider-checks.ts checks those against the plot).
 */
export function backlineLines(
  data: {
    stage: readonly { instruments: readonly { kind: InstrumentKind; providedBy?: Provider | undefined }[] }[];
    hardware: readonly { kind: HardwareKind; count: number; providedBy: Provider }[];
  },
  lines: readonly string[],
  provider: Provider,
  words: KitWords,
): string[] {
  const instruments = data.stage.flatMap((position) =>
    position.instruments.filter((instrument) => instrument.providedBy === provider).map((instrument) => words.instruments[instrument.kind]),
  );
  const hardware = data.hardware.filter((line) => line.providedBy === provider).map((line) => `${line.count} × ${words.hardware[line.kind]}`);
  return [
    ...lines,
    ...(instruments.length > 0 ? [words.onThePlot([...new Set(instruments)].join(', '))] : []),
    ...(hardware.length > 0 ? [words.hardwareLine(hardware.join(', '))] : []),
  ];
}

/** The kit's indicative fees: a range per kind of event, in euros excluding VAT, what they include and how soon the artist answers. */
export interface KitFees {
  ranges: readonly { event: FeeEvent; from: number; to: number }[];
  includes: string;
  responseDays: number;
}

/** Each range as the page, the PDF and the booking form write it: "Festival: €5,000 to €7,500 excl. VAT". */
export function feeRanges(fees: Pick<KitFees, 'ranges'>, words: KitWords, lang: Language): string[] {
  const euros = new Intl.NumberFormat(languageTags[lang].bcp47, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return fees.ranges.map((range) => `${words.feeEvents[range.event]} ${words.feeRange(euros.format(range.from), euros.format(range.to))}`);
}

/** The data the rider's facts are written from. */
export interface RiderFactsData {
  stageDimensions: { width: number; depth: number };
  powerDrops: readonly { row: StageRow; side: StageSide; outlets: number; spare?: boolean | undefined }[];
  power: string;
  sets: string;
  schedule: string;
  festival: FestivalData;
  hospitality: string;
  sizing: RiderSizing;
  fees: KitFees;
}

/**
 * The rider's facts, heading and text, in the order the page and the PDF give them: the stage,
 * power, sets, a club date's schedule, then a festival's, hospitality in numbers, and the fee.
 */
export function riderFacts(data: RiderFactsData, words: KitWords, lang: Language): [string, string][] {
  const drops = data.powerDrops.map((drop) => `${words.powerDrop(drop.outlets, `${words.rows[drop.row]}, ${words.sides[drop.side]}`)}${drop.spare ? ` (${words.spare})` : ''}`);
  return [
    [words.stageSize, words.stageDimensions(data.stageDimensions.width, data.stageDimensions.depth)],
    [words.power, [...drops, data.power].join(' · ')],
    [words.sets, data.sets],
    [words.schedule, data.schedule],
    [words.festival, words.festivalLine(data.festival)],
    [words.hospitality, `${words.hospitalityCounts(data.sizing)}. ${data.hospitality}`],
    [words.fees, [...feeRanges(data.fees, words, lang), words.feeIncludes(data.fees.includes), words.responseTime(data.fees.responseDays)].join(' · ')],
  ];
}

/** A logistics topic's need, with the numbers the rider checks written first: rooms for accommodation, the vehicle's seats for transport. */
export function logisticsNeed(topic: LogisticsTopic, item: string, sizing: RiderSizing, words: KitWords): string {
  if (topic === 'accommodation') return `${words.rooms(sizing.rooms)}, ${lowerFirst(item)}`;
  if (topic === 'groundTransport' && sizing.vehicleSeats > 0) return `${item} (${words.vehicle(sizing.vehicleSeats, sizing.driver)})`;
  return item;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Yaniel Bárcenas Quintet" in a file name: yaniel-barcenas-quintet. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A generated document's name: what it is in its own language (the dictionary's fileNames), its language, and the hash of its bytes (a change in the data gives a new name). */
export function kitFileName(ensemble: string, document: string, language: Language, hash: string, extension: 'pdf'): string {
  return `${[fileSlug(ensemble), document, language, hash].join('-')}.${extension}`;
}

/** A press photo as the ZIP's credits file lists it: its file in the ZIP, its caption in the kit's language, its photographer and size. */
export interface CreditedPhoto {
  file: string;
  caption: string;
  photographer: string;
  width: number;
  height: number;
}

/** The name, in the photo ZIP, of the credits in `lang`: one file per language beside the photos. */
export const photoCreditsFile = (lang: Language): string => `credits-${lang}.txt`;

/** The credits file of a kit's photo ZIP in the words' language: the ensemble, the licence, then each photo's file, caption, credit and size. */
export function photoCredits(ensemble: string, photos: readonly CreditedPhoto[], words: KitWords): string {
  const entries = photos.map((photo) => `${photo.file}\n  ${photo.caption}\n  ${words.photoBy(photo.photographer)} · ${photo.width} × ${photo.height} px`);
  return `${words.photoCredits(ensemble)}\n\n${words.photoLicence(ensemble)}\n\n${entries.join('\n\n')}\n`;
}

/** A file's size units in the page's language (the dictionary's sizeUnits). */
export interface SizeUnits {
  bytes: string;
  kilo: string;
  mega: string;
}

/** A size as the pro area and the kit page show it: "245 Ko" in French, "4.8 MB" in English, one decimal under 10. */
export function readableSize(bytes: number, lang: Language, units: SizeUnits): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(languageTags[lang].bcp47, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
  if (bytes < 1000) return `${bytes} ${units.bytes}`;
  if (bytes < 1_000_000) return format(bytes / 1000, units.kilo);
  return format(bytes / 1_000_000, units.mega);
}
