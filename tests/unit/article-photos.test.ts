import { describe, expect, it } from 'vitest';
import { PHOTO_SLOT, orderPhotos, placePhotos } from '../../src/lib/article-photos';

describe('photo placement', () => {
  const slot = `<!--${PHOTO_SLOT}-->`;
  /** A rendered body with `count` large headings, the first five followed by a slot, as the markdown pipeline writes it. */
  const body = (count: number) => Array.from({ length: count }, (_, index) => `<h2>T${index + 1}</h2>${index < 5 ? slot : ''}<p>${index + 1}</p>`).join('');
  const layout = (html: string, photoCount: number) =>
    placePhotos(
      html,
      Array.from({ length: photoCount }, (_, index) => `photo ${index + 1}`),
    ).map((piece) => (piece.kind === 'photo' ? piece.photo : piece.html));

  it('adds nothing when there is no photo, and drops the empty slots', () => {
    expect(layout(body(3), 0)).toEqual(['<h2>T1</h2>', '<p>1</p><h2>T2</h2>', '<p>2</p><h2>T3</h2>', '<p>3</p>']);
  });

  it('puts 3 photos right after the first 3 large headings', () => {
    expect(layout(body(4), 3)).toEqual(['<h2>T1</h2>', 'photo 1', '<p>1</p><h2>T2</h2>', 'photo 2', '<p>2</p><h2>T3</h2>', 'photo 3', '<p>3</p><h2>T4</h2>', '<p>4</p>']);
  });

  it('puts the 6th and 7th of 7 photos at the end, in order', () => {
    const pieces = layout(body(6), 7);
    expect(pieces.filter((piece) => piece.startsWith('photo'))).toHaveLength(7);
    expect(pieces.slice(-3)).toEqual(['<p>5</p><h2>T6</h2><p>6</p>', 'photo 6', 'photo 7']);
  });

  it('puts every photo at the end of a body without large headings', () => {
    expect(layout('<h3>Sous-titre</h3><p>Intro.</p>', 2)).toEqual(['<h3>Sous-titre</h3><p>Intro.</p>', 'photo 1', 'photo 2']);
  });

  it('orders photos by their rank when given, else by their place in the list', () => {
    const photos = [{ name: 'a' }, { name: 'b', position: 1 }, { name: 'c' }];
    expect(orderPhotos(photos).map((photo) => photo.name)).toEqual(['a', 'b', 'c']);
    expect(
      orderPhotos([
        { name: 'x', position: 3 },
        { name: 'y', position: 1 },
        { name: 'z', position: 2 },
      ]).map((photo) => photo.name),
    ).toEqual(['y', 'z', 'x']);
  });
});
