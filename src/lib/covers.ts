/**
 * The widths, in pixels, at which the pages draw album covers: a cover file narrower than the
 * largest would be shown stretched and blurred there.
 */

/** The discography's album cards. */
export const ALBUM_COVER_WIDTHS = [400, 640];
/** The side-man carousel (discography and media pages). */
export const SIDEMAN_COVER_WIDTHS = [240, 360, 480];
/** The store's cards draw covers 176 CSS pixels wide; the larger files serve dense screens. */
export const STORE_COVER_PX = 176;
export const STORE_COVER_WIDTHS = [STORE_COVER_PX, STORE_COVER_PX * 2, STORE_COVER_PX * 3];
