/**
 * npm run videos:posters — gives each video of content/ without a poster the image YouTube shows
 * for it (content/videos/posters/), and writes the poster's fields in its file. To run once
 * connected to the internet, then to commit from the studio or git like any other change.
 * A description of the image is written for each (« Image de la vidéo … »): better one in the
 * studio, saying what the image shows.
 */
import { addMissingPosters } from './lib/video-posters.ts';

let report;
try {
  report = await addMissingPosters('content', fetch, (line) => console.log(line));
} catch (error) {
  // Offline, fetch fails before any answer: said in French, nothing written for the video it was fetching.
  console.error(`YouTube ne répond pas (${(error as Error).message}) : connectez-vous à internet, puis relancez npm run videos:posters. Les affiches déjà rangées sont gardées.`);
  process.exit(1);
}
for (const file of report.written) console.log(`Affiches ajoutées dans ${file}`);
for (const { file, youtubeId } of report.missing) console.error(`YouTube n’a pas d’image pour la vidéo ${youtubeId} (${file}) : choisissez une affiche dans le studio.`);
if (report.written.length === 0 && report.missing.length === 0) console.log('Toutes les vidéos ont déjà leur affiche.');
if (report.missing.length > 0) process.exitCode = 1;
