/**
 * What an image file the artist adds must be, for the studio (which refuses it before saving) and
 * for the build (which stops on a file added by hand): light enough for the repository and the
 * build, wide enough for the pages that draw it.
 */

/** Decap's limit on an upload, in bytes; a phone photo is 2 to 4 MB. */
export const MAX_IMAGE_BYTES = 5_000_000;

/** An article's cover becomes its 1200-pixel share image, and its photos are drawn up to 1200 pixels wide. */
export const ARTICLE_IMAGE_MIN_WIDTH = 1200;
