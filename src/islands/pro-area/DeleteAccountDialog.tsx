/** The modal that confirms a deletion: what is removed for good, what is kept, and the current password. */
import type { AccountDeletion } from './use-account-deletion';
import type { ProAreaText } from './pro-area-types';
import { fillTemplate } from '../../lib/template';

interface Props {
  text: ProAreaText;
  deletion: AccountDeletion;
  email: string | undefined;
  /** Where to ask for personal data to be erased, as the footer's privacy notice says. */
  privacyEmail: string;
  /** How long contact messages are kept, as the footer's privacy notice says. */
  retentionMonths: number;
}

export default function DeleteAccountDialog({ text, deletion, email, privacyEmail, retentionMonths }: Props) {
  const { deleting, deletionError, dialogRef, cancelRef, passwordRef, deleteAccount } = deletion;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="suppression-titre"
      aria-describedby="suppression-consequences"
      // Escape while the request runs would hide its outcome.
      onCancel={(event) => {
        if (deleting) event.preventDefault();
      }}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl border border-night-line bg-night-soft p-6 text-cream backdrop:bg-night/85 sm:p-8"
    >
      <h2 id="suppression-titre" className="font-display text-2xl font-semibold">
        {text.deleteTitle}
      </h2>
      <div id="suppression-consequences" className="mt-4 space-y-3 text-sand">
        <p>
          {text.deleteConsequences.before}
          <strong className="text-cream">{email}</strong>
          {text.deleteConsequences.after}
        </p>
        <p>
          {fillTemplate(text.contactMessagesKept, { months: retentionMonths })}{' '}
          <a href={`mailto:${privacyEmail}`} className="text-amber underline">
            {privacyEmail}
          </a>
          .
        </p>
      </div>
      <p className="mt-4">
        <label htmlFor="suppression-mot-de-passe" className="block text-sm font-medium text-cream">
          {text.currentPassword}
        </label>
        <input
          ref={passwordRef}
          id="suppression-mot-de-passe"
          type="password"
          autoComplete="current-password"
          aria-describedby="suppression-erreur"
          className="mt-2 block w-full rounded-md border border-night-line bg-night px-3 py-2.5 text-base text-cream focus:border-amber"
        />
      </p>
      <p id="suppression-erreur" role="alert" className="mt-4 min-h-6 text-sm font-medium text-rumba">
        {deletionError}
      </p>
      <p className="mt-2 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={() => dialogRef.current?.close()}
          disabled={deleting}
          className="rounded-full border border-amber px-5 py-2 font-semibold text-amber hover:bg-amber hover:text-night disabled:opacity-70"
        >
          {text.cancel}
        </button>
        <button
          type="button"
          onClick={() => void deleteAccount()}
          disabled={deleting}
          aria-busy={deleting}
          className="rounded-full bg-rumba px-5 py-2 font-semibold text-night hover:bg-cream disabled:cursor-wait disabled:opacity-70"
        >
          {deleting ? text.deleting : text.confirmDelete}
        </button>
      </p>
    </dialog>
  );
}
