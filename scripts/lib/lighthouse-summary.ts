/** Reads the figures the audit reports out of a Lighthouse result, and checks them against the targets. */
import { languages } from '../../src/lib/languages.ts';

interface LighthouseResult {
  /** The page's address once loaded (after a redirect, the page it led to). */
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: unknown } | undefined>;
}

export interface AuditRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Lighthouse's own SEO score. */
  seo: number;
  /** The SEO score once the audits this route fails on purpose are left out (equal to `seo` elsewhere). */
  seoIntended: number;
  /** The audits this route fails on purpose, left out of `seoIntended`. */
  intendedSeoMisses: string[];
  fcpSeconds: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  requests: number;
  /** Lighthouse's long tasks (50 ms or more of simulated main-thread time), longest first. */
  longTasks: LongTask[];
  /** The HTML document's bytes on the wire (compressed body and headers). */
  documentBytes: number;
  /** Whether the largest paint is an image's (a resource to fetch) rather than text. */
  lcpIsImage: boolean;
}

/** A long task as Lighthouse reports it: what it is attributed to, and its simulated duration. */
export interface LongTask {
  /** The script's path on the site, a foreign script's address, "page" (its parsing, style and layout), "navigateur" or "non attribuée". */
  source: string;
  durationMs: number;
}

/** What issue 28 asks of every route, on a slow phone: a 3-run median at these or better. */
export const TARGETS = { score: 100, lcpSeconds: 1.0, tbtMs: 50, cls: 0 } as const;

/**
 * The bytes Lighthouse's simulated connection delivers in its first round trip: its initial
 * congestion window, 10 segments of 1,460 bytes (TCPConnection.js of Lighthouse's Lantern). A
 * larger document waits one more round trip (150 ms) before its first paint.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * Lighthouse's "page isn't blocked from indexing" audit. Pages that carry noindex on purpose (the
 * sign-in page, the private area: `noindexRoutes` in src/site.config.ts) fail it by design.
 */
export const CRAWLABLE_AUDIT = 'is-crawlable';

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? 0;

/** A category's score as Lighthouse computes it (weighted mean of its audits), without some audits. */
function scoreWithout(lhr: LighthouseResult, category: string, leftOut: readonly string[]): number {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && !leftOut.includes(ref.id));
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (weight === 0) return score(lhr, category);
  return Math.round((refs.reduce((sum, ref) => sum + (lhr.audits[ref.id]?.score ?? 0) * ref.weight, 0) / weight) * 100);
}

function resourceSummary(lhr: LighthouseResult): { scriptBytes: number; totalBytes: number; documentBytes: number; requests: number } {
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const items = details?.items ?? [];
  const find = (type: string) => items.find((item) => item.resourceType === type);
  return {
    scriptBytes: find('script')?.transferSize ?? 0,
    totalBytes: find('total')?.transferSize ?? 0,
    documentBytes: find('document')?.transferSize ?? 0,
    requests: find('total')?.requestCount ?? 0,
  };
}

/** The source of a long task Lighthouse cannot pin on anything: mostly the start of the page's process (docs/performance/coop.md). */
export const UNATTRIBUTED_SOURCE = 'non attribuée';

/** Lighthouse's names for work it cannot pin on a script. */
const UNSCRIPTED_SOURCES: Record<string, string> = { Unattributable: UNATTRIBUTED_SOURCE, Browser: 'navigateur', 'Browser GC': 'navigateur' };

function taskSource(url: string, pageUrl: string | undefined): string {
  const unscripted = UNSCRIPTED_SOURCES[url];
  if (unscripted) return unscripted;
  if (url === pageUrl) return 'page';
  if (!URL.canParse(url) || !pageUrl || !URL.canParse(pageUrl)) return url;
  const address = new URL(url);
  return address.origin === new URL(pageUrl).origin ? address.pathname : url;
}

function longTasks(lhr: LighthouseResult): LongTask[] {
  const details = lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined;
  return (details?.items ?? [])
    .map((item) => ({ source: taskSource(item.url ?? 'Unattributable', lhr.finalDisplayedUrl), durationMs: item.duration ?? 0 }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** The row of one page; `noindexRoutes` are the pages kept out of search engines on purpose. */
export function auditRow(route: string, lhr: LighthouseResult, noindexRoutes: readonly string[]): AuditRow {
  const resources = resourceSummary(lhr);
  const intendedSeoMisses = noindexRoutes.includes(route) && lhr.audits[CRAWLABLE_AUDIT]?.score === 0 ? [CRAWLABLE_AUDIT] : [];
  return {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    seoIntended: intendedSeoMisses.length > 0 ? scoreWithout(lhr, 'seo', intendedSeoMisses) : score(lhr, 'seo'),
    intendedSeoMisses,
    fcpSeconds: numeric(lhr, 'first-contentful-paint') / 1000,
    lcpSeconds: numeric(lhr, 'largest-contentful-paint') / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: resources.scriptBytes / 1024,
    totalKb: resources.totalBytes / 1024,
    requests: resources.requests,
    longTasks: longTasks(lhr),
    documentBytes: resources.documentBytes,
    // Lighthouse checks how the largest paint's resource was found only when there is one: an image.
    lcpIsImage: ((lhr.audits['lcp-discovery-insight']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0) > 0,
  };
}

/** "66 (100 hors noindex voulu)" on a page that fails only what it means to, the score alone elsewhere. */
export function seoLabel(row: AuditRow): string {
  return row.intendedSeoMisses.length > 0 ? `${row.seo} (${row.seoIntended} hors noindex voulu)` : String(row.seo);
}

/**
 * The median of several runs of one page: runs ordered from worst to best by performance score,
 * then by LCP (most runs score 100, and LCP is what still varies), and the middle one taken; with
 * an even count, the worse of the two middle runs.
 */
export function medianRun<T extends LighthouseResult>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('Aucun passage Lighthouse à résumer.');
  const performance = (run: T) => run.categories['performance']?.score ?? 0;
  const sorted = [...runs].sort((a, b) => performance(a) - performance(b) || numeric(b, 'largest-contentful-paint') - numeric(a, 'largest-contentful-paint'));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/**
 * The routes one audit per template needs: every top-level page and the first page of each folder
 * (every /concerts/… page is one template). The English and Spanish pages share the French
 * templates: by default /en/ and /es/ are a folder each, audited through their first page; with
 * `eachLanguage`, each language's fixed pages are all kept and its folders audited once each, so
 * French pages and their twins can be compared.
 */
export function firstOfEachFolder(routes: readonly string[], { eachLanguage = false } = {}): string[] {
  const folderOf = (route: string) => route.slice(0, route.lastIndexOf('/'));
  const isLanguageRoot = (folder: string) => languages.some((lang) => folder === `/${lang}`);
  const topLevel = (route: string) => folderOf(route) === '' || (eachLanguage && isLanguageRoot(folderOf(route)));
  return routes.filter((route, index) => topLevel(route) || routes.findIndex((other) => folderOf(other) === folderOf(route)) === index);
}

/**
 * The template a page is built from, in its language: every fixed page is a template of its own
 * (/bio, /en/biography), a folder's pages share one (/concerts/…, /en/blog/…), and so do the
 * ensembles' pages (/yaniel-barcenas-quintet, …) and their kits (…/kit), which sit at the top.
 */
export function templateOf(route: string, ensemblePaths: readonly string[]): string {
  const language = languages.find((lang) => route === `/${lang}` || route.startsWith(`/${lang}/`));
  const rest = language ? route.slice(language.length + 1) : route;
  const prefix = language ?? '';
  if (rest.endsWith('/kit') && ensemblePaths.includes(rest.slice(0, -'/kit'.length))) return `${prefix} kit`;
  if (ensemblePaths.includes(rest)) return `${prefix} formation`;
  const folder = rest.slice(0, rest.lastIndexOf('/'));
  return folder === '' ? `${prefix} ${rest}` : `${prefix} ${folder}/…`;
}

/** One page of each template in each language (templateOf), the first in the order given. */
export function oneOfEachTemplate(routes: readonly string[], ensemblePaths: readonly string[]): string[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const template = templateOf(route, ensemblePaths);
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/** "/_astro/VideoFacadeBehaviour.js 225 ms, page 56 ms", or "aucune". */
export function longTasksLabel(row: AuditRow): string {
  return row.longTasks.length === 0 ? 'aucune' : row.longTasks.map((task) => `${task.source} ${Math.round(task.durationMs)} ms`).join(', ');
}

/**
 * Targets Lighthouse judges the same way on every run, whatever the machine's load: the
 * accessibility, best-practices and SEO audits, and layout shift (observed, not simulated).
 */
export function missedStableTargets(row: AuditRow): string[] {
  const misses: string[] = [];
  const scores: [name: string, value: number, shown: string][] = [
    ['accessibilité', row.accessibility, String(row.accessibility)],
    ['bonnes pratiques', row.bestPractices, String(row.bestPractices)],
    ['SEO', row.seoIntended, seoLabel(row)],
  ];
  for (const [name, value, shown] of scores) if (value < TARGETS.score) misses.push(`${row.route} : ${name} ${shown} < ${TARGETS.score}`);
  if (row.cls > TARGETS.cls) misses.push(`${row.route} : CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}

/** What lengthens a page's largest paint, as far as the report tells: the document's size, an image to fetch. */
function lcpCauses(row: AuditRow): string {
  const causes = [
    ...(row.documentBytes > FIRST_ROUND_TRIP_BYTES ? [`document de ${row.documentBytes} o, au-delà du premier aller-retour (${FIRST_ROUND_TRIP_BYTES} o)`] : []),
    ...(row.lcpIsImage ? ['plus grand élément : une image à télécharger'] : []),
  ];
  return causes.length === 0 ? '' : ` (${causes.join(' ; ')})`;
}

/**
 * Targets read from the simulated timeline: it scales the main-thread time the run observed, so
 * they move with the machine's load (a busy 2-core runner adds hundreds of milliseconds).
 */
export function missedTimingTargets(row: AuditRow): string[] {
  const misses: string[] = [];
  if (row.performance < TARGETS.score) misses.push(`performance ${row.performance} < ${TARGETS.score}`);
  if (row.lcpSeconds > TARGETS.lcpSeconds) misses.push(`LCP ${row.lcpSeconds.toFixed(2)} s > ${TARGETS.lcpSeconds.toFixed(1)} s${lcpCauses(row)}`);
  if (row.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  // The main thread's long tasks are what a timing miss has to be explained by: named with it.
  return misses.length === 0 ? [] : [`${row.route} : ${misses.join(', ')} ; tâches longues : ${longTasksLabel(row)}`];
}

/**
 * The instant a built site was built "as of" (SITE_BUILD_TIME, or the build's own now), read from
 * the DTSTAMP of its calendar (dist/concerts.ics): the clock the audited pages run on, so that the
 * agenda's view-time sorting sees the day the HTML was written for and not the day of the audit.
 */
export function builtAsOf(calendar: string): number {
  const stamp = /^DTSTAMP:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/m.exec(calendar);
  if (!stamp) throw new Error("dist/concerts.ics n'a pas de DTSTAMP : reconstruisez le site (npx astro build), puis relancez l'audit.");
  const [, year, month, day, hour, minute, second] = stamp;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
}
