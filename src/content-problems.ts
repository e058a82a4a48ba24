/**
 * What stops the build in content/, kept while the dev server runs (`npm run studio`): there a slip
 * must not stop the server, or the artist could not open the studio to repair it. The content
 * loaders write here; the studio's dev server shows it instead of the site's pages, with a way to
 * the repair: the entry opened in the studio, or, for a line the studio cannot read, that line
 * corrected on request (integrations/studio/index.ts applies it).
 */
import { escapeHtml } from './lib/on-demand';
import type { ContentProblem } from './lib/content-messages';

/**
 * One problem per collection. On globalThis: Vite runs the content config in its own module
 * runner, so that its copy of this module is not the one the dev server's middleware imports.
 */
export const contentProblems: Map<string, ContentProblem> = ((globalThis as { contentProblems?: Map<string, ContentProblem> }).contentProblems ??= new Map());

/** The address of the dev server's handler that applies a problem's line repair (a form posts the file's name to it). */
export const REPAIR_ADDRESS = '/admin/repair';

/** A problem as the page shows it: with the studio's address of its entry, when the studio has one. */
export interface ShownProblem extends ContentProblem {
  studioAddress?: string | undefined;
}

/** The way to the repair under a problem's message: one click where the fix is certain, else the studio, else the file. */
function repairOf(problem: ShownProblem): string {
  const file = problem.file ? `<code>${escapeHtml(problem.file)}</code>` : 'ce fichier';
  if (problem.repair && problem.file) {
    return `<form method="post" action="${REPAIR_ADDRESS}">
<input type="hidden" name="file" value="${escapeHtml(problem.file)}">
<p>La ligne ${problem.repair.line} deviendrait : <code>${escapeHtml(problem.repair.fixed.trimStart())}</code></p>
<button type="submit" style="font: inherit; padding: 0.5rem 1rem; cursor: pointer">Corriger la ligne ${problem.repair.line}</button>
</form>`;
  }
  if (problem.unreadable) {
    return `<p>Le studio ne peut pas ouvrir ${file} tant que cette ligne ne se lit pas : corrigez-la dans un éditeur de texte, comme indiqué ci-dessus.</p>`;
  }
  if (problem.studioAddress) return `<p><a href="${escapeHtml(problem.studioAddress)}">Ouvrir ${file} dans le studio</a></p>`;
  return '';
}

/**
 * The site's icon, on the pages the studio's dev server writes itself (this one and the studio's):
 * without one, the browser asks for /favicon.ico, an address the dev server answers only after
 * trying it against every route, the press kits' PDFs drawn on the way (issue 45).
 */
export const SITE_ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

/** The page the dev server answers in place of the site while something in content/ must be repaired. */
export function contentProblemsPage(problems: readonly ShownProblem[]): string {
  const several = problems.length > 1;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
${SITE_ICON}
<title>Le site attend une correction</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Le site attend une correction</h1>
<p>${several ? 'Ces fichiers de contenu empêchent' : 'Ce fichier de contenu empêche'} la construction du site. Corrigez-${several ? 'les' : 'le'} dans <a href="/admin/">le studio</a> ou dans le fichier : cette page se recharge toute seule, et le site revient dès que tout se lit.</p>
${problems
  .map(
    (problem) => `<section>
<pre style="white-space: pre-wrap; background: #fdf2f2; border-left: 4px solid #b42318; padding: 1rem">${escapeHtml(problem.message)}</pre>
${repairOf(problem)}
</section>`,
  )
  .join('\n')}
</body>
</html>
`;
}
