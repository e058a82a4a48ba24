/**
 * Requests sent from a loopback address of the caller's choosing (any 127.x.y.z reaches a server
 * on 127.0.0.1): the local stack's gateway, like Cloudflare before hosted Supabase, writes the
 * address of the connection into X-Forwarded-For, so a test that needs a visitor of its own
 * connects from an address of its own. Shared by the conformance and end-to-end tests.
 */
import { request } from 'node:http';

export interface LoopbackResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function requestFrom(source: string, url: string, init: { method: string; headers: Record<string, string>; body?: Buffer | string | null }): Promise<LoopbackResponse> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method, localAddress: source, headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    sent.once('error', reject);
    sent.end(init.body ?? undefined);
  });
}
