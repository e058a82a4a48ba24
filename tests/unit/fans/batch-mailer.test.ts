import { describe, expect, it } from 'vitest';
import { batchUrl, createHttpBatchMailer } from '../../../supabase/functions/_shared/batch-mailer.ts';
import type { FanMail } from '../../../supabase/functions/_shared/fan-mail.ts';

const mail: FanMail = {
  from: 'Site <site@x.example>',
  to: ['ana@fans.example'],
  subject: 's',
  html: '<p>h</p>',
  text: 't',
  reply_to: 'contact@x.example',
  headers: { 'List-Unsubscribe': '<https://u.example>' },
};

describe('the batch mailer', () => {
  it('posts up to 100 mails to Resend’s /emails/batch with the key and an idempotency key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const mailer = createHttpBatchMailer({
      url: 'https://api.resend.com/emails',
      apiKey: 're_test',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init ?? {} });
        return new Response('{"data":[]}', { status: 200 });
      },
    });
    await mailer.sendBatch([mail, mail], 'key-1');
    expect(calls[0]?.url).toBe('https://api.resend.com/emails/batch');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer re_test', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual([mail, mail]);
    await expect(
      mailer.sendBatch(
        Array.from({ length: 101 }, () => mail),
        'k',
      ),
    ).rejects.toThrow('a batch holds 100 mails at most, not 101');
    expect(batchUrl('http://127.0.0.1:54324/emails/')).toBe('http://127.0.0.1:54324/emails/batch');
  });

  it('throws the provider’s refusal, and without a key sends nothing', async () => {
    const refusing = createHttpBatchMailer({ url: 'https://api.resend.com/emails', apiKey: 're_test', fetch: async () => new Response('rate limit exceeded', { status: 429 }) });
    await expect(refusing.sendBatch([mail], 'k')).rejects.toThrow('mail provider answered 429: rate limit exceeded');
    await expect(createHttpBatchMailer({ url: 'x', apiKey: undefined }).sendBatch([mail], 'k')).rejects.toThrow('MAIL_API_KEY is not set');
  });
});
