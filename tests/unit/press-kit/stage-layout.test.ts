/**
 * The stage plot's layout (src/lib/stage-layout.ts) and its SVG (src/lib/stage-plot.ts), on the
 * tests' own kit: a stage drawn to scale, each instrument packed on its musician's riser, the
 * inputs and monitors where the data put them, and the refusals that stop the build.
 */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../src/i18n/index.ts';
import { parse } from 'node-html-parser';
import {
  channelRuns,
  DRAWING_WIDTH,
  FOOTPRINTS,
  packInstruments,
  pianoKeys,
  stagePlotDrawing,
  stagePlotProblems,
  type Drawing,
  type PlotData,
} from '../../../src/lib/stage-layout';
import { readFolder } from '../../content-files';
import { plotRows, stagePlotSvg } from '../../../src/lib/stage-plot';
import { plotWords } from '../../../src/lib/press-kit';
import { languages } from '../../../src/lib/languages';

const kit: PlotData = {
  stageDimensions: { width: 8, depth: 5 },
  stage: [
    {
      musician: 'Percussionniste des tests',
      row: 'fond',
      side: 'centre',
      riser: { width: 3, depth: 2, height: 0.4 },
      instruments: [
        { kind: 'batterie', inputs: [1, 2, 3] },
        { kind: 'congas', inputs: [4] },
      ],
    },
    { musician: 'Pianiste des tests', row: 'milieu', side: 'jardin', instruments: [{ kind: 'piano-a-queue', inputs: [5, 6] }] },
    { musician: 'Chanteuse des tests', row: 'avant', side: 'cour', instruments: [{ kind: 'micro-voix', inputs: [7] }] },
  ],
  inputs: [1, 2, 3, 4, 5, 6, 7].map((channel) => ({ channel, source: `Source ${channel}` })),
  monitors: [
    { mix: 1, musicians: ['Chanteuse des tests'], type: 'wedge' },
    { mix: 2, musicians: ['Pianiste des tests'], type: 'ear' },
    { mix: 3, musicians: ['Percussionniste des tests'], type: 'side-fill' },
  ],
  powerDrops: [{ row: 'fond', side: 'centre', outlets: 4 }],
};

const texts = (data: PlotData) => stagePlotDrawing(data, plotWords(dictionaries.fr.rider)).shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));

describe('packInstruments', () => {
  it('stacks a musician’s instruments in columns no deeper than the riser, in the data’s order', () => {
    const packed = packInstruments(['batterie', 'congas', 'bata', 'micro-voix'], 2);
    expect(packed.boxes[0]).toMatchObject({ x: 0, y: 0 });
    // The congas do not fit under the kit on a 2 m deep riser: a second column, the batá and the mic under the congas.
    expect(packed.boxes[1]?.x).toBeCloseTo(FOOTPRINTS.batterie.width + 0.15);
    expect(packed.boxes[2]?.x).toBe(packed.boxes[1]?.x);
    expect(packed.depth).toBeLessThanOrEqual(2);
    expect(packed.width).toBeCloseTo(1.8 + 0.15 + 1.0);
  });
});

describe('stagePlotProblems', () => {
  it('accepts the tests’ kit', () => {
    expect(stagePlotProblems(kit)).toEqual([]);
  });

  it('refuses two 2 m × 2 m things on one 2 m × 2 m riser, naming the riser, its size and what would be needed, in French', () => {
    const crowded = {
      ...kit,
      stage: [
        {
          ...kit.stage[0]!,
          riser: { width: 2, depth: 2, height: 0.4 },
          instruments: [
            { kind: 'batterie' as const, inputs: [1, 2, 3, 4] },
            { kind: 'batterie' as const, inputs: [] },
          ],
        },
        ...kit.stage.slice(1),
      ],
    };
    const [problem, ...others] = stagePlotProblems(crowded);
    expect(others).toEqual([]);
    expect(problem?.path).toEqual(['stage', 0, 'riser']);
    expect(problem?.message).toBe(
      'le praticable de Percussionniste des tests (2 m × 2 m) ne peut pas porter batterie (1,8 m × 1,6 m), batterie (1,8 m × 1,6 m) : il faudrait 3,75 m × 1,6 m ; agrandissez le praticable ou descendez un instrument sur la scène',
    );
  });

  it('refuses an input the plot does not place, one placed twice, and a placed channel the input list lacks', () => {
    const unplaced = { ...kit, inputs: [...kit.inputs, { channel: 8, source: 'Voix chœur' }] };
    expect(stagePlotProblems(unplaced)).toEqual([
      {
        path: ['inputs', 7],
        message: 'la voie 8 (« Voix chœur ») n’a pas de place sur le plan de scène ; ajoutez 8 aux voies (inputs) de l’instrument qui la joue, dans stage',
      },
    ]);
    const twice = {
      ...kit,
      stage: kit.stage.map((position, index) => (index === 2 ? { ...position, instruments: [{ kind: 'micro-voix' as const, inputs: [7, 5, 9] }] } : position)),
    };
    expect(stagePlotProblems(twice).map((problem) => problem.message)).toEqual([
      'la voie 5 est déjà placée sur le plan (Pianiste des tests, piano-a-queue) : une place par voie',
      'la voie 9 n’est pas dans la liste des entrées (inputs)',
    ]);
  });
});

describe('channelRuns', () => {
  it('writes channels as an engineer does, runs shortened', () => {
    expect(channelRuns([8, 4, 5, 6, 7, 19])).toBe('4–8, 19');
    expect(channelRuns([1, 2])).toBe('1, 2');
    expect(channelRuns([3])).toBe('3');
  });
});

describe('stagePlotDrawing', () => {
  const drawing = stagePlotDrawing(kit, plotWords(dictionaries.fr.rider));
  const stageRect = drawing.shapes.find((shape) => shape.kind === 'path' && shape.style === 'stage');

  it('draws the stage to scale across the drawing’s width, a riser in proportion, and a scale bar in metres', () => {
    expect(stageRect).toEqual({ kind: 'path', d: 'M32 52h736v460h-736Z', style: 'stage' });
    const riser = drawing.shapes.find((shape) => shape.kind === 'path' && shape.style === 'riser');
    // 3 m × 2 m at 92 px a metre (736 px for 8 m).
    expect(riser?.kind === 'path' && /h276v184h-276Z$/.test(riser.d)).toBe(true);
    expect(texts(kit)).toEqual(expect.arrayContaining(['0', '1', '2', '3', '4 m']));
    expect(drawing.width).toBe(DRAWING_WIDTH);
  });

  it('names each musician, numbers each instrument’s inputs, numbers each monitor by its mix, and labels the power drops, the riser, the sides and the audience', () => {
    expect(texts(kit)).toEqual(
      expect.arrayContaining([
        'Percussionniste des tests',
        'Pianiste des tests',
        'Chanteuse des tests',
        '1–3',
        '4',
        '5, 6',
        '7',
        '1',
        '2',
        '3',
        '230 V × 4',
        '3 m × 2 m, hauteur 40 cm',
        'jardin',
        'cour',
        'Public',
        'Fond de scène',
      ]),
    );
    const monitors = drawing.shapes.filter((shape) => shape.kind === 'path' && shape.style === 'monitor');
    // One per mix on the stage (side-fills: a pair), one per monitor type in the legend.
    expect(monitors).toHaveLength(7);
  });

  it('keeps a legend entry for each kind of thing drawn, in the page’s language', () => {
    const english = stagePlotDrawing(kit, plotWords(dictionaries.en.rider)).shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));
    expect(english).toEqual(
      expect.arrayContaining([
        'Drum kit',
        'Congas',
        'Grand piano',
        'Vocal mic',
        'Riser',
        'Wedge, mix number',
        'In-ear monitor, mix number',
        'Side-fill, mix number',
        'Power',
        'stage right',
        'stage left',
        'Audience',
      ]),
    );
    expect(english).not.toContain('Double bass');
  });

  it('keeps every shape inside the drawing', () => {
    for (const shape of drawing.shapes) {
      const numbers = shape.kind === 'path' ? (shape.d.match(/M(-?[\d.]+) (-?[\d.]+)/g) ?? []).map((move) => move.slice(1).split(' ').map(Number)) : [[shape.x, shape.y]];
      for (const [x = 0, y = 0] of numbers) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(drawing.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(drawing.height);
      }
    }
  });
});

describe('stagePlotSvg', () => {
  it.each(languages)('is an image titled and described in %s, with one element per shape', (language) => {
    const drawing = stagePlotDrawing(kit, plotWords(dictionaries[language].rider));
    const svg = parse(stagePlotSvg(drawing, 'Plan · Quintet des tests', 'Vue de la salle', 'plan')).querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${drawing.width} ${drawing.height}`);
    expect(svg?.getAttribute('aria-labelledby')).toBe('plan-titre');
    expect(svg?.querySelector('#plan-titre')?.text).toBe('Plan · Quintet des tests');
    expect(svg?.querySelectorAll('path, text')).toHaveLength(drawing.shapes.length);
    expect(svg?.querySelectorAll('text').map((text) => text.text)).toContain(dictionaries[language].rider.audience);
  });
});

describe('plotRows', () => {
  it('gives the plot’s text: place, instruments with their inputs, riser and monitor of each musician, jardin first', () => {
    expect(plotRows(kit, dictionaries.en.rider)).toEqual([
      ['Pianiste des tests', 'centre stage, stage right', 'Grand piano (5, 6)', '—', '2 · In-ear monitor'],
      ['Percussionniste des tests', 'upstage, centre', 'Drum kit (1–3), Congas (4)', '3 m × 2 m, 40 cm high', '3 · Side-fill'],
      ['Chanteuse des tests', 'downstage, stage left', 'Vocal mic (7)', '—', '1 · Wedge'],
    ]);
  });
});

describe('a plot a stage crew reads right', () => {
  const contentKits = readFolder<PlotData & { id: string }>('kits');
  const draw = (data: PlotData) => stagePlotDrawing(data, plotWords(dictionaries.fr.rider));
  /** Metres on the drawing of a stage `width` metres wide. */
  const metresOf = (pixels: number, width: number) => (pixels * width) / (DRAWING_WIDTH - 64);
  const symbolOf = (drawing: Drawing, what: string) => drawing.symbols.find((symbol) => symbol.what === what);
  const centre = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

  /** The pianist's keys, the side they face and the distance in metres from them to the pianist's wedge. */
  function pianoAndWedge(data: PlotData) {
    const pianist = data.stage.find((position) => position.instruments.some((instrument) => instrument.kind === 'piano-a-queue'));
    const drawing = draw(data);
    const piano = symbolOf(drawing, `${pianist?.musician}, piano-a-queue`);
    const mix = data.monitors.find((monitor) => monitor.type === 'wedge' && monitor.musicians.includes(pianist?.musician ?? ''));
    const wedge = symbolOf(drawing, `wedge ${mix?.mix}, ${pianist?.musician}`);
    if (!piano || !wedge) throw new Error('no piano or no wedge drawn');
    const right = pianoKeys(piano.x, piano.y, piano.width, piano.height, 'right');
    const left = pianoKeys(piano.x, piano.y, piano.width, piano.height, 'left');
    const stageMiddle = DRAWING_WIDTH / 2;
    // The keys on the side toward the centre of the stage.
    const keys = Math.abs(right.x - stageMiddle) < Math.abs(left.x - stageMiddle) ? right : left;
    const distance = metresOf(Math.hypot(centre(wedge).x - keys.x, centre(wedge).y - keys.y), data.stageDimensions.width);
    return { keys, piano, distance, drawing };
  }

  it.each(['duo', 'quintet'])('the %s’s grand piano lies with its keyboard toward the band and the pianist’s wedge at the keys', (id) => {
    const data = contentKits.find((kit) => kit.id === id);
    if (!data) throw new Error(`content/kits/${id}.json missing`);
    const { keys, piano, distance, drawing } = pianoAndWedge(data);
    // The keyboard (a solid bar) is drawn on the side facing the centre: its path starts at the keys.
    const bar = drawing.shapes.find((shape) => shape.kind === 'path' && shape.style === 'solid' && shape.d.startsWith(`M${Math.round(keys.x * 10) / 10} `));
    expect(bar, `${id}: keyboard at x ${keys.x}`).toBeDefined();
    expect(keys.x > piano.x + piano.width / 2).toBe(piano.x + piano.width / 2 < DRAWING_WIDTH / 2);
    expect(distance, `${id}: wedge ${distance.toFixed(2)} m from the keys`).toBeLessThan(1.2);
  });

  it('turns a piano stage left (cour) the other way, its keys still toward the centre and the wedge at them', () => {
    const data: PlotData = {
      ...kit,
      stage: kit.stage.map((position) =>
        position.musician === 'Pianiste des tests'
          ? { ...position, side: 'cour', row: 'milieu' }
          : position.musician === 'Chanteuse des tests'
            ? { ...position, side: 'jardin' }
            : position,
      ),
      monitors: [{ mix: 2, musicians: ['Pianiste des tests'], type: 'wedge' }],
    };
    const { keys, piano, distance } = pianoAndWedge(data);
    expect(keys.x).toBeCloseTo(piano.x + piano.width * 0.2);
    expect(distance).toBeLessThan(1.2);
  });

  it('stands side-fills as a pair, one at each wing', () => {
    const drawing = draw(kit);
    const fills = drawing.symbols.filter((symbol) => symbol.what.startsWith('side-fill 3'));
    expect(fills.map((symbol) => symbol.what)).toEqual(['side-fill 3 jardin', 'side-fill 3 cour']);
    const [jardin, cour] = fills.map(centre);
    expect(jardin!.x).toBeLessThan(32 + 56);
    expect(cour!.x).toBeGreaterThan(DRAWING_WIDTH - 32 - 56);
    expect(jardin!.y).toBe(cour!.y);
  });

  it('draws a wind instrument, a pedalboard and a DI box where the input list has one', () => {
    const data: PlotData = {
      ...kit,
      stage: [
        ...kit.stage,
        {
          musician: 'Souffleur des tests',
          row: 'avant',
          side: 'centre',
          instruments: [
            { kind: 'trompette', inputs: [8] },
            { kind: 'pedalier', inputs: [9] },
          ],
        },
      ],
      inputs: [...kit.inputs, { channel: 8, source: 'Trompette', microphone: 'MD 441' }, { channel: 9, source: 'Effets', microphone: 'DI active' }],
    };
    const labels = texts(data);
    expect(labels).toEqual(expect.arrayContaining(['Trompette', 'Pédalier', 'DI', 'DI active']));
    expect(labels.filter((label) => label === 'DI')).toHaveLength(1);
  });

  it.each([['the tests’ kit', kit] as const, ...contentKits.map((data) => [`content/kits/${data.id}.json`, data] as const)])(
    '%s: no symbol overlaps another, and each power label stays inside the drawing',
    (_name, data) => {
      const { symbols, width } = draw(data);
      const overlaps = symbols.flatMap((a, index) =>
        symbols
          .slice(index + 1)
          .flatMap((b) => (a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5 ? [`${a.what} × ${b.what}`] : [])),
      );
      expect(overlaps).toEqual([]);
      for (const symbol of symbols) expect(symbol.x >= 0 && symbol.x + symbol.width <= width, symbol.what).toBe(true);
    },
  );
});
