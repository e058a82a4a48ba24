/**
 * `/functions/v1/<slug>`: each Edge Function in supabase/functions/<slug>/index.ts runs under
 * real Deno (the npm package `deno` ships the binary), one process per function on a free local
 * port, behind the same gateway rules as the Supabase CLI: JWT check unless `verify_jwt = false`,
 * preflights passed to the function, and the function's own environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { json, withGatewayCors } from './http.ts';
import type { JwtKeys } from './jwt.ts';

/** The instant a scheduled run is 'as of' (function-host.ts): set by the local schedule only, never taken from the API port. */
const LOCAL_NOW_HEADER = 'x-supabase-local-now';
/**
 * The client's address, as Supabase's guide reads it in a function: Cloudflare, in front of hosted
 * Supabase, appends the address of the connection to the X-Forwarded-For a client sent, or writes
 * the header with it alone. The gateway does the same, so a test can forge the entries before it.
 */
const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';
/** Where the gateway serves the functions: a function sees the path after it. */
export const FUNCTIONS_PATH = '/functions/v1';
const require = createRequire(import.meta.url);
const HOST_SCRIPT = fileURLToPath(new URL('./function-host.ts', import.meta.url));
const BOOT_TIMEOUT_MS = 30_000;

export interface FunctionsOptions {
  /** Folders holding `<slug>/index.ts`; the first that has a slug serves it. */
  functionsDirs: readonly string[];
  /** The folder holding the project's package.json and node_modules, where npm: imports resolve. */
  projectDir: string;
  keys: JwtKeys;
  env: Record<string, string>;
  /** Slugs whose JWT check is off (`[functions.<slug>] verify_jwt = false` in config.toml). */
  unverifiedSlugs: Set<string>;
}

interface RunningFunction {
  port: number;
  process: ChildProcess;
  ready: Promise<void>;
}

/** The Deno binary the `deno` npm package installed for this platform. */
function denoBinary(): string {
  const packageDir = dirname(require.resolve('deno/package.json'));
  const bundled = join(packageDir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(bundled)) return bundled;
  const { runInstall } = require('deno/install_api.cjs') as { runInstall: () => string };
  return runInstall();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`function exited with code ${child.exitCode}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error('function did not start in time'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * libfaketime's variables (`faketime '2030-06-01' npm test`), passed on so that the functions
 * read the same clock as the stack and the tests, as hosted functions share their platform's clock.
 */
function clockVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => (entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME') || entry[0] === 'DONT_FAKE_MONOTONIC') && entry[1] !== undefined,
    ),
  );
}

/** Reads supabase/functions/.env (KEY=value lines), as `supabase functions serve` does. */
export async function readEnvFile(path: string): Promise<Record<string, string>> {
  const content = await readFile(path, 'utf8').catch(() => '');
  const env: Record<string, string> = {};
  for (const line of content.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1]) env[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

export class FunctionsService {
  readonly #options: FunctionsOptions;
  readonly #running = new Map<string, RunningFunction>();
  #deno: string | undefined;

  constructor(options: FunctionsOptions) {
    this.#options = options;
  }

  #entry(slug: string): string | undefined {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(slug)) return undefined;
    return this.#options.functionsDirs.map((dir) => join(dir, slug, 'index.ts')).find((entry) => existsSync(entry));
  }

  async #start(slug: string, entry: string): Promise<RunningFunction> {
    const port = await freePort();
    this.#deno ??= denoBinary();
    const functionDir = dirname(entry);
    const config = join(functionDir, 'deno.json');
    const args = [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--no-prompt',
      '--node-modules-dir=manual',
      ...(existsSync(config) ? ['--config', config] : []),
      HOST_SCRIPT,
    ];
    const child = spawn(this.#deno, args, {
      cwd: this.#options.projectDir,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '',
        ...(process.env['DENO_DIR'] ? { DENO_DIR: process.env['DENO_DIR'] } : {}),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...clockVariables(process.env),
        ...this.#options.env,
        SUPABASE_LOCAL_FUNCTION_ENTRY: entry,
        SUPABASE_LOCAL_FUNCTION_PORT: String(port),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const prefix = `[functions/${slug}] `;
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix + chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix + chunk.toString()));
    child.once('exit', () => {
      if (this.#running.get(slug)?.process === child) this.#running.delete(slug);
    });
    const running = { port, process: child, ready: waitForPort(port, child) };
    this.#running.set(slug, running);
    return running;
  }

  /** Boots every function in the background, so that the first visitor does not wait for Deno. */
  async warmUp(slugs: string[]): Promise<void> {
    await Promise.all(
      slugs.map(async (slug) => {
        const entry = this.#entry(slug);
        if (entry && !this.#running.has(slug)) await (await this.#start(slug, entry)).ready.catch(() => undefined);
      }),
    );
  }

  /** Answers `/functions/v1/<slug>/…` and nothing else: a function answers its own CORS, preflights included. */
  app(): Hono {
    return new Hono().all('/:slug/*', (c) => this.handle(c.req.raw, c.req.param('slug'), { clientAddress: getConnInfo(c).remote.address }));
  }

  /**
   * The function's own response, or the gateway's error with the gateway's CORS.
   * `at`: the local schedule runs the function as of that instant (see function-host.ts).
   * `clientAddress`: the connection's address, appended to X-Forwarded-For as Cloudflare does before hosted Supabase.
   */
  async handle(request: Request, slug: string, { at, clientAddress }: { at?: Date | undefined; clientAddress?: string | undefined } = {}): Promise<Response> {
    const gatewayError = (body: unknown, status: number): Response => withGatewayCors(json(body, status), request);
    const url = new URL(request.url);
    const entry = this.#entry(slug);
    if (!entry) return gatewayError({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);

    if (request.method !== 'OPTIONS' && !this.#options.unverifiedSlugs.has(slug)) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
      if (!match?.[1]) return gatewayError({ msg: 'Missing authorization header' }, 401);
      const verified = await this.#options.keys.verify(match[1]);
      if ('failure' in verified) return gatewayError({ msg: 'Invalid JWT' }, 401);
    }

    const running = this.#running.get(slug) ?? (await this.#start(slug, entry));
    try {
      await running.ready;
    } catch (error) {
      running.process.kill();
      this.#running.delete(slug);
      console.error(`[functions/${slug}] boot failed:`, error);
      return gatewayError({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, 503);
    }
    const headers = new Headers(request.headers);
    headers.delete('host');
    headers.delete(LOCAL_NOW_HEADER);
    if (at) headers.set(LOCAL_NOW_HEADER, at.toISOString());
    const forwarded = request.headers.get(CLIENT_ADDRESS_HEADER);
    if (clientAddress) headers.set(CLIENT_ADDRESS_HEADER, forwarded ? `${forwarded}, ${clientAddress}` : clientAddress);
    // Deno would compress, and fetch would decode while keeping the header: let the function answer plainly.
    headers.delete('accept-encoding');
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    try {
      return await fetch(`http://127.0.0.1:${running.port}${url.pathname.slice(FUNCTIONS_PATH.length)}${url.search}`, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
      });
    } catch (error) {
      console.error(`[functions/${slug}] request failed:`, error);
      return gatewayError({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
    }
  }

  stop(): void {
    for (const running of this.#running.values()) running.process.kill();
    this.#running.clear();
  }
}
