/**
 * The stage plot as an SVG: the drawing of stage-layout.ts (the same the rider's PDF draws),
 * written as text so that the kit page carries it in its HTML with a title and a description, the
 * positions' table beside it as its text equivalent. Colours come from the page's stylesheet, by
 * the shapes' classes (plot-stage, plot-riser…).
 */
import { STAGE_SIDES, type KitWords, type StagePosition } from './press-kit.ts';
import { channelRuns, type Drawing, type MonitorType } from './stage-layout.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ANCHORS = { start: '', middle: ' text-anchor="middle"', end: ' text-anchor="end"' } as const;

/** The plot's SVG, titled and described; `id` makes the title's and description's ids unique on the page. */
export function stagePlotSvg(drawing: Drawing, title: string, description: string, id: string): string {
  const titleId = `${id}-titre`;
  const descriptionId = `${id}-description`;
  const shapes = drawing.shapes.map((shape) => {
    if (shape.kind === 'path') return `<path d="${shape.d}" class="plot-${shape.style}"/>`;
    const classes = [`plot-${shape.tone}`, shape.bold ? 'plot-bold' : ''].filter(Boolean).join(' ');
    return `<text x="${shape.x}" y="${shape.y}" font-size="${shape.size}"${ANCHORS[shape.anchor]} class="${classes}">${escapeXml(shape.text)}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" role="img" aria-labelledby="${titleId}" aria-describedby="${descriptionId}">`,
    `<title id="${titleId}">${escapeXml(title)}</title>`,
    `<desc id="${descriptionId}">${escapeXml(description)}</desc>`,
    ...shapes,
    '</svg>',
  ].join('');
}

/** The positions as a table, the plot's text: who stands where, on what riser, playing which inputs, with which monitor. */
export function plotRows(
  data: { stage: readonly StagePosition[]; monitors: readonly { mix: number; musicians: readonly string[]; type: MonitorType }[] },
  words: KitWords,
): string[][] {
  return [...data.stage]
    .sort((a, b) => STAGE_SIDES.indexOf(a.side) - STAGE_SIDES.indexOf(b.side))
    .map((position) => [
      position.musician,
      `${words.rows[position.row]}, ${words.sides[position.side]}`,
      position.instruments.map((instrument) => `${words.instruments[instrument.kind]}${instrument.inputs.length > 0 ? ` (${channelRuns(instrument.inputs)})` : ''}`).join(', '),
      position.riser ? words.riserSize(position.riser) : '—',
      data.monitors
        .filter((monitor) => monitor.musicians.includes(position.musician))
        .map((monitor) => `${monitor.mix} · ${words.monitorTypes[monitor.type].split(',')[0]}`)
        .join(', ') || '—',
    ]);
}
