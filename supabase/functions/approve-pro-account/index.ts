/**
 * approve-pro-account: the site's approval page POSTs the token of a request mail's link (the
 * artist has no session: verify_jwt = false in config.toml), and the account it names is approved,
 * once, and the account is told by mail; a GET approves nothing. The
 * logic is createApproveAccountHandler (unit-tested); this file wires it to Deno and the database
 * with the service-role key. See supabase/README.md.
 */
import { createClient } from '@supabase/supabase-js';
import { createApproveAccountHandler } from '../_shared/approve-pro-account-handler.ts';
import { parseOrigins } from '../_shared/cors.ts';
import { createHttpMailer, RESEND_API_URL } from '../_shared/http-mailer.ts';
import { createSupabaseApprovalLinkUses, createSupabaseProApprovals } from '../_shared/supabase-pro-access.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`approve-pro-account: ${name} is not set`);
  return value;
}

const admin = createClient(platformSetting('SUPABASE_URL'), platformSetting('SUPABASE_SERVICE_ROLE_KEY'), { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve(
  createApproveAccountHandler({
    approvals: createSupabaseProApprovals(admin),
    linkUses: createSupabaseApprovalLinkUses(admin),
    linkSecret: platformSetting('PRO_APPROVAL_SECRET'),
    allowedOrigins: parseOrigins(Deno.env.get('SITE_ORIGINS')),
    mailer: createHttpMailer({ url: Deno.env.get('MAIL_API_URL') || RESEND_API_URL, apiKey: Deno.env.get('MAIL_API_KEY') }),
    // A reply from the approved account reaches the artist's own contact address when set, else the booking inbox.
    addresses: { from: Deno.env.get('CONTACT_FROM_EMAIL') ?? '', replyTo: Deno.env.get('CONTACT_REPORT_EMAIL') || (Deno.env.get('CONTACT_TO_EMAIL') ?? '') },
  }),
);
