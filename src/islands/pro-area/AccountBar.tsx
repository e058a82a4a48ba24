/** Who is signed in, with « Se déconnecter » and « Supprimer mon compte ». */
import { useState } from 'react';
import { signOut } from '../../browser/supabase-client';
import type { ProAreaText } from './pro-area-types';

interface Props {
  text: ProAreaText;
  email: string | undefined;
  onDeleteAsked: () => void;
}

export default function AccountBar({ text, email, onDeleteAsked }: Props) {
  const [signingOut, setSigningOut] = useState(false);

  async function leave() {
    setSigningOut(true);
    await signOut();
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-night-line bg-night-soft px-5 py-4">
      <p className="text-sand">
        {text.signedInAs} <strong className="text-cream">{email}</strong>
      </p>
      <p className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void leave()}
          disabled={signingOut}
          className="rounded-full border border-amber px-5 py-2 text-sm font-semibold text-amber hover:bg-amber hover:text-night disabled:opacity-70"
        >
          {signingOut ? text.signingOut : text.signOut}
        </button>
        <button
          type="button"
          onClick={onDeleteAsked}
          aria-haspopup="dialog"
          className="rounded-full border border-rumba px-5 py-2 text-sm font-semibold text-cream hover:bg-rumba hover:text-night"
        >
          {text.deleteAccount}
        </button>
      </p>
    </div>
  );
}
