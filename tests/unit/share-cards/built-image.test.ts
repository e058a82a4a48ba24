import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE_CEILING, imageHeader, shareImageProblems } from '../../../src/share-cards/built-image';

/** The first bytes of a PNG: signature, then the IHDR chunk with width and height. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's start: SOI, an APP0 segment and a DHT segment to step over, then the baseline frame header. */
function jpeg(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc4,
    0x00,
    0x03,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
}

const SITE = 'https://yaniel-barcenas.example';
const page = (path: string, { type = 'image/png', width = '1200', height = '630', twitter = path } = {}) =>
  `<meta property="og:image" content="${SITE}${path}"><meta property="og:image:type" content="${type}"><meta property="og:image:width" content="${width}"><meta property="og:image:height" content="${height}"><meta name="twitter:image" content="${SITE}${twitter}">`;

function distWith(files: Record<string, Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('image headers', () => {
  it('reads the size of a PNG and of a JPEG, past the segments before its frame', () => {
    expect(imageHeader(png(1200, 630))).toEqual({ type: 'image/png', width: 1200, height: 630 });
    expect(imageHeader(jpeg(1200, 630))).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
  });

  it('knows nothing of other files', () => {
    expect(imageHeader(new TextEncoder().encode('<svg></svg>'))).toBeNull();
    expect(imageHeader(new Uint8Array())).toBeNull();
  });
});

describe('a page and its share image', () => {
  it('passes when the file is there, as declared', () => {
    const dist = distWith({ 'og/bio-abc.png': png(1200, 630), 'og/concert-abc.jpg': jpeg(1200, 630) });
    expect(shareImageProblems(dist, page('/og/bio-abc.png'), SITE).problems).toEqual([]);
    expect(shareImageProblems(dist, page('/og/concert-abc.jpg', { type: 'image/jpeg' }), SITE).problems).toEqual([]);
  });

  it('names a missing file, a wrong size or type, another twitter:image, a file too heavy', () => {
    const heavy = new Uint8Array(SHARE_IMAGE_CEILING + 1);
    heavy.set(png(1200, 630));
    const dist = distWith({ 'og/petite.png': png(600, 315), 'og/lourde.png': heavy });
    expect(shareImageProblems(dist, page('/og/absente.png'), SITE).problems).toEqual(['image de partage introuvable dans dist/ : /og/absente.png']);
    expect(shareImageProblems(dist, page('/og/petite.png'), SITE).problems).toEqual(['/og/petite.png : déclarée 1200 × 630, fichier 600 × 315']);
    expect(shareImageProblems(dist, page('/og/petite.png', { type: 'image/jpeg', width: '600', height: '315' }), SITE).problems).toEqual([
      '/og/petite.png : og:image:type « image/jpeg », fichier image/png',
    ]);
    expect(shareImageProblems(dist, page('/og/petite.png', { width: '600', height: '315', twitter: '/og-default.jpg' }), SITE).problems).toEqual([
      'twitter:image ne désigne pas la même image que og:image',
    ]);
    expect(shareImageProblems(dist, page('/og/lourde.png'), SITE).problems).toEqual([`/og/lourde.png : ${(heavy.length / 1024).toFixed(1)} kB (plafond 150 kB)`]);
  });

  it('wants an absolute address', () => {
    expect(shareImageProblems(distWith({}), '<meta property="og:image" content="/og/bio.png">', SITE).problems).toEqual(['og:image absente ou relative : « /og/bio.png »']);
  });
});
