/**
 * A throw-away copy of the project for tests and benchmarks that must build the site with other
 * content (a new article, a broken one, a thousand generated ones) without touching the real one.
 *
 * The files git would commit are copied (tracked ones and new ones not ignored: no build output,
 * reports or local data). node_modules is not: each installed package is linked instead, so the
 * copy builds at once, while Astro's caches (node_modules/.astro, .vite) stay private to the copy.
 * A copy can be opened again and its content/ put back as in the source, so that tests sharing
 * one copy (tests/build) build it warm after the first time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Caches inside node_modules that each copy keeps for itself. */
const PRIVATE_CACHES = new Set(['.astro', '.vite']);

export interface BuildResult {
  ok: boolean;
  /** Standard output and error, interleaved as printed. */
  output: string;
  seconds: number;
}

export interface TempProject {
  root: string;
  /** Absolute path of a file or folder of the copy. */
  path(...segments: string[]): string;
  /** Runs `astro build` in the copy, with `env` added to this process's environment. */
  build(env?: Record<string, string>): Promise<BuildResult>;
  /** Empties Astro's caches, so that the next build starts cold. */
  clearCaches(): Promise<void>;
  /** Puts content/ back as it is in the source: what a test added, changed or removed there is undone. */
  restoreContent(): Promise<void>;
  remove(): Promise<void>;
}

/** The files git would commit under `folder` of `source` (all of them without it). */
function committableFiles(source: string, folder?: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...(folder ? ['--', folder] : [])], { cwd: source, encoding: 'utf8' })
    .split('\0')
    .filter((name) => name !== '' && existsSync(join(source, name)));
}

async function copyFiles(source: string, root: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await copyFile(join(source, file), join(root, file));
  }
}

export async function createTempProject(source: string = process.cwd()): Promise<TempProject> {
  const root = await mkdtemp(join(tmpdir(), 'site-copy-'));
  await copyFiles(source, root, committableFiles(source));
  const modules = join(source, 'node_modules');
  await mkdir(join(root, 'node_modules'));
  for (const entry of await readdir(modules)) {
    if (!PRIVATE_CACHES.has(entry)) await symlink(join(modules, entry), join(root, 'node_modules', entry));
  }
  return openTempProject(root, source);
}

/** A copy made earlier by createTempProject from `source`. */
export function openTempProject(root: string, source: string = process.cwd()): TempProject {
  const path = (...segments: string[]) => join(root, ...segments);
  return {
    root,
    path,
    build: (env = {}) => runBuild(root, env),
    clearCaches: async () => {
      for (const cache of ['dist', '.astro', ...[...PRIVATE_CACHES].map((name) => join('node_modules', name))]) await rm(path(cache), { recursive: true, force: true });
    },
    restoreContent: async () => {
      await rm(path('content'), { recursive: true, force: true });
      await copyFiles(source, root, committableFiles(source, 'content'));
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

function runBuild(root: string, env: Record<string, string>): Promise<BuildResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['astro', 'build'], { cwd: root, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}
