/**
 * `npm run bench:avif`: what sharp's AVIF effort costs the build and saves the visitor, on the
 * site's own photos (one JPEG of content/ in ten, which keeps it to a couple of minutes) at two widths the layouts draw. The pixels are decoded
 * and resized once; only the encoding is timed, in processor time of this process (sharp's
 * threads included), so a busy machine changes it little. astro.config.mjs chooses the effort.
 *
 *   npm run bench:avif
 *   npm run bench:avif -- --docs   (also writes docs/performance/avif.md)
 */
import { cpuUsage } from 'node:process';
import sharp from 'sharp';
import { listFiles } from '../integrations/built-site/dist-files.ts';
import { measurementReport } from './lib/measurement-report.ts';

const EFFORTS = [4, 3, 2] as const;
const WIDTHS = [480, 960] as const;

const report = measurementReport('docs/performance/avif.md', 'AVIF : effort de sharp, temps et octets', 'npm run bench:avif -- --docs');
const photos = listFiles('content', '.jpg').filter((_, index) => index % 10 === 0);
const pixels = await Promise.all(
  photos.flatMap((file) => WIDTHS.map((width) => sharp(file).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true }))),
);

report.say(`\n${photos.length} photos de content/ (une sur dix), ${WIDTHS.join(' et ')} px de large : ${pixels.length} images encodées par réglage.\n`);
report.say('| effort | temps processeur (s) | octets AVIF (kB) |');
report.say('| ---: | ---: | ---: |');
for (const effort of EFFORTS) {
  const before = cpuUsage();
  let bytes = 0;
  for (const { data, info } of pixels) bytes += (await sharp(data, { raw: info }).avif({ effort }).toBuffer()).length;
  const used = cpuUsage(before);
  report.say(`| ${effort} | ${((used.user + used.system) / 1e6).toFixed(1)} | ${(bytes / 1024).toFixed(0)} |`);
}
const written = report.write();
if (written) console.log(`Tableau écrit dans ${written}.`);
