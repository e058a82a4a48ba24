/**
 * The fan-alerts job, run by Supabase Cron every 15 minutes (and the local stack's timer):
 *
 * 1. deletes sign-ups left unconfirmed for 30 days, the per-address sign-up counts of the day
 *    before, the sign-up mail counts of two days before, « do not mail » entries and a withdrawn
 *    fan's consent events past three years; sends the sign-up mails held back by the hourly
 *    ceiling or a domain's limit, oldest first, as the same limits allow (fan_reserve_mail);
 * 2. reads the concerts the site publishes (FAN_CONCERT_FEED_PATH, written by each build, the
 *    daily rebuild included) and, for each upcoming concert it has not seen before, plans one
 *    announcement per confirmed fan within reach; for a concert already announced that is now
 *    postponed or cancelled, one short update per fan who was told of it. Planning writes the
 *    send log (fan_alert_log, unique per concert, fan and kind) before any mail leaves, and marks
 *    the concert seen only after: a run that stops halfway plans the rest next time, never twice;
 * 3. claims due rows of the log in one conditional update (a second run at once gets none of
 *    them), mails them through the provider's batch API, 100 per call, a pause between calls for
 *    its rate limit, and records each outcome; a failed row is tried again on the contact mails'
 *    schedule (retry-schedule.ts), then abandoned;
 * 4. once a month, mails the artist the list's figures, consents given and withdrawn read from
 *    the consent events (none while the list is empty and nothing happened).
 */
import type { Mailer } from './contact-handler.ts';
import type { BatchMailer } from './batch-mailer.ts';
import { BATCH_SIZE } from './batch-mailer.ts';
import { concertState, currentStart, parseConcertFeed, type FanConcert } from './fan-concerts.ts';
import { subscribersInReach } from './fan-geo.ts';
import { sha256Hex, subscriberListLinks } from './fan-links.ts';
import { listKeys } from './fan-list-keys.ts';
import { FAN_UNCONFIRMED_KEPT_DAYS, FAN_WITHDRAWN_KEPT_YEARS } from './fan-retention.ts';
import { mailListLink } from './fan-list-mail.ts';
import { DEFAULT_MAIL_LIMITS } from './fan-signup-handler.ts';
import { buildAnnouncementMail, buildMonthlyReport, buildUpdateMail, type FanMail, type FanSender, type ListLinks } from './fan-mail.ts';
import type { AlertKind, AlertRow, FanStore, MailLimits, Subscriber } from './fan-store.ts';
import type { Language } from './languages.ts';
import { sameSecret } from './function-http.ts';
import { nextAttemptAt } from './retry-schedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const UNCONFIRMED_KEPT_MS = FAN_UNCONFIRMED_KEPT_DAYS * DAY_MS;
/** A claim older than this was left by a run that stopped: its rows are due again. */
export const STALE_CLAIM_MS = 15 * 60 * 1000;
/** Resend allows 2 requests a second by default. */
export const DEFAULT_BATCH_PAUSE_MS = 600;
/** Mails per run at most: the rest waits for the next run, 15 minutes later. */
export const DEFAULT_MAX_PER_RUN = 2000;
/** « Do not mail » entries and a withdrawn fan's consent events: kept three years (the privacy notice says so). */
export const WITHDRAWN_KEPT_MS = FAN_WITHDRAWN_KEPT_YEARS * 365 * DAY_MS;
/** Held sign-up mails looked at per run: the ceiling lets fewer than this leave in an hour anyway. */
const DEFERRED_PER_RUN = 200;

export interface FanAlertsOptions {
  store: FanStore;
  /** The site's concert feed, as JSON; throws when it cannot be read. */
  readFeed: () => Promise<unknown>;
  batchMailer: BatchMailer;
  mailer: Mailer;
  sender: FanSender;
  /** The artist's address, for the monthly report. */
  reportTo: string;
  /** The site (preferences page) and the project (one-click unsubscription). */
  site: string;
  functionsBase: string;
  secret: string;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  batchPauseMs?: number;
  maxPerRun?: number;
  mailLimits?: MailLimits;
  logger?: { error(message: string, detail?: unknown): void };
}

export interface FanAlertsSummary {
  deleted: number;
  /** Held sign-up mails sent by this run. */
  deferredSent: number;
  planned: number;
  sent: number;
  failed: number;
  abandoned: number;
  reported: boolean;
  feedError?: string;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The month before `now`'s, as YYYY-MM, with its bounds. */
export function previousMonth(now: Date): { month: string; from: Date; to: Date } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 1, 1));
  return { month: `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`, from, to };
}

/** Plans what the feed calls for; returns the rows planned. */
async function plan(store: FanStore, concerts: readonly FanConcert[], now: Date): Promise<number> {
  const known = await store.knownConcerts();
  let confirmed: Subscriber[] | undefined;
  let planned = 0;
  for (const concert of concerts) {
    if (currentStart(concert).getTime() <= now.getTime()) continue;
    const state = concertState(concert);
    const seen = known.get(concert.id);
    if (seen === state) continue;
    const existing = await store.plannedAlerts(concert.id);
    const has = (subscriberId: string, kind: AlertKind) => existing.some((row) => row.subscriber_id === subscriberId && row.kind === kind);
    let targets: string[] = [];
    let kind: AlertKind = 'announce';
    if (seen === undefined) {
      if (state !== 'annulé') {
        confirmed ??= await store.confirmedSubscribers();
        targets = subscribersInReach(confirmed, concert).map((subscriber) => subscriber.id);
      }
    } else if (state !== 'annoncé') {
      kind = state === 'annulé' ? 'cancelled' : 'postponed';
      targets = existing.filter((row) => row.kind === 'announce' && row.status === 'sent').map((row) => row.subscriber_id);
    }
    const rows = targets.filter((id) => !has(id, kind)).map((subscriber_id) => ({ concert_id: concert.id, subscriber_id, kind }));
    if (rows.length > 0) await store.planAlerts(rows);
    planned += rows.length;
    await store.rememberConcert(concert.id, state, seen === undefined);
  }
  return planned;
}

export async function runFanAlerts(options: FanAlertsOptions): Promise<FanAlertsSummary> {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const logger = options.logger ?? console;
  const start = now();
  const summary: FanAlertsSummary = { deleted: 0, deferredSent: 0, planned: 0, sent: 0, failed: 0, abandoned: 0, reported: false };

  summary.deleted = await store.deleteUnconfirmedBefore(new Date(start.getTime() - UNCONFIRMED_KEPT_MS));
  await store.deleteSignUpsBefore(new Date(start.getTime() - DAY_MS));
  await store.deleteListMailsBefore(new Date(start.getTime() - 2 * DAY_MS));
  await store.deleteDoNotMailBefore(new Date(start.getTime() - WITHDRAWN_KEPT_MS));
  await store.deleteWithdrawnEventsBefore(new Date(start.getTime() - WITHDRAWN_KEPT_MS));
  summary.deferredSent = await sendDeferred(options, start);

  let feed: ReturnType<typeof parseConcertFeed> | undefined;
  try {
    feed = parseConcertFeed(await options.readFeed());
  } catch (error) {
    // Without the feed, nothing is planned nor sent (a mail needs its concert); the next run tries again.
    summary.feedError = describe(error);
    logger.error('fan-alerts: the concert feed could not be read', summary.feedError);
  }
  if (feed !== undefined) {
    if (feed.skipped.length > 0) logger.error(`fan-alerts: concerts left out of the feed: ${feed.skipped.join(', ')}`);
    summary.planned = await plan(store, feed.concerts, start);
    await store.releaseStaleClaims(new Date(start.getTime() - STALE_CLAIM_MS), start);
    await send(options, new Map(feed.concerts.map((concert) => [concert.id, concert])), summary, now, sleep);
  }
  summary.reported = await report(options, now());
  return summary;
}

/** The held sign-up mails, oldest first, while the limits let them leave; the count sent. */
async function sendDeferred(options: FanAlertsOptions, at: Date): Promise<number> {
  const { store } = options;
  const limits = options.mailLimits ?? DEFAULT_MAIL_LIMITS;
  let sent = 0;
  for (const held of await store.deferredMails(DEFERRED_PER_RUN)) {
    const subscriber = await store.getSubscriber(held.subscriber_id);
    if (subscriber === null) continue;
    const keys = await listKeys(options.secret, subscriber.email);
    const outcome = await store.reserveMail({ subscriberId: subscriber.id, keys, at, deferred: true, purpose: held.purpose, request: held.request, limits });
    // The hour's ceiling is reached again: the rest waits for the next run, in the same order.
    if (outcome === 'defer_ceiling') break;
    if (outcome !== 'send') continue;
    // Confirmed meanwhile by an earlier link: a confirmation has nothing left to do.
    if (held.purpose === 'confirm' && subscriber.confirmed_at !== null) continue;
    try {
      await options.mailer.send(await mailListLink(options, subscriber, held.purpose, held.request, at));
      sent += 1;
    } catch (error) {
      (options.logger ?? console).error('fan-alerts: a held sign-up mail failed', describe(error));
    }
  }
  return sent;
}

async function send(options: FanAlertsOptions, concerts: Map<string, FanConcert>, summary: FanAlertsSummary, now: () => Date, sleep: (ms: number) => Promise<void>): Promise<void> {
  const { store } = options;
  const maxPerRun = options.maxPerRun ?? DEFAULT_MAX_PER_RUN;
  let handled = 0;
  let first = true;
  while (handled < maxPerRun) {
    const rows = await store.claimDueAlerts(now(), Math.min(BATCH_SIZE, maxPerRun - handled));
    if (rows.length === 0) return;
    handled += rows.length;
    const subscribers = new Map((await store.subscribersByIds([...new Set(rows.map((row) => row.subscriber_id))])).map((subscriber) => [subscriber.id, subscriber]));
    const mails: FanMail[] = [];
    const mailed: AlertRow[] = [];
    const gone: AlertRow[] = [];
    for (const row of rows) {
      const concert = concerts.get(row.concert_id);
      const subscriber = subscribers.get(row.subscriber_id);
      // Past, withdrawn, or cancelled before its announcement left: nothing to tell.
      if (!concert || !subscriber || currentStart(concert).getTime() <= now().getTime() || (row.kind === 'announce' && concert.status === 'annulé')) {
        gone.push(row);
        continue;
      }
      mails.push(await mailFor(options, row.kind, concert, subscriber));
      mailed.push(row);
    }
    if (gone.length > 0) {
      await store.recordAlertOutcome(
        gone.map((row) => row.id),
        { status: 'abandoned', attempts: 0, error: 'concert past, withdrawn or cancelled before the mail left', nextAttemptAt: null },
        now(),
      );
      summary.abandoned += gone.length;
    }
    if (mailed.length === 0) continue;
    if (!first) await sleep(options.batchPauseMs ?? DEFAULT_BATCH_PAUSE_MS);
    first = false;
    try {
      // The rows' ids alone make the key, never their attempt count: a batch retried after a
      // timeout (sent, but not known to be) goes out under the key the provider already took, and
      // is dropped there rather than mailed twice. Failed rows are retried together (same due time).
      await options.batchMailer.sendBatch(mails, await sha256Hex(mailed.map((row) => row.id).join(',')));
    } catch (error) {
      (options.logger ?? console).error('fan-alerts: a batch failed, kept for retry', describe(error));
      const failedAt = now();
      for (const attempts of new Set(mailed.map((row) => row.attempts + 1))) {
        const next = nextAttemptAt(attempts, failedAt);
        const ids = mailed.filter((row) => row.attempts + 1 === attempts).map((row) => row.id);
        await store.recordAlertOutcome(ids, { status: next === null ? 'abandoned' : 'failed', attempts, error: describe(error), nextAttemptAt: next }, failedAt);
        if (next === null) summary.abandoned += ids.length;
        else summary.failed += ids.length;
      }
      continue;
    }
    // Should this fail, the run stops with its rows claimed: released 15 minutes later and sent
    // again under the same idempotency key, which the provider drops.
    await store.recordAlertOutcome(
      mailed.map((row) => row.id),
      { status: 'sent', attempts: 0, error: null, nextAttemptAt: null },
      now(),
    );
    summary.sent += mailed.length;
  }
}

async function mailFor(options: FanAlertsOptions, kind: AlertKind, concert: FanConcert, subscriber: Subscriber): Promise<FanMail> {
  const links: ListLinks = await subscriberListLinks(options, subscriber);
  return kind === 'announce'
    ? buildAnnouncementMail(subscriber.email, subscriber.lang, concert, links, options.sender)
    : buildUpdateMail(subscriber.email, subscriber.lang, concert, kind, links, options.sender);
}

/** The month's consent events: the artist's figures read them, not the subscribers' rows, which a withdrawal deletes. */
async function consentFigures(store: FanStore, from: Date, to: Date): Promise<{ given: number; changed: number; withdrawn: number }> {
  const events = await store.consentEventsBetween(from, to);
  const count = (kind: string) => events.filter((row) => row.event === kind).length;
  return { given: count('given'), changed: count('changed'), withdrawn: count('withdrawn') };
}

/** The monthly report of the month before, once: claimed first, released if its mail fails. */
async function report(options: FanAlertsOptions, at: Date): Promise<boolean> {
  const { month, from, to } = previousMonth(at);
  if (!(await options.store.claimReport(month))) return false;
  try {
    const confirmed = await options.store.confirmedSubscribers();
    const byCity = new Map<number, [string, number]>();
    const byLanguage = new Map<Language, number>();
    for (const subscriber of confirmed) {
      const [name, count] = byCity.get(subscriber.city_id) ?? [`${subscriber.city_name} (${subscriber.city_country})`, 0];
      byCity.set(subscriber.city_id, [name, count + 1]);
      byLanguage.set(subscriber.lang, (byLanguage.get(subscriber.lang) ?? 0) + 1);
    }
    const figures = {
      month,
      confirmed: confirmed.length,
      byCity: [...byCity.values()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'fr')),
      byLanguage: [...byLanguage.entries()].sort((a, b) => b[1] - a[1]),
      alertsSent: await options.store.alertsSentBetween(from, to),
      consents: await consentFigures(options.store, from, to),
    };
    // A list with no fan and no alert has nothing to tell: the month is marked done, no mail.
    if (figures.confirmed === 0 && figures.alertsSent === 0 && figures.consents.given + figures.consents.withdrawn === 0) return false;
    await options.mailer.send(buildMonthlyReport(figures, options.reportTo, options.sender));
    return true;
  } catch (error) {
    (options.logger ?? console).error('fan-alerts: the monthly report failed, the next run tries again', describe(error));
    await options.store.releaseReport(month);
    return false;
  }
}

/** The function: only the schedule (the service-role key) starts a run. */
export function createFanAlertsHandler(options: FanAlertsOptions & { serviceKey: string }): (request: Request) => Promise<Response> {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Méthode non autorisée : lancez une passe avec POST.' });
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(token, options.serviceKey)) return json(401, { error: 'Seule la planification (clé service_role) peut lancer une passe des annonces de concerts.' });
    try {
      const summary = await runFanAlerts(options);
      // A feed that cannot be read is the schedule's failure to see (cron's HTTP status).
      return json(summary.feedError === undefined ? 200 : 502, summary);
    } catch (error) {
      (options.logger ?? console).error('fan-alerts: run failed', describe(error));
      return json(500, { error: 'La passe des annonces de concerts n’a pas abouti ; la suivante reprendra où elle s’est arrêtée.' });
    }
  };
}
