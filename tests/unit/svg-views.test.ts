import { describe, expect, it } from 'vitest';
import { svgViewIds } from '../../src/lib/svg-views';
import { readContentText, readList } from '../content-files';

describe('svgViewIds', () => {
  it('lists the id of every <view>, whatever the order of its attributes', () => {
    const svg = '<svg><view id="sunside" viewBox="0 0 240 96"/><view viewBox="0 96 240 96" id="radio-clave" /></svg>';
    expect([...svgViewIds(svg)]).toEqual(['sunside', 'radio-clave']);
  });

  it('ignores the ids of drawings, which an image fragment cannot frame', () => {
    expect([...svgViewIds('<svg><g id="sunside"><rect id="frame"/></g><viewer id="no"/></svg>')]).toEqual([]);
  });

  it('finds a view for every partner of content/partners.json in the logos sprite', () => {
    const views = svgViewIds(readContentText('partners/logos.svg'));
    const partners = readList<{ logo: string }>('partners.json');
    for (const { logo } of partners) expect(views).toContain(logo);
  });
});
