/**
 * Lint: JavaScript's and TypeScript's recommended rules, Astro's, and jsx-a11y's for the React
 * islands. `npm run lint`; `npm test` runs it.
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'reports/', 'test-results/', 'playwright-report/', 'supabase/.data/', 'public/', 'pro-documents/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  { files: ['src/islands/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // src/lib stays pure logic, unit-tested without files or a server: what reads files sits with the loaders.
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'src/lib est du TypeScript pur : ce qui lit des fichiers va avec les chargeurs (src/content-*.ts).' }] },
      ],
    },
  },
  // Edge Functions run under Deno.
  { files: ['supabase/functions/**/*.ts', 'tests/conformance/functions/**/*.ts'], languageOptions: { globals: { Deno: 'readonly' } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
