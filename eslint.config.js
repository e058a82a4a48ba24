/**
 * Lint: JavaScript's and TypeScript's recommended rules, Astro's, jsx-a11y's for the React
 * islands, and the site's own: no visible text written in a component (scripts/lint). `npm run lint`; `npm test` runs it.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noVisibleLiteral } from './scripts/lint/no-visible-literal.ts';

/** A relative import names its file (`./languages.ts`): Node's type stripping resolves nothing else. */
const explicitExtension = {
  regex: '^\\.{1,2}/(?!.*\\.(ts|tsx|json|mjs|js|astro|css)$)',
  message: 'Écrivez l’extension du fichier importé (./languages.ts) : Node lit ce module sans bundler.',
};

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'reports/', 'test-results/', 'playwright-report/', 'supabase/.data/', 'public/', 'pro-documents/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  { files: ['src/islands/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // src/lib stays pure logic, unit-tested without files or a server: what reads files sits with the loaders.
  // It reads no dictionary either (the dictionaries import its types: an import back would be a circle):
  // the words reach it as a parameter.
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'src/lib est du TypeScript pur : ce qui lit des fichiers va avec les chargeurs (src/content-*.ts).' },
            { group: ['**/i18n', '**/i18n/**'], message: 'src/lib n’importe aucun dictionnaire : la page passe les mots en paramètre (dictionaries[lang].rider…).' },
            explicitExtension,
          ],
        },
      ],
    },
  },
  // Node runs these without a bundler (the audit and build scripts import site.config.ts, the dictionaries, src/lib).
  {
    files: ['src/i18n/**/*.ts', 'src/site.config.ts', 'supabase/functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [explicitExtension] }] },
  },
  // Edge Functions run under Deno.
  { files: ['supabase/functions/**/*.ts', 'tests/conformance/functions/**/*.ts'], languageOptions: { globals: { Deno: 'readonly' } } },
  // No French (or any) sentence written in a component: its words come from src/i18n.
  {
    files: ['src/components/**/*.{astro,tsx}', 'src/islands/**/*.tsx', 'src/layouts/**/*.astro'],
    plugins: { site: { rules: { 'no-visible-literal': noVisibleLiteral } } },
    rules: { 'site/no-visible-literal': 'error' },
  },
  // A stray test.only, it.only or describe.only would shrink every run, CI's included, without a word.
  {
    files: ['tests/**/*.ts', 'integrations/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='only']", message: 'Retirez .only : il ferait sauter sans bruit tous les autres tests, en CI aussi.' },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
