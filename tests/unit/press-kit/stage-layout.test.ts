/**
 * The stage plot's layout (src/lib/stage-layout.ts) and its SVG (src/lib/stage-plot.ts), on the
 * tests' own kit: a stage drawn to scale, each instrument packed on its musician's riser, the
 * inputs and monitors where the data put them, and the refusals that stop the build.
 */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../src/i18n/index.ts';
import { parse } from 'node-html-parser';
import { channelRuns, DRAWING_WIDTH, FOOTPRINTS, packInstruments, stagePlotDrawing, stagePlotProblems, type PlotData } from '../../../src/lib/stage-layout';
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
    // One per mix on the stage, one per monitor type in the legend.
    expect(monitors).toHaveLength(6);
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
