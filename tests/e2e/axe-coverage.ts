/**
 * After Playwright (a stage of npm test, and with --full of test:full): the built pages that the
 * axe audits of the run really covered, as tests/e2e/support.ts recorded them. npm test: every
 * page template in every language at least once; test:full: every page. Exits 1, naming what
 * no test audited, so that a spec that stops auditing (or a template that loses its audit in one
 * language) turns the run red.
 *
 *   node tests/e2e/axe-coverage.ts [--full]
 */
import { existsSync, readFileSync } from 'node:fs';
import { listFiles, routeOfHtmlFile } from '../../integrations/built-site/dist-files.ts';
import { auditedRoute, unauditedPages, unauditedTemplates, type BuiltPage } from '../../scripts/lib/axe-coverage.ts';
import { folderLanguage } from '../../scripts/lib/languages.ts';
import { AXE_AUDITED_REPORT } from '../../scripts/lib/test-lanes.ts';
import { NEVER_AUDITED, templateOf } from './site-pages.ts';

const full = process.argv.includes('--full');
const pages: BuiltPage[] = listFiles('dist', '.html').map((file) => {
  const route = routeOfHtmlFile('dist', file);
  return { route, template: templateOf(route) ?? 'inconnu', lang: folderLanguage(route) };
});
const audited = new Set(existsSync(AXE_AUDITED_REPORT) ? readFileSync(AXE_AUDITED_REPORT, 'utf8').split('\n').filter(Boolean).map(auditedRoute) : []);
const missing = full ? unauditedPages(pages, audited, [NEVER_AUDITED]) : unauditedTemplates(pages, audited, [NEVER_AUDITED]);

if (missing.length > 0) {
  console.error(
    `axe n'a audité ${full ? 'aucune de ces pages' : 'aucune page de ces modèles'} pendant les tests de bout en bout :\n${missing.map((item) => `  ${item}`).join('\n')}`,
  );
  console.error('Ajoutez un audit (expectNoAxeViolations) à la spec qui les montre, ou laissez-les au balayage de tests/e2e/axe.spec.ts (site-pages.ts).');
  process.exit(1);
}
console.log(`axe : ${full ? `${pages.length} pages` : 'chaque modèle de page dans chaque langue'} audité${full ? 'es' : ''} (${audited.size} adresses différentes).`);
