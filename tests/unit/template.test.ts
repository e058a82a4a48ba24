import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/lib/template';

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for, numbers included', () => {
    expect(fillTemplate('Photo {n} sur {total}', { n: 2, total: 12 })).toBe('Photo 2 sur 12');
    expect(fillTemplate('{artist} · {artist}', { artist: 'Yaniel Bárcenas' })).toBe('Yaniel Bárcenas · Yaniel Bárcenas');
  });

  it('leaves a placeholder without a value as written, so that a missing value shows', () => {
    expect(fillTemplate('Formation : {ensemble}', {})).toBe('Formation : {ensemble}');
  });
});
