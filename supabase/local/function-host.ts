/**
 * Runs under Deno (not Node): loads one Edge Function and serves it on the port the local stack
 * chose, whether the function calls `Deno.serve(handler)` (any of its forms) or exports
 * `default { fetch }`, as Supabase's edge runtime accepts both.
 */
type FetchHandler = (request: Request) => Response | Promise<Response>;

interface ServeOptions {
  port?: number;
  hostname?: string;
  handler?: FetchHandler;
  onListen?: (address: unknown) => void;
  [option: string]: unknown;
}

interface DenoRuntime {
  serve: (...args: unknown[]) => unknown;
  env: { get(name: string): string | undefined };
  stdin: { readable: AsyncIterable<Uint8Array> };
  exit(code: number): never;
}

const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;
const entry = deno.env.get('SUPABASE_LOCAL_FUNCTION_ENTRY') ?? '';
const port = Number(deno.env.get('SUPABASE_LOCAL_FUNCTION_PORT'));
const serve = deno.serve.bind(deno);

// The stack keeps this process's stdin open; when the stack ends, even killed, the pipe closes and so does the function.
void (async () => {
  for await (const _chunk of deno.stdin.readable);
  deno.exit(0);
})();
let serving = false;

deno.serve = (...args: unknown[]): unknown => {
  const handler = args.find((arg): arg is FetchHandler => typeof arg === 'function');
  const options = (args.find((arg) => typeof arg === 'object' && arg !== null) ?? {}) as ServeOptions;
  serving = true;
  return serve({ ...options, hostname: '127.0.0.1', port, onListen: () => undefined }, handler ?? options.handler);
};

const functionModule = (await import(new URL(`file://${entry}`).href)) as { default?: { fetch?: FetchHandler } };
const exported = functionModule.default?.fetch;
if (!serving && exported) serve({ hostname: '127.0.0.1', port, onListen: () => undefined }, exported);

export {};
