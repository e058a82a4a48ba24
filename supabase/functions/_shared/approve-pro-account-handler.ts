/**
 * The approve-pro-account function as a pure request handler: the artist opens the link of a
 * request mail (GET `?token=…`, no session: verify_jwt = false), and the account it names is
 * approved (a pro_approvals row, written with the service role) if the token is the server's,
 * unexpired, and followed for the first time. The answer is a short French text saying what
 * happened; plain text because hosted Supabase serves a GET's text/html as text/plain anyway
 * ("HTML content is not supported", Edge Functions › Routing), which would show the artist tags.
 */
import { readApprovalLink } from './approval-link.ts';
import type { Logger } from './contact-handler.ts';
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
  now?: () => Date;
  logger?: Logger;
}

export const APPROVE_ACCOUNT_TEXTS = {
  approved: (email: string) => `Compte approuvé : ${email} peut maintenant télécharger les documents réservés de l'espace pro.`,
  wasApproved: (email: string) => `${email} était déjà approuvé : rien n'a changé.`,
  linkUsed: (email: string) => `Ce lien a déjà servi : ${email} est déjà approuvé.`,
  linkUsedAccessWithdrawn: (email: string) =>
    `Ce lien a déjà servi, et l'accès de ${email} a été retiré depuis : un lien ne sert qu'une fois. Pour rendre l'accès, voir « Approuver un compte » dans supabase/README.md.`,
  accountGone: (email: string) => `Le compte ${email} n'existe plus : il a été supprimé depuis sa demande. Rien n'a été approuvé.`,
  expired:
    "Ce lien a expiré (il ne sert que 7 jours) : le compte n'a pas été approuvé. Il peut renouveler sa demande depuis l'espace pro, ou vous pouvez l'approuver depuis le tableau de bord Supabase (« Approuver un compte » dans supabase/README.md).",
  invalid: "Ce lien n'est pas valide : il est incomplet ou a été modifié. Ouvrez-le tel qu'il est dans le mail de demande ; rien n'a été approuvé.",
  method: "Ce lien s'ouvre dans un navigateur (GET) : rien n'a été approuvé.",
  failed: "L'approbation n'a pas abouti, rien n'a changé : rouvrez le même lien dans un instant.",
} as const;

function plainTextAnswer(status: number, text: string, extra: Record<string, string> = {}): Response {
  // no-store: a cached answer would say 'approved' to a later visit of a link that changed state.
  return new Response(`${text}\n`, { status, headers: { ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

export function createApproveAccountHandler(options: ApproveAccountOptions): (request: Request) => Promise<Response> {
  const { approvals, linkUses, linkSecret } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;

  return async (request) => {
    if (request.method !== 'GET') return plainTextAnswer(405, APPROVE_ACCOUNT_TEXTS.method, { Allow: 'GET' });
    const token = new URL(request.url).searchParams.get('token') ?? '';
    const check = await readApprovalLink(token, linkSecret, now());
    if (!check.valid) return check.reason === 'expired' ? plainTextAnswer(410, APPROVE_ACCOUNT_TEXTS.expired) : plainTextAnswer(400, APPROVE_ACCOUNT_TEXTS.invalid);
    const { linkId, userId, email } = check.link;
    try {
      const use = await linkUses.record(linkId, userId);
      if (use === 'account-gone') return plainTextAnswer(410, APPROVE_ACCOUNT_TEXTS.accountGone(email));
      if (use === 'again') {
        return (await approvals.isApproved(userId))
          ? plainTextAnswer(200, APPROVE_ACCOUNT_TEXTS.linkUsed(email))
          : plainTextAnswer(409, APPROVE_ACCOUNT_TEXTS.linkUsedAccessWithdrawn(email));
      }
      try {
        return plainTextAnswer(200, (await approvals.approve(userId)) ? APPROVE_ACCOUNT_TEXTS.approved(email) : APPROVE_ACCOUNT_TEXTS.wasApproved(email));
      } catch (error) {
        // Nothing was approved: the link must work again.
        await linkUses.forget(linkId);
        throw error;
      }
    } catch (error) {
      logger.error('approve-pro-account: approval failed', error instanceof Error ? error.message : String(error));
      return plainTextAnswer(500, APPROVE_ACCOUNT_TEXTS.failed);
    }
  };
}
