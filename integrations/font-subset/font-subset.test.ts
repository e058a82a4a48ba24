import { describe, expect, it } from 'vitest';
import { fontUrls, subsetCharacters, SUBSET_BASE, withFileRenamed } from './font-subset';
import { cspHashSource } from '../css-pruning/prune-page-css';

describe('characters kept by the display font subset', () => {
  it('always keeps printable ASCII and the letters and punctuation of French, even for pages without them', () => {
    const kept = subsetCharacters([]);
    for (const character of ['a', 'Z', '0', '?', '@', '~', 'é', 'Ç', 'œ', 'Œ', '«', '»', '’', '…', '—', '€', '\u00a0']) expect(kept).toContain(character);
  });

  it('adds every other character the pages and scripts hold: Spanish and Portuguese names, written or as references', () => {
    const kept = subsetCharacters(['<h1>Lázaro Quintana à São Paulo</h1>', 'const titre = "¡Olé!"', '<p>Ñandú &#xF8; &#248; &#322;</p>']);
    for (const character of ['á', 'ã', '¡', 'Ñ', 'ú', 'ø', 'ł']) expect(kept).toContain(character);
  });

  it('leaves out controls, emoji and their variation selectors, which the font cannot draw', () => {
    const kept = subsetCharacters(['✅ ⚠️ 🎺 \u0007 \u200b']);
    expect([...kept].filter((character) => !SUBSET_BASE.includes(character))).toEqual([]);
  });

  it('lists each character once, in code point order, whatever the order of the texts', () => {
    const kept = subsetCharacters(['ñ ñ á', 'á ñ']);
    expect(kept).toBe(subsetCharacters(['á ñ']));
    expect(new Set(kept).size).toBe([...kept].length);
    const codePoints = [...kept].map((character) => character.codePointAt(0) ?? 0);
    expect(codePoints).toEqual([...codePoints].sort((a, b) => a - b));
  });
});

describe('font files of a built page', () => {
  it('are the preloaded and @font-face files under /_astro/fonts/, each once', () => {
    const html = '<link rel="preload" href="/_astro/fonts/ab12.woff2" as="font"><style>@font-face{src:url("/_astro/fonts/ab12.woff2")}</style><img src="/_astro/photo.avif">';
    expect(fontUrls(html)).toEqual(['/_astro/fonts/ab12.woff2']);
  });
});

describe('a page following a renamed font file', () => {
  const css = '@font-face{font-family:F;src:url("/_astro/fonts/old.woff2")}';
  const otherCss = '.flex{display:flex}';
  const page = (style: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="style-src 'self' '${cspHashSource(style)}' '${cspHashSource(otherCss)}'"><link rel="preload" href="/_astro/fonts/old.woff2" as="font"><style>${style}</style><style>${otherCss}</style></head><body></body></html>`;

  it('points its preload and its @font-face at the new file, and its CSP allows the rewritten style', () => {
    const renamed = withFileRenamed(page(css), '/_astro/fonts/old.woff2', '/_astro/fonts/new.woff2');
    const newCss = '@font-face{font-family:F;src:url("/_astro/fonts/new.woff2")}';
    expect(renamed).toBe(page(newCss).replace('fonts/old.woff2" as', 'fonts/new.woff2" as'));
    expect(renamed).not.toContain('old.woff2');
    expect(renamed).toContain(`'${cspHashSource(newCss)}' '${cspHashSource(otherCss)}'`);
  });

  it('is left as it is when it does not use that file', () => {
    expect(withFileRenamed(page(css), '/_astro/fonts/other.woff2', '/_astro/fonts/new.woff2')).toBe(page(css));
  });
});
