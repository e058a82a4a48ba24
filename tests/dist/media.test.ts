/** /media as built: every video and short in the HTML, a VideoObject for each. */
import { describe, expect, it } from 'vitest';
import { siteContent } from '../content-files.ts';
import { builtPage, jsonLdOf, oneByRole } from './built-site.ts';

/** What the page lists comes from the files the site is built from: content/media/ and the tests' own entries (tests/fixtures/content/media/). */
const featuredCount = siteContent.readList('media/featured-videos.json').length;
const videoCount = siteContent.readFolder('media/videos').length;
const shortCount = siteContent.readFolder('media/shorts').length;

describe('/media', () => {
  const page = builtPage('/media');

  it('every video and short is in the HTML, each a named button', () => {
    const items = (label: string) => oneByRole(page, 'list', label, { exact: true }).children.filter((child) => child.tagName === 'LI');
    expect(items('Vidéos')).toHaveLength(videoCount);
    expect(items('Shorts')).toHaveLength(shortCount);
    expect(items('Vidéos').flatMap((item) => item.querySelectorAll('button[data-video-open]'))).toHaveLength(videoCount);
    expect(items('Shorts').flatMap((item) => item.querySelectorAll('button[data-video-open][data-orientation="portrait"]'))).toHaveLength(shortCount);
  });

  it('VideoObject structured data for every featured video, video and short', () => {
    const videos = jsonLdOf(page)
      .flatMap((data) => (data['@graph'] as Record<string, unknown>[] | undefined) ?? [])
      .filter((node) => node['@type'] === 'VideoObject');
    expect(videos).toHaveLength(featuredCount + videoCount + shortCount);
    for (const video of videos) {
      expect(video).toMatchObject({ name: expect.any(String), description: expect.any(String), uploadDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(video['embedUrl']).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
      // The poster, on the site's own origin (its default image for the one fixture short left without a poster).
      expect(video['thumbnailUrl']).toEqual([expect.stringMatching(/^https:\/\/yaniel-barcenas\.example\/(_astro\/[\w.-]+\.jpg|og-default\.jpg)$/)]);
    }
  });

  it('every facade shows its poster from the site, AVIF first, at the widths of its layout; a video without one gets the drawn placeholder', () => {
    const facades = page.querySelectorAll('video-facade');
    expect(facades).toHaveLength(featuredCount + videoCount + shortCount);
    const withoutPoster = facades.filter((facade) => !facade.querySelector('picture'));
    // short-des-tests-7 has no poster, on purpose: the gradient under its title, and the build's warning.
    expect(withoutPoster).toHaveLength(1);
    expect(withoutPoster[0]?.querySelector('button')?.getAttribute('data-title')).toBe(
      siteContent.readFolder<{ title: string; poster?: string }>('media/shorts').find((short) => short.poster === undefined)?.title,
    );
    for (const picture of facades.flatMap((facade) => facade.querySelectorAll('picture'))) {
      expect(picture.querySelector('source')?.getAttribute('type')).toBe('image/avif');
      expect(picture.querySelector('source')?.getAttribute('srcset')).toMatch(/^\/_astro\/\S+\.avif \d+w(, \/_astro\/\S+\.avif \d+w)*$/);
      expect(picture.querySelector('img')?.getAttribute('src')).toMatch(/^\/_astro\/\S+\.webp$/);
      expect(picture.querySelector('img')?.getAttribute('alt')).not.toBe('');
    }
  });
});
