import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../src/i18n/index.ts';
import type { SchemaContext } from 'astro/content/config';
import { inputCells, kitFileName, kitQuotes, photoCredits, readableSize, wordCount } from '../../../src/lib/press-kit';

describe('wordCount', () => {
  it('counts words as a reader does: elided and numeric words count once, dashes and colons not at all', () => {
    expect(wordCount('L’album Cimarrón — un 6/8 : la clave.')).toBe(6);
    expect(wordCount('  \n ')).toBe(0);
  });
});

describe('kitQuotes', () => {
  const quotes = [
    { journal: 'A', about: undefined },
    { journal: 'B', about: 'trio' },
    { journal: 'C', about: 'quintet' },
    { journal: 'D', about: undefined },
    { journal: 'E', about: 'quintet' },
  ];

  it("keeps only the quotes about the kit's ensemble, in the artist's order", () => {
    expect(kitQuotes(quotes, 'quintet').map((quote) => quote.journal)).toEqual(['C', 'E']);
  });

  it('leaves a quote about the artist or another ensemble out of the kit', () => {
    expect(kitQuotes(quotes, 'duo')).toEqual([]);
  });
});

describe('file names and sizes', () => {
  it('names a document by its ensemble, kind in its own language, language and hash; the French names as before', () => {
    const named = (lang: 'fr' | 'en' | 'es', kind: 'rider' | 'plot') => kitFileName('Yaniel Bárcenas Mambí', dictionaries[lang].rider.fileNames[kind], lang, 'abc123', 'pdf');
    expect(named('fr', 'rider')).toBe('yaniel-barcenas-mambi-fiche-technique-fr-abc123.pdf');
    expect(named('fr', 'plot')).toBe('yaniel-barcenas-mambi-plan-de-scene-fr-abc123.pdf');
    expect(named('en', 'rider')).toBe('yaniel-barcenas-mambi-technical-rider-en-abc123.pdf');
    expect(named('es', 'plot')).toBe('yaniel-barcenas-mambi-plano-de-escenario-es-abc123.pdf');
  });

  it('says a size in French units', () => {
    expect([
      readableSize(512, 'fr', dictionaries.fr.sizeUnits),
      readableSize(4_800, 'fr', dictionaries.fr.sizeUnits),
      readableSize(245_300, 'fr', dictionaries.fr.sizeUnits),
      readableSize(4_812_000, 'fr', dictionaries.fr.sizeUnits),
    ]).toEqual(['512 octets', '4,8 Ko', '245 Ko', '4,8 Mo']);
    expect([
      readableSize(512, 'en', dictionaries.en.sizeUnits),
      readableSize(4_800, 'en', dictionaries.en.sizeUnits),
      readableSize(4_812_000, 'es', dictionaries.es.sizeUnits),
    ]).toEqual(['512 bytes', '4.8 kB', '4,8 MB']);
  });
});

describe('the credits file of the photo ZIP', () => {
  const photo = { file: 'yaniel-barcenas-duo-photo-1-abc123.jpg', photographer: 'Claire Delmas', width: 2400, height: 1600 };

  it('lists each photo with its caption, credit and size, under the ensemble’s name and the licence terms, in French for the French kit', () => {
    expect(photoCredits('Yaniel Bárcenas Duo', [{ ...photo, caption: 'Le duo des tests en balance' }], dictionaries.fr.rider)).toBe(
      `Yaniel Bárcenas Duo · photos de presse\n\n${dictionaries.fr.rider.photoLicence('Yaniel Bárcenas Duo')}\n\nyaniel-barcenas-duo-photo-1-abc123.jpg\n  Le duo des tests en balance\n  Photo : Claire Delmas · 2400 × 1600 px\n`,
    );
    expect(dictionaries.fr.rider.photoLicence('Yaniel Bárcenas Duo')).toMatch(
      /^Licence : utilisation libre et gratuite pour la presse .* Yaniel Bárcenas Duo, avec le crédit indiqué\. Toute autre utilisation/,
    );
  });

  it('is headed in the kit’s language for the English and Spanish kits', () => {
    const english = photoCredits('Yaniel Bárcenas Duo', [{ ...photo, caption: 'The tests’ duo at sound check' }], dictionaries.en.rider);
    expect(english.split('\n')[0]).toBe('Yaniel Bárcenas Duo · press photos');
    expect(english).toContain('\n  The tests’ duo at sound check\n  Photo: Claire Delmas · 2400 × 1600 px\n');
    expect(photoCredits('Yaniel Bárcenas Duo', [{ ...photo, caption: 'El dúo de las pruebas' }], dictionaries.es.rider).split('\n')[0]).toBe(
      'Yaniel Bárcenas Duo · fotos de prensa',
    );
    expect(photoCredits('Yaniel Bárcenas Duo', [{ ...photo, caption: 'El dúo' }], dictionaries.es.rider)).toContain('\n  Foto: Claire Delmas · ');
  });

  it('separates the photos by a blank line', () => {
    const second = { ...photo, file: 'yaniel-barcenas-duo-photo-2-def456.jpg', caption: 'Second' };
    expect(photoCredits('Yaniel Bárcenas Duo', [{ ...photo, caption: 'First' }, second], dictionaries.en.rider)).toMatch(/px\n\nyaniel-barcenas-duo-photo-2-def456\.jpg\n/);
  });
});

describe('a press photo’s photographer', () => {
  it('is a name alone: a credit written out is refused with the fix, since each language writes « Photo : » itself', async () => {
    const { z } = await import('astro/zod');
    const { contentSchemas } = await import('../../../src/content-schemas.ts');
    const kit = contentSchemas.kits({ image: (() => z.string()) as unknown as SchemaContext['image'] });
    // fields() wraps each object in a pipe (its unknown-key check): its shape is the pipe's input.
    const photographer = kit.in.shape.photos.element.in.shape.photographer;
    expect(photographer.safeParse('Claire Delmas').success).toBe(true);
    for (const credit of ['Photo : Claire Delmas', 'foto: Samuel Ortega', '© Claire Delmas']) {
      expect(photographer.safeParse(credit).error?.issues[0]?.message).toBe('le nom seul, par exemple « Claire Delmas » : le site écrit « Photo : » dans chaque langue');
    }
  });
});

describe('an input list line', () => {
  const di = { channel: 9, source: 'Contrebasse', microphone: 'DI active', stand: 'aucun', phantom: true, equivalent: true, providedBy: 'organisateur' } as const;

  it('writes « DI active », written once in the French file, as each rider’s language does', () => {
    expect(inputCells(di, dictionaries.fr.rider)[2]).toBe('DI active ou équivalent');
    expect(inputCells(di, dictionaries.en.rider)[2]).toBe('Active DI or equivalent');
    expect(inputCells(di, dictionaries.es.rider)[2]).toBe('DI activa o equivalente');
  });

  it('keeps a microphone model as written, in every language', () => {
    expect(inputCells({ ...di, microphone: 'KM184', equivalent: false }, dictionaries.en.rider)[2]).toBe('KM184');
  });
});
