/** What the fan-* functions read from their environment (Deno), in one place. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { parseOrigins } from './cors.ts';
import type { FanSender } from './fan-mail.ts';

export interface FanEnvironment {
  database: SupabaseClient;
  serviceRoleKey: string;
  /** The project's own address, for the one-click unsubscription link. */
  functionsBase: string;
  allowedOrigins: string[];
  /** The site: SITE_URL, else the first of SITE_ORIGINS (the production site). */
  site: string;
  mailApiUrl: string;
  mailApiKey: string | undefined;
  sender: FanSender;
  /** The artist's address, for the monthly report. */
  reportTo: string;
}

export function fanEnvironment(slug: string, env: { get(name: string): string | undefined }): FanEnvironment {
  const setting = (name: string): string => {
    const value = env.get(name);
    if (!value) throw new Error(`${slug}: ${name} is not set`);
    return value;
  };
  const serviceRoleKey = setting('SUPABASE_SERVICE_ROLE_KEY');
  const functionsBase = setting('SUPABASE_URL');
  const allowedOrigins = parseOrigins(env.get('SITE_ORIGINS'));
  const site = env.get('SITE_URL') || allowedOrigins[0];
  if (!site) throw new Error(`${slug}: SITE_URL (or SITE_ORIGINS) is not set: the links of the mails and the list of cities need the site's address`);
  const reportTo = env.get('CONTACT_REPORT_EMAIL') || env.get('CONTACT_TO_EMAIL') || '';
  return {
    database: createClient(functionsBase, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    serviceRoleKey,
    functionsBase,
    allowedOrigins,
    site,
    mailApiUrl: env.get('MAIL_API_URL') || 'https://api.resend.com/emails',
    mailApiKey: env.get('MAIL_API_KEY'),
    sender: { from: env.get('CONTACT_FROM_EMAIL') ?? '', replyTo: reportTo },
    reportTo,
  };
}
