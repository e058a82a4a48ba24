/**
 * The thumbnails of the stand-in for YouTube's image host, https://i.ytimg.com, that the measuring
 * scripts serve (production-standin.ts). The audit machine has no internet: without them every
 * video thumbnail fails, Chromium logs the failures as console errors, and Lighthouse marks down
 * best practices and measures pages lighter than they are in production.
 *
 * Every thumbnail address the built pages contain gets a real JPEG of YouTube's size for that
 * name, cut from the site's own photos so the bytes are realistic; anything else gets a 404.
 */
import sharp from 'sharp';
import type { ThumbnailQuality } from '../../src/lib/youtube.ts';

export const THUMBNAIL_HOST = 'i.ytimg.com';

/** YouTube's pixel size for each thumbnail name the site can build (src/lib/youtube.ts). */
export const THUMBNAIL_SIZES: Record<ThumbnailQuality, { width: number; height: number }> = {
  mqdefault: { width: 320, height: 180 },
  hqdefault: { width: 480, height: 360 },
  sddefault: { width: 640, height: 480 },
  maxresdefault: { width: 1280, height: 720 },
};

const isThumbnailQuality = (name: string): name is ThumbnailQuality => Object.hasOwn(THUMBNAIL_SIZES, name);

export interface ThumbnailRequest {
  path: string;
  videoId: string;
  quality: ThumbnailQuality;
}

/**
 * Every distinct thumbnail the HTML refers to on YouTube's image host, as the path the browser
 * will ask for. A thumbnail name the stand-in cannot size is an error, not a silent 404.
 */
export function thumbnailRequests(html: string): ThumbnailRequest[] {
  const found = new Map<string, ThumbnailRequest>();
  for (const match of html.matchAll(/https:\/\/i\.ytimg\.com(\/vi\/([A-Za-z0-9_-]{11})\/(\w+)\.jpg)/g)) {
    const [, path = '', videoId = '', quality = ''] = match;
    if (!isThumbnailQuality(quality))
      throw new Error(`Miniature YouTube de taille inconnue dans les pages : ${path} (tailles connues : ${Object.keys(THUMBNAIL_SIZES).join(', ')}).`);
    found.set(path, { path, videoId, quality });
  }
  return [...found.values()];
}

/** The same photo for the same video on every run, spread over the photos given. */
export function photoForVideo(videoId: string, photos: readonly string[]): string {
  const photo = photos[[...videoId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % photos.length];
  if (photo === undefined) throw new Error('Aucune photo pour fabriquer les miniatures YouTube.');
  return photo;
}

/**
 * A thumbnail as YouTube serves it for a widescreen video: a 16:9 frame at the width of the
 * name, with black bands above and below on the 4:3 names (hqdefault, sddefault).
 */
async function thumbnailJpeg(photo: string, quality: ThumbnailQuality): Promise<Buffer> {
  const { width, height } = THUMBNAIL_SIZES[quality];
  const frameHeight = Math.round((width * 9) / 16);
  const band = (height - frameHeight) / 2;
  return (
    sharp(photo)
      .resize({ width, height: frameHeight, fit: 'cover' })
      .extend({ top: Math.floor(band), bottom: Math.ceil(band), background: '#000' })
      // The site's photos are smoother than video frames: at 95 they weigh what YouTube's do (hqdefault 10-30 kB).
      .jpeg({ quality: 95 })
      .toBuffer()
  );
}

/** Every thumbnail the pages refer to, as the stand-in serves it: JPEG bytes by request path. */
export async function renderThumbnails(html: readonly string[], photos: readonly string[]): Promise<Map<string, Uint8Array>> {
  const images = new Map<string, Uint8Array>();
  for (const request of new Map(html.flatMap(thumbnailRequests).map((request) => [request.path, request])).values()) {
    images.set(request.path, await thumbnailJpeg(photoForVideo(request.videoId, photos), request.quality));
  }
  return images;
}
