/**
 * What stops the build in content/, kept while the dev server runs (`npm run studio`): there a slip
 * must not stop the server, or the artist could not open the studio to repair it. The content
 * loaders write here; the studio's dev server shows it instead of the site's pages.
 */
import { escapeHtml } from './lib/on-demand';

/**
 * One message per collection. On globalThis: Vite runs the content config in its own module
 * runner, so that its copy of this module is not the one the dev server's middleware imports.
 */
export const contentProblems: Map<string, string> = ((globalThis as { contentProblems?: Map<string, string> }).contentProblems ??= new Map());

/** The page the dev server answers in place of the site while something in content/ must be repaired. */
export function contentProblemsPage(messages: readonly string[]): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Le site attend une correction</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Le site attend une correction</h1>
<p>${messages.length > 1 ? 'Ces fichiers de contenu empêchent' : 'Ce fichier de contenu empêche'} la construction du site. Corrigez-${messages.length > 1 ? 'les' : 'le'} dans <a href="/admin/">le studio</a> ou dans le fichier : cette page se recharge toute seule, et le site revient dès que tout se lit.</p>
${messages.map((message) => `<pre style="white-space: pre-wrap; background: #fdf2f2; border-left: 4px solid #b42318; padding: 1rem">${escapeHtml(message)}</pre>`).join('\n')}
</body>
</html>
`;
}
