/**
 * The retry-contact-emails function as pure code: resends the contact mails that failed, on a
 * growing schedule, mails the messages held past the form's hourly ceiling in one digest an hour,
 * abandons a message after its last attempt and reports the abandoned ones to the artist in one
 * mail, and deletes messages past their retention. Its effects (store, mailer, clock) are
 * parameters, so the same code runs under Deno and under Vitest with fakes.
 *
 * A message is mailed only by the run that claimed it: the store's claim is one conditional
 * UPDATE (still 'failed' and due), so of two runs at once only one gets each message.
 */
import { ALERT_TEXTS, buildAlertMail, type AlertStore } from './artist-alerts.ts';
import type { Logger, Mailer } from './contact-handler.ts';
import type { MailAddresses } from './contact-mail.ts';
import { isMailableAddress } from './contact-rules.ts';
import { buildAbandonedSummaryMail, buildDigestMail, buildRetryMail, type StoredMessage } from './mail-retry-mail.ts';
import { sameSecret } from './function-http.ts';
import { nextAttemptAt } from './retry-schedule.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Contact messages are kept 24 months (RGPD retention), then deleted with their attempt log. */
export const RETENTION_MONTHS = 24;
/** A claim or an unrecorded first send older than this belongs to a run that died: the message is put back. */
export const STALE_CLAIM_MS = 15 * MINUTE_MS;
/** Messages mailed per run at most; the rest wait for the next run, five minutes later. */
export const DEFAULT_BATCH_SIZE = 25;
/** Held messages in one digest at most (some 6 MB of mail, under the providers' size limits); the rest go in the next one. */
export const DIGEST_SIZE = 500;
/** Without a successful run for this long, retries and retention have stopped: the artist is told. */
export const STALLED_AFTER_MS = 24 * 60 * MINUTE_MS;
/** Why a stored message is abandoned without an attempt: its sender's address (stored before the strict rule) no provider accepts. */
export const UNMAILABLE_ERROR = "adresse de l'expéditeur refusée par les fournisseurs d'envoi (reply_to) : message jamais envoyable, signalé sans nouvel essai";

/** The oldest creation time kept at `now`: the same instant, RETENTION_MONTHS calendar months earlier. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

export type AttemptOutcome =
  | { status: 'sent'; at: Date; attempts: number }
  | { status: 'failed'; at: Date; attempts: number; error: string; nextAttemptAt: Date }
  | { status: 'abandoned'; at: Date; attempts: number; error: string };

export interface RetryStore {
  /** Deletes the messages created before `cutoff` (and their attempts); how many. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
  /** Makes due at `now` the messages left 'sending' or 'pending' since before `staleBefore`; how many. */
  releaseStale(staleBefore: Date, now: Date): Promise<number>;
  /** Ids of failed messages due at `now`, the longest waiting first. */
  listDue(now: Date, limit: number): Promise<string[]>;
  /** Moves to 'sending' those of `ids` still failed and due at `now`, in one conditional update: the rows this run now owns. */
  claim(ids: readonly string[], now: Date): Promise<StoredMessage[]>;
  /** Ids of the messages held for the digest, the oldest first. */
  listHeld(limit: number): Promise<string[]>;
  /** Moves to 'sending' those of `ids` still held, in one conditional update: the rows this run's digest lists, in any order. */
  claimHeld(ids: readonly string[], now: Date): Promise<StoredMessage[]>;
  /** Logs an attempt of a claimed message and gives the message its new state. */
  recordAttempt(id: string, outcome: AttemptOutcome): Promise<void>;
  /** Marks reported, in one conditional update, the abandoned messages not reported yet: the rows this run reports. */
  claimUnreported(now: Date): Promise<StoredMessage[]>;
  /** Marks messages unreported again, after the summary mail failed. */
  releaseUnreported(ids: readonly string[]): Promise<void>;
  /** When a scheduled run last succeeded, and when the first recorded run was (contact_retry_health). */
  health(): Promise<{ lastSuccessAt: Date | null; firstRunAt: Date | null }>;
}

export interface MailRetryOptions {
  store: RetryStore;
  mailer: Mailer;
  /** Claims the digest's hourly slot (artist_alerts 'contact_digest'), and the stalled-retries alert. */
  alerts: AlertStore;
  /** The booking inbox and the sender, as for send-contact-email. */
  addresses: MailAddresses;
  /** Where the summary of abandoned messages goes: the artist's contact address. */
  reportTo: string;
  now?: () => Date;
  logger?: Logger;
  batchSize?: number;
}

export interface RetryReport {
  deleted: number;
  released: number;
  sent: number;
  failed: number;
  abandoned: number;
  /** Held messages listed in this run's digest (0 when none, when the last digest is less than an hour old, or when it failed). */
  digested: number;
  /** Abandoned messages listed in this run's summary mail (0 when none, or when it failed). */
  reported: number;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export async function runMailRetry(options: MailRetryOptions): Promise<RetryReport> {
  const { store, mailer, addresses, alerts } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const report: RetryReport = { deleted: 0, released: 0, sent: 0, failed: 0, abandoned: 0, digested: 0, reported: 0 };

  const startedAt = now();
  report.deleted = await store.deleteCreatedBefore(retentionCutoff(startedAt));
  report.released = await store.releaseStale(new Date(startedAt.getTime() - STALE_CLAIM_MS), startedAt);

  const ids = await store.listDue(startedAt, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const claimed = ids.length > 0 ? await store.claim(ids, startedAt) : [];
  /** The outcome of a failed attempt: tried again on the schedule, or abandoned after the last one. */
  const failure = (attempts: number, error: unknown): AttemptOutcome => {
    const at = now();
    const next = nextAttemptAt(attempts, at);
    return next ? { status: 'failed', at, attempts, error: describe(error), nextAttemptAt: next } : { status: 'abandoned', at, attempts, error: describe(error) };
  };
  /** One attempt at a claimed message; none for an address no provider takes, which is abandoned at once. */
  async function attempt(row: StoredMessage): Promise<AttemptOutcome> {
    if (!isMailableAddress(row.email)) return { status: 'abandoned', at: now(), attempts: row.mail_attempts, error: UNMAILABLE_ERROR };
    const attempts = row.mail_attempts + 1;
    try {
      await mailer.send(buildRetryMail(row, addresses));
      return { status: 'sent', at: now(), attempts };
    } catch (error) {
      return failure(attempts, error);
    }
  }
  /** Records an attempt; a failure to record it is logged, never thrown. */
  async function record(row: StoredMessage, outcome: AttemptOutcome): Promise<void> {
    try {
      await store.recordAttempt(row.id, outcome);
    } catch (error) {
      // The claim then goes stale and the message is tried again: a duplicate beats a lost booking.
      logger.error(`retry-contact-emails: attempt on message ${row.id} not recorded`, describe(error));
    }
  }

  for (const row of claimed) {
    const outcome = await attempt(row);
    report[outcome.status] += 1;
    await record(row, outcome);
  }

  // The digest, once an hour at most: the slot is claimed only when messages wait for it.
  const heldIds = await store.listHeld(DIGEST_SIZE);
  const digestAt = now();
  if (heldIds.length > 0 && (await alerts.claim('contact_digest', new Date(digestAt.getTime() - HOUR_MS), digestAt))) {
    // An UPDATE returns its rows in no set order; the digest lists them oldest first.
    const rows = (await store.claimHeld(heldIds, digestAt)).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    if (rows.length > 0) {
      let refusal: { error: unknown } | undefined;
      try {
        await mailer.send(buildDigestMail(rows, addresses));
        report.digested = rows.length;
      } catch (error) {
        // Each message then goes the way of any failed mail: retried alone on the schedule.
        logger.error('retry-contact-emails: hourly digest not sent, its messages are retried one by one', describe(error));
        refusal = { error };
      }
      for (const row of rows) {
        const attempts = row.mail_attempts + 1;
        const outcome = refusal === undefined ? ({ status: 'sent', at: now(), attempts } as const) : failure(attempts, refusal.error);
        if (outcome.status !== 'sent') report[outcome.status] += 1;
        await record(row, outcome);
      }
    }
  }

  const unreported = await store.claimUnreported(now());
  if (unreported.length > 0) {
    try {
      await mailer.send(buildAbandonedSummaryMail(unreported, { from: addresses.from, to: options.reportTo }));
      report.reported = unreported.length;
    } catch (error) {
      logger.error('retry-contact-emails: summary of abandoned messages not sent, kept for the next run', describe(error));
      await store.releaseUnreported(unreported.map((row) => row.id));
    }
  }
  return report;
}

export interface MailRetryHandlerOptions extends MailRetryOptions {
  /** Only a caller presenting this key (the service-role key: Supabase Cron, the local timer) may start a run. */
  serviceKey: string;
}

export function createMailRetryHandler(options: MailRetryHandlerOptions): (request: Request) => Promise<Response> {
  const { store, mailer, alerts } = options;
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

  /**
   * After a refused or failed run: when no run has succeeded for STALLED_AFTER_MS, one mail per
   * outage tells the artist what to fix. This function holds its own service-role key (given by
   * Supabase), so it can still read and mail when the schedule presents a wrong one.
   */
  async function reportIfStalled(refusedKey: boolean): Promise<void> {
    try {
      const at = now();
      const { lastSuccessAt, firstRunAt } = await store.health();
      const since = lastSuccessAt ?? firstRunAt;
      if (since === null || at.getTime() - since.getTime() < STALLED_AFTER_MS) return;
      if (await alerts.claim('retry_stalled', since, at)) {
        await mailer.send(buildAlertMail(ALERT_TEXTS.retryStalled(lastSuccessAt, refusedKey), { from: options.addresses.from, to: options.reportTo }));
      }
    } catch (error) {
      logger.error('retry-contact-emails: stalled retries could not be reported', describe(error));
    }
  }

  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Méthode non autorisée : lancez une passe avec POST.' });
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(token, options.serviceKey)) {
      await reportIfStalled(true);
      return json(401, { error: 'Seule la planification (clé service_role) peut lancer une passe de renvoi.' });
    }
    try {
      return json(200, await runMailRetry(options));
    } catch (error) {
      logger.error('retry-contact-emails: run failed', describe(error));
      await reportIfStalled(false);
      return json(500, { error: "La passe de renvoi n'a pas abouti ; la suivante reprendra les messages en attente." });
    }
  };
}
