/**
 * In-memory stand-ins for the fan list's tests: a store that refuses what Postgres would (a second
 * row for one address, one concert, fan and kind twice, a value outside the columns' checks), a
 * city directory over fixture slices, mailers that keep what they send and fail on demand.
 */
import { randomUUID } from 'node:crypto';
import type { BatchMailer } from '../../../supabase/functions/_shared/batch-mailer.ts';
import type { OutgoingMail } from '../../../supabase/functions/_shared/contact-mail.ts';
import { buildCitySlices, findCity, sliceKey } from '../../../supabase/functions/_shared/fan-cities.ts';
import { CITIES } from '../../fixtures/fan-cities';

export { CITIES };
import type { CityDirectory } from '../../../supabase/functions/_shared/fan-city-directory.ts';
import type { FanMail } from '../../../supabase/functions/_shared/fan-mail.ts';
import type {
  AlertKind,
  AlertRow,
  ConfirmationToken,
  ConsentEvent,
  DeferredMail,
  DoNotMailReason,
  FanStore,
  LinkPurpose,
  ListRequest,
  MailReservation,
  NewSubscriber,
  Reservation,
  SignUpAttempt,
  SignUpOutcome,
  Subscriber,
} from '../../../supabase/functions/_shared/fan-store.ts';

export const SLICES = buildCitySlices(CITIES);
export const LISBON = { id: 2267057, name: 'Lisbon' };
export const PARIS = { id: 2988507, name: 'Paris' };
export const MADRID = { id: 3117735, name: 'Madrid' };

export class FixtureCities implements CityDirectory {
  lookups = 0;
  async find(id: number, name: string) {
    this.lookups += 1;
    return findCity(SLICES.get(sliceKey(name)) ?? [], id);
  }
}

interface StoredSubscriber extends Subscriber {
  email_hash: string;
  consent_text: string;
  consent_at: string;
  consent_lang: string;
  consent_page: string;
}

interface LogRow extends AlertRow {
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'abandoned';
  next_attempt_at: Date;
  claimed_at: Date | null;
  sent_at: Date | null;
  error: string | null;
  created: number;
}

export class MemoryFanStore implements FanStore {
  subscribers = new Map<string, StoredSubscriber>();
  tokens = new Map<string, ConfirmationToken>();
  signUps: { ipHash: string; at: Date }[] = [];
  doNotMail = new Map<string, { reason: DoNotMailReason; added_at: Date }>();
  /** fan_list_mails: the sign-up mails counted by the limits. */
  listMails: { at: Date; mailbox: string; domain: string }[] = [];
  deferred = new Map<string, DeferredMail>();
  events: ConsentEvent[] = [];
  known = new Map<string, string>();
  log: LogRow[] = [];
  reports = new Set<string>();
  /** Makes the next call of that method throw, as a database that stops answering. */
  failNext = new Set<keyof FanStore>();
  #order = 0;

  #maybeFail(method: keyof FanStore): void {
    if (this.failNext.delete(method)) throw new Error(`${method} failed (simulated)`);
  }

  /** fan_sign_up's steps, in the same order (the migration's function is the real one; the conformance suite runs it). */
  async signUp(attempt: SignUpAttempt): Promise<SignUpOutcome> {
    this.#maybeFail('signUp');
    const { ipHash, ipMax, ipWindowMs, at, keys } = attempt;
    const recent = this.signUps.filter((row) => row.ipHash === ipHash && row.at >= new Date(at.getTime() - ipWindowMs)).length;
    if (ipMax !== null && recent >= ipMax) return { outcome: 'rate_limited', recent };
    this.signUps.push({ ipHash, at });
    const left = this.doNotMail.get(keys.mailbox)?.added_at;
    const limits =
      left === undefined ? attempt.limits : { ...attempt.limits, mailboxMax: 1, mailboxWindowMs: Math.min(attempt.rejoinWindowMs, at.getTime() - left.getTime() + 1000) };
    if (this.listMails.filter((row) => row.mailbox === keys.mailbox && row.at > new Date(at.getTime() - limits.mailboxWindowMs)).length >= limits.mailboxMax) {
      return { outcome: 'skip', recent };
    }
    await this.insertSubscriber({ ...attempt.request, email: attempt.email, email_hash: attempt.emailHash });
    const subscriber = await this.findByEmailHash(attempt.emailHash);
    if (subscriber === null) throw new Error('subscriber neither inserted nor found');
    const purpose = subscriber.confirmed_at === null ? 'confirm' : 'change';
    const outcome = await this.reserveMail({ subscriberId: subscriber.id, keys, at, deferred: false, purpose, request: attempt.request, limits });
    return { outcome, recent, purpose, subscriber: { id: subscriber.id, email: subscriber.email, lang: subscriber.lang } };
  }
  async liftDoNotMail(mailboxKey: string) {
    this.doNotMail.delete(mailboxKey);
  }
  async findByEmailHash(emailHash: string) {
    return [...this.subscribers.values()].find((row) => row.email_hash === emailHash) ?? null;
  }
  async getSubscriber(id: string) {
    return this.subscribers.get(id) ?? null;
  }
  /** A row as fan_sign_up inserts it (the tests' fixtures too): null when the address is there already. */
  async insertSubscriber(row: NewSubscriber) {
    if ([...this.subscribers.values()].some((other) => other.email_hash === row.email_hash)) return null;
    if (![50, 100, 300, null].includes(row.distance_km) || !/^[A-Z]{2}$/.test(row.city_country) || row.email.length > 254) throw new Error('check constraint violated');
    const id = randomUUID();
    this.subscribers.set(id, { ...row, id, confirmed_at: null, confirmation_mailed_at: null, created_at: new Date().toISOString(), token_version: 1 });
    return id;
  }
  async updateSubscriber(id: string, change: Partial<StoredSubscriber>) {
    const row = this.subscribers.get(id);
    if (row) this.subscribers.set(id, { ...row, ...change });
  }
  async unsubscribe(id: string, mailboxKey: string, reason: DoNotMailReason) {
    if (!this.doNotMail.has(mailboxKey)) this.doNotMail.set(mailboxKey, { reason, added_at: new Date() });
    for (const event of this.events) if (event.subscriber_id === id) event.subscriber_id = '';
    this.deferred.delete(id);
    this.subscribers.delete(id);
    this.log = this.log.filter((row) => row.subscriber_id !== id);
    for (const [hash, token] of this.tokens) if (token.subscriber_id === id) this.tokens.delete(hash);
  }
  /** fan_new_link: the version moves, then the link is stored under it. */
  async addConfirmationToken(tokenHash: string, subscriberId: string, expiresAt: Date, purpose: LinkPurpose, request: ListRequest) {
    const row = this.subscribers.get(subscriberId);
    if (!row) throw new Error(`no subscriber ${subscriberId}`);
    row.token_version += 1;
    this.tokens.set(tokenHash, { subscriber_id: subscriberId, expires_at: expiresAt.toISOString(), used_at: null, purpose, request, token_version: row.token_version });
    return row.token_version;
  }
  /** fan_reserve_mail's rules, in the same order (the migration's function is the real one; the conformance suite runs it). */
  async reserveMail({ subscriberId, keys, at, deferred, purpose, request, limits }: MailReservation): Promise<Reservation> {
    this.#maybeFail('reserveMail');
    const since = (ms: number) => new Date(at.getTime() - ms);
    if (this.listMails.filter((row) => row.mailbox === keys.mailbox && row.at > since(limits.mailboxWindowMs)).length >= limits.mailboxMax) {
      if (deferred) this.deferred.delete(subscriberId);
      return 'skip';
    }
    if (!deferred) {
      const row = this.subscribers.get(subscriberId);
      const last = row?.confirmation_mailed_at ? Date.parse(row.confirmation_mailed_at) : null;
      if (!row || (last !== null && last > at.getTime() - limits.gapMs)) return 'skip';
      row.confirmation_mailed_at = at.toISOString();
    }
    const hour = since(60 * 60 * 1000);
    const outcome: Reservation | null =
      this.listMails.filter((row) => row.domain === keys.domain && row.at > hour).length >= limits.domainPerHour
        ? 'defer'
        : this.listMails.filter((row) => row.at > hour).length >= limits.ceilingPerHour
          ? 'defer_ceiling'
          : null;
    if (outcome !== null) {
      const held = this.deferred.get(subscriberId);
      this.deferred.set(subscriberId, { subscriber_id: subscriberId, purpose, request, deferred_at: held?.deferred_at ?? at.toISOString() });
      return outcome;
    }
    this.listMails.push({ at, mailbox: keys.mailbox, domain: keys.domain });
    this.deferred.delete(subscriberId);
    return 'send';
  }
  async deferredMails(limit: number) {
    return [...this.deferred.values()].sort((a, b) => a.deferred_at.localeCompare(b.deferred_at)).slice(0, limit);
  }
  async appendConsentEvent(event: ConsentEvent) {
    this.events.push({ ...event });
  }
  async consentEventsBetween(from: Date, to: Date) {
    return this.events.filter((row) => new Date(row.at) >= from && new Date(row.at) < to).map(({ event }) => ({ event }));
  }
  async recordWelcomed(concertIds: readonly string[], subscriberId: string, at: Date) {
    for (const concert_id of concertIds) {
      if (this.log.some((row) => row.concert_id === concert_id && row.subscriber_id === subscriberId && row.kind === 'announce')) continue;
      this.log.push({
        id: randomUUID(),
        concert_id,
        subscriber_id: subscriberId,
        kind: 'announce',
        attempts: 0,
        status: 'sent',
        next_attempt_at: at,
        claimed_at: null,
        sent_at: at,
        error: null,
        created: (this.#order += 1),
      });
    }
  }
  async deleteListMailsBefore(before: Date) {
    this.listMails = this.listMails.filter((row) => row.at >= before);
  }
  async deleteDoNotMailBefore(before: Date) {
    for (const [key, entry] of this.doNotMail) if (entry.added_at < before) this.doNotMail.delete(key);
  }
  async deleteWithdrawnEventsBefore(before: Date) {
    this.events = this.events.filter((row) => row.subscriber_id !== '' || new Date(row.at) >= before);
  }
  async findConfirmationToken(tokenHash: string) {
    return this.tokens.get(tokenHash) ?? null;
  }
  async useConfirmationToken(tokenHash: string, at: Date) {
    const token = this.tokens.get(tokenHash);
    if (!token || token.used_at !== null) return false;
    token.used_at = at.toISOString();
    return true;
  }
  async confirmedSubscribers() {
    return [...this.subscribers.values()].filter((row) => row.confirmed_at !== null);
  }
  async subscribersByIds(ids: readonly string[]) {
    return ids.flatMap((id) => this.subscribers.get(id) ?? []);
  }
  async knownConcerts() {
    return new Map(this.known);
  }
  async rememberConcert(concertId: string, state: string) {
    this.#maybeFail('rememberConcert');
    this.known.set(concertId, state);
  }
  async plannedAlerts(concertId: string) {
    return this.log.filter((row) => row.concert_id === concertId).map(({ subscriber_id, kind, status }) => ({ subscriber_id, kind, status }));
  }
  async planAlerts(rows: { concert_id: string; subscriber_id: string; kind: AlertKind }[]) {
    this.#maybeFail('planAlerts');
    // The unique (concert, subscriber, kind): a row already planned is skipped, as the real store does.
    for (const row of rows) {
      if (this.log.some((other) => other.concert_id === row.concert_id && other.subscriber_id === row.subscriber_id && other.kind === row.kind)) continue;
      this.log.push({
        ...row,
        id: randomUUID(),
        attempts: 0,
        status: 'pending',
        next_attempt_at: new Date(0),
        claimed_at: null,
        sent_at: null,
        error: null,
        created: (this.#order += 1),
      });
    }
  }
  async releaseStaleClaims(before: Date, now: Date) {
    const stale = this.log.filter((row) => row.status === 'sending' && row.claimed_at !== null && row.claimed_at < before);
    for (const row of stale) Object.assign(row, { status: 'failed', next_attempt_at: now });
    return stale.length;
  }
  async claimDueAlerts(now: Date, limit: number) {
    const due = this.log.filter((row) => (row.status === 'pending' || row.status === 'failed') && row.next_attempt_at <= now).slice(0, limit);
    for (const row of due) Object.assign(row, { status: 'sending', claimed_at: now });
    return due.map(({ id, concert_id, subscriber_id, kind, attempts }) => ({ id, concert_id, subscriber_id, kind, attempts }));
  }
  async recordAlertOutcome(
    ids: readonly string[],
    outcome: { status: 'sent' | 'failed' | 'abandoned'; attempts: number; error: string | null; nextAttemptAt: Date | null },
    at: Date,
  ) {
    this.#maybeFail('recordAlertOutcome');
    for (const row of this.log.filter((candidate) => ids.includes(candidate.id))) {
      row.status = outcome.status;
      row.error = outcome.error;
      if (outcome.attempts > 0) row.attempts = outcome.attempts;
      if (outcome.status === 'sent') row.sent_at = at;
      if (outcome.nextAttemptAt) row.next_attempt_at = outcome.nextAttemptAt;
    }
  }
  async deleteUnconfirmedBefore(before: Date) {
    const old = [...this.subscribers.values()].filter((row) => row.confirmed_at === null && new Date(row.created_at) < before);
    for (const row of old) this.subscribers.delete(row.id);
    return old.length;
  }
  async deleteSignUpsBefore(before: Date) {
    this.signUps = this.signUps.filter((row) => row.at >= before);
  }
  async claimReport(month: string) {
    if (this.reports.has(month)) return false;
    this.reports.add(month);
    return true;
  }
  async releaseReport(month: string) {
    this.reports.delete(month);
  }
  async alertsSentBetween(from: Date, to: Date) {
    return this.log.filter((row) => row.status === 'sent' && row.sent_at !== null && row.sent_at >= from && row.sent_at < to).length;
  }
}

export class MemoryMailer {
  sent: OutgoingMail[] = [];
  failures = 0;
  async send(mail: OutgoingMail) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('mail provider answered 500');
    }
    this.sent.push(mail);
  }
}

export class MemoryBatchMailer implements BatchMailer {
  batches: { mails: FanMail[]; key: string }[] = [];
  failures = 0;
  /** Idempotency keys the provider already took: a batch sent again under one of them is dropped, as Resend does. */
  #keys = new Set<string>();
  get sent(): FanMail[] {
    return this.batches.flatMap((batch) => batch.mails);
  }
  async sendBatch(mails: readonly FanMail[], key: string) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('mail provider answered 500');
    }
    if (this.#keys.has(key)) return;
    this.#keys.add(key);
    this.batches.push({ mails: [...mails], key });
  }
}

export class MemoryLogger {
  errors: string[] = [];
  error(message: string) {
    this.errors.push(message);
  }
}
