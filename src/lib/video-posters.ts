/**
 * The widths and layouts at which the pages draw video posters (the images stored with each
 * video, content/videos/posters/), for Astro's image pipeline: AVIF with a WebP fallback, one file
 * per width, the browser choosing by `sizes`. A poster is a frame of a 16:9 video, a short's of
 * a 9:16 one.
 */

/** The width a poster file should have at least: the widest file the pages ask for. */
export const VIDEO_POSTER_MIN_WIDTH = 960;

/** Where a facade sits, each with its own `sizes` (the CSS width it is drawn at). */
export type PosterLayout = 'wide' | 'half' | 'third' | 'short';

export const POSTER_LAYOUTS: Record<PosterLayout, { widths: number[]; sizes: string }> = {
  /** Alone in a column of max-w-4xl (ensembles, kits, press interview). */
  wide: { widths: [480, 720, 960], sizes: '(min-width: 928px) 896px, calc(100vw - 2rem)' },
  /** Two in a row from md up (the featured videos of /media, an article's videos). */
  half: { widths: [360, 640, 960], sizes: '(min-width: 1280px) 600px, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 2rem)' },
  /** Three in a row from lg up (the list of videos of /media). */
  third: { widths: [360, 640], sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, calc(100vw - 2rem)' },
  /** Portrait, six in a row from lg up (shorts). */
  short: { widths: [180, 360], sizes: '(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw' },
};

/** The heaviest loop file the studio takes: a few seconds, muted, weigh well under it (the placeholders 30-70 kB). */
export const MAX_VIDEO_FILE_BYTES = 2_000_000;

/** A featured video's loop as its file writes it, from content/media/: ../videos/clips/{name}.mp4. */
export const FEATURED_CLIP_PATH = /^\.\.\/videos\/clips\/[a-z0-9-]+\.mp4$/;

/** The project path (/content/videos/clips/x.mp4) of a loop written from content/media/. */
export function clipProjectPath(clip: string): string {
  return `/content/media/${clip}`.replace(/\/media\/\.\.\//, '/');
}
