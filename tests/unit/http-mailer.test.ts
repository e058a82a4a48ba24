import { describe, expect, it } from 'vitest';
import { createHttpMailer } from '../../supabase/functions/_shared/http-mailer.ts';
import type { OutgoingMail } from '../../supabase/functions/_shared/contact-mail.ts';

const mail: OutgoingMail = {
  from: 'Site <site@site.example>',
  to: ['booking@site.example'],
  subject: 'Demande de contact : Claire (Concert)',
  html: '<p>Bonjour</p>',
  text: 'Bonjour',
  reply_to: 'claire@example.org',
};

function recordingFetch(status: number, body = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as typeof fetch;
  return { calls, fetchStub };
}

describe('createHttpMailer', () => {
  it('posts the mail as JSON with the bearer key, as Resend expects', async () => {
    const { calls, fetchStub } = recordingFetch(200, '{"id":"m1"}');
    await createHttpMailer({ url: 'https://api.resend.com/emails', apiKey: 're_test', fetch: fetchStub }).send(mail);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.resend.com/emails');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: 'Bearer re_test', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(mail);
  });

  it('fails with the provider status and its explanation when it refuses the mail', async () => {
    const { fetchStub } = recordingFetch(422, '{"message":"The from address is not verified"}');
    await expect(createHttpMailer({ url: 'https://mail.example', apiKey: 'k', fetch: fetchStub }).send(mail)).rejects.toThrow(/mail provider answered 422: .*not verified/);
  });

  it('fails without calling the provider when the key or the addresses are not set', async () => {
    const { calls, fetchStub } = recordingFetch(200);
    await expect(createHttpMailer({ url: 'https://mail.example', apiKey: undefined, fetch: fetchStub }).send(mail)).rejects.toThrow(/MAIL_API_KEY/);
    await expect(createHttpMailer({ url: 'https://mail.example', apiKey: 'k', fetch: fetchStub }).send({ ...mail, to: [''] })).rejects.toThrow(/CONTACT_TO_EMAIL/);
    expect(calls).toHaveLength(0);
  });
});
