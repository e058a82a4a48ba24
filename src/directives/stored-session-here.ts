/** Whether this browser holds a Supabase session that may be good, under the storage key the header reads (no SDK). */
import { hasStoredSession } from '../lib/stored-session';

export function storedSessionHere(): boolean {
  const storageKey = document.querySelector<HTMLElement>('[data-site-header]')?.dataset['sessionKey'] ?? '';
  return hasStoredSession(localStorage.getItem(storageKey));
}
