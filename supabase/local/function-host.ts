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

/**
 * Set only by the local stack for a scheduled run 'as of' a later instant (the mailbox port's
 * `POST /api/cron/run {"at": …}`); the gateway strips it from anything arriving on the API port.
 */
const LOCAL_NOW_HEADER = 'x-supabase-local-now';

/**
 * Runs the handler with Date reading the requested instant (and moving on from it) while the
 * request lasts, so that the function's own clock says what is due. The process serves one
 * function, which only the local schedule calls when the header is set.
 */
function withLocalClock(handler: FetchHandler): FetchHandler {
  return async (request) => {
    const at = Date.parse(request.headers.get(LOCAL_NOW_HEADER) ?? '');
    if (Number.isNaN(at)) return handler(request);
    const RealDate = Date;
    const offset = at - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [number]));
      }
      static override now(): number {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
    try {
      return await handler(request);
    } finally {
      globalThis.Date = RealDate;
    }
  };
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
  const given = handler ?? options.handler;
  return serve({ ...options, handler: undefined, hostname: '127.0.0.1', port, onListen: () => undefined }, given && withLocalClock(given));
};

const functionModule = (await import(new URL(`file://${entry}`).href)) as { default?: { fetch?: FetchHandler } };
const exported = functionModule.default?.fetch;
if (!serving && exported) serve({ hostname: '127.0.0.1', port, onListen: () => undefined }, withLocalClock(exported));

export {};
