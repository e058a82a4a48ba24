/**
 * The whole document in the first round trip. Lighthouse's simulation paints nothing before the
 * whole document has arrived: a document heavier than its first round trip (FIRST_ROUND_TRIP_BYTES,
 * less the response's headers and a margin for Netlify's Brotli level, as for the first screen in
 * scripts/check-dist.ts) waits one more round trip (150 ms) before its first paint, whatever the
 * first screen weighs. Every page fits, but for the templates listed below: the words, stage plans
 * and pictures they exist for weigh more than the round trip on their own, and every word stays in the
 * HTML for crawlers. A page over it whose template is not listed fails `npm run check:dist`.
 */
import { FIRST_ROUND_TRIP_BYTES } from './lighthouse-summary.ts';
import { languages } from '../../src/lib/languages.ts';
import { ensembleRoutes, kitRoute, localizedPath, pages, type PageId } from '../../src/site.config.ts';

/** Brotli bytes of a document that arrive in its first round trip: the response's headers (about 350 bytes) and as much again as margin left out. */
export const FIRST_ROUND_TRIP_BODY = FIRST_ROUND_TRIP_BYTES - 700;

/**
 * Templates whose pages may be over the budget, by the reason their content cannot fit, matched by
 * route in every language: a concert, an article or a kit the artist adds falls under its
 * template, so that what the artist writes never turns npm test red. Measured on the tests' site
 * (7 December 2026; npm run check:dist -- --docs writes each page's size in docs/performance/dist.md).
 */
interface OverBudgetTemplate {
  /** Why these pages cannot fit honestly (in French: check:dist prints it). */
  reason: string;
  /** Whether `route` is a page of the template. */
  holds(route: string): boolean;
}

const pathsOf = (id: PageId): string[] => languages.map((lang) => pages[id][lang].path);
/** The page `id` itself, in any language. */
const page =
  (...ids: PageId[]) =>
  (route: string): boolean =>
    ids.some((id) => pathsOf(id).includes(route));
/** A page under the folder of page `id` (an article, a concert, a year of the archive), in any language. */
const under =
  (id: PageId) =>
  (route: string): boolean =>
    pathsOf(id).some((path) => route.startsWith(`${path}/`));
const isKit = (route: string): boolean =>
  (Object.keys(ensembleRoutes) as (keyof typeof ensembleRoutes)[]).some((ensemble) => languages.some((lang) => localizedPath(kitRoute(ensemble), lang) === route));

export const OVER_BUDGET: readonly OverBudgetTemplate[] = [
  {
    reason:
      'La page des médias : vingt-quatre vidéos et les photos, chacune avec son affiche ou sa photo en plusieurs tailles (srcset), son titre et son texte alternatif ; ses mots et ses images dépassent à eux seuls (24,1 à 24,5 kB br).',
    holds: page('media'),
  },
  {
    reason: 'Les kits presse et technique : biographies à copier, fiche technique, rider et plan de scène dessiné avec ses libellés ; leur texte seul dépasse (18,6 à 22,2 kB br).',
    holds: isKit,
  },
  {
    reason: 'Les articles du blog : tout leur texte est dans la page (17,7 et 19,2 kB br).',
    holds: under('blog'),
  },
  {
    reason: "La revue de presse : chaque article cité avec son résumé, et l'entretien vidéo (17,4 à 17,9 kB br).",
    holds: page('press'),
  },
  {
    reason: "L'agenda : chaque concert à venir et les archives par année, avec le formulaire d'alerte des fans (17,2 à 18,7 kB br).",
    holds: page('concerts'),
  },
  {
    reason:
      "La boutique, la discographie et le contact : la fiche de chaque album, ses titres et ses crédits ; le formulaire entier, les tarifs de chaque formation et les coordonnées de booking ; et le script d'Astro qui hydrate les îlots, qu'Astro écrit en ligne (1,3 kB br) (14,6 à 17,5 kB br).",
    holds: page('store', 'discography', 'contact'),
  },
  {
    reason:
      "Les pages de concert, jusqu'à 320 octets au-delà en français et en espagnol : le texte du concert, le formulaire d'alerte des fans (libellés, consentement, messages ; 1,3 kB br) et les scripts en ligne de la coquille qui doivent précéder le premier affichage (l'agenda replace ses concerts, l'en-tête montre la session ; 1,8 kB br). Les pages anglaises, aux mots plus courts, tiennent aujourd'hui.",
    holds: under('concerts'),
  },
];

export interface MeasuredDocument {
  route: string;
  /** Brotli bytes of the whole document. */
  whole: number;
}

/** The reason a page may be over the budget, or undefined when it may not. */
export function overBudgetReason(route: string, templates: readonly OverBudgetTemplate[] = OVER_BUDGET): string | undefined {
  return templates.find((template) => template.holds(route))?.reason;
}

/** One message per page over the budget whose template the list does not name. */
export function wholeDocumentProblems(documents: readonly MeasuredDocument[], templates: readonly OverBudgetTemplate[] = OVER_BUDGET): string[] {
  return documents
    .filter((document) => document.whole > FIRST_ROUND_TRIP_BODY && overBudgetReason(document.route, templates) === undefined)
    .map(
      (document) =>
        `${document.route} : document entier de ${document.whole} o br, au-delà du premier aller-retour (${FIRST_ROUND_TRIP_BODY} o) : son premier affichage attend un aller-retour de plus ; allégez ce qui se répète de page en page (scripts en ligne, icônes, classes) ou, si ses mots seuls dépassent, inscrivez son modèle de page avec sa raison dans OVER_BUDGET (scripts/lib/document-budget.ts)`,
    );
}
