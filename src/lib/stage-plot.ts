/**
 * The stage plot as an SVG, seen from the hall (jardin on the left, the audience at the bottom):
 * the same drawing as the rider's PDF page, written as text so that the kit page carries it in
 * its HTML with a title and a description, the positions' table beside it.
 */
import { kitWords, plotPoint, type StagePosition } from './press-kit';
import type { Language } from './languages';

export const PLOT_WIDTH = 800;
export const PLOT_DEPTH = 480;
/** The strip under the stage where the audience sits. */
const AUDIENCE_STRIP = 48;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A label split on its spaces into lines of at most `width` characters, for a name under its mark. */
export function labelLines(label: string, width: number): string[] {
  return label.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);
}

/**
 * The plot's SVG: one mark per position (a dashed square under it for a riser), each named, the
 * audience's strip at the bottom. `id` makes the title's and description's ids unique on the page.
 */
export function stagePlotSvg(ensemble: string, stage: readonly StagePosition[], language: Language, id: string): string {
  const words = kitWords[language];
  const titleId = `${id}-titre`;
  const descriptionId = `${id}-description`;
  const marks = stage.map((position) => {
    const { x, y } = plotPoint(position, PLOT_WIDTH, PLOT_DEPTH);
    const riser = position.riser ? `<rect x="${x - 70}" y="${y - 58}" width="140" height="116" rx="6" class="plot-riser"/>` : '';
    const names = labelLines(position.musician, 16)
      .map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : 18}">${escapeXml(line)}</tspan>`)
      .join('');
    return `<g>${riser}<circle cx="${x}" cy="${y - 16}" r="18" class="plot-mark"/><text x="${x}" y="${y + 22}" text-anchor="middle" class="plot-name">${names}</text></g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PLOT_WIDTH} ${PLOT_DEPTH + AUDIENCE_STRIP}" role="img" aria-labelledby="${titleId}" aria-describedby="${descriptionId}">`,
    `<title id="${titleId}">${escapeXml(`${words.stagePlot} · ${ensemble}`)}</title>`,
    `<desc id="${descriptionId}">${escapeXml(words.plotDescription(ensemble, stage.length))}</desc>`,
    `<rect x="1" y="1" width="${PLOT_WIDTH - 2}" height="${PLOT_DEPTH - 2}" rx="8" class="plot-stage"/>`,
    `<text x="16" y="${PLOT_DEPTH - 12}" class="plot-side">${escapeXml(words.sides.jardin)}</text>`,
    `<text x="${PLOT_WIDTH - 16}" y="${PLOT_DEPTH - 12}" text-anchor="end" class="plot-side">${escapeXml(words.sides.cour)}</text>`,
    ...marks,
    `<text x="${PLOT_WIDTH / 2}" y="${PLOT_DEPTH + AUDIENCE_STRIP / 2 + 6}" text-anchor="middle" class="plot-side">${escapeXml(words.audience)}</text>`,
    '</svg>',
  ].join('');
}
