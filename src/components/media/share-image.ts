/** Absolute address of an image for structured data (JPEG, which every reader takes); social tags use the share cards (src/share-cards/). */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import { site } from '../../site.config';
import { absoluteUrl } from '../../lib/seo';

export async function shareImageUrl(src: ImageMetadata, width = 1200): Promise<string> {
  const image = await getImage({ src, width: Math.min(width, src.width), format: 'jpg' });
  return absoluteUrl(image.src, site.url);
}

/** A video's thumbnail for its VideoObject: its poster, or without one the site's default image (both on the site's origin). */
export async function videoThumbnailUrl(poster: ImageMetadata | undefined): Promise<string> {
  return poster ? shareImageUrl(poster, 960) : absoluteUrl(site.defaultOgImage, site.url);
}
