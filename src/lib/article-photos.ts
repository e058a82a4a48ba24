/**
 * Where an article's photos go: the n-th photo right after the n-th large heading for n = 1 to 5,
 * then the photos not placed yet at the end, in order. The markdown pipeline marks the places
 * (integrations/article-markdown); this fills them.
 */

/** How many large headings receive a photo. */
export const PHOTO_HEADING_SLOTS = 5;

/** The HTML comment the markdown pipeline writes after each of the first large headings. */
export const PHOTO_SLOT = 'article-photo';

export interface OrderedPhoto {
  /** Rank chosen by the artist (1 = first); photos without one keep their place in the list. */
  position?: number | undefined;
}

/** Photos in the order they appear in the article. */
export function orderPhotos<P extends OrderedPhoto>(photos: readonly P[]): P[] {
  return photos
    .map((photo, index) => ({ photo, rank: photo.position ?? index + 1, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ photo }) => photo);
}

export type BodyPiece<P> = { kind: 'html'; html: string } | { kind: 'photo'; photo: P };

/** The rendered body cut at its photo slots, with the photos in place (empty slots vanish). */
export function placePhotos<P>(html: string, photos: readonly P[]): BodyPiece<P>[] {
  const pieces: BodyPiece<P>[] = [];
  const between = html.split(`<!--${PHOTO_SLOT}-->`);
  between.forEach((part, index) => {
    if (part.trim() !== '') pieces.push({ kind: 'html', html: part });
    const photo = photos[index];
    if (index < between.length - 1 && photo !== undefined) pieces.push({ kind: 'photo', photo });
  });
  for (const photo of photos.slice(between.length - 1)) pieces.push({ kind: 'photo', photo });
  return pieces;
}
