/** What the fan-list functions need from the database (supabase-fan-store.ts over PostgREST; fakes in the tests). */
import type { FanDistance } from './fan-geo.ts';
import type { Language } from './languages.ts';

/** What a fan chose: where to hear of concerts, how far, and in which language. */
interface FanChoice {
  email: string;
  city_id: number;
  city_name: string;
  city_country: string;
  latitude: number;
  longitude: number;
  distance_km: FanDistance;
  lang: Language;
}

export interface Subscriber extends FanChoice {
  id: string;
  confirmed_at: string | null;
  confirmation_mailed_at: string | null;
  created_at: string;
}

export interface NewSubscriber extends FanChoice {
  email_hash: string;
  consent_text: string;
  consent_at: string;
  consent_lang: Language;
  consent_page: string;
}

export type SubscriberChange = Partial<Omit<NewSubscriber, 'email_hash'>> & { confirmed_at?: string; confirmation_mailed_at?: string | null };

export type AlertKind = 'announce' | 'postponed' | 'cancelled';

export interface AlertRow {
  id: string;
  concert_id: string;
  subscriber_id: string;
  kind: AlertKind;
  attempts: number;
}

export interface AlertOutcome {
  status: 'sent' | 'failed' | 'abandoned';
  /** Failed attempts so far; 0 leaves the count as it is (a mail sent, a concert gone). */
  attempts: number;
  error: string | null;
  nextAttemptAt: Date | null;
}

export interface FanStore {
  countSignUpsSince(ipHash: string, since: Date): Promise<number>;
  recordSignUp(ipHash: string, at: Date): Promise<void>;
  isDoNotMail(emailHash: string): Promise<boolean>;
  findByEmailHash(emailHash: string): Promise<Subscriber | null>;
  getSubscriber(id: string): Promise<Subscriber | null>;
  /** Inserts a subscriber and gives its id, or null when its address was inserted meanwhile (unique hash). */
  insertSubscriber(row: NewSubscriber): Promise<string | null>;
  updateSubscriber(id: string, change: SubscriberChange): Promise<void>;
  /** Deletes the subscriber (its tokens and send log go with it) and keeps its address hash as « do not mail ». */
  unsubscribe(id: string, emailHash: string): Promise<void>;
  addConfirmationToken(tokenHash: string, subscriberId: string, expiresAt: Date): Promise<void>;
  findConfirmationToken(tokenHash: string): Promise<{ subscriber_id: string; expires_at: string; used_at: string | null } | null>;
  /** Marks the token used if it was not: true for the one caller that used it. */
  useConfirmationToken(tokenHash: string, at: Date): Promise<boolean>;

  /** The scheduled job's side. */
  confirmedSubscribers(): Promise<Subscriber[]>;
  subscribersByIds(ids: readonly string[]): Promise<Subscriber[]>;
  knownConcerts(): Promise<Map<string, string>>;
  rememberConcert(concertId: string, state: string, isNew: boolean): Promise<void>;
  /** The (subscriber, kind) pairs already planned for a concert. */
  plannedAlerts(concertId: string): Promise<{ subscriber_id: string; kind: AlertKind; status: string }[]>;
  /** Adds rows to the send log; a row already there (unique concert, subscriber, kind) is skipped. */
  planAlerts(rows: { concert_id: string; subscriber_id: string; kind: AlertKind }[]): Promise<void>;
  /** Sets back to failed, due now, rows a run claimed before `before` and never settled. */
  releaseStaleClaims(before: Date, now: Date): Promise<number>;
  /** Claims up to `limit` due rows (pending or failed, due by `now`) in one conditional update: rows another run claimed are not returned. */
  claimDueAlerts(now: Date, limit: number): Promise<AlertRow[]>;
  recordAlertOutcome(ids: readonly string[], outcome: AlertOutcome, at: Date): Promise<void>;
  deleteUnconfirmedBefore(before: Date): Promise<number>;
  deleteSignUpsBefore(before: Date): Promise<void>;
  /** Claims the monthly report of `month` (YYYY-MM): true for the one run that is to send it. */
  claimReport(month: string): Promise<boolean>;
  releaseReport(month: string): Promise<void>;
  alertsSentBetween(from: Date, to: Date): Promise<number>;
}
