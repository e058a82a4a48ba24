import { describe, expect, it } from 'vitest';
import { afterColon, capitalised, countInWords, ensembleReference, indefiniteArticle } from '../../src/i18n/grammar.ts';

describe('the grammar of generated sentences', () => {
  it('writes a count in words up to the style sheet’s limit, in figures beyond', () => {
    expect(countInWords(5, 'en')).toBe('five');
    expect(countInWords(10, 'en')).toBe('10');
    expect(countInWords(5, 'es')).toBe('cinco');
    expect(countInWords(21, 'es')).toBe('veintiún');
    expect(countInWords(1, 'es', 'feminine')).toBe('una');
    expect(countInWords(1, 'es')).toBe('un');
    expect(countInWords(31, 'es')).toBe('31');
  });

  it('opens a sentence with a capital', () => {
    expect(capitalised(`${countInWords(6, 'es')} discos como líder`)).toBe('Seis discos como líder');
  });

  it('writes « an » before a vowel sound, figures included', () => {
    expect(indefiniteArticle('8 m')).toBe('an');
    expect(indefiniteArticle('11-piece band')).toBe('an');
    expect(indefiniteArticle('18 m')).toBe('an');
    expect(indefiniteArticle('80 m')).toBe('an');
    expect(indefiniteArticle('10 m')).toBe('a');
    expect(indefiniteArticle('1,100 m')).toBe('a');
    expect(indefiniteArticle('18,000 m')).toBe('an');
    expect(indefiniteArticle('hour')).toBe('an');
    expect(indefiniteArticle('unique show')).toBe('a');
    expect(indefiniteArticle('open stage')).toBe('an');
    expect(indefiniteArticle('stage')).toBe('a');
  });

  it('names an ensemble with its article, and the Mambí collective as such', () => {
    expect(ensembleReference('Yaniel Bárcenas Quintet', 'en')).toBe('the Yaniel Bárcenas Quintet');
    expect(ensembleReference('Yaniel Bárcenas Mambí', 'en')).toBe('the Mambí collective');
    expect(ensembleReference('Yaniel Bárcenas Quintet', 'es', 'a')).toBe('al Yaniel Bárcenas Quintet');
    expect(ensembleReference('Yaniel Bárcenas Trio', 'es', 'de')).toBe('del Yaniel Bárcenas Trio');
    expect(ensembleReference('Yaniel Bárcenas Mambí', 'es', 'a')).toBe('al colectivo Mambí');
  });
});

describe('a description after a colon', () => {
  it('starts with a small letter, unless it opens a name', () => {
    expect(afterColon('Siluetas de los cinco músicos')).toBe('siluetas de los cinco músicos');
    expect(afterColon('A guitar against a mural')).toBe('a guitar against a mural');
    expect(afterColon('Yaniel Bárcenas on stage')).toBe('Yaniel Bárcenas on stage');
    expect(afterColon('Cimarrón, live')).toBe('Cimarrón, live');
  });
});
