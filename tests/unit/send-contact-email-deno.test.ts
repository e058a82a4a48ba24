/**
 * The root TypeScript check leaves supabase/functions out (it has Deno's globals, not Node's):
 * Deno itself checks each function as it deploys it, with its deno.json import map.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const denoBinary = join(dirname(createRequire(import.meta.url).resolve('deno/package.json')), 'deno');
const functions = ['send-contact-email', 'delete-account', 'retry-contact-emails', 'sign-pro-document', 'request-pro-access', 'approve-pro-account', 'send-auth-email'];

it.each(functions)('%s and its shared modules pass deno check', { timeout: 120_000 }, async (slug) => {
  const functionDir = join('supabase/functions', slug);
  const { stderr } = await promisify(execFile)(denoBinary, ['check', '--node-modules-dir=manual', '--config', join(functionDir, 'deno.json'), join(functionDir, 'index.ts')], {
    env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
  });
  expect(stderr).toContain('Check');
  expect(stderr).not.toMatch(/error/i);
});

/** The fan list's five functions share their modules: one check of the five costs about one. */
const fanFunctions = ['fan-signup', 'fan-confirm', 'fan-unsubscribe', 'fan-preferences', 'fan-alerts'];

it('the fan-* functions and their shared modules pass deno check', { timeout: 120_000 }, async () => {
  const { stderr } = await promisify(execFile)(
    denoBinary,
    ['check', '--node-modules-dir=manual', '--config', 'supabase/functions/fan-signup/deno.json', ...fanFunctions.map((slug) => join('supabase/functions', slug, 'index.ts'))],
    { env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' } },
  );
  expect(stderr).toContain('Check');
  expect(stderr).not.toMatch(/error/i);
});
