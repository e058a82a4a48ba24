/**
 * The visitor's session and whether the artist has approved the account. A session that ends sends
 * the visitor to the sign-in page, except the one a deletion ends: its confirmation stays on screen.
 */
import { useEffect, useRef, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { getSupabase } from '../../browser/supabase-client';
import type { Approval } from './pro-area-types';

export function useProSession(signInPath: string) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  // Read by the auth listener: the sign-out that follows a deletion must not send the visitor to /auth.
  const deletedRef = useRef(false);

  useEffect(() => {
    let unsubscribe = () => {};
    void getSupabase().then((supabase) => {
      // The first event (INITIAL_SESSION) carries the checked session; later ones follow other tabs.
      const { data } = supabase.auth.onAuthStateChange((_event, current) => {
        if (!current && !deletedRef.current) window.location.replace(signInPath);
        setSession(current);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => unsubscribe();
    // Once, on arrival: the language is the page's and does not change while it lives.
  }, []);

  /** Before the sign-out that follows the account's deletion. */
  const stayWhenSignedOut = () => {
    deletedRef.current = true;
  };
  return { session, stayWhenSignedOut };
}

export function useApproval(userId: string | undefined) {
  const [approval, setApproval] = useState<Approval>('checking');
  useEffect(() => {
    if (!userId) return;
    void getSupabase().then(async (supabase) => {
      const { data, error } = await supabase.from('pro_approvals').select('user_id').eq('user_id', userId).maybeSingle();
      // A failed check shows the documents: the signing function refuses them anyway if the account is not approved.
      setApproval(error || data ? 'approved' : 'pending');
    });
  }, [userId]);
  return [approval, setApproval] as const;
}
