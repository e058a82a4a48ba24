import { describe, expect, it } from 'vitest';
import { bookingMailto, ensembleCardText, ensembleName, findEnsemble, isEnsembleKey, lineUpContradictions } from '../../src/lib/ensembles';
import type { Language } from '../../src/lib/languages';
import { dictionaries } from '../../src/i18n/index.ts';

describe('ensemble pages', () => {
  it('knows the four ensembles of the route table and nothing else', () => {
    for (const key of ['quintet', 'trio', 'duo', 'mambi']) expect(isEnsembleKey(key)).toBe(true);
    for (const key of ['sextet', 'toString', '']) expect(isEnsembleKey(key)).toBe(false);
  });

  it('names an ensemble after the artist', () => {
    expect(ensembleName('Yaniel Bárcenas', 'Quintet')).toBe('Yaniel Bárcenas Quintet');
  });

  it('writes a booking mail whose subject names the ensemble, encoded for a mailto link', () => {
    const href = bookingMailto('booking@example.org', dictionaries.fr.ensemble.mailSubject('Yaniel Bárcenas Trio'));
    expect(href.startsWith('mailto:booking@example.org?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Demande de booking : Yaniel Bárcenas Trio');
    expect(href).not.toContain(' ');
  });

  it('writes the booking mail’s subject in the page’s language', () => {
    const subject = (lang: Language) => new URL(bookingMailto('booking@example.org', dictionaries[lang].ensemble.mailSubject('Yaniel Bárcenas Trio'))).searchParams.get('subject');
    expect(subject('en')).toBe('Booking enquiry: Yaniel Bárcenas Trio');
    expect(subject('es')).toBe('Solicitud de contratación: Yaniel Bárcenas Trio');
  });
});

describe('an ensemble page’s share card', () => {
  // An entry as the ensembles' loader gives it: the French fields, and each translation beside them.
  const trio = {
    formation: 'Trio',
    subtitle: 'Le jazz de chambre des tests',
    imageAlt: 'Le trio des tests en répétition',
    translations: {
      en: { data: { subtitle: 'The tests’ chamber jazz', imageAlt: 'The tests’ trio in rehearsal' } },
      es: { data: { subtitle: 'El jazz de cámara de las pruebas', imageAlt: '' } },
    },
  };

  it('draws the subtitle in the card’s language, under the ensemble’s name', () => {
    expect(ensembleCardText('Yaniel Bárcenas', trio, 'fr')).toEqual({
      title: 'Yaniel Bárcenas Trio',
      line: 'Le jazz de chambre des tests',
      alt: 'Le trio des tests en répétition',
    });
    expect(ensembleCardText('Yaniel Bárcenas', trio, 'en')).toEqual({ title: 'Yaniel Bárcenas Trio', line: 'The tests’ chamber jazz', alt: 'The tests’ trio in rehearsal' });
    expect(ensembleCardText('Yaniel Bárcenas', trio, 'es').line).toBe('El jazz de cámara de las pruebas');
  });

  it('falls back on the French text of a field left untranslated', () => {
    expect(ensembleCardText('Yaniel Bárcenas', trio, 'es').alt).toBe('Le trio des tests en répétition');
    const untranslated = { formation: 'Duo', subtitle: 'Deux voix', imageAlt: 'Le duo' };
    expect(ensembleCardText('Yaniel Bárcenas', untranslated, 'en').line).toBe('Deux voix');
  });
});

describe('the ensemble a concert names', () => {
  const ensembles = [
    { id: 'quintet', formation: 'Quintet' },
    { id: 'mambi', formation: 'Mambí' },
  ];

  it('is found by its formation, its full name or its id, whatever the accents and capitals', () => {
    for (const written of ['Quintet', 'quintet', 'Yaniel Bárcenas Quintet', 'yaniel barcenas quintet']) {
      expect(findEnsemble(written, ensembles, 'Yaniel Bárcenas')?.id).toBe('quintet');
    }
    expect(findEnsemble('Mambi', ensembles, 'Yaniel Bárcenas')?.id).toBe('mambi');
  });

  it('is none for a guest appearance, shown as written', () => {
    expect(findEnsemble('Orchestre de la Garonne (invité)', ensembles, 'Yaniel Bárcenas')).toBeUndefined();
  });
});

describe('a line-up stated twice', () => {
  const known = ['Nadia Rosales', 'Nadir Benslimane', 'Awa Ndiaye'];

  it('names a musician the concert’s text gives who is not in the ensemble it is billed under', () => {
    expect(lineUpContradictions('Retrouvailles avec Nadir Benslimane : l’oud et la guitare.', ['Yaniel Bárcenas', 'Nadia Rosales'], known)).toEqual(['Nadir Benslimane']);
  });

  it('passes the ensemble’s own members, whatever their accents and case', () => {
    expect(lineUpContradictions('Avec la pianiste NADIA ROSALES et Awa Ndiaye', ['Nadia Rosales', 'Awa Ndiáye'], known)).toEqual([]);
  });
});
