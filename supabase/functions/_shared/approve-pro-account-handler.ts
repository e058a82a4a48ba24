/**
 * The approve-pro-account function as a pure request handler: the site's approval page (reached
 * from the request mail's link) POSTs the link's token as JSON, without a session (verify_jwt =
 * false), and the account it names is approved (a pro_approvals row, written with the service
 * role) if the token is the server's, unexpired, and used for the first time. POST only: mail
 * providers and security scanners open (GET) the links of a mail, and must approve nothing. The
 * answer is JSON with a French sentence for the artist, which the page shows; hosted Supabase
 * would serve an HTML answer as text/plain, hence the page on the site. A first approval mails the
 * account, in the language of the page it asked from (pro-approval-mail.ts).
 */
import { readApprovalLink } from './approval-link.ts';
import type { Logger, Mailer } from './contact-handler.ts';
import { siteOriginOf } from './cors.ts';
import { openBrowserRequest } from './function-http.ts';
import { languageOr, type Language } from './languages.ts';
import { buildApprovalMail } from './pro-approval-mail.ts';
import type { ProApprovals } from './sign-document-handler.ts';

/** The approvals, written with the service role. */
export interface ProApprovalStore extends ProApprovals {
  /** Approves the account: true when it was not approved yet. Throws when the database fails. */
  approve(userId: string): Promise<boolean>;
}

/** The approve links already followed (table used_approval_links). */
export interface ApprovalLinkUses {
  /** Records the link as followed: 'first' the first time, 'again' after that, 'account-gone' when its account was deleted. Throws when the database fails. */
  record(linkId: string, userId: string): Promise<'first' | 'again' | 'account-gone'>;
  /** Forgets the link's use (the approval failed), so that it works once more. */
  forget(linkId: string): Promise<void>;
}

export interface ApproveAccountOptions {
  approvals: ProApprovalStore;
  linkUses: ApprovalLinkUses;
  /** The HMAC secret of the approve links (PRO_APPROVAL_SECRET). */
  linkSecret: string;
  /** Origins allowed to call from a browser (SITE_ORIGINS): the site's approval page; loopback origins always are. */
  allowedOrigins: readonly string[];
  /** Tells the account it is approved. */
  mailer: Mailer;
  /** The site's sender, and where the account's reply goes: the artist's address. */
  addresses: { from: string; replyTo: string };
  now?: () => Date;
  logger?: Logger;
}

export const APPROVE_ACCOUNT_TEXTS = {
  approved: (email: string) => `Compte approuvé : ${email} peut maintenant télécharger les documents réservés de l'espace pro. Un mail le lui annonce.`,
  approvedUntold: (email: string) =>
    `Compte approuvé : ${email} peut maintenant télécharger les documents réservés de l'espace pro. Le mail qui devait le lui annoncer n'a pas pu partir : prévenez-le vous-même.`,
  wasApproved: (email: string) => `${email} était déjà approuvé : rien n'a changé.`,
  linkUsed: (email: string) => `Ce lien a déjà servi : ${email} est déjà approuvé.`,
  linkUsedAccessWithdrawn: (email: string) =>
    `Ce lien a déjà servi, et l'accès de ${email} a été retiré depuis : un lien ne sert qu'une fois. Pour rendre l'accès, voir « Approuver un compte » dans supabase/README.md.`,
  accountGone: (email: string) => `Le compte ${email} n'existe plus : il a été supprimé depuis sa demande. Rien n'a été approuvé.`,
  expired:
    "Ce lien a expiré (il ne sert que 7 jours) : le compte n'a pas été approuvé. Il peut renouveler sa demande depuis l'espace pro, ou vous pouvez l'approuver depuis le tableau de bord Supabase (« Approuver un compte » dans supabase/README.md).",
  invalid: "Ce lien n'est pas valide : il est incomplet ou a été modifié. Ouvrez-le tel qu'il est dans le mail de demande ; rien n'a été approuvé.",
  method: "Rien n'a été approuvé : un compte s'approuve sur la page du site où mène le lien du mail de demande, avec le bouton « Approuver ce compte ».",
  origin: "Cette origine n'est pas autorisée à approuver un compte.",
  failed: "L'approbation n'a pas abouti, rien n'a changé : appuyez de nouveau sur « Approuver ce compte » dans un instant.",
} as const;

/** The token in the JSON body the page POSTs; empty when there is none, which reads as an invalid link. */
function tokenOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string' ? body.token : '';
}

export function createApproveAccountHandler(options: ApproveAccountOptions): (request: Request) => Promise<Response> {
  const { approvals, linkUses, linkSecret, allowedOrigins } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;

  /** Mails the account, in the language of the page it asked from, that it is approved: true when sent. The approval stands either way. */
  async function tellAccount(email: string, language: Language, request: Request): Promise<boolean> {
    const site = siteOriginOf(request, allowedOrigins);
    try {
      if (site === undefined) throw new Error('SITE_ORIGINS is not set: the mail would link nowhere');
      await options.mailer.send(buildApprovalMail(email, language, site, options.addresses));
      return true;
    } catch (error) {
      logger.error('approve-pro-account: the approved account could not be told', error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  return async (request) => {
    const opened = openBrowserRequest(request, allowedOrigins, ['POST'], APPROVE_ACCOUNT_TEXTS);
    if ('answer' in opened) return opened.answer;
    // no-store: a cached answer would say 'approved' to a later use of a link that changed state.
    const answer = (status: number, body: Record<string, unknown>) => opened.json(status, body, { 'Cache-Control': 'no-store' });
    const approved = (message: string) => answer(200, { approved: true, message });
    const refused = (status: number, error: string) => answer(status, { error });

    const token = tokenOf(await request.json().catch(() => null));
    const check = await readApprovalLink(token, linkSecret, now());
    if (!check.valid) return check.reason === 'expired' ? refused(410, APPROVE_ACCOUNT_TEXTS.expired) : refused(400, APPROVE_ACCOUNT_TEXTS.invalid);
    const { linkId, userId, email } = check.link;
    try {
      const use = await linkUses.record(linkId, userId);
      if (use === 'account-gone') return refused(410, APPROVE_ACCOUNT_TEXTS.accountGone(email));
      if (use === 'again') {
        return (await approvals.isApproved(userId)) ? approved(APPROVE_ACCOUNT_TEXTS.linkUsed(email)) : refused(409, APPROVE_ACCOUNT_TEXTS.linkUsedAccessWithdrawn(email));
      }
      let newlyApproved: boolean;
      try {
        newlyApproved = await approvals.approve(userId);
      } catch (error) {
        // Nothing was approved: the link must work again.
        await linkUses.forget(linkId);
        throw error;
      }
      if (!newlyApproved) return approved(APPROVE_ACCOUNT_TEXTS.wasApproved(email));
      return approved((await tellAccount(email, languageOr(check.link.lang), request)) ? APPROVE_ACCOUNT_TEXTS.approved(email) : APPROVE_ACCOUNT_TEXTS.approvedUntold(email));
    } catch (error) {
      logger.error('approve-pro-account: approval failed', error instanceof Error ? error.message : String(error));
      return refused(500, APPROVE_ACCOUNT_TEXTS.failed);
    }
  };
}
