/**
 * The pages of the site under test as the tests name them, without a browser: Playwright's specs
 * and the checks of the built files (tests/dist) both read them here.
 * - `routes`: the specification's route table (French), with each page's main heading;
 * - `templateOf` and `axePages`: which component renders each built page, and which page of each
 *   template, in each language, the default lane audits with axe (the others: the full lane).
 */
import { existsSync } from 'node:fs';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { ADMIN_ROUTE } from '../../integrations/studio/route.ts';
import { folderLanguage } from '../../scripts/lib/languages.ts';
import { artistPages, ensembleRoutes, kitRoute, localizedPath, pages, site, type PageId } from '../../src/site.config.ts';
import type { Language } from '../../src/lib/languages.ts';

type Ensemble = keyof typeof ensembleRoutes;
const ensembles = Object.keys(ensembleRoutes) as Ensemble[];

/** The error pages of the registry: not routes a visitor is sent to. */
const errorPages: string[] = [pages.notFound.fr.path, pages.articleNotFound.fr.path];

/** Every route of the specification's route table, with its expected main heading: the page registry's, and the four ensembles. */
export const routes: { path: string; heading: string | RegExp }[] = [
  ...Object.values(pages)
    .map(({ fr }) => fr)
    .filter((page) => !errorPages.includes(page.path))
    .map((page) => ({ path: page.path, heading: page.path === pages.home.fr.path ? site.artist.name : page.title })),
  { path: ensembleRoutes.quintet, heading: 'Yaniel Bárcenas Quintet' },
  { path: ensembleRoutes.trio, heading: 'Yaniel Bárcenas Trio' },
  { path: ensembleRoutes.duo, heading: 'Yaniel Bárcenas Duo' },
  { path: ensembleRoutes.mambi, heading: /Yaniel Bárcenas Mamb/ },
];

/**
 * A page template: the component that renders a page (src/pages/, src/components/pages/), the
 * same in every language. Each fixed page of the registry has its own; the ensembles share one, as
 * do their press kits, the concerts, the archive's years and the articles.
 */
export type Template = PageId | 'ensemble' | 'kit' | 'concert' | 'archiveYear' | 'article' | 'approval' | 'studio';

/** The template that renders `route` (a page of dist/), or undefined for a page these tests do not know. */
export function templateOf(route: string): Template | undefined {
  const lang = folderLanguage(route);
  const fixed = (Object.keys(pages) as PageId[]).find((id) => pages[id][lang].path === route);
  if (fixed) return fixed;
  if (ensembles.some((ensemble) => localizedPath(ensembleRoutes[ensemble], lang) === route)) return 'ensemble';
  if (ensembles.some((ensemble) => localizedPath(kitRoute(ensemble), lang) === route)) return 'kit';
  const underConcerts = route.startsWith(`${pages.concerts[lang].path}/`) ? route.slice(pages.concerts[lang].path.length + 1).split('/') : [];
  if (underConcerts.length === 1) return 'concert';
  if (underConcerts.length === 2) return 'archiveYear';
  if (route.startsWith(`${pages.blog[lang].path}/`)) return 'article';
  if (Object.values(artistPages).some((page) => page.path === route)) return 'approval';
  if (route === ADMIN_ROUTE) return 'studio';
  return undefined;
}

/**
 * Templates whose pages the axe sweep leaves to other specs, in the languages those specs audit
 * (all when `languages` is absent), and where. The sweep audits the other languages; after
 * Playwright, axe-coverage.ts checks from what each run really audited that every template was
 * audited in every language. The studio alone is never audited: Sveltia's application, not a page
 * of the site.
 */
export const auditedElsewhere: Partial<Record<Template, { where: string; languages?: readonly Language[] }>> = {
  approval: { where: 'pro-area.spec.ts, with each message it shows' },
  fanConfirm: { where: 'fan-pages.spec.ts, in each state it shows', languages: ['en'] },
  fanUnsubscribe: { where: 'fan-pages.spec.ts, in each state it shows', languages: ['en'] },
  fanPreferences: { where: 'fan-pages.spec.ts, in each state it shows', languages: ['en'] },
  studio: { where: "studio.spec.ts: Sveltia's application, not a page of the site" },
};

/** Whether the sweep leaves `template` in `lang` to another spec. */
export function isAuditedElsewhere(template: Template, lang: Language): boolean {
  const elsewhere = auditedElsewhere[template];
  return Boolean(elsewhere && (!elsewhere.languages || elsewhere.languages.includes(lang)));
}

/** The one template no run audits (see auditedElsewhere). */
export const NEVER_AUDITED: Template = 'studio';

/**
 * The page of a template of several pages that the default lane audits, by the end of its
 * address, the same in each language: the ensemble the ensemble spec looked at, the first press
 * kit, the concert with booking, map and sharing, the newest article. A template not named here
 * (a fixed page, the archive's one year) is audited on its first page.
 */
const representativeEnds: Partial<Record<Template, string>> = {
  ensemble: ensembleRoutes.mambi,
  kit: kitRoute('quintet'),
  concert: '/2026-12-12-sunside-paris',
  article: '/etre-musicien-multicasquette-yaniel-barcenas',
};

export interface AxePage {
  route: string;
  lang: Language;
  template: Template;
  /** Audited by `npm test` (once per template and language) rather than only by `npm run test:full`. */
  defaultLane: boolean;
}

/**
 * Every page of the built site the axe sweep audits, in address order: each template's
 * representative in each language for the default lane, every other page for the full lane.
 * A page of no known template stops the run: the sweep would leave it out unseen.
 */
export function axePages(dist = 'dist'): AxePage[] {
  if (!existsSync(dist)) return [];
  const found: AxePage[] = [];
  for (const route of listFiles(dist, '.html').map((file) => routeOfHtmlFile(dist, file))) {
    const template = templateOf(route);
    if (!template) throw new Error(`${route}: no page template known for it in tests/e2e/site-pages.ts (templateOf), so no axe audit.`);
    const lang = folderLanguage(route);
    if (isAuditedElsewhere(template, lang)) continue;
    const end = representativeEnds[template];
    const taken = found.some((page) => page.template === template && page.lang === lang && page.defaultLane);
    const chosen = end ? route.endsWith(end) : !taken;
    found.push({ route, lang, template, defaultLane: chosen && !taken });
  }
  return found;
}
