/**
 * The build's warning for a video without a poster (content/videos/posters/), said once per file
 * and video however many pages and languages show it, in French: the artist reads it.
 */
const warned = new Set<string>();

export function warnMissingPoster(source: string, youtubeId: string, title: string): void {
  const key = `${source} ${youtubeId}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `[affiches] ${source} : la vidéo « ${title} » (${youtubeId}) n’a pas d’affiche ; un fond dessiné la remplace. ` +
      'Lancez npm run videos:posters une fois connecté à internet, ou choisissez une image dans le studio (champ « Affiche »).',
  );
}
