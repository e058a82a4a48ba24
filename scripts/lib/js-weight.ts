/**
 * How much JavaScript a built page makes the browser download: the module scripts in its HTML
 * and everything they import statically (before first paint), and separately what its islands
 * load when they hydrate, and what waits in a <template> until a script loads it (after the page
 * has loaded, on a click, or when a component loaded on demand comes near or is reached for, see
 * src/components/ui/OnDemand.astro). Other dynamic imports are not counted.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { pageBehaviours } from '../../src/lib/on-demand.ts';

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

export interface PageWeight {
  /** gzip bytes of scripts needed before first paint (module scripts and their static imports). */
  initial: number;
  /** Script files the browser requests before first paint (the inline ones cost none). */
  initialRequests: number;
  /** gzip bytes that hydrating the page's islands adds on top. */
  islands: number;
  /** gzip bytes of the parked scripts (and their imports) not already counted above. */
  parked: number;
  hasIslands: boolean;
}

export function pageWeight(distDir: string, html: string): PageWeight {
  const scripts = pageScripts(html);
  const initialFiles = importClosure(distDir, scripts.external, scripts.inline);
  const islandFiles = importClosure(distDir, scripts.islands);
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(readFileSync(file)), 0);
  const inlineBytes = scripts.inline.reduce((total, source) => total + gzipSize(source), 0);
  return {
    initial: sum(initialFiles) + inlineBytes,
    initialRequests: initialFiles.size,
    islands: sum([...islandFiles].filter((file) => !initialFiles.has(file))),
    parked: sum([...importClosure(distDir, scripts.parked)].filter((file) => !initialFiles.has(file) && !islandFiles.has(file))),
    hasIslands: scripts.islands.length > 0,
  };
}

/**
 * Components loaded on demand whose script is not in any of their templates. Astro writes a
 * component's script once per page, where the first instance renders: if that is somewhere it
 * leaves the template (e.g. hoisted out of a rendered slot), the script loads with the page.
 */
export function onDemandProblems(html: string): string[] {
  const templates = parse(html)
    .querySelectorAll('template[data-on-demand]')
    .map((template) => ({
      hosts: template.getAttribute('data-on-demand') ?? '',
      controls: template.getAttribute('data-controls') ?? '',
      triggers: template.getAttribute('data-load') ?? '',
      src: template.querySelector('script')?.getAttribute('src'),
    }));
  const served = new Set(pageBehaviours(templates).map((behaviour) => behaviour.hosts));
  return [...new Set(templates.map((template) => template.hosts))]
    .filter((hosts) => !served.has(hosts))
    .map((hosts) => `le comportement à la demande « ${hosts} » n'a son script dans aucun de ses <template> : il se chargerait avec la page`);
}
