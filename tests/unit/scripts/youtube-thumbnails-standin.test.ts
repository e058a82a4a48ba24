import { createHash } from 'node:crypto';
import { connect } from 'node:http2';
import type { TLSSocket } from 'node:tls';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../integrations/built-site/dist-files';
import { photoForVideo, startThumbnailStandIn, THUMBNAIL_SIZES, thumbnailRequests, type ThumbnailStandIn } from '../../../scripts/lib/youtube-thumbnails-standin';
import { toYouTubeThumbnail, type ThumbnailQuality } from '../../../src/lib/youtube';

const QUALITIES = Object.keys(THUMBNAIL_SIZES) as ThumbnailQuality[];
const PHOTOS = listFiles('content/media/photos', '.jpg');

describe('thumbnails the pages refer to', () => {
  it('finds every address the site builds, once each, in markup and JSON-LD alike', () => {
    const html = [
      `<img src="${toYouTubeThumbnail('Qm4cT7rVb2A')}" alt="">`,
      `<img src="${toYouTubeThumbnail('Qm4cT7rVb2A')}" alt="">`,
      `<script type="application/ld+json">{"thumbnailUrl":${JSON.stringify(QUALITIES.map((quality) => toYouTubeThumbnail('Lr8xN2kHw5E', quality)))}}</script>`,
      '<img src="/_astro/photo.webp" alt=""><a href="https://www.youtube.com/watch?v=Lr8xN2kHw5E">YouTube</a>',
    ].join('');
    expect(thumbnailRequests(html)).toEqual([
      { path: '/vi/Qm4cT7rVb2A/hqdefault.jpg', videoId: 'Qm4cT7rVb2A', quality: 'hqdefault' },
      ...QUALITIES.map((quality) => ({ path: `/vi/Lr8xN2kHw5E/${quality}.jpg`, videoId: 'Lr8xN2kHw5E', quality })),
    ]);
  });

  it('refuses a thumbnail name it cannot size rather than answering 404 in the audit', () => {
    expect(() => thumbnailRequests('<img src="https://i.ytimg.com/vi/Qm4cT7rVb2A/hq720.jpg">')).toThrow(/hq720/);
  });

  it('gives the same video the same photo, and different videos different photos', () => {
    const photos = ['a.jpg', 'b.jpg', 'c.jpg'];
    expect(photoForVideo('Qm4cT7rVb2A', photos)).toBe(photoForVideo('Qm4cT7rVb2A', photos));
    expect(new Set(['Qm4cT7rVb2A', 'Qm4cT7rVb2B', 'Qm4cT7rVb2C'].map((id) => photoForVideo(id, photos))).size).toBe(3);
    expect(() => photoForVideo('Qm4cT7rVb2A', [])).toThrow(/Aucune photo/);
  });
});

/** One GET to the stand-in as Chromium makes it (HTTP/2 over TLS), with the certificate's SPKI hash. */
async function get(standIn: ThumbnailStandIn, path: string): Promise<{ status: number; type: string; body: Buffer; spki: string }> {
  const session = connect(`https://i.ytimg.com:${standIn.port}`, { host: '127.0.0.1', servername: 'i.ytimg.com', rejectUnauthorized: false });
  try {
    return await new Promise((resolve, reject) => {
      const stream = session.request({ ':path': path });
      const chunks: Buffer[] = [];
      let status = 0;
      let type = '';
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
        type = String(headers['content-type']);
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        const certificate = (session.socket as TLSSocket).getPeerX509Certificate();
        const spki = certificate
          ? createHash('sha256')
              .update(certificate.publicKey.export({ type: 'spki', format: 'der' }))
              .digest('base64')
          : '';
        resolve({ status, type, body: Buffer.concat(chunks), spki });
      });
      stream.end();
    });
  } finally {
    session.close();
  }
}

describe('the i.ytimg.com stand-in', () => {
  it('answers each thumbnail with a JPEG of YouTube size, 404 for anything else, under the certificate Chromium is told to trust', async () => {
    const html = QUALITIES.map((quality) => `<img src="${toYouTubeThumbnail('Qm4cT7rVb2A', quality)}">`).join('');
    const standIn = await startThumbnailStandIn([html], PHOTOS);
    try {
      expect(standIn.chromeFlags[0]).toBe(`--host-resolver-rules=MAP i.ytimg.com 127.0.0.1:${standIn.port}`);
      for (const quality of QUALITIES) {
        const response = await get(standIn, `/vi/Qm4cT7rVb2A/${quality}.jpg`);
        expect(response.status).toBe(200);
        expect(response.type).toBe('image/jpeg');
        expect(await sharp(response.body).metadata()).toMatchObject({ format: 'jpeg', ...THUMBNAIL_SIZES[quality] });
        expect(standIn.chromeFlags[1]).toBe(`--ignore-certificate-errors-spki-list=${response.spki}`);
      }
      const hq = await get(standIn, '/vi/Qm4cT7rVb2A/hqdefault.jpg');
      expect(hq.body.length).toBeGreaterThan(5_000);
      expect(hq.body.length).toBeLessThan(40_000);
      expect((await get(standIn, '/vi/Lr8xN2kHw5E/hqdefault.jpg')).status).toBe(404);
      expect((await get(standIn, '/favicon.ico')).status).toBe(404);
    } finally {
      await standIn.close();
    }
  });
});
