/**
 * The stage plot as a drawing: where each musician's instruments, riser, monitors and power drops
 * go on a stage drawn to scale from the kit's data, as a list of shapes (paths and texts) in the
 * drawing's own units. The kit page writes them as SVG (stage-plot.ts), the rider's PDF draws the
 * same list with pdf-lib (src/press-kit/rider-pdf.ts): one layout, two renderers.
 *
 * Seen from the hall, as every plot printed in France: jardin on the left, the audience at the
 * bottom. Instruments and risers are to scale; monitors and power drops are symbols of a fixed size.
 */
import { STAGE_ROWS, STAGE_SIDES, type StageRow, type StageSide } from './press-kit.ts';

/** The instruments a plot draws, each with its symbol, named as a French stage manager writes them. */
export const INSTRUMENT_KINDS = [
  'piano-a-queue',
  'piano-droit',
  'clavier',
  'batterie',
  'congas',
  'bata',
  'timbales',
  'percussions',
  'contrebasse',
  'ampli-basse',
  'guitare',
  'ampli-guitare',
  'micro-voix',
  'micro-instrument',
  'saxophone',
  'trompette',
  'pedalier',
] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

/** What a monitor mix is played through. */
export const MONITOR_TYPES = ['wedge', 'ear', 'side-fill'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];

/** Each instrument's footprint on stage, width × depth in metres, player included (a grand piano lies across the stage, its bench at the keys). */
export const FOOTPRINTS: Record<InstrumentKind, { width: number; depth: number }> = {
  'piano-a-queue': { width: 2.3, depth: 1.5 },
  'piano-droit': { width: 1.5, depth: 0.7 },
  clavier: { width: 1.3, depth: 0.7 },
  batterie: { width: 1.8, depth: 1.6 },
  congas: { width: 1.0, depth: 0.7 },
  bata: { width: 0.9, depth: 0.6 },
  timbales: { width: 1.0, depth: 0.6 },
  percussions: { width: 0.8, depth: 0.5 },
  contrebasse: { width: 0.7, depth: 0.9 },
  'ampli-basse': { width: 0.6, depth: 0.5 },
  guitare: { width: 0.8, depth: 0.5 },
  'ampli-guitare': { width: 0.6, depth: 0.4 },
  'micro-voix': { width: 0.4, depth: 0.4 },
  'micro-instrument': { width: 0.4, depth: 0.4 },
  saxophone: { width: 0.5, depth: 0.5 },
  trompette: { width: 0.5, depth: 0.5 },
  pedalier: { width: 0.6, depth: 0.3 },
};

export interface Riser {
  /** Metres. */
  width: number;
  depth: number;
  height: number;
}

export interface PlotPosition {
  musician: string;
  row: StageRow;
  side: StageSide;
  riser?: Riser | undefined;
  instruments: readonly { kind: InstrumentKind; inputs: readonly number[] }[];
}

export interface PlotData {
  stageDimensions: { width: number; depth: number };
  stage: readonly PlotPosition[];
  /** The input list; an input on a DI (« DI active ») gets a DI box by its instrument. */
  inputs: readonly { channel: number; source: string; microphone?: string | undefined }[];
  monitors: readonly { mix: number; musicians: readonly string[]; type: MonitorType }[];
  powerDrops: readonly { row: StageRow; side: StageSide; outlets: number }[];
}

/** Between two instruments of one musician, in metres. */
const GAP = 0.15;
/** The depth a musician's instruments fill before starting a new column, without a riser. */
const FREE_DEPTH = 1;

interface Box {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/**
 * A musician's instruments packed in columns, in the data's order: each goes under the previous
 * one while the column stays within `depth`, else starts a new column to its right. Positions in
 * metres from the cluster's top left; the cluster's size.
 */
export function packInstruments(kinds: readonly InstrumentKind[], depth: number): { boxes: Box[]; width: number; depth: number } {
  const boxes: Box[] = [];
  let columnX = 0;
  let columnWidth = 0;
  let y = 0;
  for (const kind of kinds) {
    const size = FOOTPRINTS[kind];
    if (boxes.length > 0 && y + GAP + size.depth > depth + 1e-9) {
      columnX += columnWidth + GAP;
      columnWidth = 0;
      y = 0;
    } else if (boxes.length > 0) y += GAP;
    boxes.push({ x: columnX, y, width: size.width, depth: size.depth });
    y += size.depth;
    columnWidth = Math.max(columnWidth, size.width);
  }
  return { boxes, width: Math.max(0, ...boxes.map((box) => box.x + box.width)), depth: Math.max(0, ...boxes.map((box) => box.y + box.depth)) };
}

const metres = (value: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(value)} m`;

/** A problem in a kit's data, the field's path and what to do, in French. */
export interface PlotProblem {
  path: (string | number)[];
  message: string;
}

/**
 * What the plot cannot draw, in French, each naming the kit's field: a riser too small for what
 * stands on it, an input the plot does not place (or places twice), an instrument's input that the
 * input list does not have.
 */
export function stagePlotProblems(data: Pick<PlotData, 'stage' | 'inputs'>): PlotProblem[] {
  const problems: PlotProblem[] = [];
  data.stage.forEach((position, index) => {
    if (!position.riser) return;
    const packed = packInstruments(
      position.instruments.map((instrument) => instrument.kind),
      position.riser.depth,
    );
    if (packed.width > position.riser.width + 1e-9 || packed.depth > position.riser.depth + 1e-9) {
      const things = position.instruments.map((instrument) => `${instrument.kind} (${metres(FOOTPRINTS[instrument.kind].width)} × ${metres(FOOTPRINTS[instrument.kind].depth)})`);
      problems.push({
        path: ['stage', index, 'riser'],
        message: `le praticable de ${position.musician} (${metres(position.riser.width)} × ${metres(position.riser.depth)}) ne peut pas porter ${things.join(', ')} : il faudrait ${metres(packed.width)} × ${metres(packed.depth)} ; agrandissez le praticable ou descendez un instrument sur la scène`,
      });
    }
  });
  const placed = new Map<number, string>();
  data.stage.forEach((position, index) =>
    position.instruments.forEach((instrument, at) =>
      instrument.inputs.forEach((channel) => {
        const path = ['stage', index, 'instruments', at, 'inputs'];
        if (!data.inputs.some((input) => input.channel === channel)) problems.push({ path, message: `la voie ${channel} n’est pas dans la liste des entrées (inputs)` });
        const before = placed.get(channel);
        if (before) problems.push({ path, message: `la voie ${channel} est déjà placée sur le plan (${before}) : une place par voie` });
        else placed.set(channel, `${position.musician}, ${instrument.kind}`);
      }),
    ),
  );
  data.inputs.forEach((input, index) => {
    if (!placed.has(input.channel))
      problems.push({
        path: ['inputs', index],
        message: `la voie ${input.channel} (« ${input.source} ») n’a pas de place sur le plan de scène ; ajoutez ${input.channel} aux voies (inputs) de l’instrument qui la joue, dans stage`,
      });
  });
  return problems;
}

/** "1–2", "4–8, 19": channel numbers, runs shortened, as an engineer writes them on a plot. */
export function channelRuns(channels: readonly number[]): string {
  const sorted = [...channels].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const channel of sorted) {
    const last = runs.at(-1);
    if (last && channel === last[1] + 1) last[1] = channel;
    else runs.push([channel, channel]);
  }
  return runs.map(([first, end]) => (first === end ? String(first) : end === first + 1 ? `${first}, ${end}` : `${first}–${end}`)).join(', ');
}

/** How a shape is painted; each renderer gives each style its colours. */
export type ShapeStyle = 'stage' | 'riser' | 'symbol' | 'solid' | 'monitor' | 'chip' | 'rule';
export type TextTone = 'ink' | 'muted' | 'accent' | 'onAccent';
export type Shape =
  | { kind: 'path'; d: string; style: ShapeStyle }
  | { kind: 'text'; x: number; y: number; text: string; size: number; anchor: 'start' | 'middle' | 'end'; bold: boolean; tone: TextTone };

/** The plot's words in one language, from the rider's (plotWords, press-kit.ts). */
export interface PlotWords {
  audience: string;
  upstage: string;
  jardin: string;
  cour: string;
  riserSize: (riser: Riser) => string;
  instruments: Record<InstrumentKind, string>;
  monitorTypes: Record<MonitorType, string>;
  riser: string;
  power: string;
  inputNumbers: string;
  outlets: (count: number) => string;
  /** « DI » on the plot's DI boxes; « DI active » in the legend. */
  diLabel: string;
  activeDi: string;
}

/** A symbol's box in the drawing (instrument, monitor, power drop), for the check that none overlaps another. */
export interface PlacedSymbol {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
  symbols: PlacedSymbol[];
}

/** The drawing's width in its own units (CSS pixels on the page; the PDF scales it to its column). */
export const DRAWING_WIDTH = 800;
const SIDE = 32;
const TOP = 52;
/** Above a musician's instruments, for the name. */
const NAME_BAND = 30;
const NAME_SIZE = 14;
const SMALL = 12;
const MONITOR = { width: 44, depth: 28 };
/** The band along each side wall that side-fills and side power drops take. */
const WING = 56;
/** A DI box's symbol. */
const DI = { width: 18, height: 11 };

const round = (value: number) => Math.round(value * 10) / 10;
const rect = (x: number, y: number, width: number, height: number) => `M${round(x)} ${round(y)}h${round(width)}v${round(height)}h${round(-width)}Z`;
const circle = (cx: number, cy: number, r: number) =>
  `M${round(cx - r)} ${round(cy)}a${round(r)} ${round(r)} 0 1 0 ${round(2 * r)} 0a${round(r)} ${round(r)} 0 1 0 ${round(-2 * r)} 0Z`;
const line = (x1: number, y1: number, x2: number, y2: number) => `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;

/** The share of a grand piano's footprint its case takes; the rest, at the keys, is the pianist's bench. */
const PIANO_CASE = 0.8;

/** Which way a piano's keyboard faces: toward the centre of the stage, where its player looks at the band. */
export type Facing = 'left' | 'right';

/** Where a grand piano's keys are in its box (x, y, width, height): the middle of the keyboard. */
export function pianoKeys(x: number, y: number, w: number, h: number, facing: Facing): { x: number; y: number } {
  return { x: facing === 'right' ? x + w * PIANO_CASE : x + w * (1 - PIANO_CASE), y: y + h / 2 };
}

/** An instrument's symbol filling the box (x, y, width, height), as paths; a grand piano's keyboard on the `facing` side. */
export function instrumentSymbol(kind: InstrumentKind, x: number, y: number, w: number, h: number, facing: Facing = 'right'): { d: string; style: ShapeStyle }[] {
  const at = (fx: number, fy: number, fr: number) => circle(x + w * fx, y + h * fy, Math.min(w, h) * fr);
  switch (kind) {
    case 'piano-a-queue': {
      // Seen from above, lying across the stage: the straight side upstage, the bent side (the lid's
      // opening) toward the audience, the keyboard toward the centre, the bench beyond it. `along` runs
      // from the keys (0) to the tail (1), `across` from the straight side (0) to the bent side (1).
      const body = w * PIANO_CASE;
      const keysX = facing === 'right' ? x + body : x + w - body;
      const point = (along: number, across: number) => `${round(facing === 'right' ? keysX - along * body : keysX + along * body)} ${round(y + across * h)}`;
      const benchX = facing === 'right' ? keysX + w * 0.05 : x;
      return [
        { d: `M${point(0, 0)}L${point(1, 0)}L${point(1, 0.45)}L${point(0.55, 1)}L${point(0, 1)}Z`, style: 'symbol' },
        { d: `M${point(0, 0)}L${point(0.1, 0)}L${point(0.1, 1)}L${point(0, 1)}Z`, style: 'solid' },
        { d: rect(benchX, y + h * 0.3, w * (1 - PIANO_CASE) - w * 0.05, h * 0.4), style: 'rule' },
      ];
    }
    case 'piano-droit':
      return [
        { d: rect(x, y, w, h * 0.6), style: 'symbol' },
        { d: rect(x, y + h * 0.6, w, h * 0.2), style: 'solid' },
      ];
    case 'clavier':
      return [
        { d: rect(x, y + h * 0.2, w, h * 0.5), style: 'symbol' },
        { d: [1, 2, 3, 4, 5, 6, 7].map((key) => line(x + (w * key) / 8, y + h * 0.2, x + (w * key) / 8, y + h * 0.5)).join(''), style: 'rule' },
      ];
    case 'batterie':
      return [
        { d: [at(0.5, 0.4, 0.26), at(0.3, 0.75, 0.13), at(0.68, 0.78, 0.16), at(0.36, 0.14, 0.1), at(0.64, 0.14, 0.1)].join(''), style: 'symbol' },
        { d: [at(0.1, 0.6, 0.1), at(0.12, 0.2, 0.12), at(0.9, 0.32, 0.13)].join(''), style: 'chip' },
      ];
    case 'congas':
      return [{ d: [at(1 / 6, 0.5, 0.3), at(0.5, 0.5, 0.27), at(5 / 6, 0.5, 0.24)].join(''), style: 'symbol' }];
    case 'bata':
      return [0, 1, 2].map((drum) => {
        const top = y + (h / 3) * drum + h * 0.04;
        const bottom = top + h / 3 - h * 0.08;
        const middle = x + w * 0.55;
        return {
          d: `M${round(x + w * 0.08)} ${round(top)}L${round(middle)} ${round(top + h * 0.06)}L${round(x + w * 0.92)} ${round(top + h * 0.03)}V${round(bottom - h * 0.03)}L${round(middle)} ${round(bottom - h * 0.06)}L${round(x + w * 0.08)} ${round(bottom)}Z`,
          style: 'symbol' as const,
        };
      });
    case 'timbales':
      return [
        { d: [at(0.28, 0.55, 0.4), at(0.68, 0.55, 0.34)].join(''), style: 'symbol' },
        { d: rect(x + w * 0.86, y + h * 0.1, w * 0.12, h * 0.2), style: 'solid' },
      ];
    case 'percussions':
      return [
        { d: [at(0.22, 0.5, 0.34), at(0.6, 0.35, 0.22), at(0.78, 0.7, 0.2)].join(''), style: 'symbol' },
        { d: rect(x + w * 0.45, y + h * 0.7, w * 0.16, h * 0.22), style: 'solid' },
      ];
    case 'contrebasse':
    case 'guitare': {
      // A side view, as on a musician's pictogram: lower and upper bouts, then the neck.
      const horizontal = kind === 'guitare';
      const long = horizontal ? w : h;
      const short = horizontal ? h : w;
      const point = (along: number, across: number): [number, number] => (horizontal ? [x + along * long, y + across * short] : [x + across * short, y + h - along * long]);
      const [lowerX, lowerY] = point(0.22, 0.5);
      const [upperX, upperY] = point(0.48, 0.5);
      const [neckX1, neckY1] = point(0.6, 0.5);
      const [neckX2, neckY2] = point(1, 0.5);
      return [
        { d: circle(lowerX, lowerY, Math.min(short * 0.45, long * 0.22)) + circle(upperX, upperY, Math.min(short * 0.33, long * 0.15)), style: 'symbol' },
        { d: line(neckX1, neckY1, neckX2, neckY2), style: 'rule' },
      ];
    }
    case 'ampli-basse':
      return [
        { d: rect(x, y, w, h), style: 'symbol' },
        { d: [at(0.3, 0.33, 0.16), at(0.7, 0.33, 0.16), at(0.3, 0.7, 0.16), at(0.7, 0.7, 0.16)].join(''), style: 'rule' },
      ];
    case 'ampli-guitare':
      return [
        { d: rect(x, y, w, h), style: 'symbol' },
        { d: at(0.5, 0.5, 0.34), style: 'rule' },
      ];
    case 'saxophone':
    case 'trompette': {
      // A wind instrument seen from above: the body, then the bell opening toward the audience.
      const bell = kind === 'saxophone' ? 0.34 : 0.26;
      return [
        { d: line(x + w * 0.5, y + h * 0.08, x + w * 0.5, y + h * 0.62), style: 'rule' },
        {
          d: `M${round(x + w * 0.42)} ${round(y + h * 0.6)}H${round(x + w * 0.58)}L${round(x + w * (0.5 + bell))} ${round(y + h * 0.94)}H${round(x + w * (0.5 - bell))}Z`,
          style: 'symbol',
        },
        { d: circle(x + w * 0.5, y + h * 0.12, Math.min(w, h) * 0.06), style: 'solid' },
      ];
    }
    case 'pedalier':
      // A board with its footswitches.
      return [
        { d: rect(x, y + h * 0.1, w, h * 0.8), style: 'symbol' },
        { d: [0.2, 0.5, 0.8].map((fx) => circle(x + w * fx, y + h * 0.5, Math.min(w, h) * 0.14)).join(''), style: 'solid' },
      ];
    case 'micro-voix':
    case 'micro-instrument': {
      const head = Math.min(w, h) * 0.18;
      const stand = [
        line(x + w * 0.25, y + h * 0.8, x + w * 0.72, y + h * 0.3),
        line(x + w * 0.25, y + h * 0.8, x + w * 0.08, y + h * 0.95),
        line(x + w * 0.25, y + h * 0.8, x + w * 0.42, y + h * 0.95),
      ].join('');
      const headPath = kind === 'micro-voix' ? circle(x + w * 0.72, y + h * 0.28, head) : rect(x + w * 0.72 - head, y + h * 0.28 - head, head * 2, head * 2);
      return [
        { d: stand, style: 'rule' },
        { d: headPath, style: 'solid' },
      ];
    }
  }
}

/** A monitor's symbol, centred on (cx, cy). */
function monitorSymbol(type: MonitorType, cx: number, cy: number): string {
  const { width, depth } = MONITOR;
  if (type === 'wedge')
    return `M${round(cx - width / 2)} ${round(cy + depth / 2)}H${round(cx + width / 2)}L${round(cx + width * 0.32)} ${round(cy - depth / 2)}H${round(cx - width * 0.32)}Z`;
  if (type === 'ear') return circle(cx, cy, depth / 2);
  return rect(cx - depth / 2, cy - width / 2, depth, width);
}

function powerSymbol(x: number, y: number): { d: string; style: ShapeStyle }[] {
  return [
    { d: rect(x - 9, y - 7, 18, 14), style: 'chip' },
    { d: circle(x - 3.5, y, 1.8) + circle(x + 3.5, y, 1.8), style: 'solid' },
  ];
}

const text = (x: number, y: number, value: string, options: Partial<Omit<Extract<Shape, { kind: 'text' }>, 'kind' | 'x' | 'y' | 'text'>> = {}): Shape => ({
  kind: 'text',
  x: round(x),
  y: round(y),
  text: value,
  size: options.size ?? SMALL,
  anchor: options.anchor ?? 'middle',
  bold: options.bold ?? false,
  tone: options.tone ?? 'ink',
});

/** A label's width in the drawing, estimated (no font at hand in the browser's markup). */
const labelWidth = (value: string, size: number) => value.length * size * 0.56;

/** Where a position's centre falls on the stage, in metres from the stage's top left (upstage, jardin). */
function gridPoint(row: StageRow, side: StageSide, width: number, depth: number): { x: number; y: number } {
  const column = STAGE_SIDES.indexOf(side);
  const rank = STAGE_ROWS.indexOf(row);
  return { x: ((column + 0.5) / STAGE_SIDES.length) * width, y: depth - ((rank + 0.5) / STAGE_ROWS.length) * depth };
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), Math.max(low, high));

/** A musician's box to place: its centre as the data put it, its size, and the room its labels and monitors need around it. */
export interface BoxToPlace {
  x: number;
  y: number;
  width: number;
  depth: number;
  above: number;
  below: number;
  right: number;
  /** The name written above, which may be wider than the box. */
  nameWidth: number;
  /** Upstage rows first (higher rank), as a stage is set from the back. */
  rank: number;
}

/**
 * Each box's top left: at its place on the grid, inside the stage, then moved aside (or, when
 * neither side is free, downstage) until it overlaps no box placed before it with their labels.
 */
export function placeBoxes(
  boxes: readonly BoxToPlace[],
  stage: { left: number; top: number; right: number; bottom: number },
): { x: number; y: number; width: number; depth: number }[] {
  const order = boxes.map((box, index) => ({ box, index })).sort((a, b) => b.box.rank - a.box.rank || a.box.x - b.box.x);
  const placed: { index: number; box: BoxToPlace; x: number; y: number }[] = [];
  const band = (box: BoxToPlace, x: number, y: number) => {
    const overhang = Math.max(0, (box.nameWidth - box.width) / 2);
    return { left: x - overhang - 4, right: x + box.width + Math.max(box.right, overhang) + 4, top: y - box.above, bottom: y + box.depth + box.below };
  };
  const inside = (box: BoxToPlace, x: number, y: number) =>
    x >= stage.left - 0.5 && x + box.width + box.right <= stage.right + 0.5 && y - box.above >= stage.top - 0.5 && y + box.depth <= stage.bottom + 0.5;
  const collision = (box: BoxToPlace, x: number, y: number) => {
    const mine = band(box, x, y);
    return placed.find((other) => {
      const theirs = band(other.box, other.x, other.y);
      return mine.left < theirs.right && theirs.left < mine.right && mine.top < theirs.bottom && theirs.top < mine.bottom;
    });
  };
  for (const { box, index } of order) {
    let x = clamp(box.x - box.width / 2, stage.left, stage.right - box.width - box.right);
    let y = clamp(box.y - box.depth / 2, stage.top + box.above, stage.bottom - box.depth - box.below);
    for (let attempt = 0; attempt < boxes.length * 2; attempt += 1) {
      const other = collision(box, x, y);
      if (!other) break;
      const theirs = band(other.box, other.x, other.y);
      const sideways = [theirs.left - box.width - box.right - 4, theirs.right + 4]
        .filter((candidate) => inside(box, candidate, y) && !collision(box, candidate, y))
        .sort((a, b) => Math.abs(a - x) - Math.abs(b - x));
      if (sideways[0] !== undefined) x = sideways[0];
      else y = clamp(theirs.bottom + box.above, stage.top + box.above, stage.bottom - box.depth - box.below);
    }
    placed.push({ index, box, x, y });
  }
  return boxes.map((box, index) => {
    const found = placed.find((entry) => entry.index === index);
    return { x: found?.x ?? 0, y: found?.y ?? 0, width: box.width, depth: box.depth };
  });
}

/** The whole plot: the stage to scale, each musician's riser, instruments and inputs, the monitors, the power drops, the sides, a scale bar and the legend. */
export function stagePlotDrawing(data: PlotData, words: PlotWords): Drawing {
  const { width: stageWidth, depth: stageDepth } = data.stageDimensions;
  const stagePx = DRAWING_WIDTH - 2 * SIDE;
  const scale = stagePx / stageWidth;
  const depthPx = stageDepth * scale;
  const shapes: Shape[] = [{ kind: 'path', d: rect(SIDE, TOP, stagePx, depthPx), style: 'stage' }, text(DRAWING_WIDTH / 2, 16, words.upstage, { tone: 'muted' })];
  const symbols: PlacedSymbol[] = [];
  const legend = new Map<string, { symbol: (x: number, y: number) => { d: string; style: ShapeStyle }[]; label: string }>();
  const boxes = new Map<string, { x: number; y: number; width: number; depth: number; riser: boolean; wedgeX: number }>();
  const diChannels = new Set(data.inputs.filter((input) => /^DI\b/i.test(input.microphone?.trim() ?? '')).map((input) => input.channel));
  // Side-fills stand at the wings and side power drops on the side walls: the musicians keep clear of that band.
  const sideFills = data.monitors.filter((monitor) => monitor.type === 'side-fill');
  const sideDrops = data.powerDrops.filter((drop) => drop.row === 'milieu' && (drop.side === 'jardin' || drop.side === 'cour'));
  const wing = sideFills.length > 0 || sideDrops.length > 0 ? WING : 0;

  const monitorTypes = (musician: string) => data.monitors.filter((monitor) => monitor.musicians.includes(musician)).map((monitor) => monitor.type);
  const placed = placeBoxes(
    data.stage.map((position) => {
      const packed = packInstruments(
        position.instruments.map((instrument) => instrument.kind),
        position.riser?.depth ?? FREE_DEPTH,
      );
      const centre = gridPoint(position.row, position.side, stageWidth, stageDepth);
      const types = monitorTypes(position.musician);
      return {
        x: SIDE + centre.x * scale,
        y: TOP + centre.y * scale,
        width: (position.riser?.width ?? packed.width) * scale,
        depth: (position.riser?.depth ?? packed.depth) * scale,
        // Room for the name above; below, the riser's size and the wedge; to the right, an in-ear.
        above: NAME_BAND,
        below: (position.riser ? SMALL + 6 : 0) + (types.includes('wedge') ? MONITOR.depth + 8 : 0),
        right: types.includes('ear') ? MONITOR.depth + 8 : 0,
        nameWidth: labelWidth(position.musician, NAME_SIZE),
        rank: STAGE_ROWS.indexOf(position.row),
      };
    }),
    { left: SIDE + 4 + wing, top: TOP + 4, right: SIDE + stagePx - 4 - wing, bottom: TOP + depthPx - 4 },
  );

  data.stage.forEach((position, at) => {
    const packed = packInstruments(
      position.instruments.map((instrument) => instrument.kind),
      position.riser?.depth ?? FREE_DEPTH,
    );
    // A piano's keyboard toward the centre of the stage, where the band is.
    const facing: Facing = STAGE_SIDES.indexOf(position.side) <= 2 ? 'right' : 'left';
    const { x, y, width: boxWidth, depth: boxDepth } = placed[at] ?? { x: SIDE, y: TOP, width: 0, depth: 0 };
    let wedgeX = x + boxWidth / 2;
    if (position.riser) {
      shapes.push({ kind: 'path', d: rect(x, y, boxWidth, boxDepth), style: 'riser' });
      shapes.push(text(x + 4, y + boxDepth + SMALL + 2, words.riserSize(position.riser), { anchor: 'start', tone: 'muted' }));
      legend.set('riser', { symbol: (lx, ly) => [{ d: rect(lx, ly, 28, 20), style: 'riser' }], label: words.riser });
    }
    const offsetX = x + (boxWidth - packed.width * scale) / 2;
    const offsetY = y + (boxDepth - packed.depth * scale) / 2;
    position.instruments.forEach((instrument, index) => {
      const box = packed.boxes[index];
      if (!box) return;
      const ix = offsetX + box.x * scale;
      const iy = offsetY + box.y * scale;
      const [iw, ih] = [box.width * scale, box.depth * scale];
      for (const path of instrumentSymbol(instrument.kind, ix, iy, iw, ih, facing)) shapes.push({ kind: 'path', ...path });
      symbols.push({ what: `${position.musician}, ${instrument.kind}`, x: ix, y: iy, width: iw, height: ih });
      legend.set(instrument.kind, { symbol: (lx, ly) => instrumentSymbol(instrument.kind, lx, ly, 28, 20), label: words.instruments[instrument.kind] });
      // The pianist's wedge in front of the bench, at the keys.
      if (instrument.kind === 'piano-a-queue') wedgeX = pianoKeys(ix, iy, iw, ih, facing).x + (facing === 'right' ? 1 : -1) * iw * 0.1;
      if (instrument.inputs.some((channel) => diChannels.has(channel))) {
        // A DI box in the instrument's downstage corner, away from the channel chip at its top.
        const dx = facing === 'right' ? ix + iw - DI.width : ix;
        shapes.push({ kind: 'path', d: rect(dx, iy + ih - DI.height, DI.width, DI.height), style: 'chip' });
        shapes.push(text(dx + DI.width / 2, iy + ih - 3, words.diLabel, { size: 8, bold: true, tone: 'accent' }));
        legend.set('di', { symbol: (lx, ly) => [{ d: rect(lx + 4, ly + 4, DI.width, DI.height), style: 'chip' }], label: words.activeDi });
      }
      if (instrument.inputs.length > 0) {
        const label = channelRuns(instrument.inputs);
        const chipWidth = labelWidth(label, SMALL) + 8;
        const cx = ix + iw / 2;
        shapes.push({ kind: 'path', d: rect(cx - chipWidth / 2, iy - 8, chipWidth, 16), style: 'chip' });
        shapes.push(text(cx, iy + 4, label, { bold: true, tone: 'accent' }));
        legend.set('inputs', {
          symbol: (lx, ly) => [{ d: rect(lx, ly + 2, 28, 16), style: 'chip' }],
          label: words.inputNumbers,
        });
      }
    });
    boxes.set(position.musician, { x, y, width: boxWidth, depth: boxDepth, riser: Boolean(position.riser), wedgeX });
    shapes.push(text(x + boxWidth / 2, y - 12, position.musician, { size: NAME_SIZE, bold: true }));
  });

  const drawMonitor = (type: MonitorType, mix: number, cx: number, cy: number, what: string) => {
    shapes.push({ kind: 'path', d: monitorSymbol(type, cx, cy), style: 'monitor' });
    shapes.push(text(cx, cy + 5, String(mix), { size: NAME_SIZE, bold: true, tone: 'onAccent' }));
    const [w, h] = type === 'side-fill' ? [MONITOR.depth, MONITOR.width] : type === 'ear' ? [MONITOR.depth, MONITOR.depth] : [MONITOR.width, MONITOR.depth];
    symbols.push({ what, x: cx - w / 2, y: cy - h / 2, width: w, height: h });
    legend.set(type, {
      symbol: (lx, ly) => [{ d: type === 'side-fill' ? rect(lx + 4, ly, 20, 20) : monitorSymbol(type, lx + 14, ly + 10), style: 'monitor' }],
      label: words.monitorTypes[type],
    });
  };
  data.monitors.forEach((monitor) => {
    if (monitor.type === 'side-fill') {
      // A pair, one at each wing, upstage of the side walls' power drops.
      const cy = TOP + depthPx * 0.3;
      drawMonitor('side-fill', monitor.mix, SIDE + WING / 2, cy, `side-fill ${monitor.mix} jardin`);
      drawMonitor('side-fill', monitor.mix, SIDE + stagePx - WING / 2, cy, `side-fill ${monitor.mix} cour`);
      return;
    }
    monitor.musicians.forEach((musician, index) => {
      const box = boxes.get(musician);
      if (!box) return;
      const below = box.y + box.depth + (box.riser ? SMALL + 8 : 6) + MONITOR.depth / 2;
      const [cx, cy] =
        monitor.type === 'wedge'
          ? [box.wedgeX + index * (MONITOR.width + 4), clamp(below, TOP, TOP + depthPx - MONITOR.depth / 2 - 2)]
          : [clamp(box.x + box.width + MONITOR.depth / 2 + 4, SIDE, SIDE + stagePx - MONITOR.depth), box.y + box.depth / 2];
      drawMonitor(monitor.type, monitor.mix, cx, cy, `${monitor.type} ${monitor.mix}, ${musician}`);
    });
  });

  // Power drops where a stage manager runs them: upstage above the back edge, downstage under the
  // front edge, their labels outside the stage; centre stage on the side walls, labels inside the
  // wing's band, under the chip.
  for (const drop of data.powerDrops) {
    const point = gridPoint(drop.row, drop.side, stageWidth, stageDepth);
    const column = STAGE_SIDES.indexOf(drop.side);
    const label = words.outlets(drop.outlets);
    if (drop.row === 'milieu') {
      // Jardin and cour on their walls; centre, centre jardin and centre cour where the data put them.
      const wall = column === 0 ? 'jardin' : column === STAGE_SIDES.length - 1 ? 'cour' : 'centre';
      const x = wall === 'jardin' ? SIDE + WING / 2 : wall === 'cour' ? SIDE + stagePx - WING / 2 : SIDE + point.x * scale;
      const y = TOP + point.y * scale + (wall === 'centre' ? 0 : depthPx * 0.1);
      for (const path of powerSymbol(x, y)) shapes.push({ kind: 'path', ...path });
      symbols.push({ what: `power ${drop.row} ${drop.side}`, x: x - 9, y: y - 7, width: 18, height: 14 });
      shapes.push(text(x, y + 20, label, { size: 9, bold: true }));
    } else {
      const x = clamp(SIDE + point.x * scale, SIDE + 10, SIDE + stagePx - 80);
      const y = drop.row === 'fond' ? TOP - 12 : TOP + depthPx + 14;
      for (const path of powerSymbol(x, y)) shapes.push({ kind: 'path', ...path });
      symbols.push({ what: `power ${drop.row} ${drop.side}`, x: x - 9, y: y - 7, width: 18, height: 14 });
      shapes.push(text(x + 13, y + 4, label, { anchor: 'start', bold: true }));
    }
    legend.set('power', { symbol: (lx, ly) => powerSymbol(lx + 14, ly + 10), label: words.power });
  }

  // Under the stage: the sides and the audience, then the scale bar, then the legend.
  let y = TOP + depthPx + (data.powerDrops.some((drop) => drop.row === 'avant') ? 44 : 20);
  shapes.push(text(SIDE, y, words.jardin, { anchor: 'start', tone: 'muted', bold: true }));
  shapes.push(text(SIDE + stagePx, y, words.cour, { anchor: 'end', tone: 'muted', bold: true }));
  shapes.push(text(DRAWING_WIDTH / 2, y, words.audience, { size: NAME_SIZE, bold: true, tone: 'muted' }));
  y += 24;
  const metresShown = Math.max(1, Math.min(5, Math.floor(stageWidth / 2)));
  shapes.push({
    kind: 'path',
    d: [
      line(SIDE, y, SIDE + metresShown * scale, y),
      ...Array.from({ length: metresShown + 1 }, (_, metre) => line(SIDE + metre * scale, y - 5, SIDE + metre * scale, y + 5)),
    ].join(''),
    style: 'rule',
  });
  for (let metre = 0; metre <= metresShown; metre += 1) shapes.push(text(SIDE + metre * scale, y + 18, metre === metresShown ? `${metre} m` : String(metre), { tone: 'muted' }));
  y += 36;
  const columns = 3;
  const columnWidth = stagePx / columns;
  [...legend.values()].forEach((entry, index) => {
    const lx = SIDE + (index % columns) * columnWidth;
    const ly = y + Math.floor(index / columns) * 30;
    for (const path of entry.symbol(lx, ly)) shapes.push({ kind: 'path', ...path });
    shapes.push(text(lx + 36, ly + 15, entry.label, { anchor: 'start' }));
  });
  const height = y + Math.ceil(legend.size / columns) * 30 + 4;
  return { width: DRAWING_WIDTH, height: round(height), shapes, symbols };
}
