/**
 * Budgets and checks on the built site, deterministic (read from dist/, nothing timed):
 * JavaScript per page, HTML document size per page and its first screen in the first round trip, display font, HTML validity (Nu Html Checker), internal links and images,
 * JSON-LD, share images, and the headers of netlify.toml. Prints tables; exits 1 when anything fails.
 *
 *   node scripts/check-dist.ts            (after `astro build`; `npm run check:dist`)
 *   npm run check:dist -- --docs          (also writes the tables to docs/performance/dist.md)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { parse } from 'node-html-parser';
import { fontUrls } from '../integrations/font-subset/font-subset.ts';
import { listFiles, routeOfHtmlFile } from '../integrations/built-site/dist-files.ts';
import { ADMIN_ROUTE } from '../integrations/studio/route.ts';
import { missingCharacters } from '../integrations/font-subset/font-coverage.ts';
import { distSubsetCharacters } from '../integrations/font-subset/subset-dist-fonts.ts';
import { headerProblems } from './lib/headers.ts';
import { jsonLdProblems } from './lib/jsonld.ts';
import { brokenReferences } from './lib/links.ts';
import { shareImageProblems } from '../src/share-cards/built-image.ts';
import { onDemandProblems, pageWeight } from './lib/js-weight.ts';
import { measurementReport } from './lib/measurement-report.ts';
import { languageProblems } from './lib/languages.ts';
import { firstRoundTrip } from './lib/first-round-trip.ts';
import { FIRST_ROUND_TRIP_BODY, overBudgetReason, wholeDocumentProblems } from './lib/document-budget.ts';

const report = measurementReport('docs/performance/dist.md', 'Budgets du site construit', 'npm run check:dist -- --docs');

const DIST = 'dist';
/**
 * Script budget (gzip): a page without an island downloads at most 3 kB of script before its
 * first paint. Behaviour that can wait loads on demand (src/components/ui/OnDemand.astro) and is
 * counted apart, in the <template> column.
 */
const JS_TARGET = 3 * 1024;
const siteOrigin = new URL(process.env['SITE_URL'] || process.env['URL'] || 'https://yaniel-barcenas.example').origin;

/**
 * The Nu Html Checker (Java) reads dist/ while the checks below run: started first, awaited last,
 * it takes no time of its own on a machine with a core to spare.
 */
const nuHtmlCheck = new Promise<{ ok: boolean; stderr: string }>((resolve) => {
  const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  // The checker's CSS grammar predates @property (Tailwind 4 declares its variables with it):
  // its CSS messages are left out, the HTML itself is checked in full.
  execFile(
    'java',
    ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--skip-non-html', '--filterpattern', 'CSS: .*', DIST],
    { maxBuffer: 64 * 1024 * 1024 },
    (error, _stdout, stderr) => resolve({ ok: !error, stderr: String(stderr || error || '') }),
  );
});

const failures: string[] = [];
const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const pages = listFiles(DIST, '.html').map((file) => ({ file, route: routeOfHtmlFile(DIST, file), html: readFileSync(file, 'utf8') }));
if (pages.length === 0) {
  console.error("dist/ ne contient aucune page : lancez d'abord `npx astro build`.");
  process.exit(1);
}

// The studio (/admin) is Sveltia's application, 2.1 MB of script only the artist loads: out of the visitors' budgets.
const visitorPages = pages.filter((page) => page.route !== ADMIN_ROUTE);

report.say(`\nJavaScript par page (gzip) — ${pages.length} pages ; plafond sans îlot ${kB(JS_TARGET)} kB avant affichage\n`);
report.say("| page | avant affichage (kB) | fichiers avant affichage | îlots à l'hydratation (kB) | en attente dans un `<template>` (kB) | budget |");
report.say('| --- | ---: | ---: | ---: | ---: | --- |');
const weights = visitorPages.map((page) => ({ route: page.route, ...pageWeight(DIST, page.html) }));
for (const weight of weights) {
  const verdict = weight.hasIslands ? 'îlot' : weight.initial <= JS_TARGET ? 'ok' : 'DÉPASSÉ';
  if (verdict === 'DÉPASSÉ')
    failures.push(`${weight.route} : ${kB(weight.initial)} kB de JavaScript avant affichage sans îlot (plafond ${kB(JS_TARGET)} kB) : chargez à la demande ce qui peut attendre`);
  // No script paints content: a script file asked for before the first paint only competes with it.
  if (weight.initialRequests > 0)
    failures.push(
      `${weight.route} : ${weight.initialRequests} fichier(s) de script demandé(s) avant le premier affichage : confiez le comportement à <OnDemand> (src/components/ui/OnDemand.astro)`,
    );
  report.say(
    `| ${weight.route} | ${kB(weight.initial)} | ${weight.initialRequests} | ${weight.hasIslands ? kB(weight.islands) : '—'} | ${weight.parked > 0 ? kB(weight.parked) : '—'} | ${verdict} |`,
  );
}
const shell = Math.min(...weights.map((weight) => weight.initial));
report.say(`\nCoquille commune (le minimum de toutes les pages) : ${kB(shell)} kB.`);
if (shell > JS_TARGET) failures.push(`coquille commune : ${kB(shell)} kB de JavaScript (objectif ${kB(JS_TARGET)} kB)`);

/**
 * HTML documents, as Netlify sends them (Brotli, scripts/lib/first-round-trip.ts). Lighthouse's
 * simulation delivers FIRST_ROUND_TRIP_BODY bytes of it in its first round trip; what the first
 * screen needs to paint (the document up to its largest paint: the <h1>, or the first image asked
 * for first, whichever ends later, with the inline styles before them) must arrive in it, or the
 * paint waits one more round trip (150 ms). As the simulation waits for the whole document, the
 * whole document must fit too, but for the page templates scripts/lib/document-budget.ts lists with their
 * reason: every word stays in the HTML. The ceilings on whole documents catch a real regression,
 * not a page that grew with its content:
 * the smallest page (the shared shell) must stay under HTML_SHELL_CEILING, as a layout-wide
 * growth shows there first, and no page may pass HTML_PAGE_CEILING (the largest is /media).
 */
const HTML_SHELL_CEILING = 10 * 1024;
const HTML_PAGE_CEILING = 28 * 1024;
report.say(
  `\nDocument HTML par page (Brotli, comme Netlify l’envoie) — le premier écran (jusqu’au plus grand élément) en ${FIRST_ROUND_TRIP_BODY} o au plus (premier aller-retour), le document entier aussi, sauf les pages des modèles listés (scripts/lib/document-budget.ts), ${kB(HTML_PAGE_CEILING)} kB au plus dans tous les cas\n`,
);
report.say('| page | document (octets br) | premier écran (octets br) | fin du premier écran | premier aller-retour | document entier |');
report.say('| --- | ---: | ---: | --- | --- | --- |');
const END_NAMES = { h1: 'titre <h1>', image: 'image prioritaire', document: 'fin du document' } as const;
const documents = await Promise.all(visitorPages.map(async (page) => ({ route: page.route, ...(await firstRoundTrip(page.html)) })));
for (const document of documents) {
  if (document.whole > HTML_PAGE_CEILING) failures.push(`${document.route} : document HTML de ${kB(document.whole)} kB br (plafond ${kB(HTML_PAGE_CEILING)} kB)`);
  if (document.firstScreen > FIRST_ROUND_TRIP_BODY)
    failures.push(
      `${document.route} : le premier écran (jusqu’à la ${END_NAMES[document.endsWith]}) pèse ${document.firstScreen} o br, au-delà du premier aller-retour (${FIRST_ROUND_TRIP_BODY} o) : allégez ce qui le précède (styles, en-tête) ou repoussez le reste plus bas dans le document`,
    );
  report.say(
    `| ${document.route} | ${document.whole} | ${document.firstScreen} | ${END_NAMES[document.endsWith]} | ${document.firstScreen <= FIRST_ROUND_TRIP_BODY ? 'ok' : 'DÉPASSÉ'} | ${document.whole <= FIRST_ROUND_TRIP_BODY ? 'ok' : overBudgetReason(document.route) ? 'listé' : 'DÉPASSÉ'} |`,
  );
}
wholeDocumentProblems(documents).forEach((problem) => failures.push(problem));
const wholeFitting = documents.filter((document) => document.whole <= FIRST_ROUND_TRIP_BODY).length;
const htmlShell = Math.min(...documents.map((document) => document.whole));
const largestFirstScreen = Math.max(...documents.map((document) => document.firstScreen));
report.say(
  `\nPremier écran dans le premier aller-retour : ${documents.filter((document) => document.firstScreen <= FIRST_ROUND_TRIP_BODY).length} pages sur ${documents.length} (le plus lourd : ${largestFirstScreen} o). Document entier dans le premier aller-retour : ${wholeFitting} pages. Coquille commune (la plus petite page) : ${htmlShell} o.`,
);
if (htmlShell > HTML_SHELL_CEILING) failures.push(`coquille HTML commune : ${htmlShell} o br (plafond ${HTML_SHELL_CEILING} o)`);

/**
 * Display font, subset after the build to the characters the site uses (integrations/font-subset/):
 * like a document, it arrives in one round trip within FIRST_ROUND_TRIP_BODY bytes. The ceiling (16 kB)
 * catches a build that lost the subset step (Fontsource's whole Latin file weighs 18 kB). A
 * character the font cannot draw shows in the fallback serif: listed, not a failure.
 */
const FONT_CEILING = 16 * 1024;
const shownCharacters = distSubsetCharacters(DIST);
report.say('');
for (const url of new Set(pages.flatMap((page) => fontUrls(page.html)))) {
  const font = readFileSync(join(DIST, url));
  const missing = await missingCharacters(font, shownCharacters);
  if (font.length > FONT_CEILING)
    failures.push(`police ${url} : ${kB(font.length)} kB (plafond ${kB(FONT_CEILING)} kB) : l'étape de réduction (subsetDisplayFont dans astro.config.mjs) a-t-elle tourné ?`);
  report.say(
    `Police ${url} : ${font.length} octets (${font.length <= FIRST_ROUND_TRIP_BODY ? 'un aller-retour' : "au-dessus d'un aller-retour"}), ${[...shownCharacters].length - missing.length} caractères du site.`,
  );
  if (missing.length > 0)
    report.say(
      `  Sans dessin dans cette police (affichés dans la police de secours) : ${missing.map((character) => `« ${character} » U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}`,
    );
}

let jsonLdBlocks = 0;
for (const page of pages) {
  for (const script of parse(page.html).querySelectorAll('script[type="application/ld+json"]')) {
    jsonLdBlocks += 1;
    try {
      jsonLdProblems(JSON.parse(script.textContent)).forEach((problem) => failures.push(`${page.route} JSON-LD ${problem}`));
    } catch (error) {
      failures.push(`${page.route} JSON-LD illisible : ${(error as Error).message}`);
    }
  }
  onDemandProblems(page.html).forEach((problem) => failures.push(`${page.route} ${problem}`));
  brokenReferences(DIST, page.html, siteOrigin).forEach((problem) => failures.push(`${page.route} ${problem}`));
}
const languageIssues = languageProblems(visitorPages, siteOrigin);
languageIssues.forEach((problem) => failures.push(problem));
report.say(`\nLangues : <html lang> et hreflang vérifiés sur ${visitorPages.length} pages, ${languageIssues.length} problème(s).`);
report.say(`\nJSON-LD : ${jsonLdBlocks} blocs vérifiés. Liens et ressources internes vérifiés sur ${pages.length} pages.`);

// Every page's own share card (src/pages/og/[file].ts): there, of the declared type and size, light enough for a chat on a phone.
// The studio is not shared: it carries noindex and no card.
const shareImages = visitorPages.map((page) => ({ route: page.route, ...shareImageProblems(DIST, page.html, siteOrigin) }));
shareImages.forEach(({ route, problems }) => problems.forEach((problem) => failures.push(`${route} image de partage : ${problem}`)));
const shareBytes = shareImages.flatMap(({ image }) => (image ? [image.bytes] : []));
report.say(`Images de partage : ${shareBytes.length} sur ${visitorPages.length} pages, ${kB(Math.min(...shareBytes))} à ${kB(Math.max(...shareBytes))} kB.`);

const headerIssues = headerProblems(readFileSync('netlify.toml', 'utf8'));
headerIssues.forEach((problem) => failures.push(`netlify.toml ${problem}`));
report.say(`En-têtes de netlify.toml : ${headerIssues.length === 0 ? 'conformes' : `${headerIssues.length} problème(s)`}.`);

const htmlCheck = await nuHtmlCheck;
if (htmlCheck.ok) report.say(`HTML : aucune erreur du Nu Html Checker sur ${pages.length} pages.`);
else {
  let messages: { url?: string; message: string; lastLine?: number }[] = [];
  try {
    messages = (JSON.parse(htmlCheck.stderr) as { messages: typeof messages }).messages;
  } catch {
    failures.push(`Nu Html Checker n'a pas pu s'exécuter (Java est-il installé ?) : ${htmlCheck.stderr.slice(0, 300)}`);
  }
  messages.forEach((m) => failures.push(`HTML ${m.url?.replace(/^file:.*?\/dist\//, '/') ?? ''}:${m.lastLine ?? '?'} ${m.message}`));
  report.say(`HTML : ${messages.length} erreur(s) du Nu Html Checker.`);
}

if (failures.length > 0) {
  console.error(`\n${failures.length} problème(s) :\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
report.say('\nToutes les vérifications de dist/ passent.');
const written = report.write();
if (written) console.log(`Tableaux écrits dans ${written}.`);
