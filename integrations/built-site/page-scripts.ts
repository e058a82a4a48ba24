/**
 * The scripts of a built page and the modules they import, read from dist/: what the build steps
 * (CSS pruning) and the checks (scripts/check-dist.ts) both need to know.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

/** The relative modules a built chunk imports or re-exports statically. */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /\b(?:import|export)(?!\s*\()\s*(?:[^'"`();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1];
    if (specifier && (specifier.startsWith('.') || specifier.startsWith('/'))) specifiers.add(specifier);
  }
  return [...specifiers];
}

/** The relative modules a built chunk may load later with import(). */
export function dynamicImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)) {
    const specifier = match[1];
    if (specifier && (specifier.startsWith('.') || specifier.startsWith('/'))) specifiers.add(specifier);
  }
  return [...specifiers];
}

export interface PageScripts {
  /** Module scripts referenced by src, as URL paths. */
  external: string[];
  /** Inline module scripts' source. */
  inline: string[];
  /** Island component and renderer URLs (loaded at hydration). */
  islands: string[];
  /** Module scripts waiting in a <template>, loaded later by another script. */
  parked: string[];
}

export function pageScripts(html: string): PageScripts {
  const root = parse(html);
  const external: string[] = [];
  const inline: string[] = [];
  const parked: string[] = [];
  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type') ?? '';
    if (type === 'application/ld+json' || type === 'application/json') continue;
    const src = script.getAttribute('src');
    if (script.closest('template')) {
      if (src) parked.push(src);
      continue;
    }
    if (src) external.push(src);
    else inline.push(script.textContent);
  }
  const islands = root
    .querySelectorAll('astro-island')
    .flatMap((island) => [island.getAttribute('component-url'), island.getAttribute('renderer-url')])
    .filter((url): url is string => Boolean(url));
  return { external, inline, islands: [...new Set(islands)], parked };
}

export const gzipSize = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

/**
 * Every file in the import graph of the entry URLs, resolved inside distDir: static imports by
 * default, or whatever `imports` names (e.g. dynamic imports too).
 */
export function importClosure(
  distDir: string,
  entryUrls: readonly string[],
  inlineSources: readonly string[] = [],
  imports: (code: string) => string[] = staticImports,
): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of imports(readFileSync(file, 'utf8'))) {
      visit(specifier.startsWith('/') ? join(distDir, specifier) : resolve(dirname(file), specifier));
    }
  };
  entryUrls.filter((url) => url.startsWith('/')).forEach((url) => visit(join(distDir, url)));
  for (const source of inlineSources) {
    for (const specifier of imports(source)) if (specifier.startsWith('/')) visit(join(distDir, specifier));
  }
  return seen;
}
