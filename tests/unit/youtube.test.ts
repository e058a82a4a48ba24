import { describe, expect, it } from 'vitest';
import { parseYouTubeId, toYouTubeEmbed, toYouTubeThumbnail } from '../../src/lib/youtube';

const id = 'dQw4w9WgXcQ';

describe('reading a YouTube link', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/watch?v=${id}&t=42s&list=PL123`],
    [`https://m.youtube.com/watch?feature=share&v=${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=abc&t=10`],
    [`https://www.youtube.com/embed/${id}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://www.youtube.com/shorts/${id}?feature=share`],
    [`https://www.youtube.com/live/${id}`],
    [`https://www.youtube.com/live/${id}?si=abc&t=120`],
    [`https://www.youtube.com/shorts/${id}/`],
    [`https://www.youtube.com/embed/${id}?rel=0&start=30`],
    [`youtube.com/watch?v=${id}`],
    [`  ${id}  `],
  ])('finds the id in %s', (link) => {
    expect(parseYouTubeId(link)).toBe(id);
  });

  it.each([
    ['an id of 10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['an id of 12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a shorts id of 12 characters', 'https://www.youtube.com/shorts/dQw4w9WgXcQQ'],
    ['an embed id of 10 characters', 'https://www.youtube.com/embed/dQw4w9WgXc?rel=0'],
    ['a character outside the alphabet', 'https://youtu.be/dQw4w9WgX!Q'],
    ['another site', `https://vimeo.com/${id}`],
    ['a channel page', 'https://www.youtube.com/@artiste'],
    ['a watch link without v', 'https://www.youtube.com/watch?t=3'],
    ['text that is not a link', 'ma vidéo préférée'],
  ])('rejects %s', (_, link) => {
    expect(parseYouTubeId(link)).toBeNull();
  });
});

describe('embed and thumbnail addresses', () => {
  it('embeds through the privacy-enhanced domain', () => {
    expect(toYouTubeEmbed(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1&playsinline=1`);
  });

  it('asks for autoplay when the visitor opened the video', () => {
    expect(new URL(toYouTubeEmbed(id, { autoplay: true })).searchParams.get('autoplay')).toBe('1');
  });

  it('builds the thumbnail from the id (what npm run videos:posters fetches)', () => {
    expect(toYouTubeThumbnail(id)).toBe(`https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
    expect(toYouTubeThumbnail(id, 'mqdefault')).toBe(`https://i.ytimg.com/vi/${id}/mqdefault.jpg`);
  });

  it('refuses to build addresses from an invalid id', () => {
    expect(() => toYouTubeEmbed('court')).toThrow(/11 caractères/);
    expect(() => toYouTubeThumbnail('court')).toThrow(/11 caractères/);
  });
});
