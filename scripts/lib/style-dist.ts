/**
 * The English and Spanish texts of the built site that the style sheets hold (./style-text.ts):
 * every page under /en/ and /es/, the feeds, the calendars and the rider and stage-plot PDFs,
 * each file with its language and the texts a reader meets in it.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { listFiles } from '../../integrations/built-site/dist-files.ts';
import { calendarStyleTexts, feedStyleTexts, pageNames, pageStyleTexts, type PageNames } from './style-text.ts';

export interface StyledFile {
  /** The file's path under dist/. */
  path: string;
  lang: 'en' | 'es';
  texts: string[];
  /** Its names and titles (a page's): a capital opens them wherever they stand, and what is marked translate="no" stays as written. */
  names: PageNames;
}

/** The language of a built file: its folder (/en/, /es/), or the language in a document's name (…-fiche-technique-en-3f2a….pdf). */
export function styledLanguage(path: string): 'en' | 'es' | undefined {
  return (/^(en|es)\//.exec(path)?.[1] as 'en' | 'es' | undefined) ?? (/-(en|es)-[0-9a-f]+\.pdf$/.exec(path)?.[1] as 'en' | 'es' | undefined);
}

const NONE: PageNames = { names: [], untranslated: [] };

export async function styledFiles(dist: string): Promise<StyledFile[]> {
  const files: StyledFile[] = [];
  for (const file of listFiles(dist, '')) {
    const path = relative(dist, file);
    const lang = styledLanguage(path);
    if (!lang) continue;
    if (path.endsWith('.html')) {
      const html = readFileSync(file, 'utf8');
      files.push({ path, lang, texts: pageStyleTexts(html, lang), names: pageNames(html) });
    } else if (path.endsWith('.xml') && !path.includes('sitemap')) files.push({ path, lang, texts: feedStyleTexts(readFileSync(file, 'utf8')), names: NONE });
    else if (path.endsWith('.ics')) files.push({ path, lang, texts: calendarStyleTexts(readFileSync(file, 'utf8'), lang), names: NONE });
    else if (path.endsWith('.pdf')) {
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(file))), { mergePages: false });
      files.push({ path, lang, texts: text, names: NONE });
    }
  }
  return files;
}
