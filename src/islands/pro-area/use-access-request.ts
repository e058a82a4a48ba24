/**
 * The account's request for access, asked by the account, not sent on its own when the pending
 * state shows: signing up to read the public kits is not asking the artist for his contracts, and
 * his inbox gets only the requests meant. Kept by the area, so that it survives the pending notice.
 */
import { useState } from 'react';
import { LANGUAGE_FIELD, type Language } from '../../lib/languages';
import { getSupabase } from '../../browser/supabase-client';
import type { AccessRequestState } from './pro-area-types';

/**
 * `lang`: the page's, in which the artist's approval will be announced to the account;
 * `onApproved`: the artist approved the account meanwhile, the documents are there.
 */
export function useAccessRequest(lang: Language, onApproved: () => void) {
  const [accessRequest, setAccessRequest] = useState<AccessRequestState>('idle');

  async function requestAccess() {
    setAccessRequest('sending');
    try {
      const supabase = await getSupabase();
      const { data, error } = await supabase.functions.invoke<{ approved?: boolean }>('request-pro-access', { method: 'POST', body: { [LANGUAGE_FIELD]: lang } });
      if (!error) {
        // Approved meanwhile: the documents are there, no request to send.
        if (data?.approved) onApproved();
        else setAccessRequest('sent');
        return;
      }
      // A non-2xx answer carries its Response; a network failure carries none.
      const context: unknown = (error as { context?: unknown }).context;
      const status = context instanceof Response ? context.status : null;
      setAccessRequest(status === 429 ? 'alreadyRequested' : status === 401 ? 'sessionExpired' : 'failed');
    } catch (exception) {
      console.error(exception);
      setAccessRequest('failed');
    }
  }

  return { accessRequest, requestAccess };
}
