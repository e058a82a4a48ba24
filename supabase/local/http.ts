/** A node:http server around a fetch-style handler (Request in, Response out). */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

export type Handler = (request: Request, clientAddress: string) => Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The gateway's CORS answer: any origin, and the response headers supabase-js must read. */
export function withCors(response: Response, request: Request): Response {
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', request.headers.get('origin') ?? '*');
  headers.set('vary', 'Origin');
  headers.set('access-control-expose-headers', 'X-Supabase-Api-Version, x-sb-error-code, Content-Range, Content-Disposition, Content-Length');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  outgoing.writeHead(response.status, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
      .pipe(outgoing)
      .on('finish', resolve)
      .on('error', reject);
  });
}

export function listen(handler: Handler, host: string, port: number): Promise<Server> {
  const origin = `http://${host}:${port}`;
  const server = createServer((incoming, outgoing) => {
    toRequest(incoming, origin)
      .then((request) => handler(request, incoming.socket.remoteAddress ?? ''))
      .catch((error: unknown) => {
        console.error('[supabase-local]', error);
        const message = error instanceof Error ? error.message : String(error);
        return withCors(json({ code: 'unexpected_failure', message }, 500), new Request(origin));
      })
      .then((response) => send(response, outgoing))
      .catch(() => outgoing.destroy());
  });
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
