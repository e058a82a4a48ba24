/**
 * The whole document in the first round trip. Lighthouse's simulation paints nothing before the
 * whole document has arrived: a document heavier than its first round trip (FIRST_ROUND_TRIP_BYTES,
 * less the response's headers and a margin for Netlify's Brotli level, as for the first screen in
 * scripts/check-dist.ts) waits one more round trip (150 ms) before its first paint, whatever the
 * first screen weighs. Every page fits, but for the few listed below: the words, stage plans and
 * pictures they exist for weigh more than the round trip on their own, and every word stays in the
 * HTML for crawlers. A page that goes over and is not listed fails `npm run check:dist`.
 */
import { FIRST_ROUND_TRIP_BYTES } from './lighthouse-summary.ts';

/** Brotli bytes of a document that arrive in its first round trip: the response's headers (about 350 bytes) and as much again as margin left out. */
export const FIRST_ROUND_TRIP_BODY = FIRST_ROUND_TRIP_BYTES - 700;

/** Pages known to be over the budget, by the reason their content cannot fit (the tests' site, as npm test builds it, 7 December 2026). */
interface OverBudgetGroup {
  /** Why these pages cannot fit honestly (in French: check:dist prints it). */
  reason: string;
  /** Each page's route and its Brotli bytes when the list was last measured (npm run check:dist prints them). */
  pages: Readonly<Record<string, number>>;
}

export const OVER_BUDGET: readonly OverBudgetGroup[] = [
  {
    reason:
      'La page des médias : vingt-quatre vidéos et les photos, chacune avec son affiche ou sa photo en plusieurs tailles (srcset), son titre et son texte alternatif ; ses mots et ses images dépassent à eux seuls.',
    pages: {
      '/es/media': 24530,
      '/media': 24415,
      '/en/media': 24142,
    },
  },
  {
    reason: 'Les kits presse et technique : biographies à copier, fiche technique, rider et plan de scène dessiné avec ses libellés ; leur texte seul dépasse.',
    pages: {
      '/yaniel-barcenas-mambi/kit': 22231,
      '/es/yaniel-barcenas-quintet/kit': 22032,
      '/yaniel-barcenas-quintet/kit': 22002,
      '/es/yaniel-barcenas-mambi/kit': 21934,
      '/en/yaniel-barcenas-mambi/kit': 21422,
      '/en/yaniel-barcenas-quintet/kit': 21270,
      '/yaniel-barcenas-trio/kit': 20433,
      '/es/yaniel-barcenas-trio/kit': 20323,
      '/en/yaniel-barcenas-trio/kit': 19641,
      '/yaniel-barcenas-duo/kit': 19297,
      '/es/yaniel-barcenas-duo/kit': 19242,
      '/en/yaniel-barcenas-duo/kit': 18612,
    },
  },
  {
    reason: 'Les articles du blog : tout leur texte est dans la page.',
    pages: {
      '/blog/etre-musicien-multicasquette-yaniel-barcenas': 19245,
      '/blog/entre-deux-mondes-voyage-musical-havane-paris': 17708,
    },
  },
  {
    reason: "La revue de presse : chaque article cité avec son résumé, et l'entretien vidéo.",
    pages: {
      '/es/prensa': 17878,
      '/presse': 17647,
      '/en/press': 17427,
    },
  },
  {
    reason: "L'agenda : chaque concert à venir et les archives par année, avec le formulaire d'alerte des fans.",
    pages: {
      '/concerts': 18710,
      '/es/conciertos': 17552,
      '/en/concerts': 17190,
    },
  },
  {
    reason: "La boutique : la fiche de chaque album, et le script d'Astro qui hydrate les îlots, qu'Astro écrit en ligne (1,3 kB br).",
    pages: {
      '/store': 17467,
      '/es/tienda': 17294,
      '/en/store': 16970,
    },
  },
  {
    reason: 'La discographie : chaque album avec ses titres et ses crédits, et le carrousel des collaborations.',
    pages: {
      '/discographie': 16217,
      '/es/discografia': 16121,
      '/en/discography': 15637,
    },
  },
  {
    reason:
      "Le contact : le formulaire entier, les tarifs de chaque formation, les coordonnées de booking, et le script d'Astro qui hydrate les îlots, écrit en ligne (1,3 kB br).",
    pages: {
      '/contact': 15128,
      '/es/contacto': 14984,
      '/en/contact': 14633,
    },
  },
  {
    reason:
      "Les pages de concert en français et en espagnol, de 60 à 320 octets au-delà : le formulaire d'alerte des fans (libellés, consentement, messages ; 1,3 kB br) et les scripts en ligne de la coquille qui doivent précéder le premier affichage (l'agenda replace ses concerts, l'en-tête montre la session ; 1,8 kB br). Les pages anglaises, aux mots plus courts, tiennent.",
    pages: {
      '/concerts/2027-03-20-mambi-lyon': 14219,
      '/concerts/2027-06-05-nuit-cubaine-marseille': 14157,
      '/concerts/2027-01-23-trio-paris': 14148,
      '/es/conciertos/2027-03-20-mambi-lyon': 14147,
      '/concerts/2027-07-24-son-del-puerto-lisbonne': 14144,
      '/es/conciertos/2027-06-05-nuit-cubaine-marseille': 14134,
      '/concerts/2027-10-09-trio-madrid': 14127,
      '/concerts/2027-07-10-jazz-en-garrigue': 14110,
      '/concerts/2026-12-12-sunside-paris': 14106,
      '/concerts/2026-03-14-duo-geneve': 14099,
      '/es/conciertos/2027-01-23-trio-paris': 14095,
      '/concerts/2025-12-06-trio-rouen': 14086,
      '/concerts/2027-04-03-duo-bruxelles': 14086,
      '/concerts/2026-10-03-mambi-bordeaux': 14069,
      '/concerts/2027-11-27-quintet-nantes': 14069,
      '/es/conciertos/2025-12-06-trio-rouen': 14065,
      '/es/conciertos/2027-07-24-son-del-puerto-lisbonne': 14060,
      '/es/conciertos/2027-07-10-jazz-en-garrigue': 14056,
      '/es/conciertos/2027-04-03-duo-bruxelles': 14054,
      '/concerts/2025-10-24-jazz-sur-seine-sunside': 14040,
      '/es/conciertos/2026-12-12-sunside-paris': 14031,
      '/es/conciertos/2026-10-03-mambi-bordeaux': 14024,
      '/es/conciertos/2027-11-27-quintet-nantes': 14014,
      '/es/conciertos/2027-10-09-trio-madrid': 13980,
      '/es/conciertos/2026-03-14-duo-geneve': 13979,
      '/es/conciertos/2025-10-24-jazz-sur-seine-sunside': 13962,
    },
  },
];

export interface MeasuredDocument {
  route: string;
  /** Brotli bytes of the whole document. */
  whole: number;
}

/** The reason a page may be over the budget, or undefined when it may not. */
export function overBudgetReason(route: string, groups: readonly OverBudgetGroup[] = OVER_BUDGET): string | undefined {
  return groups.find((group) => route in group.pages)?.reason;
}

/**
 * One message per page over the budget that the list does not name. A listed page that has grown
 * or shrunk is not a failure: its content is the artist's (the list gives the size it had).
 */
export function wholeDocumentProblems(documents: readonly MeasuredDocument[], groups: readonly OverBudgetGroup[] = OVER_BUDGET): string[] {
  return documents
    .filter((document) => document.whole > FIRST_ROUND_TRIP_BODY && overBudgetReason(document.route, groups) === undefined)
    .map(
      (document) =>
        `${document.route} : document entier de ${document.whole} o br, au-delà du premier aller-retour (${FIRST_ROUND_TRIP_BODY} o) : son premier affichage attend un aller-retour de plus ; allégez ce qui se répète de page en page (scripts en ligne, icônes, classes) ou, si ses mots seuls dépassent, inscrivez-la avec sa raison dans OVER_BUDGET (scripts/lib/document-budget.ts)`,
    );
}
