/**
 * The site's single Supabase client, created on first use. The SDK is imported dynamically,
 * so pages that never need it never download it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { resolveSupabaseSettings } from './supabase-config';

let clientPromise: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = resolveSupabaseSettings(import.meta.env);
    return createClient(url, anonKey, {
      auth: { autoRefreshToken: true, persistSession: true, detectSessionInUrl: true },
    });
  });
  return clientPromise;
}

/** Signs out everywhere and tells the page's widgets that the session changed. */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.signOut();
  document.dispatchEvent(new CustomEvent('auth:changed'));
}

/**
 * The confirmation mail's link lands on the home page with the session in the URL fragment.
 * Loading the client reads it (detectSessionInUrl), stores the session and cleans the address.
 */
export async function completeSignInFromUrl(): Promise<void> {
  const supabase = await getSupabase();
  await supabase.auth.getSession();
  document.dispatchEvent(new CustomEvent('auth:changed'));
}
