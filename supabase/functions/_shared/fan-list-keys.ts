/**
 * What the fan list's limits and « do not mail » list count an address as: its mailbox, not the
 * string typed. `victim+1@…` and `victim+2@…` reach one inbox, so they share its limit. Kept only
 * as keyed hashes (HMAC with the list's own secret, FAN_LIST_SECRET): a copy of the tables tells
 * no one which addresses left the list, and no one without the secret can test a guess.
 */
import { hmac } from './fan-links.ts';

/**
 * Domains whose mailboxes ignore dots in the local part (Gmail, and its old googlemail.com name):
 * `v.i.c.t.i.m@` is `victim@` there. Elsewhere a dot can tell two people apart.
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches: lower case, the `+tag` dropped, for every domain: Gmail,
 * Outlook.com, iCloud, Fastmail, Proton, Yahoo's `+` aliases, and the defaults of Postfix and
 * Exchange all deliver `name+tag@` to `name@`. A domain that gave `+` another meaning would only
 * see two of its addresses share one limit; the reverse mistake lets anyone flood an inbox.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  const rawDomain = trimmed.slice(at + 1).replace(/\.$/, '');
  const domain = DOMAIN_ALIASES[rawDomain] ?? rawDomain;
  let local = trimmed.slice(0, at).split('+')[0] ?? '';
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return { mailbox: `${local}@${domain}`, domain };
}

export interface ListKeys {
  /** The mailbox's keyed hash: the per-mailbox limit, « do not mail », the consent events. */
  mailbox: string;
  /** The recipient domain's keyed hash: the per-domain limit. */
  domain: string;
}

export async function listKeys(secret: string, address: string): Promise<ListKeys> {
  const { mailbox, domain } = mailboxOf(address);
  return { mailbox: await hmac(secret, `fan-mailbox:${mailbox}`), domain: await hmac(secret, `fan-domain:${domain}`) };
}
