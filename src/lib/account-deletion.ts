/**
 * What the pro area tells a visitor who deletes their account, from what the delete-account
 * function answered (supabase/functions/_shared/delete-account-handler.ts).
 */

export const accountDeletionMessages = {
  deleted: 'Votre compte et votre accès aux documents professionnels ont été supprimés. Vous êtes déconnecté de tous vos appareils.',
  alreadyDeleted: "Ce compte avait déjà été supprimé : il n'y a plus rien à faire.",
  network: "La suppression n'a pas pu être demandée : vérifiez votre connexion, puis réessayez. Votre compte est intact.",
  sessionExpired: 'Votre session a expiré : reconnectez-vous, puis demandez à nouveau la suppression. Votre compte est intact.',
  failed: "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant ; votre compte est intact.",
} as const;

/** The message after a 2xx answer: `{ deleted: false }` means a second call for an account already gone. */
export function deletionOutcomeMessage(body: unknown): string {
  const deleted = typeof body === 'object' && body !== null && (body as Record<string, unknown>)['deleted'] === false;
  return deleted ? accountDeletionMessages.alreadyDeleted : accountDeletionMessages.deleted;
}

/**
 * The message for a failed call. `answer` is null when no answer came (network, CORS); else the
 * status and the parsed body. The function's own French `error` is shown as it is; the gateway's
 * 401 (`{"msg":"Invalid JWT"}`, an expired token) is not French, so it gets ours.
 */
export function deletionFailureMessage(answer: { status: number; body: unknown } | null): string {
  if (answer === null) return accountDeletionMessages.network;
  const { status, body } = answer;
  const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
  if (typeof error === 'string' && error !== '') return error;
  return status === 401 ? accountDeletionMessages.sessionExpired : accountDeletionMessages.failed;
}
