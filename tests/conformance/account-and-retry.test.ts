/**
 * The project's own Edge Functions on the local stack: delete-account through the admin API, and
 * retry-contact-emails run as the schedule runs it (mailbox port `POST /api/cron/run`) or twice at once.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, MAIL_URL, PASSWORD, SERVICE_ROLE_KEY, admin, mailsTo, newClient, postFrom, signedInClient } from './stack';

describe('delete-account', () => {
  it("deletes the caller's account: the user is gone, sign-in is refused, a second call is harmless", async () => {
    const { client, email } = await signedInClient('delete-account');
    const userId = (await client.auth.getUser()).data.user?.id ?? '';
    const { data, error } = await client.functions.invoke('delete-account', { method: 'POST', body: { password: PASSWORD } });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true, message: 'Votre compte a été supprimé. Vous êtes déconnecté de tous vos appareils.' });

    const lookup = await admin.auth.admin.getUserById(userId);
    expect(lookup.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const signIn = await newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const again = await client.functions.invoke('delete-account', { method: 'DELETE' });
    expect(again.error).toBeNull();
    expect(again.data).toEqual({ deleted: false, message: 'Ce compte a déjà été supprimé : il n’y a plus rien à faire.' });
  });

  it('answers 401 to a caller without a user (anon key) and to a request without a JWT', async () => {
    const anonymous = await newClient().functions.invoke('delete-account', { method: 'POST' });
    expect(anonymous.error).toBeInstanceOf(FunctionsHttpError);
    const response = (anonymous.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Connectez-vous pour supprimer votre compte.' });

    const bare = await fetch(`${API_URL}/functions/v1/delete-account`, { method: 'POST' });
    expect(bare.status).toBe(401);
  });

  it('answers the French 401 to a session signed out on another device, and keeps the account', async () => {
    const { client, email } = await signedInClient('delete-revoked');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const logout = await fetch(`${API_URL}/auth/v1/logout?scope=global`, { method: 'POST', headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    const { error } = await client.functions.invoke('delete-account', { method: 'POST' });
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Connectez-vous pour supprimer votre compte.' });
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

const contactRequest = (nom: string) => ({
  nom,
  // An address of plain ASCII letters, as a mail provider takes it: 'Valdés' writes to valdes@…
  email: `${nom.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@festival.example`,
  telephone: '',
  type_evenement: 'festival',
  date: '2027-07-14',
  message: 'Bonjour, nous aimerions vous programmer cet été au festival.',
});

async function failNextMails(count: number): Promise<void> {
  await fetch(`${MAIL_URL}/api/failures`, { method: 'POST', body: JSON.stringify({ emails: count }) });
}

/** Sends the form through send-contact-email with the mailbox failing, and gives the stored row. */
async function failedContactMessage(nom: string): Promise<{ id: string; next_attempt_at: string; mail_attempts: number }> {
  await failNextMails(1);
  // Each from a loopback address of its own, a visitor of its own for the per-address limit.
  const sent = await postFrom(`127.0.1.${nom.length}`, `${API_URL}/functions/v1/send-contact-email`, contactRequest(nom), {
    apikey: ANON_KEY,
    authorization: `Bearer ${ANON_KEY}`,
  });
  expect(sent.status).toBe(200);
  const { data, error } = await admin.from('contact_messages').select('id, mail_status, mail_attempts, next_attempt_at').eq('nom', nom).single();
  expect(error).toBeNull();
  expect(data).toMatchObject({ mail_status: 'failed', mail_attempts: 1 });
  return data as { id: string; next_attempt_at: string; mail_attempts: number };
}

const runCron = async (): Promise<unknown> =>
  (await (await fetch(`${MAIL_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ job: 'retry-contact-emails' }) })).json()) as unknown;
const mailsAbout = async (nom: string) => (await mailsTo('booking@yaniel-barcenas.example')).filter((mail) => mail.subject.includes(nom));

describe('retry-contact-emails', () => {
  it('delivers a failed message at the first scheduled run once it is due, 5 minutes after the failure, and logs each attempt', async () => {
    const row = await failedContactMessage('Ortega');
    const delay = new Date(row.next_attempt_at).getTime() - Date.now();
    expect(delay).toBeGreaterThan(4 * 60_000);
    expect(delay).toBeLessThanOrEqual(5 * 60_000);

    expect(await runCron()).toEqual({ runs: [{ job: 'retry-contact-emails', status: 200, body: expect.objectContaining({ sent: 0 }) }] });
    expect(await mailsAbout('Ortega')).toEqual([]);

    await admin
      .from('contact_messages')
      .update({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', row.id);
    await runCron();
    const delivered = await mailsAbout('Ortega');
    expect(delivered).toHaveLength(1);
    // The stored date comes back as PostgREST gives it ('2027-07-14'), not as a timestamp.
    expect(delivered[0]?.text).toContain("Date de l'événement : mercredi 14 juillet 2027");
    const { data } = await admin.from('contact_messages').select('mail_status, mail_attempts, next_attempt_at').eq('id', row.id).single();
    expect(data).toEqual({ mail_status: 'sent', mail_attempts: 2, next_attempt_at: null });
    const attempts = await admin.from('contact_mail_attempts').select('outcome').eq('message_id', row.id).order('attempted_at');
    expect(attempts.data).toEqual([{ outcome: 'failed' }, { outcome: 'sent' }]);
  });

  it('mails a due message once when two runs start together', async () => {
    const row = await failedContactMessage('Valdés');
    await admin
      .from('contact_messages')
      .update({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .eq('id', row.id);
    const runs = await Promise.all([1, 2].map(() => admin.functions.invoke('retry-contact-emails', { method: 'POST', body: {} })));
    expect(runs.map((run) => run.error)).toEqual([null, null]);
    expect(runs.map((run) => (run.data as { sent: number }).sent).sort()).toEqual([0, 1]);
    expect(await mailsAbout('Valdés')).toHaveLength(1);
  });

  it('runs the schedule as of a later instant from the mailbox port, a clock the API port cannot set', async () => {
    const row = await failedContactMessage('Cárdenas');
    const later = new Date(new Date(row.next_attempt_at).getTime() + 1_000).toISOString();
    const viaApi = await fetch(`${API_URL}/functions/v1/retry-contact-emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json', 'x-supabase-local-now': later },
      body: '{}',
    });
    expect(viaApi.status).toBe(200);
    expect(await mailsAbout('Cárdenas')).toEqual([]);

    const run = await fetch(`${MAIL_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ at: later, job: 'retry-contact-emails' }) });
    expect(await run.json()).toEqual({ runs: [{ job: 'retry-contact-emails', status: 200, body: expect.objectContaining({ sent: expect.any(Number) }) }] });
    expect(await mailsAbout('Cárdenas')).toHaveLength(1);
    const { data } = await admin.from('contact_messages').select('mail_status, mail_attempts').eq('id', row.id).single();
    expect(data).toEqual({ mail_status: 'sent', mail_attempts: 2 });

    const malformed = await fetch(`${MAIL_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ at: 'demain' }) });
    expect(malformed.status).toBe(400);
  });

  it('refuses a run from anyone without the service-role key', async () => {
    const { client } = await signedInClient('retry-caller');
    const { error } = await client.functions.invoke('retry-contact-emails', { method: 'POST', body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(401);
  });
});
