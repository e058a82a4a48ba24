/**
 * A press photo's credit, caption and licence, written into the JPEG itself as XMP (the IPTC
 * Photo Metadata fields an agency or a newsroom reads: creator, description, credit line, rights,
 * usage terms), so that they travel with the file once it leaves the ZIP. The segment is inserted
 * byte for byte after the JPEG's start marker: the picture is not re-encoded.
 */
import { languageTags, type Language } from './languages.ts';

export interface PhotoRights {
  photographer: string;
  /** The caption in each language; the file's own language's is also x-default, what photo software shows first. */
  captions: Record<Language, string>;
  /** The credit line in the file's language ("Photo : Claire Delmas", "Photo: Claire Delmas"). */
  credit: string;
  /** The licence in each language. */
  usageTerms: Record<Language, string>;
}

const XMP_NAMESPACE = 'http://ns.adobe.com/xap/1.0/\0';
/** A JPEG segment holds at most 65,533 bytes after its length field. */
const SEGMENT_LIMIT = 65_533;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An rdf:Alt of one text per language, `first`'s as x-default. */
function alternatives(texts: Record<Language, string>, first: Language): string {
  const items = (Object.entries(texts) as [Language, string][]).map(([lang, text]) => `<rdf:li xml:lang="${languageTags[lang].bcp47}">${escapeXml(text)}</rdf:li>`);
  return `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(texts[first])}</rdf:li>${items.join('')}</rdf:Alt>`;
}

/** The XMP packet of a photo whose default language (x-default) is `lang`: the language of the page its ZIP is downloaded from. */
export function photoXmp(rights: PhotoRights, lang: Language): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/">',
    `<dc:creator><rdf:Seq><rdf:li>${escapeXml(rights.photographer)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description>${alternatives(rights.captions, lang)}</dc:description>`,
    `<dc:rights>${alternatives({ fr: `© ${rights.photographer}`, en: `© ${rights.photographer}`, es: `© ${rights.photographer}` }, lang)}</dc:rights>`,
    `<photoshop:Credit>${escapeXml(rights.credit)}</photoshop:Credit>`,
    `<xmpRights:UsageTerms>${alternatives(rights.usageTerms, lang)}</xmpRights:UsageTerms>`,
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="r"?>',
  ].join('');
}

/**
 * The JPEG with `xmp` in an APP1 segment right after its start marker (an XMP segment it already
 * has is dropped). Anything that is not a JPEG is a build error, said in French.
 */
export function withXmp(jpeg: Uint8Array, xmp: string, file: string): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error(`${file} : ce n’est pas un JPEG ; les photos de presse sont attendues en .jpg pour y inscrire leur crédit`);
  const payload = new TextEncoder().encode(XMP_NAMESPACE + xmp);
  if (payload.length > SEGMENT_LIMIT) throw new Error(`${file} : crédit, légendes et licence trop longs pour un segment XMP (${payload.length} octets)`);
  const rest = withoutXmp(jpeg.subarray(2));
  const segment = new Uint8Array(4 + payload.length);
  segment.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  segment.set(payload, 4);
  const out = new Uint8Array(2 + segment.length + rest.length);
  out.set([0xff, 0xd8]);
  out.set(segment, 2);
  out.set(rest, 2 + segment.length);
  return out;
}

/** The segments after the start marker, without an APP1 XMP segment among those before the image data. */
function withoutXmp(segments: Uint8Array): Uint8Array {
  const marker = new TextEncoder().encode(XMP_NAMESPACE);
  let at = 0;
  while (at + 4 <= segments.length && segments[at] === 0xff && segments[at + 1] !== 0xda) {
    const length = ((segments[at + 2] ?? 0) << 8) + (segments[at + 3] ?? 0);
    const isXmp = segments[at + 1] === 0xe1 && marker.every((byte, index) => segments[at + 4 + index] === byte);
    if (isXmp) {
      const kept = new Uint8Array(segments.length - 2 - length);
      kept.set(segments.subarray(0, at));
      kept.set(segments.subarray(at + 2 + length), at);
      return kept;
    }
    at += 2 + length;
  }
  return segments;
}
