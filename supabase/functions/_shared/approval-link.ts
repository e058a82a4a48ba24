/**
 * The token of the approve link mailed to the artist: which account asked, which link this is
 * (single use, used_approval_links) and until when it works, signed with HMAC-SHA-256 and a server
 * secret (PRO_APPROVAL_SECRET), so that nobody can write a link for an account of their choice.
 * Written `<payload>.<signature>`, both base64url, the payload a JSON object.
 */
import { isLanguage, type Language } from './languages.ts';

/**
 * The site's page the mailed link opens (`<site><path>?token=…`): opening it approves nothing, its
 * button POSTs the token to approve-pro-account, so that a mail scanner following links cannot
 * approve an account. Written here, where the functions write the link; the site's page registry
 * (src/site.config.ts) reads it.
 */
export const APPROVAL_PAGE_PATH = '/acces-pro/approuver';

/** How long an approve link works: a week of the artist's mail, no more. */
export const APPROVAL_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface ApprovalLink {
  /** Random, unique to this mail: used_approval_links records it once followed. */
  linkId: string;
  /** The account to approve, and its address as it was when it asked (what the artist reads). */
  userId: string;
  email: string;
  /** Milliseconds since the epoch after which the link no longer works. */
  expiresAt: number;
  /** The language of the page the account asked from: the approval mail to the account is written in it (French for a link without one). */
  lang?: Language;
}

export type ApprovalLinkCheck = { valid: true; link: ApprovalLink } | { valid: false; reason: 'invalid' | 'expired' };

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The bytes of a base64url string, or null when it is not one. */
function fromBase64url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    return Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export async function signApprovalLink(link: ApprovalLink, secret: string): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify(link)));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)));
  return `${payload}.${base64url(signature)}`;
}

function isApprovalLink(value: unknown): value is ApprovalLink {
  if (typeof value !== 'object' || value === null) return false;
  const { linkId, userId, email, expiresAt, lang } = value as Record<string, unknown>;
  return typeof linkId === 'string' && typeof userId === 'string' && typeof email === 'string' && typeof expiresAt === 'number' && (lang === undefined || isLanguage(lang));
}

/** What a token says, if the secret signed it (checked in constant time by Web Crypto) and it has not expired at `now`. */
export async function readApprovalLink(token: string, secret: string, now: Date): Promise<ApprovalLinkCheck> {
  const [payload = '', signatureText = '', ...rest] = token.split('.');
  const signature = fromBase64url(signatureText);
  if (rest.length > 0 || payload === '' || signature === null) return { valid: false, reason: 'invalid' };
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, encoder.encode(payload)))) return { valid: false, reason: 'invalid' };
  const bytes = fromBase64url(payload);
  let link: unknown = null;
  try {
    link = bytes && JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { valid: false, reason: 'invalid' };
  }
  if (!isApprovalLink(link)) return { valid: false, reason: 'invalid' };
  return link.expiresAt <= now.getTime() ? { valid: false, reason: 'expired' } : { valid: true, link };
}
