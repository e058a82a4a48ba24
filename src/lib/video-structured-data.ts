/** schema.org VideoObject data for YouTube videos, so that search engines list them as videos. */
import { toYouTubeEmbed } from './youtube.ts';

export interface VideoFacts {
  title: string;
  description: string;
  youtubeId: string;
  /** Publication date, AAAA-MM-JJ. */
  uploadDate: string;
  /** Absolute address of the video's poster on the site's own origin (never YouTube's image host). */
  thumbnailUrl: string;
}

export interface VideoObject {
  '@type': 'VideoObject';
  name: string;
  description: string;
  thumbnailUrl: string[];
  uploadDate: string;
  embedUrl: string;
  contentUrl: string;
}

export function videoObject({ title, description, youtubeId, uploadDate, thumbnailUrl }: VideoFacts): VideoObject {
  return {
    '@type': 'VideoObject',
    name: title,
    description,
    thumbnailUrl: [thumbnailUrl],
    uploadDate,
    embedUrl: toYouTubeEmbed(youtubeId),
    contentUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
  };
}

/** One JSON-LD document holding every video of a page. */
export function videoGraph(videos: readonly VideoFacts[]): { '@context': 'https://schema.org'; '@graph': VideoObject[] } {
  return { '@context': 'https://schema.org', '@graph': videos.map(videoObject) };
}
