import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MAIL_HOOK_MESSAGES, AUTH_MAIL_LIMITS, createAuthMailHook, verifyWebhook, type AuthMailLog } from '../../supabase/functions/_shared/auth-mail-hook.ts';
import { AUTH_MAIL_TEXTS, type AuthMailKind } from '../../supabase/functions/_shared/auth-mail-texts.ts';
import { MemoryAlerts, MemoryLogger, MemoryMailer } from './contact-fakes';

const SECRET = `v1,whsec_${Buffer.from('test-hook-secret').toString('base64')}`;
const AUTH_URL = 'https://project.supabase.co/auth/v1';
const SITE = 'https://yaniel-barcenas.example/acces-pro';
const ARTIST = 'contact@site.example';

/** auth_mails in memory: each mail the hook notes, with its time. */
class MemoryLog implements AuthMailLog {
  rows: { id: string; addressHash: string; kind: AuthMailKind; at: Date }[] = [];
  async sentSince(since: Date, addressHash: string, kind: AuthMailKind) {
    const recent = this.rows.filter((row) => row.at >= since);
    return {
      toAddress: recent.filter((row) => row.addressHash === addressHash).map((row) => row.at),
      ofKind: recent.filter((row) => row.kind === kind).length,
      all: recent.length,
    };
  }
  async record(entry: { addressHash: string; kind: AuthMailKind; at: Date }) {
    const id = `mail-${this.rows.length + 1}`;
    this.rows.push({ id, ...entry });
    return id;
  }
  async forget(id: string) {
    this.rows = this.rows.filter((row) => row.id !== id);
  }
}

let log: MemoryLog;
let mailer: MemoryMailer;
let logger: MemoryLogger;
let alerts: MemoryAlerts;
let clock: Date;
let handle: (request: Request) => Promise<Response>;

beforeEach(() => {
  clock = new Date('2026-12-01T10:00:00Z');
  log = new MemoryLog();
  mailer = new MemoryMailer();
  logger = new MemoryLogger();
  alerts = new MemoryAlerts();
  handle = createAuthMailHook({
    secret: SECRET,
    log,
    mailer,
    logger,
    alerts,
    addresses: { from: 'Site <site@site.example>', replyTo: ARTIST },
    reportTo: ARTIST,
    addressKey: 'test-key',
    now: () => clock,
  });
});

/** A request as Auth signs it (Standard Webhooks), at `signedAt` (the clock by default). */
function signed(payload: unknown, { secret = SECRET, signedAt = clock }: { secret?: string; signedAt?: Date } = {}): Request {
  const body = JSON.stringify(payload);
  const id = 'msg_2Lh9KRb0pzN4LePd';
  const timestamp = Math.floor(signedAt.getTime() / 1000);
  const signature = createHmac('sha256', Buffer.from(secret.replace('v1,whsec_', ''), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return new Request('https://project.supabase.co/functions/v1/send-auth-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` },
    body,
  });
}

/** The page a request comes from, in a language: French unprefixed, English and Spanish under their prefix. */
const pageIn = (lang?: string) => (lang === 'en' || lang === 'es' ? `https://yaniel-barcenas.example/${lang}/pro-area` : SITE);

/** A request of `kind` for an account whose stored language is `lang`, from a page in `page`'s language (the account's by default). */
const payload = (kind: string, email: string, lang?: string, page = pageIn(lang)) => ({
  user: { id: 'user-1', email, user_metadata: lang ? { lang } : {} },
  email_data: { token: '305805', token_hash: 'pkce_7d5b7b1964cf', redirect_to: page, email_action_type: kind, site_url: AUTH_URL, token_new: '', token_hash_new: '' },
});

const ask = async (kind: string, email: string, lang?: string, page?: string) =>
  (await handle(signed(payload(kind, email, lang, page)))).json() as Promise<Record<string, unknown>>;
const refusal = (lang: 'fr' | 'en' | 'es' = 'fr') => ({ error: { http_code: 429, message: AUTH_MAIL_HOOK_MESSAGES[lang].rateLimited } });
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('send-auth-email (Send Email hook)', () => {
  it("writes a sign-up confirmation in the account's language, its link to Auth's /verify, a reply going to the artist", async () => {
    expect(await ask('signup', 'Programmation@Festival.example', 'en')).toEqual({});
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: ['programmation@festival.example'], from: 'Site <site@site.example>', reply_to: ARTIST, subject: 'Confirm your sign-up' });
    const link = new URL((/href="([^"]+)"/.exec(mail?.html ?? '')?.[1] ?? '').replace(/&amp;/g, '&'));
    expect(`${link.origin}${link.pathname}`).toBe(`${AUTH_URL}/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ token: 'pkce_7d5b7b1964cf', type: 'signup', redirect_to: pageIn('en') });
    expect(mail?.html).toContain('<h2>Welcome!</h2>');
    expect(mail?.text).toContain(link.toString());
  });

  it("writes a reset and a sign-up in the requesting page's language whatever the account's, and a re-authentication in the account's", async () => {
    await ask('recovery', 'a@example.org', 'fr', pageIn('en'));
    await ask('recovery', 'b@example.org', 'en', SITE);
    await ask('signup', 'c@example.org', 'en', pageIn('es'));
    // Auth puts the Referer or the site's address in a re-authentication's redirect_to: it says nothing of the page.
    await ask('reauthentication', 'd@example.org', 'en', SITE);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      AUTH_MAIL_TEXTS.recovery.en.subject,
      AUTH_MAIL_TEXTS.recovery.fr.subject,
      AUTH_MAIL_TEXTS.signup.es.subject,
      AUTH_MAIL_TEXTS.reauthentication.en.subject,
    ]);
  });

  it('answers a refusal in the language of the mail it refuses', async () => {
    expect(await ask('recovery', 'a@example.org', 'fr', pageIn('es'))).toEqual({});
    expect(await ask('recovery', 'a@example.org', 'fr', pageIn('es'))).toEqual(refusal('es'));
  });

  it('writes in French for an account without a language or with one the site does not speak, and gives the re-authentication code to type', async () => {
    await ask('recovery', 'a@example.org');
    await ask('signup', 'b@example.org', 'de');
    await ask('reauthentication', 'c@example.org', 'es');
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([AUTH_MAIL_TEXTS.recovery.fr.subject, AUTH_MAIL_TEXTS.signup.fr.subject, 'Tu código de confirmación']);
    expect(mailer.sent[2]?.html).toContain('letter-spacing: 4px">305805</p>');
    expect(mailer.sent[2]?.html).not.toContain('href');
  });

  it('sends one mail an address a minute and three an hour, whatever their kind, and tells the visitor in the account language', async () => {
    expect(await ask('signup', 'a@example.org', 'es')).toEqual({});
    later(30_000);
    expect(await ask('recovery', 'A@example.org', 'es')).toEqual(refusal('es'));
    later(31_000);
    expect(await ask('recovery', 'a@example.org')).toEqual({});
    later(61_000);
    expect(await ask('reauthentication', 'a@example.org')).toEqual({});
    later(61_000);
    expect(await ask('recovery', 'a@example.org')).toEqual(refusal());
    expect(await ask('recovery', 'other@example.org')).toEqual({});
    later(3_600_000);
    expect(await ask('recovery', 'a@example.org')).toEqual({});
    expect(mailer.sent.filter((mail) => mail.to.includes('a@example.org'))).toHaveLength(4);
  });

  it('lets sign-up confirmations take half the hourly quota only: past them, a reset still goes', async () => {
    for (let index = 0; index < AUTH_MAIL_LIMITS.signupsPerHour; index += 1) expect(await ask('signup', `robot-${index}@random.example`)).toEqual({});
    expect(await ask('signup', 'one-more@random.example')).toEqual(refusal());
    expect(await ask('recovery', 'programmation@festival.example')).toEqual({});
    expect(mailer.sent.at(-1)).toMatchObject({ to: ['programmation@festival.example'], subject: AUTH_MAIL_TEXTS.recovery.fr.subject });
  });

  it('sends no more than the hourly quota, tells the artist once an hour from 80 mails on, and frees the quota an hour later', async () => {
    for (let index = 0; index < AUTH_MAIL_LIMITS.perHour; index += 1) expect(await ask(index % 2 ? 'recovery' : 'reauthentication', `user-${index}@example.org`)).toEqual({});
    expect(await ask('recovery', 'late@example.org')).toEqual(refusal());
    const told = mailer.sent.filter((mail) => mail.to.includes(ARTIST));
    expect(told.map((mail) => mail.subject)).toEqual([`Mails de connexion : ${AUTH_MAIL_LIMITS.alertAt} envoyés en une heure, sur ${AUTH_MAIL_LIMITS.perHour} au plus`]);
    expect(told[0]?.text).toContain('relevez ensemble le quota');
    later(3_600_001);
    expect(await ask('recovery', 'late@example.org')).toEqual({});
  });

  it('takes back a mail the provider refused, so that it counts for no limit, and answers the failure in the account language', async () => {
    mailer.fail = true;
    expect(await ask('recovery', 'a@example.org', 'en')).toEqual({ error: { http_code: 500, message: AUTH_MAIL_HOOK_MESSAGES.en.failed } });
    expect(log.rows).toEqual([]);
    expect(logger.errors).toContain('send-auth-email: the recovery mail could not be sent');
    mailer.fail = false;
    expect(await ask('recovery', 'a@example.org', 'en')).toEqual({});
  });

  it("refuses a request without Auth's signature, one signed with another secret or five minutes old, and sends nothing", async () => {
    const unsigned = new Request('https://project.supabase.co/functions/v1/send-auth-email', { method: 'POST', body: JSON.stringify(payload('recovery', 'a@example.org')) });
    const forged = signed(payload('recovery', 'a@example.org'), { secret: `v1,whsec_${Buffer.from('another').toString('base64')}` });
    const replayed = signed(payload('recovery', 'a@example.org'), { signedAt: new Date(clock.getTime() - 301_000) });
    for (const request of [unsigned, forged, replayed]) expect((await handle(request)).status).toBe(401);
    expect((await handle(new Request('https://x/send-auth-email'))).status).toBe(405);
    expect(mailer.sent).toEqual([]);
  });

  it('sends no mail of a kind the site never asks for, and says so in its log', async () => {
    expect(await ask('email_change', 'a@example.org')).toEqual({ error: { http_code: 500, message: AUTH_MAIL_HOOK_MESSAGES.fr.failed } });
    expect(mailer.sent).toEqual([]);
    expect(logger.errors[0]).toMatch(/no mail of kind email_change is sent/);
  });

  it("accepts each of several signatures Auth sends, as Standard Webhooks lists them (Auth's own 'v1,…, v1,…')", async () => {
    const request = signed(payload('recovery', 'a@example.org'));
    const headers = new Headers(request.headers);
    headers.set('webhook-signature', `v1,${Buffer.from('old').toString('base64')}, ${request.headers.get('webhook-signature')}`);
    expect(await verifyWebhook(SECRET, headers, await request.text(), clock)).toBe(true);
  });

  it('keeps config.toml coherent with it: the hook on, its function unguarded by the JWT check, and Auth counting well above its quota', async () => {
    const config = parse(await readFile(join(import.meta.dirname, '..', '..', 'supabase', 'config.toml'), 'utf8')) as {
      auth: { rate_limit: { email_sent: number }; hook: { send_email: { enabled: boolean; uri: string } } };
      functions: Record<string, { verify_jwt?: boolean }>;
    };
    expect(config.auth.hook.send_email).toMatchObject({ enabled: true, uri: expect.stringMatching(/\/functions\/v1\/send-auth-email$/) });
    expect(config.functions['send-auth-email']?.verify_jwt).toBe(false);
    // Auth counts every mail before the hook, those the hook refuses included.
    expect(config.auth.rate_limit.email_sent).toBeGreaterThanOrEqual(2 * AUTH_MAIL_LIMITS.perHour);
  });
});
