/**
 * What an image file the artist adds must be, for the studio (which refuses it before saving) and
 * for the build (which stops on a file added by hand): light enough for the repository and the
 * build, wide enough for the pages that draw it.
 */

import { SHARE_CARD_WIDTH } from '../share-cards/layout.ts';

/** The studio's limit on an upload, in bytes; a phone photo is 2 to 4 MB. */
export const MAX_IMAGE_BYTES = 5_000_000;
/** The same limit as the studio's hints write it: "5 Mo". */
export const MAX_IMAGE_SIZE = `${MAX_IMAGE_BYTES / 1_000_000} Mo`;

/** The widths an article's photos are drawn at (src/components/blog/ArticleBody.astro). */
export const ARTICLE_PHOTO_WIDTHS = [480, 768, 1200];

/** An article's cover becomes its share image, and its photos are drawn up to their largest width. */
export const ARTICLE_IMAGE_MIN_WIDTH = Math.max(SHARE_CARD_WIDTH, ...ARTICLE_PHOTO_WIDTHS);

/**
 * The least long side of a press photo's file for print, in pixels: 25 cm at 300 dpi, a half page
 * of a magazine. The kit's ZIP gives this file; its page shows a lighter one.
 */
export const PRINT_PHOTO_MIN_SIDE = 3000;
