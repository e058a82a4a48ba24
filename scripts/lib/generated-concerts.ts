/**
 * Generated concerts for scripts/bench-concerts.ts: N files of content/concerts/, two a week as a
 * working musician plays them, the last ten after the build's instant and all the others before
 * it, so that a build with them measures years of archive.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const ensembles = ['Quintet', 'Trio', 'Duo', 'Mambí'];
const cities = ['Paris', 'Lyon', 'Marseille', 'Nantes', 'Bordeaux', 'Lille'];
/** Concerts still to come at the build's instant; the others are past. */
const COMING = 10;
const DAYS_BETWEEN = 3.5;

/** The Paris day of a generated concert, AAAA-MM-JJ, counted from the build's instant. */
export function generatedConcertDate(index: number, count: number, buildTime: Date): string {
  const offsetDays = Math.round((index - (count - COMING) + 0.5) * DAYS_BETWEEN);
  return new Date(buildTime.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function generatedConcert(index: number, date: string): string {
  const city = cities[index % cities.length] ?? 'Paris';
  return [
    '---',
    `title: "Concert de mesure numéro ${index}"`,
    `ensemble: ${ensembles[index % ensembles.length]}`,
    `date: ${date}`,
    'time: "20:30"',
    `venue: Salle de mesure ${index % 40}`,
    `city: ${city}`,
    'country: France',
    `address: ${index % 90} rue de la Clave, ${city}`,
    `bookingUrl: https://billetterie.example/concert-${index}`,
    'price: 22€',
    '---',
    `Un concert de mesure, le numéro ${index} : boléros, danzones et improvisations.`,
    '',
  ].join('\n');
}

/** Writes `count` concerts in `folder`, as of `buildTime`; returns their file names. */
export async function writeGeneratedConcerts(folder: string, count: number, buildTime: Date): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const date = generatedConcertDate(index, count, buildTime);
    const name = `${date}-mesure-${index}.md`;
    await writeFile(join(folder, name), generatedConcert(index, date));
    names.push(name);
  }
  return names;
}
