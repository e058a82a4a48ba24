/**
 * YouTube links as the artist pastes them (watch, youtu.be, embed, shorts, live, with any
 * extra parameters) turned into the privacy-enhanced embed address and the thumbnail address.
 * Only an 11-character video id is accepted.
 */

export const YOUTUBE_ID_LENGTH = 11;
const ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

export function isYouTubeId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The video id of a YouTube link or of a bare id, or null when there is no valid one. */
export function parseYouTubeId(input: string): string | null {
  const value = input.trim();
  if (isYouTubeId(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') candidate = second;
  }
  return candidate && isYouTubeId(candidate) ? candidate : null;
}

export interface EmbedOptions {
  autoplay?: boolean;
}

/** Privacy-enhanced embed address for an id. */
export function toYouTubeEmbed(id: string, { autoplay = false }: EmbedOptions = {}): string {
  if (!isYouTubeId(id)) throw new Error(`Identifiant de vidéo YouTube invalide : « ${id} » (11 caractères attendus).`);
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' });
  if (autoplay) params.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
}

export type ThumbnailQuality = 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault';

/** Thumbnail address for an id, on YouTube's image host: what `npm run videos:posters` fetches, never a page. */
export function toYouTubeThumbnail(id: string, quality: ThumbnailQuality = 'hqdefault'): string {
  if (!isYouTubeId(id)) throw new Error(`Identifiant de vidéo YouTube invalide : « ${id} » (11 caractères attendus).`);
  return `https://i.ytimg.com/vi/${id}/${quality}.jpg`;
}
