/**
 * The request-pro-access function as a pure request handler: a signed-in account that the artist
 * has not approved yet asks for the gated pro documents, and the artist gets one mail with the
 * account's address and a link to the site's approval page (approval-link.ts), whose button has
 * approve-pro-account approve it. One
 * mail per account per 24 hours: the server claims the request in the database before mailing,
 * so no client, however it calls, can fill the artist's inbox.
 */
import { APPROVAL_LINK_LIFETIME_MS, APPROVAL_PAGE_PATH, signApprovalLink } from './approval-link.ts';
import type { Logger, Mailer } from './contact-handler.ts';
import { escapeHtml, type MailAddresses, type OutgoingMail } from './contact-mail.ts';
import { isMailableAddress } from './contact-rules.ts';
import { siteOriginOf } from './cors.ts';
import { LANGUAGE_FIELD, isLanguage, languageOr } from './languages.ts';
import type { AccountAdmin } from './delete-account-handler.ts';
import { bearerToken, openBrowserRequest } from './function-http.ts';
import type { ProApprovals } from './sign-document-handler.ts';

/** One request mail per account in this time. */
export const REQUEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** When each account last had its request mailed (table pro_access_requests). */
export interface AccessRequests {
  /** Records a request of `userId` at `now` unless one was recorded after `since`: true when this request is the one to mail. Throws when the database fails. */
  claim(userId: string, since: Date, now: Date): Promise<boolean>;
  /** Forgets the account's request (its mail failed), so that it may ask again at once. */
  release(userId: string): Promise<void>;
}

export interface RequestProAccessOptions {
  accounts: Pick<AccountAdmin, 'ownerOf'>;
  approvals: ProApprovals;
  requests: AccessRequests;
  mailer: Mailer;
  /** `to`: the artist's address; `from`: the site's sender. */
  addresses: MailAddresses;
  /** The HMAC secret of the approve links (PRO_APPROVAL_SECRET). */
  linkSecret: string;
  /** Origins allowed to call from a browser (SITE_ORIGINS), the first the site the link leads to; loopback origins always are. */
  allowedOrigins: readonly string[];
  now?: () => Date;
  newLinkId?: () => string;
  logger?: Logger;
}

/** The function's answers; the pro area shows its own words, in its page's language, by status. */
export const REQUEST_ACCESS_MESSAGES = {
  requested: "Votre demande d'accès est envoyée à l'artiste : vous aurez les documents réservés dès qu'il l'aura approuvée.",
  alreadyApproved: 'Votre compte est déjà approuvé : les documents réservés sont à vous.',
  alreadyRequested: "Votre demande a déjà été envoyée à l'artiste dans les dernières 24 heures : inutile de la renvoyer.",
  notSignedIn: "Connectez-vous pour demander l'accès aux documents professionnels.",
  method: "Méthode non autorisée : demandez l'accès avec POST.",
  origin: "Cette origine n'est pas autorisée à demander un accès.",
  failed: "Votre demande n'a pas pu être envoyée. Veuillez réessayer dans un instant.",
} as const;

const dateTime = (date: Date): string => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

/** The artist's mail: who asks, the link to the approval page and what it does, and what not clicking means. French, as every mail to the artist. */
export function buildAccessRequestMail(email: string, approveLink: string, expiresAt: Date, addresses: MailAddresses): OutgoingMail {
  const paragraphs = [
    `Le compte ${email} demande l'accès aux documents réservés de l'espace pro (conditions, contrats).`,
    `Pour l'approuver, ouvrez ce lien et appuyez sur « Approuver ce compte » (il sert une seule fois, jusqu'au ${dateTime(expiresAt)}) :`,
    approveLink,
    "Sinon, ne faites rien : le compte garde l'accès aux kits presse et technique, qui sont publics. Pour retirer plus tard un accès donné, voir « Approuver un compte » dans supabase/README.md.",
  ];
  return {
    from: addresses.from,
    to: [addresses.to],
    subject: `Espace pro : demande d'accès de ${email}`,
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1b1712">',
      `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
      `<p>${escapeHtml(paragraphs[1] ?? '')}</p>`,
      `<p><a href="${escapeHtml(approveLink)}">Ouvrir la page d'approbation de ${escapeHtml(email)}</a></p>`,
      `<p>${escapeHtml(paragraphs[3] ?? '')}</p>`,
      '</body></html>',
    ].join('\n'),
    // The artist answers the programmer directly, when the address is one a provider takes.
    reply_to: isMailableAddress(email) ? email : addresses.to,
  };
}

export function createRequestProAccessHandler(options: RequestProAccessOptions): (request: Request) => Promise<Response> {
  const { accounts, approvals, requests, mailer, addresses, linkSecret, allowedOrigins } = options;
  const now = options.now ?? (() => new Date());
  const newLinkId = options.newLinkId ?? (() => crypto.randomUUID());
  const logger = options.logger ?? console;

  return async (request) => {
    const opened = openBrowserRequest(request, allowedOrigins, ['POST'], REQUEST_ACCESS_MESSAGES);
    if ('answer' in opened) return opened.answer;
    const { json } = opened;

    const token = bearerToken(request);
    if (!token) return json(401, { error: REQUEST_ACCESS_MESSAGES.notSignedIn });
    // The pro area's language, which the approval mail to the account will be written in; else the account's stored one.
    const body: unknown = await request.json().catch(() => null);
    const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[LANGUAGE_FIELD] : undefined;
    const language = isLanguage(sent) ? sent : undefined;
    try {
      const owner = await accounts.ownerOf(token);
      if (owner.kind !== 'user') return json(401, { error: REQUEST_ACCESS_MESSAGES.notSignedIn });
      if (await approvals.isApproved(owner.id)) return json(200, { approved: true, message: REQUEST_ACCESS_MESSAGES.alreadyApproved });
      const site = siteOriginOf(request, allowedOrigins);
      if (site === undefined) throw new Error('SITE_ORIGINS is not set: the approve link would lead nowhere');
      const askedAt = now();
      if (!(await requests.claim(owner.id, new Date(askedAt.getTime() - REQUEST_INTERVAL_MS), askedAt))) {
        return json(429, { error: REQUEST_ACCESS_MESSAGES.alreadyRequested });
      }
      const expiresAt = new Date(askedAt.getTime() + APPROVAL_LINK_LIFETIME_MS);
      const linkToken = await signApprovalLink(
        { linkId: newLinkId(), userId: owner.id, email: owner.email, expiresAt: expiresAt.getTime(), lang: languageOr(language ?? owner.language) },
        linkSecret,
      );
      const approveLink = `${site}${APPROVAL_PAGE_PATH}?${new URLSearchParams({ token: linkToken })}`;
      try {
        await mailer.send(buildAccessRequestMail(owner.email, approveLink, expiresAt, addresses));
      } catch (error) {
        // Unsent, the request must not count against the next 24 hours.
        await requests.release(owner.id);
        throw error;
      }
      return json(200, { requested: true, message: REQUEST_ACCESS_MESSAGES.requested });
    } catch (error) {
      logger.error('request-pro-access: request failed', error instanceof Error ? error.message : String(error));
      return json(500, { error: REQUEST_ACCESS_MESSAGES.failed });
    }
  };
}
