/**
 * Sends mail through a Resend-compatible HTTP API (`POST /emails` with a bearer key): Resend
 * in production, the local stack's mailbox in development and tests.
 */
import type { Mailer } from './contact-handler.ts';
import type { OutgoingMail } from './contact-mail.ts';

export const RESEND_API_URL = 'https://api.resend.com/emails';

export interface HttpMailerSettings {
  url: string;
  /** Missing when the secret is not set: every send then fails and the message waits for a retry. */
  apiKey: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpMailer(settings: HttpMailerSettings): Mailer {
  const send = settings.fetch ?? fetch;
  return {
    async send(mail: OutgoingMail) {
      if (!settings.apiKey) throw new Error('MAIL_API_KEY is not set: supabase secrets set MAIL_API_KEY=<provider key>');
      if (!mail.from || mail.to.some((address) => !address)) {
        throw new Error('CONTACT_TO_EMAIL or CONTACT_FROM_EMAIL is not set: supabase secrets set CONTACT_TO_EMAIL=... CONTACT_FROM_EMAIL=...');
      }
      const response = await send(settings.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(mail),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`mail provider answered ${response.status}: ${detail}`);
      }
    },
  };
}
