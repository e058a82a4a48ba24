/** What the fan-* functions read from their environment (Deno), in one place. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { parseOrigins } from './cors.ts';
import type { FanSender } from './fan-mail.ts';

export interface FanEnvironment {
  database: SupabaseClient;
  serviceRoleKey: string;
  /**
   * The list's own secret (FAN_LIST_SECRET): signs the subscriber links and keys the mailboxes
   * (« do not mail », limits) and network addresses. Not the service-role key: rotating that one
   * must not break every link already mailed, nor unlist every « do not mail » entry.
   */
  listSecret: string;
  /** The project's own address, for the one-click unsubscription link. */
  functionsBase: string;
  allowedOrigins: string[];
  /** The site: SITE_URL, else the first of SITE_ORIGINS (the production site). */
  site: string;
  mailApiUrl: string;
  mailApiKey: string | undefined;
  /**
   * The list's mails go out under a key of their own (FAN_MAIL_API_KEY, else MAIL_API_KEY) and
   * sender (FAN_FROM_EMAIL, e.g. on a subdomain, else CONTACT_FROM_EMAIL): with the provider's
   * per-key limits and the list's hourly ceiling, a flood of sign-ups cannot use up what the
   * booking acknowledgements and sign-in mails need (supabase/README.md, « Liste des fans »).
   */
  listMailApiKey: string | undefined;
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
  const listSecret = setting('FAN_LIST_SECRET');
  const functionsBase = setting('SUPABASE_URL');
  const allowedOrigins = parseOrigins(env.get('SITE_ORIGINS'));
  const site = env.get('SITE_URL') || allowedOrigins[0];
  if (!site) throw new Error(`${slug}: SITE_URL (or SITE_ORIGINS) is not set: the links of the mails and the list of cities need the site's address`);
  const reportTo = env.get('CONTACT_REPORT_EMAIL') || env.get('CONTACT_TO_EMAIL') || '';
  return {
    database: createClient(functionsBase, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }),
    serviceRoleKey,
    listSecret,
    functionsBase,
    allowedOrigins,
    site,
    mailApiUrl: env.get('MAIL_API_URL') || 'https://api.resend.com/emails',
    mailApiKey: env.get('MAIL_API_KEY'),
    listMailApiKey: env.get('FAN_MAIL_API_KEY') || env.get('MAIL_API_KEY'),
    sender: { from: env.get('FAN_FROM_EMAIL') || env.get('CONTACT_FROM_EMAIL') || '', replyTo: reportTo },
    reportTo,
  };
}
