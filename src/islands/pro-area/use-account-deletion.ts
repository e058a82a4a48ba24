/**
 * 'Supprimer mon compte': asks for confirmation and the current password in a modal <dialog>, then
 * calls the delete-account function with the visitor's token and password, and signs out on this device.
 */
import { useRef, useState } from 'react';
import { deletionFailureMessage, deletionOutcomeMessage, type DeletionMessages } from '../../lib/account-deletion';
import { LANGUAGE_FIELD, type Language } from '../../lib/languages';
import { getSupabase } from '../../browser/supabase-client';

/**
 * `lang`: the language the function answers in; `onDeleted`: the account is gone, with what the
 * server says of it, before this device signs out.
 */
export function useAccountDeletion(lang: Language, messages: DeletionMessages, onDeleted: (message: string) => void) {
  const [deleting, setDeleting] = useState(false);
  const [deletionError, setDeletionError] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function askToDelete() {
    setDeletionError('');
    dialogRef.current?.showModal();
    // The safe choice first: showModal would focus the first link of the explanation.
    cancelRef.current?.focus();
  }

  async function deleteAccount() {
    setDeleting(true);
    setDeletionError('');
    try {
      const supabase = await getSupabase();
      // The current password: a token alone, which a thief could hold, deletes nothing.
      const password = passwordRef.current?.value ?? '';
      const { data, error } = await supabase.functions.invoke<unknown>('delete-account', { method: 'POST', body: { password, [LANGUAGE_FIELD]: lang } });
      if (error) {
        // A non-2xx answer carries its Response; a network failure carries none.
        const context: unknown = (error as { context?: unknown }).context;
        const answer = context instanceof Response ? { status: context.status, body: await context.json().catch(() => null) } : null;
        setDeletionError(deletionFailureMessage(answer, messages));
        return;
      }
      onDeleted(deletionOutcomeMessage(data, messages));
      dialogRef.current?.close();
      // The account and its sessions are gone on the server: only this device still holds one.
      await supabase.auth.signOut({ scope: 'local' });
      document.dispatchEvent(new CustomEvent('auth:changed'));
    } catch (exception) {
      console.error(exception);
      setDeletionError(deletionFailureMessage(null, messages));
    } finally {
      setDeleting(false);
    }
  }

  return { deleting, deletionError, dialogRef, cancelRef, passwordRef, askToDelete, deleteAccount };
}

export type AccountDeletion = ReturnType<typeof useAccountDeletion>;
