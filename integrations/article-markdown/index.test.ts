import { describe, expect, it } from 'vitest';
import { markdownToHtml } from 'satteri';
import { headingAnchor, isSafeHref, markdownOptions } from './index.ts';

/** Markdown rendered as Astro renders it for a file of content/blog/ (or of another folder). */
function render(markdown: string, folder = 'blog'): string {
  const features = { ...markdownOptions.features, smartPunctuation: true };
  const result = markdownToHtml(markdown, { ...markdownOptions, features, fileURL: new URL(`file:///site/content/${folder}/article.md`) });
  // Only an asynchronous plugin makes the result a promise, and these plugins are synchronous.
  if (result instanceof Promise) throw new Error('rendu asynchrone inattendu');
  return result.html.trim();
}
const lines = (html: string) => html.split('\n').filter((line) => line !== '');

describe('an article body, line by line', () => {
  it("makes '# ' a large heading, '## ' a sub-heading and every other non-empty line a paragraph", () => {
    expect(lines(render('# Le départ\nPremière ligne.\nDeuxième ligne.\n\n## À Paris\n\n\nTroisième ligne.'))).toEqual([
      '<h2 id="le-depart">Le départ</h2><!--article-photo-->',
      '<p>Première ligne.</p>',
      '<p>Deuxième ligne.</p>',
      '<h3 id="a-paris">À Paris</h3>',
      '<p>Troisième ligne.</p>',
    ]);
  });

  it('keeps smaller headings at the fourth level and needs the space after the hashes', () => {
    expect(lines(render('### Détail\n\n#### Plus petit\n\n#hashtag'))).toEqual(['<h4 id="detail">Détail</h4>', '<h4 id="plus-petit">Plus petit</h4>', '<p>#hashtag</p>']);
  });

  it('gives repeated headings distinct anchors without accents or punctuation', () => {
    expect(render('# Répétition #\n# Répétition')).toContain('<h2 id="repetition-2">');
    expect(headingAnchor("L'art de la *clave*, à Cuba !")).toBe('l-art-de-la-clave-a-cuba');
    expect(headingAnchor('¡¿!')).toBe('section');
  });

  it('splits lines joined by a hard break, and keeps emphasis that spans two lines', () => {
    expect(lines(render('un  \ndeux\\\ntrois *a\nb*'))).toEqual(['<p>un</p>', '<p>deux</p>', '<p>trois <em>a', 'b</em></p>']);
  });

  it('makes a line underlined with --- a line and a separator, not a heading', () => {
    expect(lines(render('Avant\n---\nAprès'))).toEqual(['<p>Avant</p>', '<hr>', '<p>Après</p>']);
    expect(lines(render('Titre ?\n===='))).toEqual(['<p>Titre\u202f?</p>', '<p>====</p>']);
    expect(lines(render('> Avant\n> ---'))).toEqual(['<blockquote>', '<p>Avant</p>', '<hr>', '</blockquote>']);
  });

  it('reads lists, quotations, tables, footnotes in French and Windows line endings', () => {
    expect(render('- clave\n- cloche\n\n1. un\n2. deux')).toBe('<ul>\n<li>clave</li>\n<li>cloche</li>\n</ul>\n<ol>\n<li>un</li>\n<li>deux</li>\n</ol>');
    expect(render('> La clave\r\n> guide tout.')).toBe('<blockquote>\n<p>La clave</p>\n<p>guide tout.</p>\n</blockquote>');
    expect(render('| Morceau | Tonalité |\n|---|---|\n| Palenque | Ré mineur |')).toMatch(/^<div class="table-scroll" tabindex="0"><table>/);
    const footnote = render('Le son[^1].\n\n[^1]: Né dans l’Oriente.');
    expect(footnote).toContain('<h2 class="sr-only" id="footnote-label">Notes</h2>');
    expect(footnote).toContain('aria-label="Retour au texte, note 1"');
    expect(footnote).not.toContain('<!--article-photo-->');
  });

  it('keeps a fenced block as typed, reachable by keyboard', () => {
    expect(render('```\n| Am | % |\n  # pas un titre : non\n```')).toBe('<pre tabindex="0"><code>| Am | % |\n  # pas un titre : non\n</code></pre>');
  });

  it('shows the description of an image written in the text', () => {
    expect(render('Voici ![La scène](./scene.jpg).')).toBe('<p>Voici La scène.</p>');
  });
});

describe('photo slots', () => {
  const slots = (markdown: string) => render(markdown).split('<!--article-photo-->').length - 1;

  it('follow the 1st to 5th large headings, and no sub-heading', () => {
    const sixHeadings = Array.from({ length: 6 }, (_, index) => `# Titre ${index + 1}\nTexte.`).join('\n');
    expect(slots(sixHeadings)).toBe(5);
    expect(render(sixHeadings).split('<!--article-photo-->').at(-1)).toContain('<h2 id="titre-6">');
    expect(slots('## Sous-titre\nIntro.')).toBe(0);
  });
});

describe('every markdown file', () => {
  it('shows raw HTML as typed, in a line or as a block', () => {
    expect(render('<script>alert("x")</script> & <b>gras</b>')).toBe('<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; &lt;b&gt;gras&lt;/b&gt;</p>');
    expect(render('<div>\nbloc\n</div>', 'concerts')).toBe('<p>&lt;div&gt;\nbloc\n&lt;/div&gt;</p>');
    expect(render('<img src=x onerror="alert(1)">', 'bio')).not.toContain('<img');
  });

  it('links to the site, to the web in a new tab, and to mail addresses', () => {
    expect(render('[les albums](/discographie)')).toBe('<p><a href="/discographie">les albums</a></p>');
    expect(render('[le club](https://club.example/?a=1&b=2 "titre")', 'concerts')).toBe(
      '<p><a href="https://club.example/?a=1&amp;b=2" title="titre" target="_blank" rel="noopener noreferrer">le club<span class="sr-only"> (nouvel onglet)</span></a></p>',
    );
    expect(render('Voir https://salle.example/agenda.')).toContain('<a href="https://salle.example/agenda" target="_blank"');
    expect(render('[écrire](mailto:a@b.example)')).toBe('<p><a href="mailto:a@b.example">écrire</a></p>');
  });

  it('keeps the text of a link whose address is not safe, without a link', () => {
    expect(render('[clic](javascript:alert(1))')).toBe('<p>clic</p>');
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('//autre.example')).toBe(false);
    expect(isSafeHref('./photo.jpg')).toBe(true);
  });

  it('keeps « : ; ! ? » with the word before them, except in code', () => {
    expect(render('Il a dit : oui ; « bien » ! Quoi ? `a : b`', 'concerts')).toBe('<p>Il a dit\u00a0: oui\u202f; «\u202fbien\u202f»\u202f! Quoi\u202f? <code>a : b</code></p>');
  });

  it('leaves the article rules to articles: a concert keeps its lines together and its heading levels', () => {
    expect(render('# Titre\nune\ndeux', 'concerts')).toBe('<h1>Titre</h1>\n<p>une\ndeux</p>');
  });
});
