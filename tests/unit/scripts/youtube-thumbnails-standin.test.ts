import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../integrations/built-site/dist-files';
import { photoForVideo, renderThumbnails, THUMBNAIL_SIZES, thumbnailRequests } from '../../../scripts/lib/youtube-thumbnails-standin';
import { toYouTubeThumbnail, type ThumbnailQuality } from '../../../src/lib/youtube';

const QUALITIES = Object.keys(THUMBNAIL_SIZES) as ThumbnailQuality[];
const PHOTOS = listFiles('content/media/photos', '.jpg');

describe('thumbnails the pages refer to', () => {
  it('finds every address the site builds, once each, in markup and JSON-LD alike', () => {
    const html = [
      `<img src="${toYouTubeThumbnail('Qm4cT7rVb2A')}" alt="">`,
      `<img src="${toYouTubeThumbnail('Qm4cT7rVb2A')}" alt="">`,
      `<script type="application/ld+json">{"thumbnailUrl":${JSON.stringify(QUALITIES.map((quality) => toYouTubeThumbnail('Lr8xN2kHw5E', quality)))}}</script>`,
      '<img src="/_astro/photo.webp" alt=""><a href="https://www.youtube.com/watch?v=Lr8xN2kHw5E">YouTube</a>',
    ].join('');
    expect(thumbnailRequests(html)).toEqual([
      { path: '/vi/Qm4cT7rVb2A/hqdefault.jpg', videoId: 'Qm4cT7rVb2A', quality: 'hqdefault' },
      ...QUALITIES.map((quality) => ({ path: `/vi/Lr8xN2kHw5E/${quality}.jpg`, videoId: 'Lr8xN2kHw5E', quality })),
    ]);
  });

  it('refuses a thumbnail name it cannot size rather than answering 404 in the audit', () => {
    expect(() => thumbnailRequests('<img src="https://i.ytimg.com/vi/Qm4cT7rVb2A/hq720.jpg">')).toThrow(/hq720/);
  });

  it('gives the same video the same photo, and different videos different photos', () => {
    const photos = ['a.jpg', 'b.jpg', 'c.jpg'];
    expect(photoForVideo('Qm4cT7rVb2A', photos)).toBe(photoForVideo('Qm4cT7rVb2A', photos));
    expect(new Set(['Qm4cT7rVb2A', 'Qm4cT7rVb2B', 'Qm4cT7rVb2C'].map((id) => photoForVideo(id, photos))).size).toBe(3);
    expect(() => photoForVideo('Qm4cT7rVb2A', [])).toThrow(/Aucune photo/);
  });
});

describe('the thumbnails made for the stand-in', () => {
  it("are JPEGs of YouTube size for each name, weighing what YouTube's do", async () => {
    const html = QUALITIES.map((quality) => `<img src="${toYouTubeThumbnail('Qm4cT7rVb2A', quality)}">`).join('');
    const thumbnails = await renderThumbnails([html], PHOTOS);
    expect([...thumbnails.keys()]).toEqual(QUALITIES.map((quality) => `/vi/Qm4cT7rVb2A/${quality}.jpg`));
    for (const quality of QUALITIES) {
      const jpeg = Buffer.from(thumbnails.get(`/vi/Qm4cT7rVb2A/${quality}.jpg`) ?? []);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', ...THUMBNAIL_SIZES[quality] });
    }
    const hq = thumbnails.get('/vi/Qm4cT7rVb2A/hqdefault.jpg')?.length ?? 0;
    expect(hq).toBeGreaterThan(5_000);
    expect(hq).toBeLessThan(40_000);
  });
});
