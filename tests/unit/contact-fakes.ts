/** In-memory stand-ins for the contact functions' store, alerts, mailer and logger. */
import { BOOKING_KIND, REQUEST_KIND_FIELD } from '../../supabase/functions/_shared/booking-rules.ts';
import { checkContactRequest } from '../../src/lib/contact-rules';
import type { AlertKind, AlertStore } from '../../supabase/functions/_shared/artist-alerts.ts';
import type { ContactRow, ContactStore, Logger, Mailer, MailOutcome } from '../../supabase/functions/_shared/contact-handler.ts';
import type { OutgoingMail } from '../../supabase/functions/_shared/contact-mail.ts';

export interface StoredRow extends ContactRow {
  id: string;
  created_at: Date;
  mail: MailOutcome | undefined;
  acknowledged_at: Date | null;
}

/**
 * Behaves like the contact_messages table: refuses what Postgres would (a row the rules
 * refuse, NUL characters, lone surrogates) so tests see every row that would be invalid.
 */
export class MemoryStore implements ContactStore {
  rows: StoredRow[] = [];
  failInsert = false;
  failCount = false;
  constructor(private readonly clock: () => Date = () => new Date()) {}

  async insert(row: ContactRow): Promise<string> {
    if (this.failInsert) throw new Error('connection refused');
    const values = [row.nom, row.email, row.telephone, row.type_evenement, row.date, row.message];
    if (values.some((value) => value.includes('\u0000') || !value.isWellFormed())) throw new Error('invalid byte sequence');
    // A booking request's details were checked with the message: check them again the same way.
    const recheck = checkContactRequest(row.booking ? { ...row, ...row.booking, [REQUEST_KIND_FIELD]: BOOKING_KIND } : row);
    if (!recheck.ok) throw new Error(`check constraint violated: ${recheck.message}`);
    const id = `msg-${this.rows.length + 1}`;
    this.rows.push({ ...row, id, created_at: this.clock(), mail: undefined, acknowledged_at: null });
    return id;
  }

  async countSince(ipHash: string, since: Date): Promise<number> {
    if (this.failCount) throw new Error('timeout');
    return this.rows.filter((row) => row.ip_hash === ipHash && row.created_at >= since).length;
  }

  async countMailedSince(since: Date): Promise<number> {
    if (this.failCount) throw new Error('timeout');
    return this.rows.filter((row) => row.created_at >= since && row.mail_status !== 'spam' && row.mail_status !== 'held').length;
  }

  async acknowledgedSince(email: string, since: Date): Promise<boolean> {
    return this.rows.some((row) => row.email.toLowerCase() === email.toLowerCase() && row.acknowledged_at !== null && row.acknowledged_at >= since);
  }

  async recordAcknowledgement(id: string, at: Date): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no row ${id}`);
    row.acknowledged_at = at;
  }

  async recordMail(id: string, outcome: MailOutcome): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`no row ${id}`);
    row.mail = outcome;
  }
}

export class MemoryMailer implements Mailer {
  sent: OutgoingMail[] = [];
  fail = false;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.fail) throw new Error('provider answered 503');
    this.sent.push(mail);
  }
}

export class MemoryLogger implements Logger {
  errors: string[] = [];
  error(message: string): void {
    this.errors.push(message);
  }
}

/** The artist_alerts table: when each alert was last sent, claimed as the conditional update does. */
export class MemoryAlerts implements AlertStore {
  sentAt = new Map<AlertKind, Date>();

  async claim(kind: AlertKind, sentBefore: Date, now: Date): Promise<boolean> {
    if ((this.sentAt.get(kind) ?? new Date(0)) >= sentBefore) return false;
    this.sentAt.set(kind, now);
    return true;
  }
}
