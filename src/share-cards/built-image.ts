/**
 * A built page's share image, checked from dist/: the file og:image names exists, is the PNG or
 * JPEG its tags declare, has the declared width and height (read from the file's header), weighs
 * under the ceiling, and twitter:image names the same one.
 */
import { readFileSync, statSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { fileForUrlPath } from '../../integrations/built-site/dist-files.ts';

/** Social networks take up to 5–8 MB, but a card over 150 kB is slow to appear in a chat on a phone. */
export const SHARE_IMAGE_CEILING = 150 * 1024;

export interface ImageHeader {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Type and size of a PNG (its IHDR chunk) or a JPEG (its first frame header, SOF0–SOF15 but DHT, JPG, DAC); null for anything else. */
export function imageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: 'image/jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

export interface ShareImage {
  path: string;
  bytes: number;
  header: ImageHeader | null;
}

/** The page's share image and what is wrong with it (empty when all is right). */
export function shareImageProblems(distDir: string, html: string, siteOrigin: string): { image: ShareImage | null; problems: string[] } {
  const root = parse(html);
  const meta = (selector: string) => root.querySelector(selector)?.getAttribute('content') ?? '';
  const url = meta('meta[property="og:image"]');
  if (!/^https?:\/\//.test(url)) return { image: null, problems: [`og:image absente ou relative : « ${url} »`] };
  const { origin, pathname } = new URL(url);
  const problems: string[] = [];
  if (origin !== siteOrigin) problems.push(`og:image hors du site : ${url}`);
  if (meta('meta[name="twitter:image"]') !== url) problems.push('twitter:image ne désigne pas la même image que og:image');
  const file = fileForUrlPath(distDir, pathname);
  if (!file) return { image: null, problems: [...problems, `image de partage introuvable dans dist/ : ${pathname}`] };
  const image = { path: pathname, bytes: statSync(file).size, header: imageHeader(readFileSync(file)) };
  const declared = { type: meta('meta[property="og:image:type"]'), width: meta('meta[property="og:image:width"]'), height: meta('meta[property="og:image:height"]') };
  if (!image.header) problems.push(`${pathname} n'est ni un PNG ni un JPEG lisible`);
  else {
    if (declared.type !== image.header.type) problems.push(`${pathname} : og:image:type « ${declared.type} », fichier ${image.header.type}`);
    if (declared.width !== String(image.header.width) || declared.height !== String(image.header.height)) {
      problems.push(`${pathname} : déclarée ${declared.width} × ${declared.height}, fichier ${image.header.width} × ${image.header.height}`);
    }
  }
  if (image.bytes > SHARE_IMAGE_CEILING) problems.push(`${pathname} : ${(image.bytes / 1024).toFixed(1)} kB (plafond ${SHARE_IMAGE_CEILING / 1024} kB)`);
  return { image, problems };
}
