/**
 * The contact_messages table reached through supabase-js with the service-role key: row-level
 * security lets no other role read or write it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactRow, ContactStore, MailOutcome } from './contact-handler.ts';

const TABLE = 'contact_messages';
const ATTEMPTS_TABLE = 'contact_mail_attempts';

export function createSupabaseContactStore(client: SupabaseClient): ContactStore {
  /** Rows stored since `since`: from one address hash, or, from all, those mailed one by one (neither spam nor held). */
  async function countSince(since: Date, ipHash?: string): Promise<number> {
    const query = client.from(TABLE).select('id', { count: 'exact', head: true }).gte('created_at', since.toISOString());
    const { count, error } = await (ipHash === undefined ? query.not('mail_status', 'in', '(spam,held)') : query.eq('ip_hash', ipHash));
    if (error) throw new Error(`count in ${TABLE} failed: ${error.message}`);
    return count ?? 0;
  }
  return {
    async insert(row: ContactRow) {
      const { data, error } = await client
        .from(TABLE)
        .insert({
          nom: row.nom,
          email: row.email,
          telephone: row.telephone || null,
          type_evenement: row.type_evenement || null,
          date_evenement: row.date || null,
          message: row.message,
          booking: row.booking,
          ip_hash: row.ip_hash,
          mail_status: row.mail_status,
        })
        .select('id');
      const id: unknown = data?.[0]?.id;
      if (error || typeof id !== 'string') throw new Error(`insert into ${TABLE} failed: ${error?.message ?? 'no id returned'}`);
      return id;
    },
    countSince: (ipHash: string, since: Date) => countSince(since, ipHash),
    async acknowledgedSince(email: string, since: Date) {
      const { count, error } = await client
        .from(TABLE)
        .select('id', { count: 'exact', head: true })
        .eq('email_key', email.toLowerCase())
        .gte('acknowledged_at', since.toISOString());
      if (error) throw new Error(`count of acknowledgements in ${TABLE} failed: ${error.message}`);
      return (count ?? 0) > 0;
    },
    async recordAcknowledgement(id: string, at: Date) {
      const { error } = await client.from(TABLE).update({ acknowledged_at: at.toISOString() }).eq('id', id);
      if (error) throw new Error(`update of ${TABLE} failed: ${error.message}`);
    },
    countMailedSince: (since: Date) => countSince(since),
    async recordMail(id: string, outcome: MailOutcome) {
      const { error } = await client
        .from(TABLE)
        .update({
          mail_status: outcome.status,
          mail_attempts: outcome.attempts,
          mail_error: outcome.error,
          mailed_at: outcome.status === 'sent' ? new Date().toISOString() : null,
          next_attempt_at: outcome.nextAttemptAt?.toISOString() ?? null,
        })
        .eq('id', id);
      if (error) throw new Error(`update of ${TABLE} failed: ${error.message}`);
      const logged = await client.from(ATTEMPTS_TABLE).insert({ message_id: id, outcome: outcome.status, error: outcome.error });
      if (logged.error) throw new Error(`insert into ${ATTEMPTS_TABLE} failed: ${logged.error.message}`);
    },
  };
}
