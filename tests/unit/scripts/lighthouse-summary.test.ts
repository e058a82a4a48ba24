import { describe, expect, it } from 'vitest';
import {
  auditRow,
  builtAsOf,
  firstOfEachFolder,
  longTasksLabel,
  medianRun,
  missedStableTargets,
  missedTimingTargets,
  oneOfEachTemplate,
  seoLabel,
  templateOf,
} from '../../../scripts/lib/lighthouse-summary';

const NOINDEX_ROUTES = ['/auth', '/acces-pro'];

/** Lighthouse's SEO weights: failing is-crawlable alone caps the category well below 100. */
const SEO_REFS = [
  { id: 'is-crawlable', weight: 4 },
  { id: 'document-title', weight: 1 },
  { id: 'meta-description', weight: 1 },
  { id: 'structured-data', weight: 0 },
];

interface RunFigures {
  performance?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  failedSeoAudits?: string[];
  longTasks?: { url: string; duration: number }[];
  documentBytes?: number;
  lcpImage?: boolean;
}

const PAGE_URL = 'http://localhost:4400/media';

function lighthouseResult({
  performance = 1,
  fcpMs = 900,
  lcpMs = 900,
  tbtMs = 0,
  failedSeoAudits = [],
  longTasks = [],
  documentBytes = 12_000,
  lcpImage = false,
}: RunFigures = {}) {
  const seoScore = (id: string) => (failedSeoAudits.includes(id) ? 0 : 1);
  const weighted = SEO_REFS.filter((ref) => ref.weight > 0);
  const seo = weighted.reduce((sum, ref) => sum + seoScore(ref.id) * ref.weight, 0) / weighted.reduce((sum, ref) => sum + ref.weight, 0);
  return {
    finalDisplayedUrl: PAGE_URL,
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: seo, auditRefs: SEO_REFS },
    },
    audits: {
      ...Object.fromEntries(SEO_REFS.map((ref) => [ref.id, { score: ref.weight > 0 ? seoScore(ref.id) : null }])),
      'first-contentful-paint': { numericValue: fcpMs },
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      'long-tasks': { details: { items: longTasks } },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': { details: { items: [{ resourceType: 'document', transferSize: documentBytes, requestCount: 1 }] } },
      'lcp-discovery-insight': { details: { items: lcpImage ? [{ type: 'checklist' }] : [] } },
    },
  };
}

describe('median of several Lighthouse runs', () => {
  it('takes the middle LCP when every run scores the same', () => {
    const runs = [1300, 1100, 1200].map((lcpMs) => lighthouseResult({ lcpMs }));
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('orders by performance score before LCP', () => {
    const slowScore = lighthouseResult({ performance: 0.97, lcpMs: 900 });
    const slowLcp = lighthouseResult({ performance: 1, lcpMs: 1500 });
    const fast = lighthouseResult({ performance: 1, lcpMs: 1000 });
    expect(medianRun([fast, slowScore, slowLcp])).toBe(slowLcp);
    expect(medianRun([slowScore, slowLcp, fast, lighthouseResult({ performance: 0.9 }), lighthouseResult({ performance: 1, lcpMs: 800 })])).toBe(slowLcp);
  });

  it('keeps the worse middle run of an even count, and a single run as it is', () => {
    const [better, worse] = [lighthouseResult({ lcpMs: 1000 }), lighthouseResult({ lcpMs: 1250 })];
    expect(medianRun([better, worse])).toBe(worse);
    expect(medianRun([better])).toBe(better);
    expect(() => medianRun([])).toThrow(/Aucun passage/);
  });
});

describe('audit row', () => {
  it('reads FCP and LCP in seconds', () => {
    const row = auditRow('/bio', lighthouseResult({ fcpMs: 850, lcpMs: 950 }), NOINDEX_ROUTES);
    expect(row.fcpSeconds).toBeCloseTo(0.85);
    expect(row.lcpSeconds).toBeCloseTo(0.95);
    expect(missedTimingTargets(row)).toEqual([]);
    expect(missedStableTargets(row)).toEqual([]);
  });

  it('accepts the noindex the sign-in and private pages carry on purpose, and says so', () => {
    for (const route of NOINDEX_ROUTES) {
      const row = auditRow(route, lighthouseResult({ failedSeoAudits: ['is-crawlable'] }), NOINDEX_ROUTES);
      expect(row.seo).toBe(33);
      expect(row.seoIntended).toBe(100);
      expect(seoLabel(row)).toBe('33 (100 hors noindex voulu)');
      expect(missedStableTargets(row)).toEqual([]);
    }
  });

  it('fails a noindex on any other page', () => {
    const row = auditRow('/bio', lighthouseResult({ failedSeoAudits: ['is-crawlable'] }), NOINDEX_ROUTES);
    expect(row.seoIntended).toBe(33);
    expect(seoLabel(row)).toBe('33');
    expect(missedStableTargets(row)).toEqual(['/bio : SEO 33 < 100']);
  });

  it('still fails every other SEO audit on a noindex page', () => {
    const row = auditRow('/auth', lighthouseResult({ failedSeoAudits: ['is-crawlable', 'meta-description'] }), NOINDEX_ROUTES);
    expect(row.seoIntended).toBe(50);
    expect(missedStableTargets(row)).toEqual(['/auth : SEO 17 (50 hors noindex voulu) < 100']);
    const withoutNoindex = auditRow('/auth', lighthouseResult({ failedSeoAudits: ['document-title'] }), NOINDEX_ROUTES);
    expect(withoutNoindex.intendedSeoMisses).toEqual([]);
    expect(missedStableTargets(withoutNoindex)).toEqual(['/auth : SEO 83 < 100']);
  });

  it('sets apart the timing targets, which a loaded machine moves, from the ones every run judges alike', () => {
    const slow = auditRow('/media', lighthouseResult({ performance: 0.96, lcpMs: 1400 }), NOINDEX_ROUTES);
    expect(missedTimingTargets(slow)).toEqual(['/media : performance 96 < 100, LCP 1.40 s > 1.0 s ; tâches longues : aucune']);
    expect(missedStableTargets(slow)).toEqual([]);
    const noindexed = auditRow('/bio', lighthouseResult({ failedSeoAudits: ['is-crawlable'] }), NOINDEX_ROUTES);
    expect(missedStableTargets(noindexed)).toEqual(['/bio : SEO 33 < 100']);
    expect(missedTimingTargets(noindexed)).toEqual([]);
  });
});

describe('a late largest paint', () => {
  it('says when the document takes more than the first round trip, or the largest paint is an image', () => {
    const large = auditRow('/concerts', lighthouseResult({ lcpMs: 1060, documentBytes: 17_958 }), NOINDEX_ROUTES);
    expect(missedTimingTargets(large)).toEqual(['/concerts : LCP 1.06 s > 1.0 s (document de 17958 o, au-delà du premier aller-retour (14600 o)) ; tâches longues : aucune']);
    const image = auditRow('/media', lighthouseResult({ lcpMs: 1660, documentBytes: 31_825, lcpImage: true }), NOINDEX_ROUTES);
    expect(missedTimingTargets(image)[0]).toContain('(document de 31825 o, au-delà du premier aller-retour (14600 o) ; plus grand élément : une image à télécharger)');
    expect(missedTimingTargets(auditRow('/bio', lighthouseResult({ lcpMs: 1100 }), NOINDEX_ROUTES))).toEqual(['/bio : LCP 1.10 s > 1.0 s ; tâches longues : aucune']);
  });
});

describe('long tasks', () => {
  const longTasks = [
    { url: 'Unattributable', duration: 53 },
    { url: 'http://localhost:4400/_astro/VideoFacadeBehaviour.js', duration: 225.4 },
    { url: PAGE_URL, duration: 69 },
    { url: 'https://www.youtube-nocookie.com/s/player.js', duration: 120 },
  ];

  it("names each by its script's path on the site, a foreign script by its address, the document's own work as the page's, longest first", () => {
    const row = auditRow('/media', lighthouseResult({ longTasks }), NOINDEX_ROUTES);
    expect(row.longTasks.map((task) => task.source)).toEqual(['/_astro/VideoFacadeBehaviour.js', 'https://www.youtube-nocookie.com/s/player.js', 'page', 'non attribuée']);
    expect(longTasksLabel(row)).toBe('/_astro/VideoFacadeBehaviour.js 225 ms, https://www.youtube-nocookie.com/s/player.js 120 ms, page 69 ms, non attribuée 53 ms');
    expect(longTasksLabel(auditRow('/bio', lighthouseResult(), NOINDEX_ROUTES))).toBe('aucune');
  });

  it('names them with a missed timing target, which they explain, and only then', () => {
    const blocked = auditRow('/media', lighthouseResult({ tbtMs: 376, longTasks }), NOINDEX_ROUTES);
    expect(missedTimingTargets(blocked)).toEqual([
      '/media : TBT 376 ms > 50 ms ; tâches longues : /_astro/VideoFacadeBehaviour.js 225 ms, https://www.youtube-nocookie.com/s/player.js 120 ms, page 69 ms, non attribuée 53 ms',
    ]);
    expect(missedTimingTargets(auditRow('/media', lighthouseResult({ tbtMs: 50, lcpMs: 1000, longTasks }), NOINDEX_ROUTES))).toEqual([]);
  });
});

describe('one audit per template', () => {
  const routes = ['/', '/bio', '/blog', '/blog/premier', '/blog/second', '/en', '/en/biography', '/en/blog', '/en/blog/premier', '/en/blog/second', '/es', '/es/biografia'];

  it('keeps every top-level page and the first page of each folder, /en/ and /es/ counting as a folder each', () => {
    expect(firstOfEachFolder(routes)).toEqual(['/', '/bio', '/blog', '/blog/premier', '/en', '/en/biography', '/en/blog/premier', '/es', '/es/biografia']);
  });

  it('keeps every fixed page of every language, and one page per folder per language, when asked', () => {
    expect(firstOfEachFolder(routes, { eachLanguage: true })).toEqual([
      '/',
      '/bio',
      '/blog',
      '/blog/premier',
      '/en',
      '/en/biography',
      '/en/blog',
      '/en/blog/premier',
      '/es',
      '/es/biografia',
    ]);
  });

  it('keeps one page of each template in each language: each fixed page, one per folder, one ensemble and one kit', () => {
    const ensembles = ['/artiste-quintet', '/artiste-trio'];
    const all = [
      ...routes,
      '/artiste-quintet',
      '/artiste-quintet/kit',
      '/artiste-trio',
      '/artiste-trio/kit',
      '/concerts/archives/2025',
      '/concerts/archives/2024',
      '/concerts/2026-01-01-paris',
      '/en/artiste-quintet',
      '/en/artiste-trio/kit',
      '/en/artiste-quintet/kit',
      '/es/artiste-trio',
    ];
    expect(oneOfEachTemplate(all, ensembles)).toEqual([
      '/',
      '/bio',
      '/blog',
      '/blog/premier',
      '/en',
      '/en/biography',
      '/en/blog',
      '/en/blog/premier',
      '/es',
      '/es/biografia',
      '/artiste-quintet',
      '/artiste-quintet/kit',
      '/concerts/archives/2025',
      '/concerts/2026-01-01-paris',
      '/en/artiste-quintet',
      '/en/artiste-trio/kit',
      '/es/artiste-trio',
    ]);
    expect([templateOf('/es/artiste-trio/kit', ensembles), templateOf('/kit', ensembles), templateOf('/en/blog/x', ensembles)]).toEqual(['es kit', ' /kit', 'en /blog/…']);
  });
});

describe('the instant the audited site was built as of', () => {
  it('is read from the calendar stamp', () => {
    const calendar = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTAMP:20251020T080000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(builtAsOf(calendar)).toBe(Date.parse('2025-10-20T10:00:00+02:00'));
  });

  it('stops the audit, in French, when the calendar has no stamp', () => {
    expect(() => builtAsOf('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).toThrow(/DTSTAMP/);
  });
});
