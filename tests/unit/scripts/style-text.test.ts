import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { renderStyleSheet } from '../../../scripts/lib/style-sheet-doc';
import { styleSheets } from '../../../src/i18n/style/index';
import { calendarStyleTexts, feedStyleTexts, pageNames, pageStyleTexts, styleProblems, type StyleRule } from '../../../scripts/lib/style-text';

const { en, es } = styleSheets;
const found = (text: string, sheet: typeof en, rule: StyleRule) => styleProblems(text, sheet, [rule]).map((problem) => problem.found);

describe('the style sheets’ rules', () => {
  it('refuses a space before a colon, but not a time or a colon without one', () => {
    expect(found('Yaniel Bárcenas Quintet : Guitar, saxophone', en, 'colon')).toHaveLength(1);
    expect(found('Intro\u00a0: clave', es, 'colon')).toHaveLength(1);
    expect(found('Yaniel Bárcenas Quintet: guitar at 20:30, ratio 16:9', en, 'colon')).toEqual([]);
  });

  it('wants English “ ” and Spanish « » hugging their words', () => {
    expect(found('the album « Mambí » and "Cimarrón"', en, 'quotes')).toHaveLength(4);
    expect(found('the album “Mambí”, with ‘inner’ quotes', en, 'quotes')).toEqual([]);
    expect(found('el disco « Mambí » y "Cimarrón"', es, 'quotes')).toHaveLength(4);
    expect(found('el disco «Mambí», con “comillas” dentro', es, 'quotes')).toEqual([]);
  });

  it('wants the typographic apostrophe between letters', () => {
    expect(found("Yaniel's guitar", en, 'apostrophe')).toHaveLength(1);
    expect(found('Yaniel’s guitar, the ’90s', en, 'apostrophe')).toEqual([]);
  });

  it('refuses a spaced hyphen as a separator, not a hyphenated word or a dash', () => {
    expect(found('Sunside - Paris', en, 'separator')).toHaveLength(1);
    expect(found('Sunside – Paris, Afro-Cuban, Cotonou–Matanzas', es, 'separator')).toEqual([]);
  });

  it('refuses a capital after a colon inside a sentence, not after a label or before a name', () => {
    expect(found('El disco se divide en tres partes: La primera es lenta.', es, 'capital')).toHaveLength(1);
    expect(found('Precio: Entrada libre', es, 'capital')).toEqual([]);
    expect(found('Lo que aprendí en París: Nadia Rosales me enseñó a escuchar.', es, 'capital')).toEqual([]);
  });

  it('finds a word of the avoid list as a whole word, with its capitals when the sheet says so', () => {
    expect(found('Guitarra, contrabajo y tambores', es, 'avoid')).toHaveLength(1);
    expect(found('Media', es, 'avoid')).toHaveLength(1);
    expect(found('media hora de concierto. Media jornada de taller', es, 'avoid')).toEqual([]);
    expect(found('information about the ensemble', en, 'avoid')).toEqual([]);
    expect(found('A formation of five', en, 'avoid')).toHaveLength(1);
  });

  it('finds a glossary term’s refused spellings, once each', () => {
    expect(found('A masterclass at the conservatory', en, 'glossary')).toHaveLength(2);
    expect(found('A master class at the conservatoire', en, 'glossary')).toEqual([]);
    expect(found('Descargar el dossier con el oud', es, 'glossary')).toHaveLength(2);
  });

  it('says what to write instead, in French for the artist', () => {
    expect(styleProblems('A masterclass', en, ['glossary'])[0]?.fix).toBe('écrire « master class »');
  });
});

describe('the texts of a built file', () => {
  it('reads a page’s head, JSON-LD, text and attributes, but nothing in another language', () => {
    const html = `<html lang="en"><head><title>Press</title><meta name="description" content="Quintet : Guitar"><meta property="og:url" content="https://a.example/x">
      <script type="application/ld+json">{"@type":"ItemList","itemListElement":[{"@type":"Article","headline":"Le quintette : une fête","inLanguage":"fr"},{"@type":"Article","headline":"A review","inLanguage":"en"}]}</script></head>
      <body><h1>Press</h1><p lang="fr">« Un concert : superbe »</p><img alt="Sunside - Paris" src="/a.jpg"><button data-title="Mambí Collectif"></button></body></html>`;
    const texts = pageStyleTexts(html, 'en').join('\n');
    expect(texts).toContain('Quintet : Guitar');
    expect(texts).toContain('A review');
    expect(texts).toContain('Sunside - Paris');
    expect(texts).toContain('Mambí Collectif');
    expect(texts).not.toContain('Le quintette');
    expect(texts).not.toContain('Un concert');
    expect(texts).not.toContain('https://');
  });

  it('reads a feed’s titles and descriptions as text', () => {
    const xml = '<rss><channel><title>Yaniel’s blog</title><item><title>On the road</title><description>&lt;p&gt;Intro : clave&lt;/p&gt;</description></item></channel></rss>';
    expect(feedStyleTexts(xml)).toEqual(['Yaniel’s blog', 'On the road', 'Intro : clave']);
  });

  it('reads a calendar’s unfolded lines, but those marked in another language', () => {
    const ics = 'BEGIN:VEVENT\r\nSUMMARY;LANGUAGE=fr:Le trio en hiver\r\nDESCRIPTION:Sunside - Paris\\, a long\r\n  line\r\nLOCATION:Sunside\\, Paris\r\nEND:VEVENT\r\n';
    expect(calendarStyleTexts(ics, 'en')).toEqual(['Sunside - Paris, a long line', 'Sunside, Paris']);
  });
});

describe('the translator’s page of each style sheet', () => {
  it.each(['en', 'es'] as const)('docs/style/%s.md is the sheet as it stands (node scripts/style-sheets.ts)', (lang) => {
    expect(readFileSync(`docs/style/${lang}.md`, 'utf8')).toBe(renderStyleSheet(styleSheets[lang]));
  });
});

describe('text a page marks as French', () => {
  it('is left out wherever the page repeats it, and a <noscript> is read as text', () => {
    const html = `<html lang="en"><head><title>Master class : la clave · Concerts</title></head><body><h1 lang="fr">Master class : la clave</h1>
      <a>Details<span class="sr-only">: Master class : la clave</span></a><noscript><p class="x">The form needs JavaScript.</p></noscript></body></html>`;
    const texts = pageStyleTexts(html, 'en').join('\n');
    expect(texts).not.toContain('Master class : la clave');
    expect(texts).toContain('The form needs JavaScript.');
    expect(texts).not.toContain('class="x"');
  });

  it('in a calendar too', () => {
    const ics =
      'X-WR-CALNAME:Master class : la clave\r\nSUMMARY;LANGUAGE=fr:Master class : la clave (Yaniel Bárcenas)\r\nDESCRIPTION:Tickets: Master class : la clave (Yaniel Bárcenas)\r\n';
    expect(calendarStyleTexts(ics, 'en')).toEqual(['Tickets: …']);
  });
});

describe('a capital after a colon', () => {
  it('is refused before a common word, kept before a name or a title the page shows', () => {
    expect(found('Yaniel Bárcenas Quintet. En la imagen: Siluetas de los cinco músicos', es, 'capital')).toHaveLength(1);
    expect(styleProblems('Escuchar el disco en Spotify: Así de Simple Live', es, ['capital'], { names: ['Así de Simple Live'], untranslated: [] })).toEqual([]);
    expect(found('Reproducir el vídeo: Yaniel Bárcenas Quintet en directo', es, 'capital')).toEqual([]);
  });
});

describe('a name written once for every language', () => {
  it('is left out of the glossary and the avoid list', () => {
    const page = pageNames('<html lang="es"><body><ol translate="no"><li>Danzón pour un oud</li></ol><p>El oud de Nadir</p></body></html>');
    expect(page.untranslated).toContain('Danzón pour un oud');
    expect(styleProblems('Danzón pour un oud. El oud de Nadir', es, ['glossary'], page)).toHaveLength(1);
  });
});
