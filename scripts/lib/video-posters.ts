/**
 * `npm run videos:posters`: gives every video of content/ that has no poster the one YouTube shows
 * for it, stored with the content (content/videos/posters/{id}.jpg) so that the pages never ask
 * YouTube for an image. For the artist to run once online; the build itself never needs the network.
 *
 * Videos are found in the text of the content files (JSON, and markdown front matter), wherever a
 * `youtube` or `youtubeUrl` field sits, and the poster's two fields are written on the lines after
 * it, in the file's own indentation: the rest of the file is left as it was, the studio's way.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { parseYouTubeId, toYouTubeThumbnail, type ThumbnailQuality } from '../../src/lib/youtube.ts';

export const POSTERS_FOLDER = 'videos/posters';

export type FileLanguage = 'fr' | 'en' | 'es';

export interface PosterlessVideo {
  youtubeId: string;
  title: string;
  /** The 0-based line of the `youtube` field, after which the poster's fields go. */
  line: number;
  indent: string;
  json: boolean;
}

const LINK_LINE = /^(\s*)(- )?("?)(youtube|youtubeUrl)\3\s*:\s*"?([^"]+?)"?(,?)\s*$/;
const keyOf = (line: string): { indent: number; key: string } | undefined => {
  const match = /^(\s*)(?:- )?"?([A-Za-z]+)"?\s*:/.exec(line);
  return match ? { indent: (match[1] ?? '').length + (line.trimStart().startsWith('- ') ? 2 : 0), key: match[2] ?? '' } : undefined;
};

/** The language a content file is written in: cimarron.en.json is English, cimarron.json French. */
export function fileLanguage(file: string): FileLanguage {
  const match = /\.(en|es)\.(json|md)$/.exec(file);
  return (match?.[1] as FileLanguage | undefined) ?? 'fr';
}

/** Every video of a file's text (JSON or markdown) that has a YouTube link and no poster. */
export function posterlessVideos(text: string): PosterlessVideo[] {
  const lines = text.split('\n');
  const found: PosterlessVideo[] = [];
  lines.forEach((line, index) => {
    const link = LINK_LINE.exec(line);
    if (!link) return;
    const youtubeId = parseYouTubeId(link[5] ?? '');
    if (!youtubeId) return;
    const keyIndent = (link[1] ?? '').length + (link[2] ? 2 : 0);
    // The video's other fields: the lines around it at the same depth, up to its object's edges.
    const siblings: string[] = [];
    for (const step of [-1, 1]) {
      for (let other = index + step; other >= 0 && other < lines.length; other += step) {
        const key = keyOf(lines[other] ?? '');
        const depth = (lines[other] ?? '').length - (lines[other] ?? '').trimStart().length;
        if (!key) {
          if (depth < keyIndent || /^\s*[}\]]/.test(lines[other] ?? '')) break;
          continue;
        }
        if (key.indent !== keyIndent) break;
        siblings.push(lines[other] ?? '');
        if (step === -1 && (lines[other] ?? '').trimStart().startsWith('- ')) break;
        if (step === 1 && (lines[other] ?? '').trimStart().startsWith('- ')) {
          siblings.pop();
          break;
        }
      }
    }
    if (siblings.some((sibling) => keyOf(sibling)?.key === 'poster')) return;
    const titleLine = siblings.find((sibling) => keyOf(sibling)?.key === 'title') ?? '';
    const title = /:\s*"?(.*?)"?,?\s*$/.exec(titleLine)?.[1] ?? youtubeId;
    found.push({ youtubeId, title, line: index, indent: ' '.repeat(keyIndent), json: link[3] === '"' });
  });
  return found;
}

/** What a poster's description says until the artist describes the image itself, in the file's language. */
export function defaultPosterAlt(title: string, language: FileLanguage): string {
  return { fr: `Image de la vidéo « ${title} »`, en: `Still from the video “${title}”`, es: `Imagen del vídeo «${title}»` }[language];
}

/** The text with each video's poster fields written after its link: `poster` a path from the file's folder. */
export function withPosterFields(text: string, posters: readonly { video: PosterlessVideo; poster: string; alt: string }[]): string {
  const lines = text.split('\n');
  for (const { video, poster, alt } of [...posters].sort((a, b) => b.video.line - a.video.line)) {
    const link = lines[video.line] ?? '';
    if (video.json) {
      const last = !link.trimEnd().endsWith(',');
      lines[video.line] = last ? `${link.trimEnd()},` : link;
      lines.splice(video.line + 1, 0, `${video.indent}"poster": ${JSON.stringify(poster)},`, `${video.indent}"posterAlt": ${JSON.stringify(alt)}${last ? '' : ','}`);
    } else {
      lines.splice(video.line + 1, 0, `${video.indent}poster: ${poster}`, `${video.indent}posterAlt: ${JSON.stringify(alt)}`);
    }
  }
  return lines.join('\n');
}

/** The relative path image() reads from a content file's folder (./ or ../ first). */
export function posterPath(contentFile: string, posterFile: string): string {
  const path = relative(dirname(contentFile), posterFile).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** YouTube's thumbnail names, best first: maxresdefault exists only for HD uploads. */
const QUALITIES: readonly ThumbnailQuality[] = ['maxresdefault', 'sddefault', 'hqdefault'];

/**
 * The video's thumbnail from YouTube, as a 16:9 JPEG: the 4:3 names carry black bands above and
 * below, cut off here. Null when YouTube has none (a private or removed video).
 */
export async function fetchPoster(youtubeId: string, fetchImpl: typeof fetch): Promise<Buffer | null> {
  for (const quality of QUALITIES) {
    const response = await fetchImpl(toYouTubeThumbnail(youtubeId, quality));
    if (!response.ok) continue;
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    const { width = 0, height = 0 } = await image.metadata();
    const frameHeight = Math.min(height, Math.round((width * 9) / 16));
    return image
      .extract({ left: 0, top: Math.floor((height - frameHeight) / 2), width, height: frameHeight })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  }
  return null;
}

const contentFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    // The artist's guide (README.md) shows videos in its examples: not content.
    return /\.(json|md)$/.test(entry.name) && entry.name !== 'README.md' ? [path] : [];
  });

export interface PosterReport {
  written: string[];
  /** Files that name a video YouTube gave no image for. */
  missing: { file: string; youtubeId: string }[];
}

/**
 * Fetches a poster for every video of `contentRoot` that has none (once per video, shared by every
 * file that shows it) and writes its fields in each such file.
 */
export async function addMissingPosters(contentRoot: string, fetchImpl: typeof fetch, log: (line: string) => void = () => {}): Promise<PosterReport> {
  const postersFolder = join(contentRoot, POSTERS_FOLDER);
  const report: PosterReport = { written: [], missing: [] };
  for (const file of contentFiles(contentRoot)) {
    const text = readFileSync(file, 'utf8');
    const videos = posterlessVideos(text);
    if (videos.length === 0) continue;
    const posters = [];
    for (const video of videos) {
      const posterFile = join(postersFolder, `${video.youtubeId}.jpg`);
      if (!existsSync(posterFile)) {
        log(`Affiche de ${video.youtubeId} (« ${video.title} »)…`);
        const bytes = await fetchPoster(video.youtubeId, fetchImpl);
        if (!bytes) {
          report.missing.push({ file, youtubeId: video.youtubeId });
          continue;
        }
        mkdirSync(postersFolder, { recursive: true });
        writeFileSync(posterFile, bytes);
      }
      posters.push({ video, poster: posterPath(file, posterFile), alt: defaultPosterAlt(video.title, fileLanguage(file)) });
    }
    if (posters.length === 0) continue;
    writeFileSync(file, withPosterFields(text, posters));
    report.written.push(file);
  }
  return report;
}
