/**
 * The site's single Supabase client, created on first use. The SDK is imported dynamically,
 * so pages that never need it never download it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { authLinkLanding, type AuthLinkLanding } from '../lib/auth-form';
import { resolveSupabaseSettings, sessionStorageKey } from '../lib/supabase-config';

let clientPromise: Promise<SupabaseClient> | undefined;
let landing: AuthLinkLanding = null;

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    // Read before the client starts: it takes a recovery session out of the address as it
    // stores it, and its PASSWORD_RECOVERY event may fire before a late island subscribes.
    landing = authLinkLanding(window.location.hash);
    const { url, anonKey } = resolveSupabaseSettings(import.meta.env);
    return createClient(url, anonKey, {
      auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true },
    });
  });
  return clientPromise;
}

/**
 * Whether the SDK has anything to settle on this page: something stored under its session key by
 * an earlier visit (it refreshes a good session and deletes a bad one), or an address fragment a
 * mailed link may have brought (a recovery session, a confirmation, an error). Without either, a
 * form can wait for its first submit to download the SDK (about 55 kB). Reading the storage
 * directly keeps ./stored-session out of the islands' chunks: the header's inline script has it.
 */
export function sessionMayBeHere(): boolean {
  return window.location.hash !== '' || localStorage.getItem(sessionStorageKey(resolveSupabaseSettings(import.meta.env).url)) !== null;
}

/** What the mailed link this page was opened from brought back, as the client found it. */
export async function linkLanding(): Promise<AuthLinkLanding> {
  await getSupabase();
  return landing;
}

/** Signs out everywhere and tells the page's widgets that the session changed. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.signOut();
  document.dispatchEvent(new CustomEvent('auth:changed'));
}

/**
 * Starts the client and lets it settle the stored session, then tells the widgets to read the
 * storage again. It finishes a sign-in from a mailed link (the session in the URL fragment,
 * detectSessionInUrl), and refreshes an expired session or deletes it when the service refuses
 * its refresh token (a network failure leaves it for a later try).
 */
export async function settleSession(): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.getSession();
  document.dispatchEvent(new CustomEvent('auth:changed'));
}
