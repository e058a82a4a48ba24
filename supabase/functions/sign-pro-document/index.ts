/**
 * sign-pro-document: a one-minute download link for one professional document, for a signed-in
 * caller the artist has approved (POST `{ "path": "<object in pro-documents>" }` with the user's access token, as
 * supabase-js sends it). The logic is createSignDocumentHandler (unit-tested); this file wires it
 * to Deno, Auth and Storage with the service-role key. See supabase/README.md.
 */
import { createClient } from '@supabase/supabase-js';
import { parseOrigins } from '../_shared/cors.ts';
import { createSignDocumentHandler } from '../_shared/sign-document-handler.ts';
import { createSupabaseAccounts } from '../_shared/supabase-accounts.ts';
import { createSupabaseDocumentSigner } from '../_shared/supabase-document-signer.ts';
import { createSupabaseProApprovals } from '../_shared/supabase-pro-access.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`sign-pro-document: ${name} is not set`);
  return value;
}

const url = platformSetting('SUPABASE_URL');
const admin = createClient(url, platformSetting('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false, autoRefreshToken: false } });
const accounts = createSupabaseAccounts(admin, { url, anonKey: platformSetting('SUPABASE_ANON_KEY') });

Deno.serve(
  createSignDocumentHandler({
    accounts,
    approvals: createSupabaseProApprovals(admin),
    signer: createSupabaseDocumentSigner(admin),
    allowedOrigins: parseOrigins(Deno.env.get('SITE_ORIGINS')),
  }),
);
