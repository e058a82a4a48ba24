import { describe, expect, it } from 'vitest';
import { bookingMailto, ensembleName, isEnsembleKey } from '../../src/lib/ensembles';

describe('ensemble pages', () => {
  it('knows the four ensembles of the route table and nothing else', () => {
    for (const key of ['quintet', 'trio', 'duo', 'mambi']) expect(isEnsembleKey(key)).toBe(true);
    for (const key of ['sextet', 'toString', '']) expect(isEnsembleKey(key)).toBe(false);
  });

  it('names an ensemble after the artist', () => {
    expect(ensembleName('Yaniel Bárcenas', 'Quintet')).toBe('Yaniel Bárcenas Quintet');
  });

  it('writes a booking mail whose subject names the ensemble, encoded for a mailto link', () => {
    const href = bookingMailto('booking@example.org', 'Yaniel Bárcenas Trio');
    expect(href.startsWith('mailto:booking@example.org?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe('Demande de booking : Yaniel Bárcenas Trio');
    expect(href).not.toContain(' ');
  });
});
