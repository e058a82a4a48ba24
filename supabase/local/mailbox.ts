/**
 * The stack's mailbox (port 54324, where the Supabase CLI puts its mail catcher). It receives,
 * through a Resend-compatible `POST /emails`, the Edge Functions' mails, the auth mails included
 * (the send-auth-email hook sends them); a page lists them with working links. Kept in memory:
 * mail is a development aid.
 */
import { randomUUID } from 'node:crypto';
import type { CronRun } from './cron.ts';
import { Hono } from 'hono';
import { json } from './http.ts';

export interface Mail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to: string[];
  /** Custom headers, as Resend takes them (List-Unsubscribe for a list mail). */
  headers: Record<string, string>;
  created_at: string;
}

export type OutgoingMail = Omit<Mail, 'id' | 'created_at'>;

/** Test controls the stack accepts on the mailbox port, never on the public API port. */
export interface StackControls {
  setAutoconfirm(enabled: boolean): void;
  setSignInLimit(perFiveMinutes: number): void;
  setRefreshTokenReuseInterval(seconds: number): void;
  setMailerOtpExpiry(seconds: number): void;
  setEmailsSentPerHour(perHour: number): void;
  /** `[auth] minimum_password_length` and `password_requirements` (as config.toml names them). */
  setPasswordRules(minimumLength: number, requirements: string): void;
  /** How recent a sign-in spares the nonce of a password change (GoTrue: 24 hours). */
  setRecentSignInSeconds(seconds: number): void;
  resetRateLimits(): void;
  /** Runs the scheduled functions now (what the timer does every SUPABASE_LOCAL_CRON_INTERVAL_MS), or as of `at`, presenting `key` if given; only the job named `job` if given. */
  runCron(at?: Date, key?: string, job?: string): Promise<CronRun[]>;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Resend's check of each address: `email@example.com` or `Name <email@example.com>`, one address per string. */
function acceptedAddress(value: string): boolean {
  const address = /^[^<>]*<([^<>]*)>$/.exec(value.trim())?.[1] ?? value.trim();
  return /^[^\s@,;:<>"()[\]\\]+@[^\s@,;:<>"()[\]\\]+\.[^\s@,;:<>"()[\]\\]+$/.test(address);
}

function addressList(value: unknown): string[] | undefined {
  if (typeof value === 'string' && value.trim() !== '') return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '')) return value as string[];
  return undefined;
}

export class Mailbox {
  readonly #mails: Mail[] = [];
  #failuresToSimulate = 0;

  deliver(mail: OutgoingMail): Mail {
    const stored: Mail = { ...mail, id: randomUUID(), created_at: new Date().toISOString() };
    this.#mails.unshift(stored);
    return stored;
  }

  list(): Mail[] {
    return [...this.#mails];
  }

  /** The mailbox port: Resend's `POST /emails`, the mail list and page, and the stack's test controls. */
  app(controls: StackControls): Hono {
    return new Hono()
      .post('/emails', (c) => this.#receive(c.req.raw))
      .post('/emails/batch', (c) => this.#receiveBatch(c.req.raw))
      .get('/api/messages', () => json(this.list()))
      .delete('/api/messages', () => {
        this.#mails.length = 0;
        return new Response(null, { status: 204 });
      })
      .post('/api/failures', async (c) => {
        const body = (await c.req.json().catch(() => ({}))) as { emails?: unknown };
        this.#failuresToSimulate = typeof body.emails === 'number' ? body.emails : 1;
        return json({ emails: this.#failuresToSimulate });
      })
      .post('/api/cron/run', async (c) => {
        // Optional `{"at": "<ISO instant>"}`: the run happens as of then, for what is due later than now.
        // Optional `{"service_role_key": "…"}`: the key the schedule presents, as a wrong Vault secret would.
        // Optional `{"job": "fan-alerts"}`: that job only.
        const body = (await c.req.json().catch(() => ({}))) as { at?: unknown; service_role_key?: unknown; job?: unknown };
        const key = typeof body.service_role_key === 'string' ? body.service_role_key : undefined;
        const job = typeof body.job === 'string' ? body.job : undefined;
        if (body.at === undefined) return json({ runs: await controls.runCron(undefined, key, job) });
        const at = typeof body.at === 'string' ? new Date(body.at) : new Date(Number.NaN);
        if (Number.isNaN(at.getTime())) return json({ message: '"at" must be an ISO 8601 instant, e.g. "2026-11-25T10:05:00Z"' }, 400);
        return json({ runs: await controls.runCron(at, key, job) });
      })
      .put('/api/auth-settings', async (c) => {
        const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
        const { mailer_autoconfirm, sign_in_sign_ups, refresh_token_reuse_interval, mailer_otp_exp, email_sent, reset_rate_limits } = body;
        const { minimum_password_length, password_requirements, recent_sign_in_seconds } = body;
        if (typeof mailer_autoconfirm === 'boolean') controls.setAutoconfirm(mailer_autoconfirm);
        if (typeof sign_in_sign_ups === 'number') controls.setSignInLimit(sign_in_sign_ups);
        if (typeof refresh_token_reuse_interval === 'number') controls.setRefreshTokenReuseInterval(refresh_token_reuse_interval);
        if (typeof mailer_otp_exp === 'number') controls.setMailerOtpExpiry(mailer_otp_exp);
        if (typeof email_sent === 'number') controls.setEmailsSentPerHour(email_sent);
        if (reset_rate_limits === true) controls.resetRateLimits();
        if (typeof minimum_password_length === 'number' && typeof password_requirements === 'string') {
          controls.setPasswordRules(minimum_password_length, password_requirements);
        }
        if (typeof recent_sign_in_seconds === 'number') controls.setRecentSignInSeconds(recent_sign_in_seconds);
        return new Response(null, { status: 204 });
      })
      .get('/', (c) => c.html(this.#page()))
      .notFound(() => json({ message: 'Not found' }, 404));
  }

  /** Resend's `POST /emails`: same request, same answers, so the production provider's code runs unchanged. */
  async #receive(request: Request): Promise<Response> {
    const refused = this.#refusal(request);
    if (refused) return refused;
    const checked = Mailbox.#check(await request.json().catch(() => null));
    if ('refusal' in checked) return checked.refusal;
    return json({ id: this.deliver(checked.mail).id });
  }

  /**
   * Resend's `POST /emails/batch`: up to 100 mails in one request, all refused when one is invalid
   * (Resend's strict validation); a simulated failure fails the whole request.
   */
  async #receiveBatch(request: Request): Promise<Response> {
    const refused = this.#refusal(request);
    if (refused) return refused;
    const body: unknown = await request.json().catch(() => null);
    if (!Array.isArray(body) || body.length === 0 || body.length > 100) {
      return json({ statusCode: 422, name: 'validation_error', message: 'The body must be an array of 1 to 100 emails.' }, 422);
    }
    const mails: OutgoingMail[] = [];
    for (const item of body) {
      const checked = Mailbox.#check(item);
      if ('refusal' in checked) return checked.refusal;
      mails.push(checked.mail);
    }
    return json({ data: mails.map((mail) => ({ id: this.deliver(mail).id })) });
  }

  /** The key check and a simulated failure, common to both routes. */
  #refusal(request: Request): Response | undefined {
    const authorization = request.headers.get('authorization') ?? '';
    if (!/^Bearer \S+/.test(authorization)) {
      return json({ statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header' }, 401);
    }
    if (this.#failuresToSimulate > 0) {
      this.#failuresToSimulate -= 1;
      return json({ statusCode: 500, name: 'application_error', message: 'An unexpected error occurred (simulated by the local mailbox).' }, 500);
    }
    return undefined;
  }

  /** One mail as Resend validates it. */
  static #check(value: unknown): { mail: OutgoingMail } | { refusal: Response } {
    const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    const to = addressList(body?.['to']);
    const from = body?.['from'];
    const subject = body?.['subject'];
    if (!body || typeof from !== 'string' || !to || typeof subject !== 'string') {
      return { refusal: json({ statusCode: 422, name: 'validation_error', message: 'The `from`, `to` and `subject` fields are required.' }, 422) };
    }
    const replyTo = addressList(body['reply_to']) ?? [];
    for (const [field, addresses] of [
      ['to', to],
      ['reply_to', replyTo],
    ] as const) {
      if (!addresses.every(acceptedAddress)) {
        const message = `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`;
        return { refusal: json({ statusCode: 422, name: 'validation_error', message }, 422) };
      }
    }
    const html = typeof body['html'] === 'string' ? body['html'] : '';
    const text = typeof body['text'] === 'string' ? body['text'] : '';
    if (html === '' && text === '') {
      return { refusal: json({ statusCode: 422, name: 'validation_error', message: 'Either `html` or `text` must be provided.' }, 422) };
    }
    const rawHeaders = body['headers'];
    const headers: Record<string, string> = {};
    if (rawHeaders !== undefined) {
      if (typeof rawHeaders !== 'object' || rawHeaders === null || Array.isArray(rawHeaders) || Object.values(rawHeaders).some((header) => typeof header !== 'string')) {
        return { refusal: json({ statusCode: 422, name: 'validation_error', message: 'The `headers` field must be an object of strings.' }, 422) };
      }
      Object.assign(headers, rawHeaders);
    }
    return { mail: { from, to, subject, html, text, reply_to: replyTo, headers } };
  }

  #page(): string {
    const items = this.#mails
      .map((mail) => {
        const content = mail.html !== '' ? `<base target="_top">${mail.html}` : `<pre>${escapeHtml(mail.text)}</pre>`;
        return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p>De ${escapeHtml(mail.from)} à ${escapeHtml(mail.to.join(', '))}${mail.reply_to.length ? ` (réponse à ${escapeHtml(mail.reply_to.join(', '))})` : ''}, <time datetime="${mail.created_at}">${mail.created_at}</time></p>
  <iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(content)}"></iframe>
</article>`;
      })
      .join('\n');
    return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Boîte de réception locale</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}iframe{width:100%;height:16rem;border:1px solid #ddd}</style>
</head><body><h1>Boîte de réception locale (${this.#mails.length})</h1>
${items || '<p>Aucun message pour le moment.</p>'}
</body></html>`;
  }
}
