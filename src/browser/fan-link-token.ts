/**
 * The token of a fan list link (`?token=…`), read once from the address and then taken out of it:
 * a link that unsubscribes or changes a subscription stays out of the history and of a copied or
 * shared address. Kept for this tab only (sessionStorage), so that a reload of the page still works.
 */
import { linkToken } from '../lib/fan-pages';

export function takeFanLinkToken(): string {
  const key = `fan-link-token:${location.pathname}`;
  const fromAddress = linkToken(location.search);
  if (fromAddress === '') {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return '';
    }
  }
  try {
    sessionStorage.setItem(key, fromAddress);
  } catch {
    // Storage refused (private mode): the token lives in the page until it is left.
  }
  history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  return fromAddress;
}
