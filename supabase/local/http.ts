/** What the stack's services share over HTTP: JSON answers, the gateway's CORS, and serving a Hono app. */
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { cors } from 'hono/cors';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The response headers supabase-js must read: without X-Supabase-Api-Version, auth errors have no `code`. */
const EXPOSED_HEADERS = ['X-Supabase-Api-Version', 'x-sb-error-code', 'Content-Range', 'Content-Disposition', 'Content-Length'];

/** The gateway's CORS (Kong's, in front of hosted Supabase): any origin, preflights allowed every header asked for. */
export const gatewayCors = cors({
  origin: (origin) => origin || '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: EXPOSED_HEADERS,
  maxAge: 3600,
});

/** The gateway's CORS on an answer it makes where the middleware does not run: on the functions path, a function answers its own. */
export function withGatewayCors(response: Response, request: Request): Response {
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', request.headers.get('origin') || '*');
  headers.set('access-control-expose-headers', EXPOSED_HEADERS.join(','));
  headers.set('vary', 'Origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function listen(app: Hono, host: string, port: number): Promise<Server> {
  // Given no createServer of its own, the adaptor makes a node:http server.
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host }) as Server;
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
