/** Slide arithmetic of the cover carousels: items grouped by slide (their labels are in the dictionary, src/i18n). */

/** Items grouped into consecutive slides of `perSlide` (the last one may be shorter). */
export function toSlides<T>(items: readonly T[], perSlide: number): T[][] {
  if (!Number.isInteger(perSlide) || perSlide < 1) throw new Error(`perSlide doit être un entier positif (reçu ${perSlide}).`);
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) slides.push(items.slice(start, start + perSlide));
  return slides;
}
