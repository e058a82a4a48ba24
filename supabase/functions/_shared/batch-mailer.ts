/**
 * Sends many mails in one request through Resend's batch API (`POST /emails/batch`, 100 mails at
 * most per call) or the local mailbox's copy of it. An Idempotency-Key per batch lets the provider
 * drop a batch it already took (Resend keeps the key 24 hours): a run that crashed after sending
 * and before recording it sends the same rows again under the same key.
 */
import type { FanMail } from './fan-mail.ts';

export const BATCH_SIZE = 100;

export interface BatchMailer {
  /** Hands up to BATCH_SIZE mails to the provider. Throws when it refuses them or cannot be reached. */
  sendBatch(mails: readonly FanMail[], idempotencyKey: string): Promise<void>;
}

/** `https://api.resend.com/emails` → `https://api.resend.com/emails/batch`. */
export function batchUrl(mailApiUrl: string): string {
  return `${mailApiUrl.replace(/\/$/, '')}/batch`;
}

export function createHttpBatchMailer(settings: { url: string; apiKey: string | undefined; timeoutMs?: number; fetch?: typeof fetch }): BatchMailer {
  const send = settings.fetch ?? fetch;
  return {
    async sendBatch(mails, idempotencyKey) {
      if (!settings.apiKey) throw new Error('MAIL_API_KEY is not set: supabase secrets set MAIL_API_KEY=<provider key>');
      if (mails.length === 0) return;
      if (mails.length > BATCH_SIZE) throw new Error(`a batch holds ${BATCH_SIZE} mails at most, not ${mails.length}`);
      if (mails.some((mail) => !mail.from)) throw new Error('CONTACT_FROM_EMAIL is not set: supabase secrets set CONTACT_FROM_EMAIL=...');
      const response = await send(batchUrl(settings.url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(mails),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
      if (!response.ok) throw new Error(`mail provider answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    },
  };
}
