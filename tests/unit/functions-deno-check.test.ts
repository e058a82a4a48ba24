/**
 * The root TypeScript check leaves supabase/functions out (it has Deno's globals, not Node's):
 * Deno itself checks each function as it deploys it, with its deno.json import map.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const denoBinary = join(dirname(createRequire(import.meta.url).resolve('deno/package.json')), 'deno');
const FUNCTIONS_DIR = 'supabase/functions';
/** Every function Supabase deploys: a folder of supabase/functions with an index.ts (_shared has none). */
const functions = readdirSync(FUNCTIONS_DIR).filter((slug) => existsSync(join(FUNCTIONS_DIR, slug, 'index.ts')));
const denoConfig = (slug: string) => readFileSync(join(FUNCTIONS_DIR, slug, 'deno.json'), 'utf8');

it('every function deploys with the same deno.json, so that one check of all stands for the check of each', () => {
  expect(functions.length).toBeGreaterThan(10);
  for (const slug of functions) expect(denoConfig(slug), slug).toBe(denoConfig(functions[0] ?? ''));
});

// One run for all: the functions share their modules, and twelve runs cost about twelve times one.
it('every function and its shared modules pass deno check', { timeout: 180_000 }, async () => {
  const { stderr } = await promisify(execFile)(
    denoBinary,
    ['check', '--node-modules-dir=manual', '--config', join(FUNCTIONS_DIR, functions[0] ?? '', 'deno.json'), ...functions.map((slug) => join(FUNCTIONS_DIR, slug, 'index.ts'))],
    { env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } },
  );
  for (const slug of functions) expect(stderr).toContain(`${slug}/index.ts`);
  expect(stderr).not.toMatch(/error/i);
});
