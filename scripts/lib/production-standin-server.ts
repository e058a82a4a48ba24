/**
 * The HTTPS server of the production stand-in (production-standin.ts), on a thread of its own:
 * Lighthouse runs in the measuring script's main thread and is busy while a page loads, and an
 * answer delayed there would read as server latency in Lighthouse's simulation.
 *
 * Two hosts, told apart by the address the browser asked for:
 * - the site's, answered as Netlify answers dist/: /concerts is concerts.html, netlify.toml's
 *   404 rules and headers apply, text goes Brotli-compressed to a browser that takes it (as
 *   Netlify sends it, and as check:dist counts it), gzip-compressed otherwise;
 * - another site, one page linking to the site: the page a visitor leaves to arrive.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';
import { contentTypeOf, fileForUrlPath } from '../../integrations/built-site/dist-files.ts';
import { netlifyRules, type NetlifyRules } from './headers.ts';
import { BROTLI_QUALITY } from './first-round-trip.ts';

export interface StandInServerData {
  /** The site's host name, e.g. "yaniel-barcenas.example". */
  siteHost: string;
  /** The built site's folder. */
  dist: string;
  /** netlify.toml's text. */
  netlifyToml: string;
  /** The other site's host name, e.g. "ailleurs.example". */
  otherSiteHost: string;
  key: Uint8Array;
  cert: Uint8Array;
}

const COMPRESSIBLE = /^(text\/|image\/svg|application\/(json|xml))/;

/** The page and status Netlify answers a path with (`pathname` as requested, `path` decoded): the file, else the first matching 404 rule's page, else /404.html. */
function siteAnswer(dist: string, rules: NetlifyRules, pathname: string, path: string): { file: string; status: number } | undefined {
  const file = fileForUrlPath(dist, pathname);
  if (file) return { file, status: 200 };
  const rule = rules.notFoundPages.find((candidate) => candidate.matches(path));
  const page = fileForUrlPath(dist, rule?.to ?? '/404');
  return page ? { file: page, status: 404 } : undefined;
}

function answerSite(data: StandInServerData, rules: NetlifyRules, request: Http2ServerRequest, response: Http2ServerResponse): void {
  const pathname = normalize(new URL(request.url, 'https://site.invalid').pathname);
  const path = decodeURIComponent(pathname);
  const answer = siteAnswer(data.dist, rules, pathname, path);
  if (!answer) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  const headers: Record<string, string | number> = { 'content-type': contentTypeOf(answer.file), ...rules.headersFor(path) };
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const compressed = encoding ? compressedFiles.get(answer.file)?.[encoding] : undefined;
  if (compressed) Object.assign(headers, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
  const body = compressed ?? readFileSync(answer.file);
  response.writeHead(answer.status, { ...headers, 'content-length': body.length }).end(body);
}

/** The other site's one page, a search engine's answer in short: a link to the site. */
function answerOtherSite(data: StandInServerData, request: Http2ServerRequest, response: Http2ServerResponse): void {
  if (request.url !== '/') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  const page = `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Résultats</title><a href="https://${data.siteHost}/">${data.siteHost}</a></html>`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
}

const data = workerData as StandInServerData;
const rules = await netlifyRules(data.netlifyToml);
/**
 * Every text file compressed once, before the first request, as a CDN keeps it: compressing on
 * each request would take the processor from Chromium while it lays out the page being measured.
 */
const compressedFiles = new Map<string, { br: Buffer; gzip: Buffer }>();
for (const entry of await readdir(data.dist, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(contentTypeOf(file))) continue;
  const bytes = await readFile(file);
  // The documents at the level check:dist counts them at; the other files (16 MB with the studio's) at a quick level, or the stand-in would take a minute and a half to start.
  const quality = file.endsWith('.html') ? BROTLI_QUALITY : 5;
  compressedFiles.set(file, { br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }), gzip: gzipSync(bytes) });
}
const server = createSecureServer({ key: Buffer.from(data.key), cert: Buffer.from(data.cert), allowHTTP1: true }, (request, response) => {
  const host = String(request.headers[':authority'] ?? request.headers.host ?? '').replace(/:\d+$/, '');
  if (host === data.siteHost) answerSite(data, rules, request, response);
  else if (host === data.otherSiteHost) answerOtherSite(data, request, response);
  else response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end('Misdirected Request');
});
server.listen(0, '127.0.0.1', () => parentPort?.postMessage((server.address() as AddressInfo).port));
