/** The mailbox's Resend-compatible endpoint, its listing and its failure switch. */
import { describe, expect, it } from 'vitest';
import { MAIL_URL } from './stack';

const send = (body: unknown, authorization = 'Bearer local-mailbox') =>
  fetch(`${MAIL_URL}/emails`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const mail = {
  from: 'Site <site@example.com>',
  to: 'booking@example.com',
  subject: 'Demande de concert',
  html: '<p>Bonjour <a href="https://example.com">lien</a></p>',
  reply_to: 'ana@example.com',
};

describe('mailbox', () => {
  it('accepts a Resend request, answers its id and lists the mail newest first', async () => {
    const response = await send(mail);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const listed = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as Array<Record<string, unknown>>;
    expect(listed[0]).toMatchObject({ id, to: ['booking@example.com'], reply_to: ['ana@example.com'], subject: 'Demande de concert' });
    const page = await (await fetch(`${MAIL_URL}/`)).text();
    expect(page).toContain('Demande de concert');
  });

  it('refuses a reply_to that is not one plain address, as Resend does', async () => {
    for (const reply_to of ['a,b@example.com', 'chevron<pirate>@example.com', 'ana@example']) {
      const response = await send({ ...mail, reply_to });
      expect(response.status, reply_to).toBe(422);
      expect(await response.json()).toMatchObject({ name: 'validation_error', message: expect.stringContaining('`reply_to`') });
    }
    expect((await send({ ...mail, reply_to: 'Ana Pérez <ana@example.com>' })).status).toBe(200);
  });

  it('refuses a request without an API key or without recipients, as Resend does', async () => {
    expect((await send(mail, '')).status).toBe(401);
    expect((await send({ ...mail, to: [] })).status).toBe(422);
  });

  it('fails the next sends on demand with a 500, then accepts again', async () => {
    await fetch(`${MAIL_URL}/api/failures`, { method: 'POST', body: JSON.stringify({ emails: 1 }) });
    const failed = await send(mail);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ name: 'application_error' });
    expect((await send(mail)).status).toBe(200);
  });
});
