/**
 * The sign-up mail itself, as fan-signup sends it at once and fan-alerts sends a held one: a new
 * single-use link carrying the request (its SHA-256 stored with it), then the confirmation mail
 * (with its « this wasn't me » link) or, for a confirmed address, « apply these changes ». The
 * new link moves the fan's token version: the links of older mails stop working, so « apply these
 * changes » carries the preferences and unsubscription links of the new version.
 */
import { CONFIRMATION_VALID_MS, fanPageUrl, newConfirmationToken, sha256Hex, subscriberListLinks } from './fan-links.ts';
import { buildChangeRequestMail, buildConfirmationMail, type FanMail, type FanSender } from './fan-mail.ts';
import type { FanStore, LinkPurpose, ListRequest, Subscriber } from './fan-store.ts';

export interface ListMailContext {
  store: FanStore;
  site: string;
  sender: FanSender;
  /** The project's address (the one-click link) and the list's secret (the signed links). */
  functionsBase: string;
  secret: string;
}

export async function mailListLink(
  context: ListMailContext,
  subscriber: Pick<Subscriber, 'id' | 'email' | 'lang'>,
  purpose: LinkPurpose,
  request: ListRequest,
  at: Date,
): Promise<FanMail> {
  const token = newConfirmationToken();
  const version = await context.store.addConfirmationToken(await sha256Hex(token), subscriber.id, new Date(at.getTime() + CONFIRMATION_VALID_MS), purpose, request);
  // The mail speaks the language of the request for a new address, the subscriber's own for a confirmed one.
  const lang = purpose === 'confirm' ? request.lang : subscriber.lang;
  const confirmUrl = fanPageUrl(context.site, 'confirm', lang, token);
  if (purpose === 'confirm') {
    return buildConfirmationMail(subscriber.email, lang, confirmUrl, request.city_name, request.distance_km, context.sender, fanPageUrl(context.site, 'unsubscribe', lang, token));
  }
  const links = await subscriberListLinks(context, { id: subscriber.id, lang, token_version: version });
  return buildChangeRequestMail(subscriber.email, lang, request, confirmUrl, links, context.sender);
}
