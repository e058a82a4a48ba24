import { beforeEach, describe, expect, it } from 'vitest';
import {
  createMailRetryHandler,
  DIGEST_SIZE,
  retentionCutoff,
  runMailRetry,
  STALE_CLAIM_MS,
  UNMAILABLE_ERROR,
  type AttemptOutcome,
  type MailRetryOptions,
  type RetryStore,
} from '../../supabase/functions/_shared/mail-retry.ts';
import type { StoredMessage } from '../../supabase/functions/_shared/mail-retry-mail.ts';
import { MAX_ATTEMPTS, nextAttemptAt } from '../../supabase/functions/_shared/retry-schedule.ts';
import { MemoryAlerts, MemoryLogger, MemoryMailer } from './contact-fakes';

const MINUTE = 60_000;

interface Row extends StoredMessage {
  mail_status: 'pending' | 'sending' | 'sent' | 'failed' | 'abandoned' | 'held';
  next_attempt_at: Date | null;
  claimed_at: Date | null;
  abandon_reported_at: Date | null;
  log: AttemptOutcome[];
}

/** contact_messages in memory; each method checks and changes rows in one synchronous step, as one UPDATE … WHERE does. */
class MemoryRetryStore implements RetryStore {
  rows: Row[] = [];
  /** contact_retry_health: the scheduled runs as their scheduler recorded them. */
  runs: { startedAt: Date; status: number }[] = [];

  add(id: string, fields: Partial<Row>): Row {
    const row: Row = {
      id,
      created_at: new Date('2026-11-21T10:00:00Z'),
      nom: `Expéditeur ${id}`,
      email: `${id}@example.org`,
      telephone: null,
      type_evenement: 'concert',
      date_evenement: '2027-06-21',
      message: `Bonjour, message ${id} pour un concert.`,
      booking: null,
      mail_attempts: 1,
      mail_error: 'provider answered 503',
      mail_status: 'failed',
      next_attempt_at: new Date('2026-11-21T10:05:00Z'),
      claimed_at: null,
      abandon_reported_at: null,
      log: [],
      ...fields,
    };
    this.rows.push(row);
    return row;
  }

  get(id: string): Row {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no row ${id}`);
    return row;
  }

  async deleteCreatedBefore(cutoff: Date): Promise<number> {
    const before = this.rows.length;
    this.rows = this.rows.filter((row) => row.created_at >= cutoff);
    return before - this.rows.length;
  }

  async releaseStale(staleBefore: Date, now: Date): Promise<number> {
    const stale = this.rows.filter(
      (row) => (row.mail_status === 'sending' && row.claimed_at && row.claimed_at < staleBefore) || (row.mail_status === 'pending' && row.created_at < staleBefore),
    );
    for (const row of stale) Object.assign(row, { mail_status: 'failed', next_attempt_at: now, claimed_at: null });
    return stale.length;
  }

  async listDue(now: Date, limit: number): Promise<string[]> {
    return this.rows
      .filter((row) => row.mail_status === 'failed' && row.next_attempt_at && row.next_attempt_at <= now)
      .sort((a, b) => Number(a.next_attempt_at) - Number(b.next_attempt_at))
      .slice(0, limit)
      .map((row) => row.id);
  }

  async claim(ids: readonly string[], now: Date): Promise<StoredMessage[]> {
    const claimed = this.rows.filter((row) => ids.includes(row.id) && row.mail_status === 'failed' && row.next_attempt_at && row.next_attempt_at <= now);
    for (const row of claimed) Object.assign(row, { mail_status: 'sending', claimed_at: now });
    return claimed.map((row) => ({ ...row }));
  }

  async listHeld(limit: number): Promise<string[]> {
    return this.rows
      .filter((row) => row.mail_status === 'held')
      .sort((a, b) => Number(a.created_at) - Number(b.created_at))
      .slice(0, limit)
      .map((row) => row.id);
  }

  async claimHeld(ids: readonly string[], now: Date): Promise<StoredMessage[]> {
    const claimed = this.rows.filter((row) => ids.includes(row.id) && row.mail_status === 'held');
    for (const row of claimed) Object.assign(row, { mail_status: 'sending', claimed_at: now });
    return claimed.map((row) => ({ ...row }));
  }

  async recordAttempt(id: string, outcome: AttemptOutcome): Promise<void> {
    const row = this.get(id);
    if (row.mail_status !== 'sending') throw new Error(`row ${id} is not claimed`);
    row.log.push(outcome);
    row.mail_status = outcome.status;
    row.mail_attempts = outcome.attempts;
    row.claimed_at = null;
    row.next_attempt_at = outcome.status === 'failed' ? outcome.nextAttemptAt : null;
    if (outcome.status !== 'sent') row.mail_error = outcome.error;
  }

  async claimUnreported(now: Date): Promise<StoredMessage[]> {
    const rows = this.rows.filter((row) => row.mail_status === 'abandoned' && row.abandon_reported_at === null);
    for (const row of rows) row.abandon_reported_at = now;
    return rows.map((row) => ({ ...row }));
  }

  async releaseUnreported(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.get(id).abandon_reported_at = null;
  }

  async health(): Promise<{ lastSuccessAt: Date | null; firstRunAt: Date | null }> {
    const times = (runs: { startedAt: Date }[]) => runs.map((run) => run.startedAt.getTime());
    const successes = times(this.runs.filter((run) => run.status >= 200 && run.status < 300));
    return {
      lastSuccessAt: successes.length > 0 ? new Date(Math.max(...successes)) : null,
      firstRunAt: this.runs.length > 0 ? new Date(Math.min(...times(this.runs))) : null,
    };
  }
}

/** A mailer that takes its time, so that two runs started together really overlap. */
class SlowMailer extends MemoryMailer {
  override async send(mail: Parameters<MemoryMailer['send']>[0]): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return super.send(mail);
  }
}

let store: MemoryRetryStore;
let mailer: MemoryMailer;
let logger: MemoryLogger;
let alerts: MemoryAlerts;
let clock: Date;
const addresses = { to: 'booking@site.example', from: 'Site <site@site.example>' };

function options(overrides: Partial<MailRetryOptions> = {}): MailRetryOptions {
  return { store, mailer, logger, alerts, addresses, reportTo: 'contact@site.example', now: () => clock, ...overrides };
}

const at = (iso: string) => new Date(iso);

beforeEach(() => {
  store = new MemoryRetryStore();
  mailer = new MemoryMailer();
  logger = new MemoryLogger();
  alerts = new MemoryAlerts();
  clock = at('2026-11-21T10:05:00Z');
});

describe('backoff schedule', () => {
  it('waits 5 min, 30 min, 2 h then 12 h after the 1st to 4th failure, and abandons after the 5th', () => {
    const failedAt = at('2026-11-21T10:00:00Z');
    expect([1, 2, 3, 4].map((attempts) => (nextAttemptAt(attempts, failedAt)?.getTime() ?? 0) - failedAt.getTime())).toEqual([5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE]);
    expect(nextAttemptAt(5, failedAt)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(5);
  });

  it('follows the whole schedule with a fake clock: retried only when due, then delivered', async () => {
    store.add('a', {});
    mailer.fail = true;
    clock = at('2026-11-21T10:04:59Z');
    expect(await runMailRetry(options())).toMatchObject({ sent: 0, failed: 0 });

    clock = at('2026-11-21T10:05:00Z');
    expect(await runMailRetry(options())).toMatchObject({ failed: 1 });
    expect(store.get('a')).toMatchObject({ mail_status: 'failed', mail_attempts: 2, next_attempt_at: at('2026-11-21T10:35:00Z') });

    clock = at('2026-11-21T10:34:00Z');
    expect(await runMailRetry(options())).toMatchObject({ failed: 0 });
    clock = at('2026-11-21T10:35:00Z');
    await runMailRetry(options());
    expect(store.get('a')).toMatchObject({ mail_attempts: 3, next_attempt_at: at('2026-11-21T12:35:00Z') });

    mailer.fail = false;
    clock = at('2026-11-21T12:35:00Z');
    expect(await runMailRetry(options())).toMatchObject({ sent: 1 });
    expect(store.get('a')).toMatchObject({ mail_status: 'sent', mail_attempts: 4, next_attempt_at: null });
    expect(store.get('a').log.map((entry) => entry.status)).toEqual(['failed', 'failed', 'sent']);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: ['booking@site.example'], reply_to: 'a@example.org', subject: 'Demande de contact : Expéditeur a (Concert)' });
  });
});

describe('claiming', () => {
  it('two runs at once mail each due message once', async () => {
    mailer = new SlowMailer();
    for (const id of ['a', 'b', 'c']) store.add(id, {});
    const [first, second] = await Promise.all([runMailRetry(options()), runMailRetry(options())]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(3);
    expect(mailer.sent.map((mail) => mail.reply_to).sort()).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
  });

  it('leaves alone a message another run has claimed, and puts it back once its claim is stale', async () => {
    store.add('a', { mail_status: 'sending', claimed_at: clock });
    expect(await runMailRetry(options())).toMatchObject({ released: 0, sent: 0 });
    clock = new Date(clock.getTime() + STALE_CLAIM_MS + 1);
    expect(await runMailRetry(options())).toMatchObject({ released: 1, sent: 1 });
  });

  it('picks up a first send whose outcome was never recorded', async () => {
    store.add('a', { mail_status: 'pending', mail_attempts: 0, next_attempt_at: null, created_at: at('2026-11-21T09:00:00Z') });
    expect(await runMailRetry(options())).toMatchObject({ released: 1, sent: 1 });
  });

  it('mails at most a batch per run, the longest waiting first', async () => {
    store.add('late', { next_attempt_at: at('2026-11-21T10:04:00Z') });
    store.add('early', { next_attempt_at: at('2026-11-21T10:01:00Z') });
    await runMailRetry(options({ batchSize: 1 }));
    expect(mailer.sent.map((mail) => mail.reply_to)).toEqual(['early@example.org']);
  });
});

describe('abandonment', () => {
  it('abandons after the 5th failure and reports every abandoned message in one French summary, once', async () => {
    mailer.fail = true;
    store.add('a', { mail_attempts: 4 });
    store.add('b', { mail_attempts: 4, nom: 'Ana <b>', message: 'Un message avec <script> dedans.' });
    store.add('c', { mail_attempts: 2 });
    const failing = await runMailRetry(options());
    expect(failing).toMatchObject({ abandoned: 2, failed: 1, reported: 0 });
    expect(store.get('a')).toMatchObject({ mail_status: 'abandoned', mail_attempts: 5, next_attempt_at: null });
    expect(logger.errors).toContain('retry-contact-emails: summary of abandoned messages not sent, kept for the next run');

    mailer.fail = false;
    clock = at('2026-11-21T10:10:00Z');
    expect(await runMailRetry(options())).toMatchObject({ reported: 2 });
    expect(mailer.sent).toHaveLength(1);
    const [summary] = mailer.sent;
    expect(summary).toMatchObject({ to: ['contact@site.example'], subject: '2 messages de contact non remis au booking' });
    expect(summary?.text).toContain('Un message avec <script> dedans.');
    expect(summary?.text).toContain('Email : a@example.org');
    expect(summary?.html).toContain('Ana &lt;b&gt;');
    expect(summary?.html).not.toContain('<script>');

    expect(await runMailRetry(options())).toMatchObject({ reported: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('abandons at once a message whose stored address no provider takes as reply_to, and reports it once, replying to no one in particular', async () => {
    store.add('comma', { email: 'a,b@example.org' });
    expect(await runMailRetry(options())).toMatchObject({ sent: 0, abandoned: 1, reported: 1 });
    expect(store.get('comma')).toMatchObject({ mail_status: 'abandoned', mail_attempts: 1, mail_error: UNMAILABLE_ERROR });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: ['contact@site.example'], reply_to: 'contact@site.example' });
    expect(mailer.sent[0]?.text).toContain('Email : a,b@example.org');
    clock = at('2026-11-22T10:05:00Z');
    expect(await runMailRetry(options())).toMatchObject({ sent: 0, abandoned: 0, reported: 0 });
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('hourly digest', () => {
  /** A message stored past the form's hourly ceiling, `minutes` after 10:00. */
  const held = (id: string, minutes: number) =>
    store.add(id, {
      mail_status: 'held',
      mail_attempts: 0,
      mail_error: null,
      next_attempt_at: null,
      created_at: new Date(at('2026-11-21T10:00:00Z').getTime() + minutes * MINUTE),
    });
  const digests = () => mailer.sent.filter((mail) => mail.subject.includes('pendant une vague de messages'));

  it('mails every held message in one digest to the booking inbox, oldest first, then waits an hour before the next', async () => {
    held('later', 3);
    held('first', 1);
    expect(await runMailRetry(options())).toMatchObject({ digested: 2, sent: 0 });
    expect(digests()).toHaveLength(1);
    const [digest] = digests();
    expect(digest).toMatchObject({ to: ['booking@site.example'], reply_to: 'booking@site.example', subject: '2 demandes de contact reçues pendant une vague de messages' });
    expect(digest?.text.indexOf('Email : first@example.org')).toBeLessThan(digest?.text.indexOf('Email : later@example.org') ?? 0);
    expect(digest?.text).toContain('Bonjour, message first pour un concert.');
    expect(store.get('first')).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });

    held('next', 10);
    clock = at('2026-11-21T11:05:00Z');
    expect(await runMailRetry(options())).toMatchObject({ digested: 0 });
    expect(store.get('next').mail_status).toBe('held');
    clock = at('2026-11-21T11:05:01Z');
    expect(await runMailRetry(options())).toMatchObject({ digested: 1 });
    expect(digests()[1]).toMatchObject({ subject: '1 demande de contact reçue pendant une vague de messages', reply_to: 'next@example.org' });
  });

  it('claims no hourly slot while nothing is held, so that the first held message goes at the next run', async () => {
    expect(await runMailRetry(options())).toMatchObject({ digested: 0 });
    held('a', 1);
    clock = at('2026-11-21T10:10:00Z');
    expect(await runMailRetry(options())).toMatchObject({ digested: 1 });
  });

  it('lists at most DIGEST_SIZE messages, the rest in the next digest', async () => {
    for (let index = 0; index <= DIGEST_SIZE; index += 1) held(`m${index}`, index / 1000);
    expect(await runMailRetry(options())).toMatchObject({ digested: DIGEST_SIZE });
    expect(store.get(`m${DIGEST_SIZE}`).mail_status).toBe('held');
  });

  it('when the digest cannot be sent, retries each of its messages alone on the schedule', async () => {
    held('a', 1);
    held('b', 2);
    mailer.fail = true;
    expect(await runMailRetry(options())).toMatchObject({ digested: 0, failed: 2 });
    expect(store.get('a')).toMatchObject({ mail_status: 'failed', mail_attempts: 1, next_attempt_at: at('2026-11-21T10:10:00Z') });
    expect(logger.errors).toContain('retry-contact-emails: hourly digest not sent, its messages are retried one by one');
    mailer.fail = false;
    clock = at('2026-11-21T10:10:00Z');
    expect(await runMailRetry(options())).toMatchObject({ sent: 2 });
    expect(mailer.sent.map((mail) => mail.reply_to).sort()).toEqual(['a@example.org', 'b@example.org']);
  });

  it('two runs at once send one digest', async () => {
    mailer = new SlowMailer();
    held('a', 1);
    await Promise.all([runMailRetry(options()), runMailRetry(options())]);
    expect(digests()).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes messages created more than 24 months ago, whatever their status, and keeps the rest', async () => {
    clock = at('2028-11-21T10:00:00Z');
    expect(retentionCutoff(clock)).toEqual(at('2026-11-21T10:00:00Z'));
    store.add('old', { created_at: at('2026-11-21T09:59:59Z'), mail_status: 'sent', next_attempt_at: null });
    store.add('edge', { created_at: at('2026-11-21T10:00:00Z'), mail_status: 'sent', next_attempt_at: null });
    store.add('old-failed', { created_at: at('2026-01-01T00:00:00Z') });
    expect(await runMailRetry(options())).toMatchObject({ deleted: 2, sent: 0 });
    expect(store.rows.map((row) => row.id)).toEqual(['edge']);
  });
});

describe('handler', () => {
  const post = (key: string) => new Request('https://x/retry', { method: 'POST', headers: { authorization: `Bearer ${key}` } });

  it('starts a run only for the service-role key and answers its report', async () => {
    const handle = createMailRetryHandler({ ...options(), serviceKey: 'service-key' });
    store.add('a', {});
    const refused = await handle(new Request('https://x/retry', { method: 'POST', headers: { authorization: 'Bearer anon-key' } }));
    expect(refused.status).toBe(401);
    expect(mailer.sent).toHaveLength(0);
    expect((await handle(new Request('https://x/retry'))).status).toBe(405);
    const run = await handle(new Request('https://x/retry', { method: 'POST', headers: { authorization: 'Bearer service-key' } }));
    expect(run.status).toBe(200);
    expect(await run.json()).toEqual({ deleted: 0, released: 0, sent: 1, failed: 0, abandoned: 0, digested: 0, reported: 0 });
  });

  it('answers 500 in French when the store fails', async () => {
    store.listDue = async () => {
      throw new Error('connection refused');
    };
    const handle = createMailRetryHandler({ ...options(), serviceKey: 'service-key' });
    const run = await handle(new Request('https://x/retry', { method: 'POST', headers: { authorization: 'Bearer service-key' } }));
    expect(run.status).toBe(500);
    expect(await run.json()).toEqual({ error: expect.stringContaining('passe de renvoi') });
  });

  it('tells the artist once, with what to fix, when the schedule has presented a wrong key for 24 hours', async () => {
    const handle = createMailRetryHandler({ ...options(), serviceKey: 'service-key' });
    const stalled = () => mailer.sent.filter((mail) => mail.subject === 'Renvoi des messages de contact arrêté depuis plus de 24 heures');
    store.runs.push({ startedAt: at('2026-11-20T10:00:00Z'), status: 200 });
    clock = at('2026-11-21T09:59:00Z');
    expect((await handle(post('rotated-key'))).status).toBe(401);
    expect(stalled()).toHaveLength(0);

    clock = at('2026-11-21T10:01:00Z');
    expect((await handle(post('rotated-key'))).status).toBe(401);
    clock = at('2026-11-21T10:06:00Z');
    expect((await handle(post('rotated-key'))).status).toBe(401);
    expect(stalled()).toHaveLength(1);
    expect(stalled()[0]).toMatchObject({ to: ['contact@site.example'] });
    expect(stalled()[0]?.text).toContain('remplacez le secret du Vault service_role_key');

    // Back to work, then a new outage: a new mail, which says the run itself failed.
    store.runs.push({ startedAt: at('2026-11-21T11:00:00Z'), status: 200 });
    store.listDue = async () => {
      throw new Error('connection refused');
    };
    clock = at('2026-11-22T11:01:00Z');
    expect((await handle(post('service-key'))).status).toBe(500);
    expect(stalled()).toHaveLength(2);
    expect(stalled()[1]?.text).toContain('a échoué pendant son exécution');
  });
});
