import { describe, expect, it } from 'vitest';
import { mayPlayBackgroundVideo } from '../../src/lib/background-video';

describe('background video playback', () => {
  it('plays when nothing says otherwise', () => {
    expect(mayPlayBackgroundVideo({ prefersReducedMotion: false })).toBe(true);
    expect(mayPlayBackgroundVideo({ prefersReducedMotion: false, saveData: false, effectiveType: '4g' })).toBe(true);
    expect(mayPlayBackgroundVideo({ prefersReducedMotion: false, effectiveType: '3g' })).toBe(true);
  });

  it('never plays under reduced motion', () => {
    expect(mayPlayBackgroundVideo({ prefersReducedMotion: true, saveData: false, effectiveType: '4g' })).toBe(false);
  });

  it('never plays when the visitor saves data', () => {
    expect(mayPlayBackgroundVideo({ prefersReducedMotion: false, saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g'])('never plays on a %s connection', (effectiveType) => {
    expect(mayPlayBackgroundVideo({ prefersReducedMotion: false, effectiveType })).toBe(false);
  });
});
