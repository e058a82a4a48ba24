/**
 * The built site served as production serves it, for the scripts that measure pages in Chromium
 * (`npm run audit`, `npm run bench:stylesheets`, `npm run bench:coop`), as the local Supabase stack stands in for Supabase:
 * - dist/ at the site's own address (https://yaniel-barcenas.example), over HTTPS and HTTP/2 like
 *   Netlify, with netlify.toml's headers and 404 pages (production-standin-server.ts);
 * - a page of another site linking to it (https://ailleurs.example/), where a visitor comes from
 *   when a search engine or a mail sends them: `npm run bench:coop` starts its runs there.
 *
 * Not `astro preview`: it speaks HTTP/1.1 without TLS, where Chromium opens one more connection
 * for each request made while another is under way (the font beside the first image), and
 * Lighthouse's simulation charges every new connection a handshake of its own (one more round
 * trip of 150 ms before the image) that a visitor on Netlify's single HTTP/2 connection never pays.
 *
 * Chromium reaches the two hosts through `chromeFlags`: host resolver rules send them to this
 * server, and the SPKI flag trusts this server's throwaway certificate and no other (narrower
 * than --ignore-certificate-errors; measuring Chromium only).
 */
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StandInServerData } from './production-standin-server.ts';

/** The host of the other site's page (.example: reserved, never a real site). */
export const OTHER_SITE_HOST = 'ailleurs.example';

/** A throwaway certificate for the hosts, made with the openssl CLI (Node can make keys, not certificates). */
function selfSignedCertificate(hosts: readonly string[]): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'production-standin-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    const openssl = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        `/CN=${hosts[0]}`,
        '-addext',
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      ],
      { encoding: 'utf8' },
    );
    if (openssl.status !== 0) throw new Error(`openssl n'a pas pu créer le certificat de ${hosts.join(', ')} : ${openssl.error?.message ?? openssl.stderr}`);
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Base64 SHA-256 of the certificate's public key, the form --ignore-certificate-errors-spki-list takes. */
export function spkiHash(cert: Buffer): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export interface ProductionStandIn {
  /** The site's address as Chromium reaches it here: its production origin, e.g. https://yaniel-barcenas.example. */
  origin: string;
  port: number;
  /** A page of another site with a link to this one (OTHER_SITE_HOST). */
  otherSiteUrl: string;
  /** The Chromium flags that send the hosts here and trust this server's certificate. */
  chromeFlags: string[];
  close(): Promise<void>;
}

interface StandInOptions {
  /** The built site's folder. */
  dist: string;
  /** The site's production address (site.url). */
  siteUrl: string;
  /** The headers and 404 rules to serve with, in netlify.toml's form; by default the project's netlify.toml. */
  netlifyToml?: string;
}

/** Serves the site on a free local port until `close`. */
export async function startProductionStandIn({ dist, siteUrl, netlifyToml }: StandInOptions): Promise<ProductionStandIn> {
  const siteHost = new URL(siteUrl).hostname;
  const hosts = [siteHost, OTHER_SITE_HOST];
  const { key, cert } = selfSignedCertificate(hosts);
  const workerData: StandInServerData = {
    siteHost,
    dist: resolve(dist),
    netlifyToml: netlifyToml ?? readFileSync('netlify.toml', 'utf8'),
    otherSiteHost: OTHER_SITE_HOST,
    key,
    cert,
  };
  const server = new Worker(new URL('./production-standin-server.ts', import.meta.url), { workerData });
  const port = await new Promise<number>((resolvePort, reject) => {
    server.once('message', resolvePort);
    server.once('error', reject);
  });
  return {
    origin: `https://${siteHost}`,
    port,
    otherSiteUrl: `https://${OTHER_SITE_HOST}/`,
    chromeFlags: [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')}`, `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`],
    close: async () => {
      await server.terminate();
    },
  };
}
