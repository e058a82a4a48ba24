import { describe, expect, it } from 'vitest';
import { toSlides } from '../../src/lib/carousel';
import { wrapIndex } from '../../src/lib/paginate';

const covers = Array.from({ length: 12 }, (_, index) => `cover-${index + 1}`);

describe('cover carousel slides', () => {
  it('groups the 12 side-man covers in 3 slides of 4, in order', () => {
    const slides = toSlides(covers, 4);
    expect(slides).toHaveLength(3);
    expect(slides.map((slide) => slide.length)).toEqual([4, 4, 4]);
    expect(slides[0]).toEqual(['cover-1', 'cover-2', 'cover-3', 'cover-4']);
    expect(slides[2]?.at(-1)).toBe('cover-12');
  });

  it('keeps a shorter last slide when the count does not divide', () => {
    expect(toSlides(covers.slice(0, 10), 4).map((slide) => slide.length)).toEqual([4, 4, 2]);
  });

  it('has no slide when there is no cover', () => {
    expect(toSlides([], 4)).toEqual([]);
  });

  it('refuses a slide size that is not a positive whole number', () => {
    expect(() => toSlides(covers, 0)).toThrow(/perSlide/);
    expect(() => toSlides(covers, 2.5)).toThrow(/perSlide/);
  });

  it('wraps around both ways over 3 slides', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
});
