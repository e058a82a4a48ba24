import { beforeEach, describe, expect, it } from 'vitest';
import {
  createContactHandler,
  DEFAULT_HOURLY_CEILING,
  DEFAULT_RATE_LIMIT,
  HANDLER_MESSAGES,
  MAX_BODY_BYTES,
  SHARED_ADDRESS_LOG,
} from '../../supabase/functions/_shared/contact-handler.ts';
import { ACKNOWLEDGEMENT_TEXTS } from '../../supabase/functions/_shared/contact-acknowledgement.ts';
import { MemoryAlerts, MemoryLogger, MemoryMailer, MemoryStore } from './contact-fakes';

const SITE = 'https://yaniel-barcenas.example';
const URL_ = 'https://project.supabase.co/functions/v1/send-contact-email';
const valid = {
  nom: 'Claire Dubois',
  email: 'claire@festival-lumiere.example',
  telephone: '',
  type_evenement: 'festival',
  date: '2027-07-14',
  message: 'Bonjour, nous aimerions vous programmer cet été.',
};

let store: MemoryStore;
let mailer: MemoryMailer;
let logger: MemoryLogger;
let alerts: MemoryAlerts;
let clock: Date;
let handle: (request: Request) => Promise<Response>;

beforeEach(() => {
  clock = new Date('2026-11-21T10:00:00Z');
  store = new MemoryStore(() => clock);
  mailer = new MemoryMailer();
  logger = new MemoryLogger();
  alerts = new MemoryAlerts();
  handle = createContactHandler({
    store,
    mailer,
    logger,
    alerts,
    addresses: { to: 'booking@site.example', from: 'Site <site@site.example>' },
    reportTo: 'contact@site.example',
    allowedOrigins: [SITE],
    addressKey: 'test-key',
    now: () => clock,
  });
});

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('send-contact-email handler', () => {
  it('stores a valid message, mails it to the booking address and answers ok', async () => {
    const response = await handle(post(valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]).toMatchObject({ ...valid, mail_status: 'pending', mail: { status: 'sent', attempts: 1, error: null } });
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[0]).toMatchObject({ to: ['booking@site.example'], reply_to: valid.email });
    // Then the sender's acknowledgement, in the form's language (French without one), replies going to the booking inbox.
    expect(mailer.sent[1]).toMatchObject({ to: [valid.email], reply_to: 'booking@site.example', subject: ACKNOWLEDGEMENT_TEXTS.fr.subject.message });
    expect(store.rows[0]?.acknowledged_at).toEqual(clock);
  });

  it('keeps the message and still answers ok when the mail provider fails, marking it for a retry', async () => {
    mailer.fail = true;
    const response = await handle(post(valid));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]?.mail).toEqual({ status: 'failed', attempts: 1, error: 'provider answered 503', nextAttemptAt: new Date('2026-11-21T10:05:00Z') });
    expect(logger.errors.join('\n')).toMatch(/mail for message msg-1 failed, kept for retry/);
  });

  it('answers an error and sends no mail when the message cannot be stored', async () => {
    store.failInsert = true;
    const response = await handle(post(valid));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: HANDLER_MESSAGES.fr.storeFailed });
    expect(mailer.sent).toHaveLength(0);
    expect(logger.errors.join('\n')).toMatch(/could not be stored/);
  });

  it('accepts a honeypot hit silently: kept as spam, never mailed', async () => {
    const response = await handle(post({ ...valid, website: 'https://cheap-pills.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(store.rows.map((row) => row.mail_status)).toEqual(['spam']);
    expect(mailer.sent).toHaveLength(0);
  });

  it('answers ok to an invalid honeypot hit without storing it', async () => {
    const response = await handle(post({ nom: '', website: 'x' }));
    expect(response.status).toBe(200);
    expect(store.rows).toHaveLength(0);
  });

  it('answers 429 once one address has sent the maximum within the window, and accepts again after it', async () => {
    for (let index = 0; index < DEFAULT_RATE_LIMIT.max; index += 1) {
      expect((await handle(post(valid))).status).toBe(200);
    }
    const refused = await handle(post(valid));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: HANDLER_MESSAGES.fr.rateLimited });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await handle(post(valid, { 'x-forwarded-for': '198.51.100.4' }))).status).toBe(200);
    clock = new Date(clock.getTime() + DEFAULT_RATE_LIMIT.windowMs + 1);
    expect((await handle(post(valid))).status).toBe(200);
    expect(store.rows).toHaveLength(DEFAULT_RATE_LIMIT.max + 2);
  });

  it('keeps the per-address limit well below the hourly ceiling', () => {
    expect(DEFAULT_RATE_LIMIT.windowMs).toBe(3_600_000);
    expect(DEFAULT_RATE_LIMIT.max * 5).toBeLessThanOrEqual(DEFAULT_HOURLY_CEILING);
  });

  it("keys the limit on X-Forwarded-For's first entry, the client's address in Supabase's guide, whatever entries follow", async () => {
    const statuses = [];
    for (let index = 0; index < DEFAULT_RATE_LIMIT.max + 1; index += 1) {
      statuses.push((await handle(post(valid, { 'x-forwarded-for': `192.0.2.1, 198.51.100.${index}` }))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('without X-Forwarded-For, keys every request on one shared limit, logs each, and keeps rather than refuses a message past it', async () => {
    const bare = () => {
      const request = post(valid);
      request.headers.delete('x-forwarded-for');
      return request;
    };
    for (let index = 0; index < DEFAULT_RATE_LIMIT.max + 2; index += 1) expect((await handle(bare())).status).toBe(200);
    expect(new Set(store.rows.map((row) => row.ip_hash)).size).toBe(1);
    expect(store.rows.map((row) => row.mail_status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'held', 'held']);
    expect(mailer.sent.filter((mail) => mail.to.includes('booking@site.example'))).toHaveLength(DEFAULT_RATE_LIMIT.max);
    expect(logger.errors.filter((line) => line === SHARED_ADDRESS_LOG)).toHaveLength(DEFAULT_RATE_LIMIT.max + 2);
    expect(logger.errors).toContain('send-contact-email: the shared rate limit is reached, message kept for the hourly digest');
  });

  it('past the hourly ceiling of mailed messages, keeps each valid message for the digest, answers it as received, and tells the artist once an hour', async () => {
    for (let index = 0; index < DEFAULT_HOURLY_CEILING; index += 1) {
      expect((await handle(post(valid, { 'x-forwarded-for': `198.51.100.${index}` }))).status).toBe(200);
    }
    const kept = await handle(post(valid, { 'x-forwarded-for': '192.0.2.1' }));
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ ok: true });
    expect((await handle(post(valid, { 'x-forwarded-for': '192.0.2.2' }))).status).toBe(200);
    const alertsSent = () => mailer.sent.filter((mail) => mail.to.includes('contact@site.example'));
    expect(alertsSent().map((mail) => mail.subject)).toEqual(['Formulaire de contact : plafond de 30 messages par heure atteint']);
    expect(alertsSent()[0]?.text).toContain('récapitulatif');
    expect(mailer.sent.filter((mail) => mail.to.includes('booking@site.example'))).toHaveLength(DEFAULT_HOURLY_CEILING);
    expect(store.rows.filter((row) => row.mail_status === 'held')).toHaveLength(2);

    clock = new Date(clock.getTime() + 30 * 60_000);
    expect((await handle(post(valid, { 'x-forwarded-for': '192.0.2.3' }))).status).toBe(200);
    expect(alertsSent()).toHaveLength(1);
    clock = new Date(clock.getTime() + 31 * 60_000);
    await handle(post(valid, { 'x-forwarded-for': '192.0.2.4' }));
    expect(store.rows.at(-1)?.mail_status).toBe('pending');
  });

  it('counts neither honeypot hits nor held messages toward the ceiling', async () => {
    for (let index = 0; index < DEFAULT_HOURLY_CEILING * 2; index += 1) {
      await handle(post({ ...valid, website: 'x' }, { 'x-forwarded-for': `198.51.100.${index}` }));
    }
    expect(store.rows.filter((row) => row.mail_status === 'spam')).toHaveLength(DEFAULT_HOURLY_CEILING * 2);
    expect((await handle(post(valid, { 'x-forwarded-for': '192.0.2.1' }))).status).toBe(200);
    expect(store.rows.at(-1)?.mail_status).toBe('pending');
    expect(mailer.sent.filter((mail) => mail.to.includes('contact@site.example'))).toHaveLength(0);
  });

  it('answers the visitor the same when the ceiling alert cannot be sent, and logs it', async () => {
    for (let index = 0; index < DEFAULT_HOURLY_CEILING; index += 1) await handle(post(valid, { 'x-forwarded-for': `198.51.100.${index}` }));
    mailer.fail = true;
    expect((await handle(post(valid, { 'x-forwarded-for': '192.0.2.1' }))).status).toBe(200);
    expect(logger.errors.join('\n')).toMatch(/hourly ceiling reached, the artist could not be told/);
  });

  it('never stores the address itself, only a keyed hash of it', async () => {
    await handle(post(valid));
    expect(store.rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(store.rows)).not.toContain('203.0.113.7');
  });

  it('accepts the message when the rate-limit count fails, and logs it', async () => {
    store.failCount = true;
    expect((await handle(post(valid))).status).toBe(200);
    expect(store.rows).toHaveLength(1);
    expect(logger.errors.join('\n')).toMatch(/rate-limit count failed/);
  });

  it('answers a CORS preflight from the site with the headers supabase-js sends', async () => {
    const response = await handle(new Request(URL_, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } }));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization, x-client-info, apikey, content-type/);
  });

  it('allows loopback origins for local development, and no other foreign origin', async () => {
    const local = await handle(new Request(URL_, { method: 'OPTIONS', headers: { origin: 'http://localhost:4321' } }));
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    const foreign = await handle(new Request(URL_, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }));
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const posted = await handle(post(valid, { origin: 'https://evil.example' }));
    expect(posted.status).toBe(403);
    expect(store.rows).toHaveLength(0);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and the allowed methods', async (method) => {
    const response = await handle(new Request(URL_, { method, headers: { origin: SITE } }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ error: HANDLER_MESSAGES.fr.method });
  });

  it('answers 400 with the French message and the field for an invalid request', async () => {
    const response = await handle(post({ ...valid, email: 'claire-at-festival' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Veuillez entrer une adresse email valide', field: 'email' });
    expect(store.rows).toHaveLength(0);
    const tooShort = await handle(post({ ...valid, message: 'Bonjour' }));
    expect(await tooShort.json()).toEqual({ error: 'Le message doit contenir au moins 10 caractères', field: 'message' });
  });

  it('answers in the language the form sent, and in French when it names none the site speaks', async () => {
    const english = await handle(post({ ...valid, email: 'claire-at-festival', lang: 'en' }));
    expect(await english.json()).toEqual({ error: 'Please enter a valid email address', field: 'email' });
    const spanish = await handle(post({ ...valid, message: 'Hola', lang: 'es' }));
    expect(await spanish.json()).toEqual({ error: 'El mensaje debe tener al menos 10 caracteres', field: 'message' });
    for (const lang of ['de', '', 42, null]) {
      const unknown = await handle(post({ ...valid, message: 'Bonjour', lang }));
      expect(await unknown.json()).toEqual({ error: 'Le message doit contenir au moins 10 caractères', field: 'message' });
    }
    expect(store.rows).toHaveLength(0);
  });

  it("stores and mails a request in English as the French one, the language left out of the row and the artist's mail in French", async () => {
    const response = await handle(post({ ...valid, type_evenement: 'prive', lang: 'en' }));
    expect(await response.json()).toEqual({ ok: true });
    expect(store.rows[0]).not.toHaveProperty('lang');
    expect(mailer.sent[0]?.html).toContain('Événement privé');
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    for (const body of ['nom=Claire', '[1,2]', '"texte"', '']) {
      const response = await handle(post(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: HANDLER_MESSAGES.fr.notJson });
    }
  });

  it('answers 413 to a body larger than any form submission', async () => {
    const response = await handle(post({ ...valid, message: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(store.rows).toHaveLength(0);
  });

  it('escapes every visitor value in the mail it sends', async () => {
    await handle(post({ ...valid, nom: '<img src=x onerror=alert(1)>', message: '<script>alert("x")</script> & fin' }));
    const html = mailer.sent[0]?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; fin');
  });

  describe('the acknowledgement and the booking request', () => {
    const booking = {
      ...valid,
      type_evenement: 'concert',
      date: '',
      demande: 'booking',
      formation: 'Yaniel Bárcenas Quintet',
      dates: ['2027-10-08'],
      flexibilite: 'fixe',
      ville: 'Madrid',
      pays: 'España',
      lieu: 'Café Central',
      jauge: '180',
      cadre: 'interieur',
      budget: 'a-discuter',
      lang: 'es',
    };

    it('stores a booking request with its details, mails it to the artist as one, then acknowledges it in the page language', async () => {
      expect((await handle(post(booking))).status).toBe(200);
      expect(store.rows[0]?.booking).toMatchObject({ formation: 'Yaniel Bárcenas Quintet', dates: ['2027-10-08'], ville: 'Madrid', jauge: '180' });
      const [artist, acknowledgement] = mailer.sent;
      expect(artist?.subject).toBe(`Demande de date : Yaniel Bárcenas Quintet, Madrid, vendredi 8 octobre 2027 – ${valid.nom}`);
      expect(acknowledgement).toMatchObject({ to: [valid.email], subject: ACKNOWLEDGEMENT_TEXTS.es.subject.booking });
      expect(acknowledgement?.text).toContain('viernes, 8 de octubre de 2027');
    });

    it('acknowledges an address once a day, whatever its case, and again the next day', async () => {
      await handle(post({ ...valid, lang: 'en' }));
      await handle(post({ ...valid, email: valid.email.toUpperCase() }));
      clock = new Date(clock.getTime() + 24 * 3_600_000 + 1);
      await handle(post(valid));
      const acknowledgements = mailer.sent.filter((mail) => !mail.to.includes('booking@site.example'));
      expect(acknowledgements.map((mail) => mail.subject)).toEqual([ACKNOWLEDGEMENT_TEXTS.en.subject.message, ACKNOWLEDGEMENT_TEXTS.fr.subject.message]);
      expect(mailer.sent.filter((mail) => mail.to.includes('booking@site.example'))).toHaveLength(3);
    });

    it('keeps and mails the message, and answers ok, when the acknowledgement fails', async () => {
      const send = mailer.send.bind(mailer);
      mailer.send = async (mail) => {
        if (mail.to.includes(valid.email)) throw new Error('provider answered 422');
        await send(mail);
      };
      const response = await handle(post(booking));
      expect(response.status).toBe(200);
      expect(store.rows[0]).toMatchObject({ mail: { status: 'sent' }, acknowledged_at: null });
      expect(mailer.sent.map((mail) => mail.to)).toEqual([['booking@site.example']]);
      expect(logger.errors).toContain('send-contact-email: acknowledgement of message msg-1 not sent');
    });

    it('acknowledges a message whose artist mail failed (it is kept for the retries), but not a honeypot hit', async () => {
      const send = mailer.send.bind(mailer);
      mailer.send = async (mail) => {
        if (mail.to.includes('booking@site.example')) throw new Error('provider answered 503');
        await send(mail);
      };
      await handle(post(valid));
      expect(mailer.sent.map((mail) => mail.to)).toEqual([[valid.email]]);
      await handle(post({ ...valid, email: 'robot@spam.example', website: 'http://spam.example' }));
      expect(mailer.sent).toHaveLength(1);
    });
  });
});
