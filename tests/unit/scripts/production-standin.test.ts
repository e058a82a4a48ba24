import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionStandIn, type ProductionStandIn } from '../../../scripts/lib/production-standin';

const SITE_URL = 'https://site.example';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  protocol: string;
  spki: string;
}

/** One GET as Chromium makes it (HTTP/2 over TLS, Brotli and gzip accepted), with what the connection said. */
async function get(standIn: ProductionStandIn, host: string, path: string, acceptEncoding = 'gzip, deflate, br'): Promise<Answer> {
  const session = connect(`https://${host}:${standIn.port}`, { host: '127.0.0.1', servername: host, rejectUnauthorized: false });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request({ ':path': path, 'accept-encoding': acceptEncoding });
      const chunks: Buffer[] = [];
      let headers: Record<string, string> = {};
      stream.on('response', (received) => {
        headers = Object.fromEntries(Object.entries(received).map(([name, value]) => [name, String(value)]));
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        const socket = session.socket as TLSSocket;
        const certificate = socket.getPeerX509Certificate();
        const spki = certificate
          ? createHash('sha256')
              .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
              .digest('base64')
          : '';
        const raw = Buffer.concat(chunks);
        const encoding = headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: Number(headers[':status']), headers, body, protocol: socket.alpnProtocol || '', spki });
      });
      stream.end();
    });
  } finally {
    session.close();
  }
}

describe('the production stand-in', () => {
  let dist = '';
  let standIn: ProductionStandIn;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'standin-dist-'));
    const pages: Record<string, string> = {
      'index.html': '<h1>Accueil</h1>',
      'concerts.html': '<h1>Concerts</h1>',
      '404.html': '<h1>Page introuvable</h1>',
      'en/404.html': '<h1>Page not found</h1>',
      'en/blog/404.html': '<h1>Article not found</h1>',
      '_astro/page.abc123.js': 'console.log(1)',
    };
    for (const [file, text] of Object.entries(pages)) {
      await mkdir(join(dist, file, '..'), { recursive: true });
      await writeFile(join(dist, file), text);
    }
    standIn = await startProductionStandIn({ dist, siteUrl: SITE_URL });
  });

  afterAll(async () => {
    await standIn.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("sends the site's host and the other site here, and no other host, under a certificate Chromium trusts by its key alone", async () => {
    expect(standIn.origin).toBe(SITE_URL);
    expect(standIn.chromeFlags[0]).toBe(`--host-resolver-rules=MAP site.example 127.0.0.1:${standIn.port}, MAP ailleurs.example 127.0.0.1:${standIn.port}`);
    for (const host of ['site.example', 'ailleurs.example']) {
      expect(standIn.chromeFlags[1]).toBe(`--ignore-certificate-errors-spki-list=${(await get(standIn, host, '/')).spki}`);
    }
  });

  it('answers a page as Netlify does: over HTTP/2, by its path without .html, Brotli-compressed, with the headers of netlify.toml', async () => {
    const page = await get(standIn, 'site.example', '/concerts');
    expect(page).toMatchObject({ status: 200, protocol: 'h2' });
    expect(page.body.toString()).toContain('<h1>Concerts</h1>');
    expect(page.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'x-content-type-options': 'nosniff' });
    expect((await get(standIn, 'site.example', '/concerts', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get(standIn, 'site.example', '/')).body.toString()).toBe('<h1>Accueil</h1>');
    const script = await get(standIn, 'site.example', '/_astro/page.abc123.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers an unknown address with the 404 page netlify.toml gives its folder, else the site's", async () => {
    const article = await get(standIn, 'site.example', '/en/blog/no-such-article');
    expect(article.status).toBe(404);
    expect(article.body.toString()).toBe('<h1>Article not found</h1>');
    expect((await get(standIn, 'site.example', '/en/nowhere')).body.toString()).toBe('<h1>Page not found</h1>');
    const french = await get(standIn, 'site.example', '/nulle-part');
    expect(french.status).toBe(404);
    expect(french.body.toString()).toBe('<h1>Page introuvable</h1>');
  });

  it('answers no host but its two: YouTube’s image host is not stood in for, no page asks it for anything', async () => {
    expect((await get(standIn, 'i.ytimg.com', '/vi/Qm4cT7rVb2A/hqdefault.jpg')).status).toBe(421);
  });

  it('answers the other site with one page linking to the site, and nothing else', async () => {
    expect(standIn.otherSiteUrl).toBe('https://ailleurs.example/');
    const page = await get(standIn, 'ailleurs.example', '/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<a href="https://site.example/">');
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await get(standIn, 'ailleurs.example', '/concerts')).status).toBe(404);
  });

  it('serves the headers it is given in place of netlify.toml, for a comparison', async () => {
    expect((await get(standIn, 'site.example', '/')).headers['cross-origin-opener-policy']).toBe('same-origin');
    const withoutOpenerPolicy = await startProductionStandIn({
      dist,
      siteUrl: SITE_URL,
      netlifyToml: '[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Content-Type-Options = "nosniff"\n',
    });
    try {
      const page = await get(withoutOpenerPolicy, 'site.example', '/');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    } finally {
      await withoutOpenerPolicy.close();
    }
  });
});
