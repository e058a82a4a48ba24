/**
 * The exploits of issues 26 and 40, each run against the local stack as an attacker would: floods
 * of the contact form from one address and from rotating ones, a year-long link signed by a signed-in account, a weak
 * password, a password change or an account deletion with nothing but a stolen access token, a
 * scheduled run that fails in silence, an address no mail provider takes as reply_to.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, MAIL_URL, PASSWORD, admin, mailsTo, newClient, postFrom, setAuthSettings, signedInClient, uniqueEmail } from './stack';

const BUCKET = 'pro-documents';
const PDF = 'biographie-presse/biographie-officielle.pdf';
const ARTIST = 'contact@yaniel-barcenas.example';
const YEAR_SECONDS = 31_536_000;

const contactRequest = (nom: string, email = `${nom.toLowerCase()}@festival.example`) => ({
  nom,
  email,
  telephone: '',
  type_evenement: 'concert',
  date: '',
  message: 'Bonjour, nous aimerions vous programmer la saison prochaine.',
});

/** A contact_messages row as the function stores a request: no event date, no telephone. */
const storedRow = ({ nom, email, type_evenement, message }: ReturnType<typeof contactRequest>, state: Record<string, unknown>) => ({
  nom,
  email,
  type_evenement,
  message,
  ...state,
});

/** Posts the contact form from `source`, a loopback address of its own: the address the gateway sees. */
const sendContact = (source: string, body: unknown, headers: Record<string, string> = {}) =>
  postFrom(source, `${API_URL}/functions/v1/send-contact-email`, body, { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, ...headers });

const BOOKING = 'booking@yaniel-barcenas.example';
/** The flood tests' rows: their senders write from this domain only, and are deleted after each test. */
const FLOOD_DOMAIN = 'flood.example';
const floodRequest = (nom: string) => contactRequest(nom, `${nom.toLowerCase()}@${FLOOD_DOMAIN}`);
const runCron = async (body: Record<string, unknown> = {}) =>
  (await (await fetch(`${MAIL_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ job: 'retry-contact-emails', ...body }) })).json()) as {
    runs: { status: number; body: Record<string, number> }[];
  };
/** How many messages the form mailed one by one this past hour: what the ceiling counts. */
async function mailedThisHour(): Promise<number> {
  const since = new Date(Date.now() - 3_600_000).toISOString();
  const { count } = await admin.from('contact_messages').select('id', { count: 'exact', head: true }).gte('created_at', since).not('mail_status', 'in', '(spam,held)');
  return count ?? 0;
}

describe('send-contact-email: no flood closes the form to a booker', () => {
  beforeEach(async () => {
    // Each flood starts with the ceiling alert and the digest slot free, as after a quiet hour.
    const { error } = await admin
      .from('artist_alerts')
      .update({ sent_at: new Date(0).toISOString() })
      .in('kind', ['contact_ceiling', 'contact_digest']);
    expect(error).toBeNull();
  });
  afterEach(async () => {
    await admin.from('contact_messages').delete().like('email', `%@${FLOOD_DOMAIN}`);
  });

  it('a flood from one address filling the honeypot is answered ok, counts toward no ceiling, and the same client is refused past its own limit only', async () => {
    const before = await mailedThisHour();
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) statuses.push((await sendContact('127.0.0.21', { ...floodRequest(`Robot${index}`), website: 'https://spam.example' })).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await mailedThisHour()).toBe(before);
    // The honeypot rows count toward the address's own limit: its valid messages are refused, a booker's are not.
    const own = await sendContact('127.0.0.21', floodRequest('Robot-valide'));
    expect(own.status).toBe(429);
    expect(own.body).toEqual({ error: 'Trop de messages envoyés depuis votre connexion. Veuillez réessayer dans quelques minutes.' });
    const booker = await sendContact('127.0.0.22', floodRequest('Lucia'));
    expect(booker.status).toBe(200);
    expect((await mailsTo(BOOKING)).filter((mail) => mail.subject.includes('Lucia'))).toHaveLength(1);
  });

  it('a flood from rotating addresses past the hourly ceiling is kept, never refused; the artist is told once, and a booker who writes then gets the hourly digest', async () => {
    // Forged first entries of X-Forwarded-For stand for as many clients: each a new address for the limit.
    const flood = Array.from({ length: 35 }, (_, index) => floodRequest(`Vague${index}`));
    const statuses: number[] = [];
    for (const [index, request] of flood.entries()) statuses.push((await sendContact('127.0.0.23', request, { 'x-forwarded-for': `198.51.100.${index}` })).status);
    console.info(
      `flood of ${flood.length} from rotating addresses: ${statuses.filter((status) => status === 200).length} answered 200, ${await mailedThisHour()} mailed one by one this hour`,
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await mailedThisHour()).toBe(30);
    const alerts = (await mailsTo(ARTIST)).filter((mail) => mail.subject === 'Formulaire de contact : plafond de 30 messages par heure atteint');
    expect(alerts.length).toBeGreaterThanOrEqual(1);

    const booker = await sendContact('127.0.0.24', floodRequest('Marisol'));
    expect(booker).toEqual({ status: 200, body: { ok: true } });
    const { data: kept } = await admin.from('contact_messages').select('mail_status').eq('email', `marisol@${FLOOD_DOMAIN}`).single();
    expect(kept).toEqual({ mail_status: 'held' });
    expect((await mailsTo(BOOKING)).filter((mail) => mail.text.includes(`marisol@${FLOOD_DOMAIN}`))).toEqual([]);

    const [run] = (await runCron()).runs;
    expect(run?.status).toBe(200);
    const digests = (await mailsTo(BOOKING)).filter((mail) => mail.subject.endsWith('pendant une vague de messages') && mail.text.includes(`Email : marisol@${FLOOD_DOMAIN}`));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain(floodRequest('Marisol').message);
    expect(run?.body['digested']).toBeGreaterThanOrEqual(6);
    const { data: sent } = await admin.from('contact_messages').select('mail_status').eq('email', `marisol@${FLOOD_DOMAIN}`).single();
    expect(sent).toEqual({ mail_status: 'sent' });
  });
});

/** The artist approves the account signed in on `client` (one row of pro_approvals, written with the service role); returns its id. */
async function approve(client: Awaited<ReturnType<typeof signedInClient>>['client']): Promise<string> {
  const userId = (await client.auth.getUser()).data.user?.id ?? '';
  const { error } = await admin.from('pro_approvals').insert({ user_id: userId });
  if (error) throw error;
  return userId;
}

describe('pro documents: links signed by the server only', () => {
  it('refuses a signed-in account that signs a year-long link itself, one path or several', async () => {
    const { client } = await signedInClient('year-link');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const one = await client.storage.from(BUCKET).createSignedUrl(PDF, YEAR_SECONDS);
    const many = await client.storage.from(BUCKET).createSignedUrls([PDF, 'photos-hd/portrait-officiel.jpg'], YEAR_SECONDS);
    const raw = await fetch(`${API_URL}/storage/v1/object/sign/${BUCKET}/${PDF}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: YEAR_SECONDS }),
    });
    const refused = [one.data === null, ...(many.data ?? []).map((entry) => entry.signedUrl === null), raw.status === 400].filter(Boolean).length;
    console.info(`year-long links asked by a signed-in account: ${refused} of 4 refused`);
    expect(one.error?.message).toBe('Object not found');
    expect(many.data?.map((entry) => entry.signedUrl)).toEqual([null, null]);
    expect(raw.status).toBe(400);
  });

  it("refuses an account the artist has not approved (403, nothing signed), which reads its pending state and no other account's", async () => {
    const { client } = await signedInClient('pending');
    const { data, error } = await client.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: PDF } });
    expect(data).toBeNull();
    expect((error as { context?: Response }).context?.status).toBe(403);
    const own = await client.from('pro_approvals').select('user_id');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([]);
    const approvedElsewhere = await approve((await signedInClient('approved-other')).client);
    expect((await client.from('pro_approvals').select('user_id')).data).toEqual([]);
    const selfApproval = await client.from('pro_approvals').insert({ user_id: approvedElsewhere });
    expect(selfApproval.error).not.toBeNull();
  });

  it('signs one path for 60 seconds through sign-pro-document, for a signed-in account the artist has approved only', async () => {
    const { client } = await signedInClient('sign-fn');
    await approve(client);
    const { data, error } = await client.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: PDF } });
    expect(error).toBeNull();
    const url = new URL(data?.signedUrl ?? '');
    const claims = JSON.parse(Buffer.from(url.searchParams.get('token')?.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(60);
    expect(url.searchParams.get('download')).toBe('biographie-officielle.pdf');
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="biographie-officielle.pdf"/);

    const anonymous = await newClient().functions.invoke('sign-pro-document', { body: { path: PDF } });
    expect((anonymous.error as { context?: Response }).context?.status).toBe(401);
    const missing = await client.functions.invoke('sign-pro-document', { body: { path: 'biographie-presse/absent.pdf' } });
    expect((missing.error as { context?: Response }).context?.status).toBe(404);
  });

  it('signs no path but those of the list: an encoded or backslashed climb to another bucket, and an unlisted object of the bucket, are refused', async () => {
    const attacks = ['%2e%2e/other-bucket/x.pdf', 'a\\..\\..\\other-bucket\\x.pdf'];
    // What the service-role key signs for these paths when they reach storage-js: the other bucket's object.
    for (const path of attacks) {
      const reached = await admin.storage.from(BUCKET).createSignedUrl(path, 60);
      expect(new URL(reached.data?.signedUrl ?? 'http://x/').pathname, path).toBe('/storage/v1/object/sign/other-bucket/x.pdf');
    }
    const { client } = await signedInClient('path-attack');
    await approve(client);
    const statuses: number[] = [];
    for (const path of attacks) {
      const { data, error } = await client.functions.invoke('sign-pro-document', { body: { path } });
      expect(data).toBeNull();
      statuses.push((error as { context?: Response }).context?.status ?? 0);
    }
    console.info(`paths climbing to another bucket through sign-pro-document: ${statuses.filter((status) => status === 400).length} of ${attacks.length} refused`);
    expect(statuses).toEqual([400, 400]);

    // An object of the bucket itself that the list does not hold (the suite's stack is thrown away with it).
    const unlisted = 'contrats/devis-confidentiel.pdf';
    expect((await admin.storage.from(BUCKET).upload(unlisted, new TextEncoder().encode('%PDF-1.4 devis'), { contentType: 'application/pdf' })).error).toBeNull();
    const { error } = await client.functions.invoke('sign-pro-document', { body: { path: unlisted } });
    expect((error as { context?: Response }).context?.status).toBe(404);
  });
});

describe('passwords and re-authentication', () => {
  it('refuses a password under 8 characters or without a lower-case letter, a capital and a digit', async () => {
    for (const password of ['Abc1234', 'abcdefgh1', 'ABCDEFGH1', 'Abcdefghi']) {
      const { error } = await newClient().auth.signUp({ email: uniqueEmail('cnil'), password });
      expect(error?.code, password).toBe('weak_password');
    }
    const { error } = await newClient().auth.signUp({ email: uniqueEmail('cnil'), password: 'Clave-son-8' });
    expect(error).toBeNull();
  });

  it('lets an account whose password predates the rule sign in, telling it the password is weak', async () => {
    const email = uniqueEmail('legacy');
    await setAuthSettings({ minimum_password_length: 6, password_requirements: '' });
    try {
      expect((await admin.auth.admin.createUser({ email, password: 'abc123', email_confirm: true })).error).toBeNull();
    } finally {
      await setAuthSettings({ minimum_password_length: 8, password_requirements: 'lower_upper_letters_digits' });
    }
    const { data, error } = await newClient().auth.signInWithPassword({ email, password: 'abc123' });
    expect(error).toBeNull();
    expect(data.weakPassword?.reasons).toEqual(['length', 'characters']);
  });

  it('asks for the mailed nonce before a password change once the sign-in is not recent (secure_password_change)', async () => {
    const { client, email } = await signedInClient('reauth');
    await setAuthSettings({ recent_sign_in_seconds: 0 });
    try {
      const stolen = await client.auth.updateUser({ password: 'Nouveau-pass-9' });
      expect(stolen.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const [mail] = await mailsTo(email);
      const nonce = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(nonce).toMatch(/^\d{6}$/);
      const wrong = await client.auth.updateUser({ password: 'Nouveau-pass-9', nonce: nonce === '000000' ? '111111' : '000000' });
      expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
      expect((await client.auth.updateUser({ password: 'Nouveau-pass-9', nonce })).error).toBeNull();
    } finally {
      await setAuthSettings({ recent_sign_in_seconds: 86_400 });
    }
    expect((await newClient().auth.signInWithPassword({ email, password: 'Nouveau-pass-9' })).error).toBeNull();
  });

  it('deletes an account only with its current password, not with a stolen access token alone', async () => {
    const { client, email } = await signedInClient('delete-reauth');
    const stolen = await client.functions.invoke('delete-account', { method: 'POST' });
    expect((stolen.error as { context?: Response }).context?.status).toBe(403);
    const wrong = await client.functions.invoke('delete-account', { method: 'POST', body: { password: 'Pas-le-bon-1' } });
    expect((wrong.error as { context?: Response }).context?.status).toBe(403);
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await client.functions.invoke('delete-account', { method: 'POST', body: { password: PASSWORD } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ deleted: true });
  });
});

describe('retry-contact-emails: a schedule that says when it fails', () => {
  it('records each run; with a wrong key every run fails, the check shows the last success, and the artist gets one mail', async () => {
    expect((await runCron()).runs.map((run) => run.status)).toEqual([200]);
    const later = Date.now() + 2 * 86_400_000;
    const failed = [];
    for (const offset of [0, 300_000, 600_000]) {
      const { runs } = await runCron({ at: new Date(later + offset).toISOString(), service_role_key: 'cle-tournee-par-erreur' });
      failed.push(...runs.map((run) => run.status));
    }
    expect(failed).toEqual([401, 401, 401]);
    const recorded = await admin.from('contact_retry_runs').select('status').gte('started_at', new Date(later).toISOString());
    console.info(`runs with a wrong key detected as failed: ${recorded.data?.filter((run) => run.status === 401).length} of 3`);
    expect(recorded.data?.map((run) => run.status)).toEqual([401, 401, 401]);
    const { data: health } = await admin.from('contact_retry_health').select('last_success_at, last_run_status').single();
    expect(new Date(health?.last_success_at ?? 0).getTime()).toBeLessThan(later);
    expect(health?.last_run_status).toBe(401);
    const alerts = (await mailsTo(ARTIST)).filter((mail) => mail.subject.startsWith('Renvoi des messages de contact'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('service_role_key');
  });
});

describe('e-mail addresses a provider refuses in reply_to', () => {
  it('refuses them in the form', async () => {
    const sent = await sendContact('127.0.0.41', contactRequest('Virgule', 'a,b@festival.example'));
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ error: 'Veuillez entrer une adresse email valide', field: 'email' });
  });

  it('marks a stored message with such an address unmailable, reports it once and never retries it', async () => {
    const { data, error } = await admin
      .from('contact_messages')
      .insert(
        storedRow(contactRequest('Chevron', 'chevron<pirate>@festival.example'), {
          ip_hash: 'conformance',
          mail_status: 'failed',
          mail_attempts: 1,
          next_attempt_at: new Date(Date.now() - 1_000).toISOString(),
        }),
      )
      .select('id');
    expect(error).toBeNull();
    const id = (data as { id: string }[])[0]?.id ?? '';
    for (const hours of [1, 2, 3]) await runCron({ at: new Date(Date.now() + hours * 3_600_000).toISOString() });
    const { data: row } = await admin.from('contact_messages').select('mail_status, mail_attempts, abandon_reported_at').eq('id', id).single();
    expect(row).toMatchObject({ mail_status: 'abandoned', mail_attempts: 1, abandon_reported_at: expect.any(String) });
    const reports = (await mailsTo(ARTIST)).filter((mail) => mail.text.includes('chevron<pirate>'));
    expect(reports).toHaveLength(1);
    expect(reports[0]?.subject).toBe('1 message de contact non remis au booking');
  });
});
