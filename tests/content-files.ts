/**
 * content/ as the tests read it, to check what must hold for whatever the artist writes (every
 * album has a page, the counts equal the files) rather than what is written today. Paths are
 * found from this file, so a copy of the project (scripts/temp-project.ts) reads its own content.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { translationOf } from '../src/lib/content-translations';

const contentDir = new URL('../content/', import.meta.url);

/** The entries of a JSON list file (they sit under "entries", the shape the studio edits). */
export function readList<T>(file: string): T[] {
  return (JSON.parse(readFileSync(new URL(file, contentDir), 'utf8')) as { entries: T[] }).entries;
}

/** The entries of a one-file-per-entry folder, each with its id (the file name), in id order; translations (cimarron.en.json) are part of their entry. */
export function readFolder<T>(folder: string): (T & { id: string })[] {
  const url = new URL(`${folder}/`, contentDir);
  return readdirSync(url)
    .filter((name) => name.endsWith('.json') && !translationOf(name))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(new URL(name, url), 'utf8')) as T), id: name.replace(/\.json$/, '') }));
}

/** A file of content/ as text (content/partners/logos.svg). */
export function readContentText(file: string): string {
  return readFileSync(new URL(file, contentDir), 'utf8');
}

/** The social links of content/settings.json, in order. */
export function socialLinks(): { network: string; label: string; url: string }[] {
  return (JSON.parse(readContentText('settings.json')) as { social: { network: string; label: string; url: string }[] }).social;
}
