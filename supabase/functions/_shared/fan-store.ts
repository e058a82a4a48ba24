/** What the fan-list functions need from the database (supabase-fan-store.ts over PostgREST; fakes in the tests). */
import type { FanDistance } from './fan-geo.ts';
import type { ListKeys } from './fan-list-keys.ts';
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
  /** The version the subscriber's links must carry: each new link mailed moves it, and older links stop reading or changing anything. */
  token_version: number;
}

export interface NewSubscriber extends FanChoice {
  email_hash: string;
  consent_text: string;
  consent_at: string;
  consent_lang: Language;
  consent_page: string;
}

export type SubscriberChange = Partial<Omit<NewSubscriber, 'email_hash'>> & { confirmed_at?: string; confirmation_mailed_at?: string | null };

/** What a mailed link applies when its owner clicks: the choices and the consent as the form sent them. */
export type ListRequest = Omit<NewSubscriber, 'email' | 'email_hash'>;

/** confirm: a new subscription's link; change: « apply these changes » to a confirmed one. */
export type LinkPurpose = 'confirm' | 'change';

export interface ConfirmationToken {
  subscriber_id: string;
  expires_at: string;
  used_at: string | null;
  purpose: LinkPurpose;
  /** Null for a link mailed before requests travelled with their links. */
  request: ListRequest | null;
  /** The subscriber's token version when it was mailed: a later link makes it stale. */
  token_version: number;
}

/** The limits of the list's sign-up mails (fan-signup-handler.ts, DEFAULT_MAIL_LIMITS). */
export interface MailLimits {
  /** At most one sign-up mail per address in this interval. */
  gapMs: number;
  /** At most this many sign-up mails per mailbox in `mailboxWindowMs`: past it, none (skip). */
  mailboxMax: number;
  mailboxWindowMs: number;
  /** Per recipient domain and hour: past it, the mail waits (defer). */
  domainPerHour: number;
  /** For the whole list and hour: past it, the mail waits and the artist is told (defer_ceiling). */
  ceilingPerHour: number;
}

export type Reservation = 'send' | 'skip' | 'defer' | 'defer_ceiling';

/** One sign-up as fan_sign_up takes it (fan-signup-handler.ts says what each part is for). */
export interface SignUpAttempt {
  ipHash: string;
  /** Null: requests without a client address, counted, never refused. */
  ipMax: number | null;
  ipWindowMs: number;
  email: string;
  emailHash: string;
  keys: ListKeys;
  request: ListRequest;
  at: Date;
  limits: MailLimits;
  /** A mailbox on « do not mail » gets one link in this window at most, counted from when it went there. */
  rejoinWindowMs: number;
}

export type SignUpOutcome =
  { outcome: 'rate_limited' | 'skip'; recent: number } | { outcome: Reservation; recent: number; purpose: LinkPurpose; subscriber: Pick<Subscriber, 'id' | 'email' | 'lang'> };

export interface MailReservation {
  subscriberId: string;
  keys: ListKeys;
  at: Date;
  /** A held mail that fan-alerts sends now: the address's gap was counted when it was held. */
  deferred: boolean;
  purpose: LinkPurpose;
  request: ListRequest;
  limits: MailLimits;
}

export interface DeferredMail {
  subscriber_id: string;
  purpose: LinkPurpose;
  request: ListRequest;
  deferred_at: string;
}

export type ConsentEventKind = 'given' | 'changed' | 'withdrawn';

/** One consent event, appended, never changed (fan_consent_events). */
export interface ConsentEvent {
  subscriber_id: string;
  mailbox_key: string;
  event: ConsentEventKind;
  at: string;
  consent_text: string | null;
  consent_page: string | null;
  consent_lang: Language | null;
  city_name: string | null;
  city_country: string | null;
  distance_km: FanDistance;
  lang: Language | null;
}

export type DoNotMailReason = 'unsubscribed' | 'not_me';

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
  /**
   * A sign-up in one transaction (fan_sign_up): counted per network address, refused past its
   * limit; the row inserted if the address is new, never changed if known; then the mail decided
   * (fan_reserve_mail), its request held if it must wait. One call: a flood costs one round trip
   * per request.
   */
  signUp(attempt: SignUpAttempt): Promise<SignUpOutcome>;
  /** A new sign-up its owner confirmed: the mailbox leaves « do not mail ». */
  liftDoNotMail(mailboxKey: string): Promise<void>;
  getSubscriber(id: string): Promise<Subscriber | null>;
  updateSubscriber(id: string, change: SubscriberChange): Promise<void>;
  /** Deletes the subscriber (its tokens and send log go with it) and keeps its mailbox's keyed hash as « do not mail ». */
  unsubscribe(id: string, mailboxKey: string, reason: DoNotMailReason): Promise<void>;
  /**
   * Stores a new mailed link and moves the subscriber's token version past every older link's, in
   * one call (fan_new_link): the new version, which the mail's other links carry.
   */
  addConfirmationToken(tokenHash: string, subscriberId: string, expiresAt: Date, purpose: LinkPurpose, request: ListRequest): Promise<number>;
  findConfirmationToken(tokenHash: string): Promise<ConfirmationToken | null>;
  /** Now, later or never for one sign-up mail, decided in one transaction (fan_reserve_mail). */
  reserveMail(reservation: MailReservation): Promise<Reservation>;
  /** The held sign-up mails, oldest first. */
  deferredMails(limit: number): Promise<DeferredMail[]>;
  appendConsentEvent(event: ConsentEvent): Promise<void>;
  /** The events of a month, for the artist's figures. */
  consentEventsBetween(from: Date, to: Date): Promise<{ event: ConsentEventKind }[]>;
  /** Marks the token used if it was not: true for the one caller that used it. */
  useConfirmationToken(tokenHash: string, at: Date): Promise<boolean>;

  /** The scheduled job's side. */
  confirmedSubscribers(): Promise<Subscriber[]>;
  subscribersByIds(ids: readonly string[]): Promise<Subscriber[]>;
  knownConcerts(): Promise<Map<string, string>>;
  rememberConcert(concertId: string, state: string, isNew: boolean): Promise<void>;
  /** The (subscriber, kind) pairs already planned for a concert. */
  plannedAlerts(concertId: string): Promise<{ subscriber_id: string; kind: AlertKind; status: string }[]>;
  /** The welcome told the subscriber of these concerts: their announcements, written as sent (a row already there is left). */
  recordWelcomed(concertIds: readonly string[], subscriberId: string, at: Date): Promise<void>;
  /** Adds rows to the send log; a row already there (unique concert, subscriber, kind) is skipped. */
  planAlerts(rows: { concert_id: string; subscriber_id: string; kind: AlertKind }[]): Promise<void>;
  /** Sets back to failed, due now, rows a run claimed before `before` and never settled. */
  releaseStaleClaims(before: Date, now: Date): Promise<number>;
  /** Claims up to `limit` due rows (pending or failed, due by `now`) in one conditional update: rows another run claimed are not returned. */
  claimDueAlerts(now: Date, limit: number): Promise<AlertRow[]>;
  recordAlertOutcome(ids: readonly string[], outcome: AlertOutcome, at: Date): Promise<void>;
  deleteUnconfirmedBefore(before: Date): Promise<number>;
  deleteSignUpsBefore(before: Date): Promise<void>;
  /** Retention: sign-up mail counts past two days; « do not mail » and a withdrawn subscriber's consent events past three years. */
  deleteListMailsBefore(before: Date): Promise<void>;
  deleteDoNotMailBefore(before: Date): Promise<void>;
  deleteWithdrawnEventsBefore(before: Date): Promise<void>;
  /** Claims the monthly report of `month` (YYYY-MM): true for the one run that is to send it. */
  claimReport(month: string): Promise<boolean>;
  releaseReport(month: string): Promise<void>;
  alertsSentBetween(from: Date, to: Date): Promise<number>;
}
