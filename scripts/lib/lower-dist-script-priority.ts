/**
 * Lowers the fetch priority of every built page's module scripts and preloads the chunks they
 * import (see src/lib/script-priority.ts). Run once, right after the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { lowerScriptPriority } from '../../src/lib/script-priority.ts';
import { listFiles } from './dist-files.ts';
import { importClosure, pageScripts } from './js-weight.ts';

export function lowerDistScriptPriority(distDir: string): number {
  const urlOf = (file: string) => `/${relative(distDir, file).split(sep).join('/')}`;
  const importsOf = (url: string) => [...importClosure(distDir, [url])].map(urlOf).filter((chunk) => chunk !== url);
  let pages = 0;
  for (const file of listFiles(distDir, '.html')) {
    const html = readFileSync(file, 'utf8');
    const lowered = lowerScriptPriority(html, pageScripts(html).external, importsOf);
    if (lowered === html) continue;
    writeFileSync(file, lowered);
    pages += 1;
  }
  return pages;
}
