/**
 * Subsets each font file the built pages ask for (dist/_astro/fonts/) to the characters the site
 * uses (see font-subset.ts), under a name taken from its new content: /_astro/ is cached
 * for a year, so a subset that changes with the content must change name too. Every page then
 * points at the new file, its CSP following. Run once, right after the build, before the CSS pruning.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { fontUrls, subsetCharacters, withFileRenamed } from './font-subset.ts';
import { listFiles } from '../built-site/dist-files.ts';

export interface SubsetSummary {
  characters: number;
  /** Bytes of each font before and after, by its new URL. */
  fonts: { url: string; bytesBefore: number; bytesAfter: number }[];
}

/** The characters the subset keeps for the built site: those of its pages and of its scripts. */
export function distSubsetCharacters(distDir: string): string {
  return subsetCharacters([...listFiles(distDir, '.html'), ...listFiles(join(distDir, '_astro'), '.js')].map((file) => readFileSync(file, 'utf8')));
}

export async function subsetDistFonts(distDir: string): Promise<SubsetSummary> {
  const pages = listFiles(distDir, '.html').map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  const characters = distSubsetCharacters(distDir);
  const renamed = new Map<string, string>();
  const fonts: SubsetSummary['fonts'] = [];
  for (const url of new Set(pages.flatMap(({ html }) => fontUrls(html)))) {
    const path = join(distDir, url);
    const original = readFileSync(path);
    const subset = await subsetFont(original, characters, { targetFormat: 'woff2' });
    const newUrl = `/_astro/fonts/${createHash('sha256').update(subset).digest('hex').slice(0, 16)}.woff2`;
    rmSync(path);
    writeFileSync(join(distDir, newUrl), subset);
    renamed.set(url, newUrl);
    fonts.push({ url: newUrl, bytesBefore: original.length, bytesAfter: subset.length });
  }
  for (const { file, html } of pages) {
    const rewritten = [...renamed].reduce((page, [from, to]) => withFileRenamed(page, from, to), html);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
  return { characters: [...characters].length, fonts };
}
