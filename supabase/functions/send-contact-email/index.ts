/**
 * send-contact-email: stores each contact request in contact_messages, then mails it to the
 * booking address. The logic is createContactHandler (unit-tested); this file only wires it
 * to Deno, the database and the mail provider. Secrets: see the README.
 */
import { createClient } from '@supabase/supabase-js';
import { createSupabaseAlertStore } from '../_shared/artist-alerts.ts';
import { createContactHandler } from '../_shared/contact-handler.ts';
import { parseOrigins } from '../_shared/cors.ts';
import { createHttpMailer, RESEND_API_URL } from '../_shared/http-mailer.ts';
import { createSupabaseContactStore } from '../_shared/supabase-contact-store.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`send-contact-email: ${name} is not set`);
  return value;
}

const serviceRoleKey = platformSetting('SUPABASE_SERVICE_ROLE_KEY');
const database = createClient(platformSetting('SUPABASE_URL'), serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
const bookingAddress = Deno.env.get('CONTACT_TO_EMAIL') ?? '';

const handler = createContactHandler({
  store: createSupabaseContactStore(database),
  alerts: createSupabaseAlertStore(database),
  mailer: createHttpMailer({ url: Deno.env.get('MAIL_API_URL') || RESEND_API_URL, apiKey: Deno.env.get('MAIL_API_KEY') }),
  addresses: { to: bookingAddress, from: Deno.env.get('CONTACT_FROM_EMAIL') ?? '' },
  // The artist's own contact address when set, else the booking inbox (as retry-contact-emails).
  reportTo: Deno.env.get('CONTACT_REPORT_EMAIL') || bookingAddress,
  allowedOrigins: parseOrigins(Deno.env.get('SITE_ORIGINS')),
  addressKey: serviceRoleKey,
});

Deno.serve(handler);
