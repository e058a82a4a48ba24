import { describe, expect, it } from 'vitest';
import { bookingMailto, ensembleName, findEnsemble, isEnsembleKey } from '../../src/lib/ensembles';
import type { Language } from '../../src/lib/languages';

describe('ensemble pages', () => {
  it('knows the four ensembles of the route table and nothing else', () => {
    for (const key of ['quintet', 'trio', 'duo', 'mambi']) expect(isEnsembleKey(key)).toBe(true);
    for (const key of ['sextet', 'toString', '']) expect(isEnsembleKey(key)).toBe(false);
  });

  it('names an ensemble after the artist', () => {
    expect(ensembleName('Yaniel Bárcenas', 'Quintet')).toBe('Yaniel Bárcenas Quintet');
  });

  it('writes a booking mail whose subject names the ensemble, encoded for a mailto link', () => {
    const href = bookingMailto('booking@example.org', 'Yaniel Bárcenas Trio', 'fr');
    expect(href.startsWith('mailto:booking@example.org?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Demande de booking : Yaniel Bárcenas Trio');
    expect(href).not.toContain(' ');
  });

  it('writes the booking mail’s subject in the page’s language', () => {
    const subject = (lang: Language) => new URL(bookingMailto('booking@example.org', 'Yaniel Bárcenas Trio', lang)).searchParams.get('subject');
    expect(subject('en')).toBe('Booking enquiry: Yaniel Bárcenas Trio');
    expect(subject('es')).toBe('Solicitud de contratación: Yaniel Bárcenas Trio');
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
