/**
 * The links of the fan list's mails. The confirmation link carries a random token of which only
 * the SHA-256 is stored (7 days, single use). Every later mail carries the subscriber's own
 * signed token, for one-click unsubscription and the page that changes city and distance: an HMAC
 * of the subscriber id and of its token version, so a forged or altered token is refused without
 * a database lookup, and no sign-in is needed. Each new link mailed to a fan moves their version
 * (fan_new_link): a link from an older mail then reads and changes nothing.
 */
import type { Language } from './languages.ts';
import { browserWords, perLanguage } from './i18n/index.ts';

export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The site's pages the links open (their routes come with the sign-up form): confirming,
 * unsubscribing (the visible link; the header's one-click address is the function's own) and
 * managing a subscription. A page, not the function, because a mail scanner that opens a link
 * must confirm or unsubscribe nothing, and Supabase serves no HTML from a function: each page
 * sends the token to its function (fan-confirm, fan-unsubscribe, fan-preferences) by POST.
 */
export const FAN_PAGE_PATHS = {
  confirm: /* @__PURE__ */ perLanguage(browserWords, (words) => words.fanPagePaths.confirm),
  unsubscribe: /* @__PURE__ */ perLanguage(browserWords, (words) => words.fanPagePaths.unsubscribe),
  manage: /* @__PURE__ */ perLanguage(browserWords, (words) => words.fanPagePaths.manage),
};

export function fanPageUrl(site: string, page: keyof typeof FAN_PAGE_PATHS, lang: Language, token: string): string {
  return `${site.replace(/\/$/, '')}${FAN_PAGE_PATHS[page][lang]}?token=${encodeURIComponent(token)}`;
}

/** RFC 8058's one-click address: the function itself, which unsubscribes on POST only. */
export function oneClickUnsubscribeUrl(functionsBase: string, token: string): string {
  return `${functionsBase.replace(/\/$/, '')}/functions/v1/fan-unsubscribe?token=${encodeURIComponent(token)}`;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A confirmation token: 32 random bytes, URL-safe. */
export function newConfirmationToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** HMAC-SHA-256 of `value`, URL-safe: link signatures and the network-address keys of the sign-up limit. */
export async function hmac(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(value))));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The subscriber's link token: `<id>.<version>.<signature>`. */
export async function subscriberToken(secret: string, subscriberId: string, version: number): Promise<string> {
  return `${subscriberId}.${version}.${await hmac(secret, `fan-link:${subscriberId}:${version}`)}`;
}

/** A token's subscriber and version, once its signature is checked. */
export interface SignedLink {
  id: string;
  version: number;
}

/**
 * The subscriber and version a token was signed for, or null for a forged, altered or malformed
 * one. A token from before versions (`<id>.<signature>`, signed with FAN_LIST_SECRET) is version
 * 0, older than any subscriber's: the one-click address of a mail already sent still unsubscribes,
 * and everything else asks for a new link.
 */
export async function verifySubscriberToken(secret: string, token: unknown): Promise<SignedLink | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  const [id = '', version = '0', signature = ''] = parts.length === 2 ? [parts[0], '0', parts[1]] : parts;
  if (parts.length < 2 || parts.length > 3 || !UUID.test(id) || !/^(0|[1-9]\d{0,8})$/.test(version)) return null;
  const expected = await hmac(secret, parts.length === 2 ? `fan-link:${id}` : `fan-link:${id}:${version}`);
  // Compared in full whatever differs first: the time taken tells nothing of the right signature.
  let difference = expected.length ^ signature.length;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ (signature.charCodeAt(index) || 0);
  return difference === 0 ? { id, version: Number(version) } : null;
}

/** The links every list mail to a confirmed subscriber carries: one-click (the function), the unsubscription and preferences pages (the site). */
export async function subscriberListLinks(
  options: { site: string; functionsBase: string; secret: string },
  subscriber: { id: string; lang: Language; token_version: number },
): Promise<{ oneClick: string; unsubscribe: string; manage: string }> {
  const token = await subscriberToken(options.secret, subscriber.id, subscriber.token_version);
  return {
    oneClick: oneClickUnsubscribeUrl(options.functionsBase, token),
    unsubscribe: fanPageUrl(options.site, 'unsubscribe', subscriber.lang, token),
    manage: fanPageUrl(options.site, 'manage', subscriber.lang, token),
  };
}
