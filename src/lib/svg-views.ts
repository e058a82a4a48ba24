/**
 * The ids of the <view> elements of an SVG sprite: the fragments an <img src="sprite.svg#id">
 * can show, each framing one drawing of the file.
 */
export function svgViewIds(svg: string): Set<string> {
  return new Set([...svg.matchAll(/<view\b[^>]*?\bid="([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : [])));
}
