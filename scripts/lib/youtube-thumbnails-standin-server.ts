/**
 * The HTTPS server of the i.ytimg.com stand-in (youtube-thumbnails-standin.ts), on a thread of
 * its own: Lighthouse runs in the audit's main thread and is busy while a page loads, and a
 * thumbnail answered late there would read as YouTube's server latency in Lighthouse's simulation.
 */
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

export interface StandInServerData {
  /** JPEG bytes by request path, e.g. "/vi/Qm4cT7rVb2A/hqdefault.jpg". */
  images: Map<string, Uint8Array>;
  key: Uint8Array;
  cert: Uint8Array;
}

const { images, key, cert } = workerData as StandInServerData;
const server = createSecureServer({ key: Buffer.from(key), cert: Buffer.from(cert), allowHTTP1: true }, (request, response) => {
  const image = request.method === 'GET' ? images.get(request.url) : undefined;
  if (!image) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  // The headers i.ytimg.com sends that matter to a browser: type, length, two hours of cache.
  response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length, 'cache-control': 'public, max-age=7200' });
  response.end(image);
});
server.listen(0, '127.0.0.1', () => parentPort?.postMessage((server.address() as AddressInfo).port));
