/**
 * request-pro-access: a signed-in account not yet approved asks for the gated pro documents (POST
 * with the user's access token, as supabase-js sends it); the artist gets one mail per account per
 * 24 hours with a link to the site's approval page (the first of SITE_ORIGINS), whose button calls approve-pro-account. The logic is createRequestProAccessHandler
 * (unit-tested); this file wires it to Deno, Auth, the database and the mail provider. See supabase/README.md.
 */
import { createClient } from '@supabase/supabase-js';
import { parseOrigins } from '../_shared/cors.ts';
import { createHttpMailer, RESEND_API_URL } from '../_shared/http-mailer.ts';
import { createRequestProAccessHandler } from '../_shared/request-pro-access-handler.ts';
import { createSupabaseAccounts } from '../_shared/supabase-accounts.ts';
import { createSupabaseAccessRequests, createSupabaseProApprovals } from '../_shared/supabase-pro-access.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`request-pro-access: ${name} is not set`);
  return value;
}

const url = platformSetting('SUPABASE_URL');
const admin = createClient(url, platformSetting('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve(
  createRequestProAccessHandler({
    accounts: createSupabaseAccounts(admin, { url, anonKey: platformSetting('SUPABASE_ANON_KEY') }),
    approvals: createSupabaseProApprovals(admin),
    requests: createSupabaseAccessRequests(admin),
    mailer: createHttpMailer({ url: Deno.env.get('MAIL_API_URL') || RESEND_API_URL, apiKey: Deno.env.get('MAIL_API_KEY') }),
    // The artist's own contact address when set, else the booking inbox (as the contact alerts).
    addresses: { to: Deno.env.get('CONTACT_REPORT_EMAIL') || (Deno.env.get('CONTACT_TO_EMAIL') ?? ''), from: Deno.env.get('CONTACT_FROM_EMAIL') ?? '' },
    linkSecret: platformSetting('PRO_APPROVAL_SECRET'),
    allowedOrigins: parseOrigins(Deno.env.get('SITE_ORIGINS')),
  }),
);
