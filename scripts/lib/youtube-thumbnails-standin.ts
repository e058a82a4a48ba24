/**
 * A local stand-in for YouTube's image host, https://i.ytimg.com, used only by `npm run audit`
 * (as the local Supabase stack stands in for Supabase). The audit machine has no internet: without
 * it every video thumbnail fails, Chromium logs the failures as console errors, and Lighthouse
 * marks down best practices and measures pages lighter than they are in production.
 *
 * It answers every thumbnail address the built pages contain with a real JPEG of YouTube's size
 * for that name, cut from the site's own photos so the bytes are realistic, over HTTPS and HTTP/2
 * like the real host, from a worker thread (youtube-thumbnails-standin-server.ts); anything else
 * gets a 404. Chromium reaches it through `chromeFlags`: a host
 * resolver rule sends i.ytimg.com to this server, and the SPKI flag trusts this server's throwaway
 * certificate and no other (narrower than --ignore-certificate-errors; audit Chromium only).
 */
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { ThumbnailQuality } from '../../src/lib/youtube.ts';
import type { StandInServerData } from './youtube-thumbnails-standin-server.ts';

export const THUMBNAIL_HOST = 'i.ytimg.com';

/** YouTube's pixel size for each thumbnail name the site can build (src/lib/youtube.ts). */
export const THUMBNAIL_SIZES: Record<ThumbnailQuality, { width: number; height: number }> = {
  mqdefault: { width: 320, height: 180 },
  hqdefault: { width: 480, height: 360 },
  sddefault: { width: 640, height: 480 },
  maxresdefault: { width: 1280, height: 720 },
};

const isThumbnailQuality = (name: string): name is ThumbnailQuality => Object.hasOwn(THUMBNAIL_SIZES, name);

export interface ThumbnailRequest {
  path: string;
  videoId: string;
  quality: ThumbnailQuality;
}

/**
 * Every distinct thumbnail the HTML refers to on YouTube's image host, as the path the browser
 * will ask for. A thumbnail name the stand-in cannot size is an error, not a silent 404.
 */
export function thumbnailRequests(html: string): ThumbnailRequest[] {
  const found = new Map<string, ThumbnailRequest>();
  for (const match of html.matchAll(/https:\/\/i\.ytimg\.com(\/vi\/([A-Za-z0-9_-]{11})\/(\w+)\.jpg)/g)) {
    const [, path = '', videoId = '', quality = ''] = match;
    if (!isThumbnailQuality(quality))
      throw new Error(`Miniature YouTube de taille inconnue dans les pages : ${path} (tailles connues : ${Object.keys(THUMBNAIL_SIZES).join(', ')}).`);
    found.set(path, { path, videoId, quality });
  }
  return [...found.values()];
}

/** The same photo for the same video on every run, spread over the photos given. */
export function photoForVideo(videoId: string, photos: readonly string[]): string {
  const photo = photos[[...videoId].reduce((sum, char) => sum + char.charCodeAt(0), 0) % photos.length];
  if (photo === undefined) throw new Error('Aucune photo pour fabriquer les miniatures YouTube.');
  return photo;
}

/**
 * A thumbnail as YouTube serves it for a widescreen video: a 16:9 frame at the width of the
 * name, with black bands above and below on the 4:3 names (hqdefault, sddefault).
 */
async function thumbnailJpeg(photo: string, quality: ThumbnailQuality): Promise<Buffer> {
  const { width, height } = THUMBNAIL_SIZES[quality];
  const frameHeight = Math.round((width * 9) / 16);
  const band = (height - frameHeight) / 2;
  return (
    sharp(photo)
      .resize({ width, height: frameHeight, fit: 'cover' })
      .extend({ top: Math.floor(band), bottom: Math.ceil(band), background: '#000' })
      // The site's photos are smoother than video frames: at 95 they weigh what YouTube's do (hqdefault 10-30 kB).
      .jpeg({ quality: 95 })
      .toBuffer()
  );
}

/** A throwaway certificate for the host, made with the openssl CLI (Node can make keys, not certificates). */
function selfSignedCertificate(host: string): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'ytimg-standin-'));
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
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
      ],
      { encoding: 'utf8' },
    );
    if (openssl.status !== 0) throw new Error(`openssl n'a pas pu créer le certificat de ${host} : ${openssl.error?.message ?? openssl.stderr}`);
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Base64 SHA-256 of the certificate's public key, the form --ignore-certificate-errors-spki-list takes. */
function spkiHash(cert: Buffer): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export interface ThumbnailStandIn {
  port: number;
  /** The Chromium flags that send i.ytimg.com here and trust this server's certificate. */
  chromeFlags: string[];
  close(): Promise<void>;
}

/** Renders the thumbnails the pages refer to from the photos, then serves them on a free local port until `close`. */
export async function startThumbnailStandIn(html: readonly string[], photos: readonly string[]): Promise<ThumbnailStandIn> {
  const images = new Map<string, Uint8Array>();
  for (const request of new Map(html.flatMap(thumbnailRequests).map((request) => [request.path, request])).values()) {
    images.set(request.path, await thumbnailJpeg(photoForVideo(request.videoId, photos), request.quality));
  }
  const { key, cert } = selfSignedCertificate(THUMBNAIL_HOST);
  const workerData: StandInServerData = { images, key, cert };
  const server = new Worker(new URL('./youtube-thumbnails-standin-server.ts', import.meta.url), { workerData });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', resolve);
    server.once('error', reject);
  });
  return {
    port,
    chromeFlags: [`--host-resolver-rules=MAP ${THUMBNAIL_HOST} 127.0.0.1:${port}`, `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`],
    close: async () => {
      await server.terminate();
    },
  };
}
