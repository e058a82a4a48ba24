import { describe, expect, it } from 'vitest';
import {
  RINGS,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  TITLE_MAX_LINES,
  fallbackNotice,
  fontFamily,
  layoutShareCard,
  layoutTitle,
  shareCardFileName,
  shareCardKey,
  shortHash,
  textColumnWidth,
  uncoveredCharacters,
  wrapText,
  type CardElement,
  type MeasureText,
} from '../../../src/share-cards/layout';

/** Every character half an em wide: enough to reason about lines without a font. */
const halfEm: MeasureText = (text, _font, size) => [...text].length * size * 0.5;
const content = { title: 'Biographie', line: 'Compositeur et musicien cubain', artist: 'Yaniel Bárcenas', host: 'yaniel-barcenas.example' };

/** The texts of a card in drawing order. */
function texts(node: CardElement): string[] {
  const { children } = node.props;
  if (typeof children === 'string') return [children];
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap(texts);
}

function images(node: CardElement): CardElement[] {
  const { children } = node.props;
  const own = node.type === 'img' ? [node] : [];
  if (typeof children === 'string' || children === undefined) return own;
  return [...own, ...(Array.isArray(children) ? children : [children]).flatMap(images)];
}

describe('wrapping a text', () => {
  const measure = (text: string) => [...text].length * 10;

  it('fills each line greedily on spaces and keeps a no-break space together', () => {
    expect(wrapText('un deux trois quatre', 130, measure, 3)).toEqual({ lines: ['un deux trois', 'quatre'], truncated: false });
    expect(wrapText('Entre deux mondes\u00a0: un voyage', 170, measure, 3).lines).toEqual(['Entre deux', 'mondes\u00a0: un', 'voyage']);
  });

  it('cuts a word longer than the line into pieces that fit', () => {
    expect(wrapText('anticonstitutionnellement', 100, measure, 3)).toEqual({ lines: ['anticonsti', 'tutionnell', 'ement'], truncated: false });
  });

  it('ends the last allowed line with an ellipsis, without punctuation before it', () => {
    const wrapped = wrapText('Rumba, son, guaguancó, yambú, columbia et tout le reste', 120, measure, 2);
    expect(wrapped.truncated).toBe(true);
    expect(wrapped.lines).toHaveLength(2);
    expect(wrapped.lines[1]).toMatch(/[^,\s]…$/u);
    wrapped.lines.forEach((line) => expect(measure(line)).toBeLessThanOrEqual(120));
  });

  it('keeps an accented letter typed as two code points whole when it cuts a word', () => {
    const decomposed = 'Ba\u0301rcenas'.repeat(3);
    const { lines } = wrapText(decomposed, 80, (text) => [...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(text)].length * 10, 4);
    lines.forEach((line) => expect(line.startsWith('\u0301')).toBe(false));
  });
});

describe('the title', () => {
  it('takes the largest size at which it fits whole', () => {
    const short = layoutTitle('Projets', textColumnWidth(false), halfEm);
    const long = layoutTitle('Entre deux mondes : un voyage musical de La Havane à Paris', textColumnWidth(true), halfEm);
    expect(short.size).toBeGreaterThan(long.size);
    expect(long.truncated).toBe(false);
    expect(long.lines.join(' ')).toBe('Entre deux mondes : un voyage musical de La Havane à Paris');
  });

  it('a title far too long: three lines, the last ending with an ellipsis, each within the column', () => {
    const title = 'Une très longue histoire de la rumba cubaine, des solares de La Havane aux caves de Saint-Germain-des-Prés, racontée par ceux qui l’ont jouée toute leur vie';
    const width = textColumnWidth(true);
    const layout = layoutTitle(title, width, halfEm);
    expect(layout.lines).toHaveLength(TITLE_MAX_LINES);
    expect(layout.truncated).toBe(true);
    expect(layout.lines.at(-1)).toMatch(/…$/u);
    layout.lines.forEach((line) => expect(halfEm(line, 'display', layout.size)).toBeLessThanOrEqual(width));
  });

  it('never cuts a word: one wider than the column at the smallest size gets a smaller size, whole', () => {
    const width = textColumnWidth(true);
    const layout = layoutTitle('Zapateo Anticonstitutionnellementissimo', width, halfEm);
    expect(layout.lines).toEqual(['Zapateo', 'Anticonstitutionnellementissimo']);
    expect(layout.size).toBeLessThan(54);
    layout.lines.forEach((line) => expect(halfEm(line, 'display', layout.size)).toBeLessThanOrEqual(width));
  });

  it('keeps every French accent and Spanish letter as written', () => {
    const title = 'Ñáñigos, Güines et Œuvres : l’été à Cañón, Ça ira, Señora';
    const layout = layoutTitle(title, textColumnWidth(false), halfEm);
    expect(layout.lines.join(' ')).toBe(title);
  });
});

describe('the whole card', () => {
  it('draws the title, the line, the artist and the host, at 1200 × 630 in the site colours', () => {
    const { tree, title } = layoutShareCard({ ...content, title: 'Cimarrón, soirée de décembre', line: 'samedi 12 décembre 2026 · Sunside, Paris' }, halfEm);
    expect(tree.props.style).toMatchObject({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, backgroundColor: '#0e0c0a' });
    const drawn = texts(tree).join(' | ');
    expect(title.lines.join(' ')).toBe('Cimarrón, soirée de décembre');
    title.lines.forEach((line) => expect(texts(tree)).toContain(line));
    expect(drawn).toContain('samedi 12 décembre 2026 · Sunside, Paris');
    expect(drawn).toContain('Yaniel Bárcenas');
    expect(drawn).toContain('yaniel-barcenas.example');
  });

  it('asks for every subset of Fraunces for the title, Latin first, each under its own name (satori keeps one face per name)', () => {
    expect(fontFamily('display')).toBe('Fraunces, Fraunces latin-ext, Fraunces vietnamese');
    const { tree, title } = layoutShareCard(content, halfEm);
    const titleNode = (node: CardElement): CardElement[] => {
      const { children } = node.props;
      const own = children === title.lines[0] ? [node] : [];
      if (typeof children === 'string' || children === undefined) return own;
      return [...own, ...(Array.isArray(children) ? children : [children]).flatMap(titleNode)];
    };
    expect(titleNode(tree)[0]?.props.style['fontFamily']).toBe(fontFamily('display'));
  });

  it('shows the picture on the right and gives the text less room', () => {
    const layout = layoutShareCard({ ...content, picture: 'data:image/jpeg;base64,AAAA' }, halfEm);
    expect(layout.hasPicture).toBe(true);
    expect(images(layout.tree).map((image) => image.props.src)).toEqual(['data:image/jpeg;base64,AAAA']);
    expect(textColumnWidth(true)).toBeLessThan(textColumnWidth(false));
  });

  it('keeps the text of a typographic card clear of its rings', () => {
    const leftmostRing = Math.min(...RINGS.map((ring) => SHARE_CARD_WIDTH - ring.right - ring.size));
    const { tree } = layoutShareCard({ ...content, title: 'Festival Jazz sur Seine au Sunside' }, halfEm);
    const column = (Array.isArray(tree.props.children) ? tree.props.children : []).at(-1);
    const paddingLeft = Number(tree.props.style['padding']);
    expect(paddingLeft + Number(column?.props.style['width'])).toBeLessThan(leftmostRing);
  });

  it('without a picture (none, or an empty one) falls back to a typographic card', () => {
    for (const picture of [undefined, '']) {
      const layout = layoutShareCard({ ...content, picture }, halfEm);
      expect(layout.hasPicture).toBe(false);
      expect(images(layout.tree)).toEqual([]);
      expect(texts(layout.tree)).toContain('Biographie');
    }
  });

  it('cuts a line too long for one line with an ellipsis', () => {
    const layout = layoutShareCard({ ...content, line: 'Jazz afro-cubain · Musiques du monde · Son cubain · Rumba · Boléro · Danzón · Changüí' }, halfEm);
    expect(layout.line).toMatch(/…$/u);
  });
});

describe('file names', () => {
  const identity = { title: 'Cimarrón', line: '2022', artist: 'Yaniel Bárcenas', host: 'yaniel-barcenas.example', pictureDigest: 'abc' };

  it('hash what is drawn: the same content gives the same name, any change gives another', async () => {
    const hash = await shortHash(shareCardKey(identity));
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(await shortHash(shareCardKey({ ...identity }))).toBe(hash);
    for (const changed of [{ title: 'Cimarron' }, { line: '2023' }, { pictureDigest: 'abd' }, { pictureDigest: undefined }]) {
      expect(await shortHash(shareCardKey({ ...identity, ...changed }))).not.toBe(hash);
    }
  });

  it('read as the page they stand for', () => {
    expect(shareCardFileName('/', 'abc', 'jpg')).toBe('accueil-abc.jpg');
    expect(shareCardFileName('/concerts/2026-12-12-sunside-paris', 'abc', 'jpg')).toBe('concerts-2026-12-12-sunside-paris-abc.jpg');
    expect(shareCardFileName('/blog/404', 'abc', 'png')).toBe('blog-404-abc.png');
  });
});

describe('characters the display font lacks', () => {
  const latin = new Set([...'abcdefghijklmnopqrstuvwxyzàéè'].map((character) => character.codePointAt(0) ?? 0));

  it('are listed once each, spaces aside', () => {
    expect(uncoveredCharacters(['la fête', 'Ελλάδα la', 'ελ'], latin)).toEqual(['ê', 'Ε', 'λ', 'ά', 'δ', 'α', 'ε']);
  });

  it('make one French line naming each with its code point, and those no font draws apart', () => {
    expect(fallbackNotice({ fallback: ['Ω'], undrawn: [] }, 'Fraunces', 'Noto Sans')).toBe(
      'Images de partage : 1 caractère absent de Fraunces, dessiné avec Noto Sans : « Ω » U+03A9',
    );
    expect(fallbackNotice({ fallback: ['Ω', 'ж'], undrawn: ['∰'] }, 'Fraunces', 'Noto Sans')).toBe(
      "Images de partage : 2 caractères absents de Fraunces, dessinés avec Noto Sans : « Ω » U+03A9, « ж » U+0436 ; 1 caractère qu'aucune police ne dessine (carré vide) : « ∰ » U+2230",
    );
    expect(fallbackNotice({ fallback: [], undrawn: ['∰', '𝄞'] }, 'Fraunces', 'Noto Sans')).toBe(
      "Images de partage : 2 caractères qu'aucune police ne dessine (carré vide) : « ∰ » U+2230, « 𝄞 » U+1D11E",
    );
  });
});
