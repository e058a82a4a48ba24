/**
 * What the pro area tells a visitor who deletes their account, from what the delete-account
 * function answered (supabase/functions/_shared/delete-account-handler.ts), in the page's language.
 */
/** The deletion's messages in the page's language (the dictionary's proArea.deletion). */
export type DeletionMessages = Record<'deleted' | 'alreadyDeleted' | 'network' | 'sessionExpired' | 'failed', string>;

/** The message after a 2xx answer: `{ deleted: false }` means a second call for an account already gone. */
export function deletionOutcomeMessage(body: unknown, messages: DeletionMessages): string {
  const deleted = typeof body === 'object' && body !== null && (body as Record<string, unknown>)['deleted'] === false;
  return messages[deleted ? 'alreadyDeleted' : 'deleted'];
}

/**
 * The message for a failed call. `answer` is null when no answer came (network, CORS); else the
 * status and the parsed body. The function's own `error`, written in the language the pro area
 * sent, is shown as it is; the gateway's 401 (`{"msg":"Invalid JWT"}`, an expired token) is not
 * the visitor's, so it gets ours.
 */
export function deletionFailureMessage(answer: { status: number; body: unknown } | null, messages: DeletionMessages): string {
  if (answer === null) return messages.network;
  const { status, body } = answer;
  const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['error'] : undefined;
  if (typeof error === 'string' && error !== '') return error;
  return status === 401 ? messages.sessionExpired : messages.failed;
}
