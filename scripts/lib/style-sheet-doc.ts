/**
 * A language's style sheet (src/i18n/style/) rendered as the page its translator reads,
 * docs/style/<lang>.md, written by `node scripts/style-sheets.ts` and compared with the sheet by
 * its unit test: the page never says anything the checks do not hold.
 */
import type { StyleSheet } from '../../src/i18n/style/types.ts';

const row = (...cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

export function renderStyleSheet(sheet: StyleSheet): string {
  const { punctuation: p, numbers, ensembles, glossary, avoid } = sheet;
  return [
    `# Feuille de style : ${sheet.name}`,
    '',
    `Écrite par \`node scripts/style-sheets.ts\` depuis \`src/i18n/style/${sheet.lang}.ts\`, que les vérifications du site construit appliquent à chaque page, flux, agenda et PDF en ${sheet.lang === 'en' ? 'anglais' : 'espagnol'} (\`tests/dist/style.test.ts\`) : modifiez ce fichier-là, pas celui-ci.`,
    '',
    '## Variété',
    '',
    sheet.variety,
    '',
    '## Ponctuation',
    '',
    `- Guillemets : ${p.quotes.open}…${p.quotes.close}, et à l’intérieur ${p.quotes.innerOpen}…${p.quotes.innerClose}, collés au texte ; jamais ${p.foreignQuotes.join(' ')}.`,
    '- Deux-points : sans espace avant.',
    `- Apostrophe : ${p.apostrophe} (jamais ').`,
    `- Séparateur entre deux éléments d’une ligne : «${p.separator}» (jamais « - »).`,
    `- Après les deux-points, dans une phrase : minuscule, sauf un nom propre (jamais ${p.lowerCaseAfterColon.slice(0, 6).join(', ')}… en majuscule).`,
    '',
    '## Nombres',
    '',
    numbers.rule,
    '',
    '## Noms des formations',
    '',
    ensembles.rule,
    '',
    '## Glossaire',
    '',
    row('Terme', 'À ne pas écrire', 'Note'),
    row('---', '---', '---'),
    ...glossary.map(({ term, variants, note }) => row(term, variants.join(', ') || '—', note)),
    '',
    '## À éviter',
    '',
    row('Ne pas écrire', 'Écrire', 'Pourquoi'),
    row('---', '---', '---'),
    ...avoid.map(({ word, use, why }) => row(word, use, why)),
    '',
    '## Titres en français',
    '',
    sheet.frenchTitles,
    '',
  ].join('\n');
}
