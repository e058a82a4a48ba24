/**
 * The sign-pro-document function as a pure request handler: the caller's access token says who
 * they are, and only then is one path of the private bucket signed, with the service role, for a
 * lifetime the server fixes. No storage policy lets a signed-in account sign a path itself
 * (migration 20261126090000), so this is the one door to the documents: who may get a link is
 * decided in `mayDownload`, and only there: a signed-in account the artist has approved (pro_approvals);
 * which paths, in `documentPath` and the list: a path of content/pro-documents.json, exactly.
 */
import type { Logger } from './contact-handler.ts';
import type { AccountAdmin, TokenOwner } from './delete-account-handler.ts';
import { bearerToken, openBrowserRequest } from './function-http.ts';

/** A download link lives one minute: long enough to start the download, too short to share. */
export const SIGNED_URL_LIFETIME_SECONDS = 60;
/** Storage's own limit on an object name. */
const MAX_PATH_LENGTH = 1024;
/**
 * What no listed path holds and what would change the URL storage-js builds from a path, which it
 * does not encode: `%` (an encoded `..`), `\` (a separator to some servers), `?` and `#` (the end of
 * the path), and control characters (Unicode's Cc: C0, DEL, C1).
 */
const REFUSED_IN_PATH = /[%\\?#\p{Cc}]/u;

export interface DocumentSigner {
  /** A link that downloads `path` from the pro-documents bucket for `seconds`, or null when there is no such document. Throws when Storage fails. */
  sign(path: string, seconds: number): Promise<string | null>;
  /** The paths content/pro-documents.json lists, as npm run pro-documents:push last wrote them to the bucket; none when it never did. Throws when Storage fails. */
  listedPaths(): Promise<readonly string[]>;
}

/** The artist's approvals (table pro_approvals): the gated documents are for approved accounts only. */
export interface ProApprovals {
  /** True when the artist has approved this account. Throws when the database cannot be reached. */
  isApproved(userId: string): Promise<boolean>;
}

export interface SignDocumentOptions {
  accounts: Pick<AccountAdmin, 'ownerOf'>;
  approvals: ProApprovals;
  signer: DocumentSigner;
  /** Origins allowed to call from a browser; loopback origins always are. */
  allowedOrigins: readonly string[];
  logger?: Logger;
}

export const SIGN_DOCUMENT_MESSAGES = {
  notSignedIn: 'Connectez-vous pour télécharger les documents professionnels.',
  pending: 'Votre accès aux documents professionnels attend l’accord de l’artiste ; les kits presse et technique des formations sont publics en attendant.',
  path: 'Indiquez le document à télécharger : son chemin dans le champ « path ».',
  notFound: "Ce document n'est plus disponible : écrivez-nous pour le recevoir.",
  method: 'Méthode non autorisée : demandez un lien avec POST.',
  origin: "Cette origine n'est pas autorisée à demander un lien de téléchargement.",
  failed: "Le lien de téléchargement n'a pas pu être préparé. Veuillez réessayer dans un instant.",
} as const;

/** The name the browser gives the downloaded file: the stored file's own name. */
export function downloadFileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Who may download the documents: a signed-in account ('signed in'), that the artist has approved ('approved'). */
async function mayDownload(owner: TokenOwner, approvals: ProApprovals): Promise<'anonymous' | 'pending' | 'approved'> {
  if (owner.kind !== 'user') return 'anonymous';
  return (await approvals.isApproved(owner.id)) ? 'approved' : 'pending';
}

/**
 * The path asked for in its one written form (Unicode NFC, as the list's are), or null: none given,
 * or one holding a character of REFUSED_IN_PATH. Whether it is a document is the list's to say.
 */
export function documentPath(body: unknown): string | null {
  const path: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['path'] : undefined;
  if (typeof path !== 'string' || path === '' || path.length > MAX_PATH_LENGTH || REFUSED_IN_PATH.test(path)) return null;
  return path.normalize('NFC');
}

export function createSignDocumentHandler(options: SignDocumentOptions): (request: Request) => Promise<Response> {
  const { accounts, approvals, signer, allowedOrigins } = options;
  const logger = options.logger ?? console;

  return async (request) => {
    const opened = openBrowserRequest(request, allowedOrigins, ['POST'], SIGN_DOCUMENT_MESSAGES);
    if ('answer' in opened) return opened.answer;
    const { json } = opened;

    const token = bearerToken(request);
    if (!token) return json(401, { error: SIGN_DOCUMENT_MESSAGES.notSignedIn });
    const path = documentPath(await request.json().catch(() => null));
    try {
      const access = await mayDownload(await accounts.ownerOf(token), approvals);
      if (access === 'anonymous') return json(401, { error: SIGN_DOCUMENT_MESSAGES.notSignedIn });
      if (access === 'pending') return json(403, { error: SIGN_DOCUMENT_MESSAGES.pending });
      if (path === null) return json(400, { error: SIGN_DOCUMENT_MESSAGES.path });
      const listed = await signer.listedPaths();
      if (listed.length === 0) logger.error('sign-pro-document: the bucket holds no list of documents: run npm run pro-documents:push');
      // Only a path of the list, exactly: any other object of the project stays unsigned.
      if (!listed.includes(path)) return json(404, { error: SIGN_DOCUMENT_MESSAGES.notFound });
      const signedUrl = await signer.sign(path, SIGNED_URL_LIFETIME_SECONDS);
      return signedUrl === null ? json(404, { error: SIGN_DOCUMENT_MESSAGES.notFound }) : json(200, { signedUrl });
    } catch (error) {
      logger.error('sign-pro-document: signing failed', error instanceof Error ? error.message : String(error));
      return json(500, { error: SIGN_DOCUMENT_MESSAGES.failed });
    }
  };
}
