import { describe, expect, it } from 'vitest';
import { mayAutoplay } from '../../src/lib/autoplay';

describe('playback nobody clicked for', () => {
  it('plays when nothing says otherwise', () => {
    expect(mayAutoplay({ prefersReducedMotion: false })).toBe(true);
    expect(mayAutoplay({ prefersReducedMotion: false, saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayAutoplay({ prefersReducedMotion: false, effectiveType: '3g' })).toBe(true);
  });

  it('never plays under reduced motion', () => {
    expect(mayAutoplay({ prefersReducedMotion: true, saveData: false, effectiveType: '4g' })).toBe(false);
  });

  it('never plays when the visitor saves data', () => {
    expect(mayAutoplay({ prefersReducedMotion: false, saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g'])('never plays on a %s connection', (effectiveType) => {
    expect(mayAutoplay({ prefersReducedMotion: false, effectiveType })).toBe(false);
  });
});
