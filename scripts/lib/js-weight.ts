/**
 * How much JavaScript a built page makes the browser download: the module scripts in its HTML
 * and everything they import statically (before first paint), and separately what its islands
 * load when they hydrate, and what waits in a <template> until a script loads it (after the page
 * has loaded, on a click, or when a component loaded on demand comes near or is reached for, see
 * src/components/ui/OnDemand.astro). Other dynamic imports are not counted.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { pageBehaviours } from '../../src/lib/on-demand.ts';
import { gzipSize, importClosure, pageScripts } from '../../integrations/built-site/page-scripts.ts';

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
