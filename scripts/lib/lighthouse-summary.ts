/** Reads the figures the audit reports out of a Lighthouse result, and checks them against the targets. */

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

export interface AuditRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  totalKb: number;
  requests: number;
}

export const TARGETS = { score: 100, lcpSeconds: 1.2, tbtMs: 0, cls: 0 } as const;

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? 0;

function resourceSummary(lhr: LighthouseResult): { scriptBytes: number; totalBytes: number; requests: number } {
  const details = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const items = details?.items ?? [];
  const find = (type: string) => items.find((item) => item.resourceType === type);
  return { scriptBytes: find('script')?.transferSize ?? 0, totalBytes: find('total')?.transferSize ?? 0, requests: find('total')?.requestCount ?? 0 };
}

export function auditRow(route: string, lhr: LighthouseResult): AuditRow {
  const resources = resourceSummary(lhr);
  return {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpSeconds: numeric(lhr, 'largest-contentful-paint') / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: resources.scriptBytes / 1024,
    totalKb: resources.totalBytes / 1024,
    requests: resources.requests,
  };
}

/** The run whose performance score is the median of several (the steadiest figure on a busy machine). */
export function medianRun<T extends LighthouseResult>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('Aucun passage Lighthouse à résumer.');
  const sorted = [...runs].sort((a, b) => (a.categories['performance']?.score ?? 0) - (b.categories['performance']?.score ?? 0));
  return sorted[Math.floor(sorted.length / 2)] as T;
}

/** What a row misses of the targets, in French (empty when it meets them all). */
export function missedTargets(row: AuditRow): string[] {
  const misses: string[] = [];
  const scores: [string, number][] = [
    ['performance', row.performance],
    ['accessibilité', row.accessibility],
    ['bonnes pratiques', row.bestPractices],
    ['SEO', row.seo],
  ];
  for (const [name, value] of scores) if (value < TARGETS.score) misses.push(`${row.route} : ${name} ${value} < ${TARGETS.score}`);
  if (row.lcpSeconds > TARGETS.lcpSeconds) misses.push(`${row.route} : LCP ${row.lcpSeconds.toFixed(2)} s > ${TARGETS.lcpSeconds} s`);
  if (row.tbtMs > TARGETS.tbtMs) misses.push(`${row.route} : TBT ${Math.round(row.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (row.cls > TARGETS.cls) misses.push(`${row.route} : CLS ${row.cls.toFixed(3)} > ${TARGETS.cls}`);
  return misses;
}
