/**
 * Prunes the inline stylesheet of every built page (dist/) against what that page can use, and
 * rewrites its CSP hashes, keeping only those of the page's own inline elements
 * (see prune-page-css.ts). Run once, right after the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { keepUsedCspHashes, prunePageCss } from './prune-page-css.ts';
import { listFiles } from '../built-site/dist-files.ts';
import { dynamicImports, gzipSize, importClosure, pageScripts, staticImports } from '../built-site/page-scripts.ts';

const anyImports = (code: string) => [...staticImports(code), ...dynamicImports(code)];

/** The text of every script a built page may run: its module scripts, island code, parked scripts, and all they import. */
export function pageScriptTexts(distDir: string, html: string, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): string[] {
  const scripts = pageScripts(html);
  const files = importClosure(distDir, [...scripts.external, ...scripts.islands, ...scripts.parked], scripts.inline, anyImports);
  return [...files].map(read);
}

export interface PruneSummary {
  /** Pages whose CSS lost rules. */
  pages: number;
  /** Average gzip bytes of a page's inline CSS. */
  cssGzipBefore: number;
  cssGzipAfter: number;
}

export async function pruneDistCss(distDir: string): Promise<PruneSummary> {
  const files = listFiles(distDir, '.html');
  let pages = 0;
  let before = 0;
  let after = 0;
  // Each script file read once: most pages share them, and the pruning knows a script by its text.
  const scriptTexts = new Map<string, string>();
  const readScript = (file: string) => scriptTexts.get(file) ?? scriptTexts.set(file, readFileSync(file, 'utf8')).get(file) ?? '';
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const pruned = await prunePageCss(html, pageScriptTexts(distDir, html, readScript));
    const rewritten = keepUsedCspHashes(pruned.html);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      pages += 1;
    }
    before += gzipSize(pruned.cssBefore);
    after += gzipSize(pruned.cssAfter);
  }
  const average = (bytes: number) => Math.round(bytes / Math.max(files.length, 1));
  return { pages, cssGzipBefore: average(before), cssGzipAfter: average(after) };
}
