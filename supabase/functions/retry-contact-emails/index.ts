/**
 * retry-contact-emails: one run of the contact mail retries (resend what is due, abandon and
 * report, delete past retention). Supabase Cron calls it every 5 minutes with the service-role
 * key (migration 20261125090000); the local stack's timer does the same. The logic is
 * runMailRetry (unit-tested); this file wires it to Deno, the database and the mail provider.
 */
import { createClient } from '@supabase/supabase-js';
import { createSupabaseAlertStore } from '../_shared/artist-alerts.ts';
import { createHttpMailer, RESEND_API_URL } from '../_shared/http-mailer.ts';
import { createMailRetryHandler } from '../_shared/mail-retry.ts';
import { createSupabaseRetryStore } from '../_shared/supabase-retry-store.ts';

function platformSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`retry-contact-emails: ${name} is not set`);
  return value;
}

const serviceRoleKey = platformSetting('SUPABASE_SERVICE_ROLE_KEY');
const bookingAddress = Deno.env.get('CONTACT_TO_EMAIL') ?? '';
const database = createClient(platformSetting('SUPABASE_URL'), serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

Deno.serve(
  createMailRetryHandler({
    store: createSupabaseRetryStore(database),
    alerts: createSupabaseAlertStore(database),
    mailer: createHttpMailer({ url: Deno.env.get('MAIL_API_URL') || RESEND_API_URL, apiKey: Deno.env.get('MAIL_API_KEY') }),
    addresses: { to: bookingAddress, from: Deno.env.get('CONTACT_FROM_EMAIL') ?? '' },
    // The artist's own contact address when set, else the booking inbox.
    reportTo: Deno.env.get('CONTACT_REPORT_EMAIL') || bookingAddress,
    serviceKey: serviceRoleKey,
  }),
);
