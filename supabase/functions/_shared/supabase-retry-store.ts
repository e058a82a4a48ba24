/**
 * RetryStore over PostgREST with the service-role key. Every change of state is a conditional
 * PATCH (filters on the current status) returning the rows it changed: one UPDATE … WHERE …
 * RETURNING, which Postgres applies row by row under lock, so a row goes to one run only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AttemptOutcome, RetryStore } from './mail-retry.ts';
import type { StoredMessage } from './mail-retry-mail.ts';

const TABLE = 'contact_messages';
const ATTEMPTS_TABLE = 'contact_mail_attempts';
const COLUMNS = 'id, created_at, nom, email, telephone, type_evenement, date_evenement, message, booking, mail_attempts, mail_error';

interface MessageRow extends Omit<StoredMessage, 'created_at'> {
  created_at: string;
}

const toMessage = (row: MessageRow): StoredMessage => ({ ...row, created_at: new Date(row.created_at) });

function check<T>(result: { data: T | null; error: { message: string } | null }, what: string): T {
  if (result.error || result.data === null) throw new Error(`${what} failed: ${result.error?.message ?? 'no data returned'}`);
  return result.data;
}

export function createSupabaseRetryStore(client: SupabaseClient): RetryStore {
  const table = () => client.from(TABLE);
  return {
    async deleteCreatedBefore(cutoff) {
      return check(await table().delete().lt('created_at', cutoff.toISOString()).select('id'), `retention delete in ${TABLE}`).length;
    },
    async releaseStale(staleBefore, now) {
      const due = { mail_status: 'failed', next_attempt_at: now.toISOString(), claimed_at: null };
      const claims = check(await table().update(due).eq('mail_status', 'sending').lt('claimed_at', staleBefore.toISOString()).select('id'), 'release of stale claims');
      const firsts = check(await table().update(due).eq('mail_status', 'pending').lt('created_at', staleBefore.toISOString()).select('id'), 'release of unrecorded sends');
      return claims.length + firsts.length;
    },
    async listDue(now, limit) {
      const rows = check(
        await table().select('id').eq('mail_status', 'failed').lte('next_attempt_at', now.toISOString()).order('next_attempt_at').limit(limit),
        `due messages in ${TABLE}`,
      );
      return rows.map((row: { id: string }) => row.id);
    },
    async claim(ids, now) {
      const rows = check(
        await table()
          .update({ mail_status: 'sending', claimed_at: now.toISOString() })
          .in('id', [...ids])
          .eq('mail_status', 'failed')
          .lte('next_attempt_at', now.toISOString())
          .select(COLUMNS),
        `claim in ${TABLE}`,
      );
      return (rows as MessageRow[]).map(toMessage);
    },
    async listHeld(limit) {
      const rows = check(await table().select('id').eq('mail_status', 'held').order('created_at').limit(limit), `held messages in ${TABLE}`);
      return rows.map((row: { id: string }) => row.id);
    },
    async claimHeld(ids, now) {
      const rows = check(
        await table()
          .update({ mail_status: 'sending', claimed_at: now.toISOString() })
          .in('id', [...ids])
          .eq('mail_status', 'held')
          .select(COLUMNS),
        `claim of held messages in ${TABLE}`,
      );
      return (rows as MessageRow[]).map(toMessage);
    },
    async recordAttempt(id, outcome: AttemptOutcome) {
      const error = outcome.status === 'sent' ? null : outcome.error;
      const logged = await client
        .from(ATTEMPTS_TABLE)
        .insert({ message_id: id, attempted_at: outcome.at.toISOString(), outcome: outcome.status === 'sent' ? 'sent' : 'failed', error });
      if (logged.error) throw new Error(`insert into ${ATTEMPTS_TABLE} failed: ${logged.error.message}`);
      const common = { mail_status: outcome.status, mail_attempts: outcome.attempts, claimed_at: null };
      const state =
        outcome.status === 'sent'
          ? { ...common, mailed_at: outcome.at.toISOString(), next_attempt_at: null }
          : outcome.status === 'failed'
            ? { ...common, mail_error: error, next_attempt_at: outcome.nextAttemptAt.toISOString() }
            : { ...common, mail_error: error, next_attempt_at: null, abandoned_at: outcome.at.toISOString() };
      check(await table().update(state).eq('id', id).eq('mail_status', 'sending').select('id'), `update of ${TABLE}`);
    },
    async claimUnreported(now) {
      const rows = check(
        await table().update({ abandon_reported_at: now.toISOString() }).eq('mail_status', 'abandoned').is('abandon_reported_at', null).select(COLUMNS),
        `claim of unreported messages in ${TABLE}`,
      );
      return (rows as MessageRow[]).map(toMessage);
    },
    async health() {
      const row = check(await client.from('contact_retry_health').select('last_success_at, first_run_at').single(), 'read of contact_retry_health') as {
        last_success_at: string | null;
        first_run_at: string | null;
      };
      const date = (value: string | null) => (value === null ? null : new Date(value));
      return { lastSuccessAt: date(row.last_success_at), firstRunAt: date(row.first_run_at) };
    },
    async releaseUnreported(ids) {
      check(
        await table()
          .update({ abandon_reported_at: null })
          .in('id', [...ids])
          .select('id'),
        `release of unreported messages in ${TABLE}`,
      );
    },
  };
}
