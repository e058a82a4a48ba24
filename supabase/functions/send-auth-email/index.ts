/**
 * send-auth-email: Supabase Auth's Send Email hook (config.toml [auth.hook.send_email]). Auth
 * signs a request for each auth mail; the function checks the signature and the limits, writes the
 * mail in the account's language and sends it through the mail provider. The logic is
 * createAuthMailHook (unit-tested); this file wires it to Deno, the database and the provider.
 */
import { createClient } from '@supabase/supabase-js';
import { createSupabaseAlertStore } from '../_shared/artist-alerts.ts';
import { createAuthMailHook } from '../_shared/auth-mail-hook.ts';
import { createHttpMailer, RESEND_API_URL } from '../_shared/http-mailer.ts';
import { createSupabaseAuthMailLog } from '../_shared/supabase-auth-mail-log.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`send-auth-email: ${name} is not set`);
  return value;
}

const serviceRoleKey = platformSetting('SUPABASE_SERVICE_ROLE_KEY');
const database = createClient(platformSetting('SUPABASE_URL'), serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
// The artist's own contact address when set, else the booking inbox (as the contact functions).
const artistAddress = Deno.env.get('CONTACT_REPORT_EMAIL') || (Deno.env.get('CONTACT_TO_EMAIL') ?? '');

Deno.serve(
  createAuthMailHook({
    secret: platformSetting('SEND_EMAIL_HOOK_SECRET'),
    log: createSupabaseAuthMailLog(database),
    mailer: createHttpMailer({ url: Deno.env.get('MAIL_API_URL') || RESEND_API_URL, apiKey: Deno.env.get('MAIL_API_KEY') }),
    addresses: { from: Deno.env.get('CONTACT_FROM_EMAIL') ?? '', replyTo: artistAddress },
    reportTo: artistAddress,
    alerts: createSupabaseAlertStore(database),
    addressKey: serviceRoleKey,
  }),
);
