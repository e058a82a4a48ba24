/**
 * delete-account: deletes the signed-in caller's account (POST or DELETE, with the user's access
 * token as supabase-js sends it). The logic is createDeleteAccountHandler (unit-tested); this file
 * wires it to Deno and to Auth's admin API with the service-role key. See supabase/README.md.
 */
import { createClient } from '@supabase/supabase-js';
import { parseOrigins } from '../_shared/cors.ts';
import { createDeleteAccountHandler } from '../_shared/delete-account-handler.ts';
import { createSupabaseAccounts } from '../_shared/supabase-accounts.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`delete-account: ${name} is not set`);
  return value;
}

const url = platformSetting('SUPABASE_URL');
const admin = createClient(url, platformSetting('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false, autoRefreshToken: false } });
const accounts = createSupabaseAccounts(admin, { url, anonKey: platformSetting('SUPABASE_ANON_KEY') });

Deno.serve(createDeleteAccountHandler({ accounts, allowedOrigins: parseOrigins(Deno.env.get('SITE_ORIGINS')) }));
