/**
 * Writes each language's style sheet as the page its translator reads (docs/style/en.md, es.md),
 * from src/i18n/style/: run it after changing a sheet.
 *
 *   node scripts/style-sheets.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { styleSheets } from '../src/i18n/style/index.ts';
import { renderStyleSheet } from './lib/style-sheet-doc.ts';

mkdirSync('docs/style', { recursive: true });
for (const sheet of Object.values(styleSheets)) {
  writeFileSync(`docs/style/${sheet.lang}.md`, renderStyleSheet(sheet));
  console.log(`docs/style/${sheet.lang}.md écrit.`);
}
