import { describe, expect, it } from 'vitest';
import { videoGraph, videoObject } from '../../src/lib/video-structured-data';

const facts = {
  title: 'Cimarrón, en concert',
  description: 'Le quintet en ouverture.',
  youtubeId: 'Qm4cT7rVb2A',
  uploadDate: '2023-03-18',
  thumbnailUrl: 'https://site.example/_astro/cimarron.hash.jpg',
};

describe('VideoObject structured data', () => {
  it('names the video and gives its description, date, first-party poster and privacy-enhanced player', () => {
    expect(videoObject(facts)).toEqual({
      '@type': 'VideoObject',
      name: 'Cimarrón, en concert',
      description: 'Le quintet en ouverture.',
      thumbnailUrl: ['https://site.example/_astro/cimarron.hash.jpg'],
      uploadDate: '2023-03-18',
      embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Qm4cT7rVb2A\?/),
      contentUrl: 'https://www.youtube.com/watch?v=Qm4cT7rVb2A',
    });
  });

  it('does not autoplay the player it advertises', () => {
    expect(new URL(videoObject(facts).embedUrl).searchParams.has('autoplay')).toBe(false);
  });

  it('refuses an id that is not 11 characters', () => {
    expect(() => videoObject({ ...facts, youtubeId: 'trop-court' })).toThrow(/11 caractères/);
  });

  it('gathers every video of a page in one graph, in order', () => {
    const graph = videoGraph([facts, { ...facts, title: 'Deuxième', youtubeId: 'Lr8xN2kHw5E' }]);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((video) => video.name)).toEqual(['Cimarrón, en concert', 'Deuxième']);
  });
});
