import { describe, expect, it } from 'vitest';
import { escapeHtml, headingAnchor, isSafeHref, orderPhotos, parseArticleBody, placePhotos, renderInline, type BodyBlock } from '../../src/lib/article-body';

describe('body lines', () => {
  it("makes '# ' a large heading, '## ' a sub-heading and every other non-empty line a paragraph", () => {
    const blocks = parseArticleBody('# Le départ\nPremière ligne.\nDeuxième ligne.\n\n## À Paris\n\n\nTroisième ligne.');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'le-depart', html: 'Le départ' },
      { kind: 'paragraph', html: 'Première ligne.' },
      { kind: 'paragraph', html: 'Deuxième ligne.' },
      { kind: 'heading', level: 2, id: 'a-paris', html: 'À Paris' },
      { kind: 'paragraph', html: 'Troisième ligne.' },
    ]);
  });

  it('keeps smaller headings at the third level and needs the space after the hashes', () => {
    const blocks = parseArticleBody('### Détail\n#### Plus petit\n#hashtag');
    expect(blocks.map((block) => (block.kind === 'heading' ? block.level : block.kind))).toEqual([3, 3, 'paragraph']);
  });

  it('drops closing hashes of a heading and gives repeated headings distinct anchors', () => {
    const blocks = parseArticleBody('# Répétition #\n# Répétition');
    expect(blocks.map((block) => (block.kind === 'heading' ? `${block.id}:${block.html}` : ''))).toEqual(['repetition:Répétition', 'repetition-2:Répétition']);
  });

  it('groups list lines into lists, numbered or not, and a blank line ends a list', () => {
    const blocks = parseArticleBody('- clave\n* cloche\n+ conga\n1. un\n2) deux\n\n- seul');
    expect(blocks).toEqual([
      { kind: 'list', ordered: false, items: ['clave', 'cloche', 'conga'] },
      { kind: 'list', ordered: true, items: ['un', 'deux'] },
      { kind: 'list', ordered: false, items: ['seul'] },
    ]);
  });

  it('groups quoted lines into one quotation', () => {
    expect(parseArticleBody('> La clave\n> guide tout.\n>\nAprès.')).toEqual([
      { kind: 'quote', paragraphs: ['La clave', 'guide tout.'] },
      { kind: 'paragraph', html: 'Après.' },
    ]);
  });

  it('keeps a fenced block exactly as typed, markup included', () => {
    const blocks = parseArticleBody('```\n| Am | % |\n  # pas un titre\n```\nSuite');
    expect(blocks).toEqual([
      { kind: 'preformatted', text: '| Am | % |\n  # pas un titre' },
      { kind: 'paragraph', html: 'Suite' },
    ]);
  });

  it('reads separators and Windows line endings', () => {
    expect(parseArticleBody('Avant\r\n---\r\nAprès').map((block) => block.kind)).toEqual(['paragraph', 'separator', 'paragraph']);
  });

  it('makes heading anchors without accents or punctuation', () => {
    expect(headingAnchor("L'art de la *clave*, à Cuba !")).toBe('l-art-de-la-clave-a-cuba');
    expect(headingAnchor('¡¿!')).toBe('section');
  });
});

describe('inline markdown', () => {
  it('renders bold, italic, both, and code', () => {
    expect(renderInline('**fort** *doux* ***les deux*** _aussi_ __gras__ `a*b`')).toBe(
      '<strong>fort</strong> <em>doux</em> <strong><em>les deux</em></strong> <em>aussi</em> <strong>gras</strong> <code>a*b</code>',
    );
  });

  it('nests emphasis and leaves lone or spaced markers as typed', () => {
    expect(renderInline('*un **deux** trois*')).toBe('<em>un <strong>deux</strong> trois</em>');
    expect(renderInline('2 * 3 * 4 et snake_case_name et *ouvert')).toBe('2 * 3 * 4 et snake_case_name et *ouvert');
  });

  it('links to the site, to the web in a new tab, and to mail addresses', () => {
    expect(renderInline('[les albums](/discographie)')).toBe('<a href="/discographie">les albums</a>');
    expect(renderInline('[le club](https://club.example/?a=1&b=2 "titre")')).toBe(
      '<a href="https://club.example/?a=1&#38;b=2" target="_blank" rel="noopener noreferrer">le club<span class="sr-only"> (nouvel onglet)</span></a>',
    );
    expect(renderInline('[écrire](mailto:a@b.example)')).toBe('<a href="mailto:a@b.example">écrire</a>');
  });

  it('turns a bare web address into a link, without the punctuation that follows it', () => {
    expect(renderInline('Voir https://salle.example/agenda.')).toBe(
      'Voir <a href="https://salle.example/agenda" target="_blank" rel="noopener noreferrer">https://salle.example/agenda<span class="sr-only"> (nouvel onglet)</span></a>.',
    );
  });

  it('keeps the text of a link whose address is not safe, without a link', () => {
    expect(renderInline('[clic](javascript:alert(1))')).toBe('clic)');
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('//autre.example')).toBe(false);
    expect(isSafeHref('./photo.jpg')).toBe(true);
  });

  it('escapes HTML typed in the text, in links and in code', () => {
    expect(renderInline('<script>alert("x")</script> & <b>')).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#60;b&#62;');
    expect(renderInline('[<i>](/a"b)')).toBe('<a href="/a&#34;b">&#60;i&#62;</a>');
    expect(renderInline('`<br>`')).toBe('<code>&#60;br&#62;</code>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('shows a backslashed marker as itself', () => {
    expect(renderInline('\\*pas en italique\\*')).toBe('*pas en italique*');
  });

  it('shows the description of an image written in a line', () => {
    expect(renderInline('![La scène](./scene.jpg)')).toBe('La scène');
  });
});

describe('photo placement', () => {
  const headings = (count: number, extra = ''): BodyBlock[] =>
    parseArticleBody(Array.from({ length: count }, (_, index) => `# Titre ${index + 1}\nTexte ${index + 1}.${extra}`).join('\n'));
  const layout = (blocks: BodyBlock[], photoCount: number) =>
    placePhotos(
      blocks,
      Array.from({ length: photoCount }, (_, index) => `photo ${index + 1}`),
    ).map((piece) => (piece.kind === 'photo' ? piece.photo : piece.block.kind === 'heading' ? `H${piece.block.level}` : 'p'));

  it('adds nothing when there is no photo', () => {
    expect(layout(headings(3), 0)).toEqual(['H1', 'p', 'H1', 'p', 'H1', 'p']);
  });

  it('puts 3 photos right after the first 3 large headings', () => {
    expect(layout(headings(4), 3)).toEqual(['H1', 'photo 1', 'p', 'H1', 'photo 2', 'p', 'H1', 'photo 3', 'p', 'H1', 'p']);
  });

  it('puts 5 photos after the 1st to the 5th large heading, none after the 6th', () => {
    const pieces = layout(headings(6), 5);
    expect(pieces.filter((piece) => piece.startsWith('photo'))).toHaveLength(5);
    expect(pieces.slice(-2)).toEqual(['H1', 'p']);
    expect(pieces.indexOf('photo 5')).toBe(pieces.indexOf('H1', pieces.indexOf('photo 4')) + 1);
  });

  it('puts the 6th and 7th of 7 photos at the end, in order', () => {
    const pieces = layout(headings(6), 7);
    expect(pieces.slice(-4)).toEqual(['H1', 'p', 'photo 6', 'photo 7']);
  });

  it('ignores sub-headings and puts the leftovers at the end when there are fewer large headings', () => {
    const blocks = parseArticleBody('## Sous-titre\nIntro.\n# Seul grand titre\nTexte.');
    expect(layout(blocks, 3)).toEqual(['H2', 'p', 'H1', 'photo 1', 'p', 'photo 2', 'photo 3']);
  });

  it('orders photos by their rank when given, else by their place in the list', () => {
    const photos = [{ name: 'a' }, { name: 'b', position: 1 }, { name: 'c' }];
    expect(orderPhotos(photos).map((photo) => photo.name)).toEqual(['a', 'b', 'c']);
    expect(
      orderPhotos([
        { name: 'x', position: 3 },
        { name: 'y', position: 1 },
        { name: 'z', position: 2 },
      ]).map((photo) => photo.name),
    ).toEqual(['y', 'z', 'x']);
  });
});

describe('French spacing in the body', () => {
  it('keeps the colon with the word before it in headings, paragraphs, lists and quotes', () => {
    const blocks = parseArticleBody('# Paris : la suite\nIl a dit : oui\n- un : deux\n> Quoi ?');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'paris-la-suite', html: 'Paris\u00a0: la suite' },
      { kind: 'paragraph', html: 'Il a dit\u00a0: oui' },
      { kind: 'list', ordered: false, items: ['un\u00a0: deux'] },
      { kind: 'quote', paragraphs: ['Quoi\u202f?'] },
    ]);
  });
});
