/** AuthMailLog over PostgREST with the service-role key: the auth_mails table, which no other role reads or writes. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthMailLog } from './auth-mail-hook.ts';

const TABLE = 'auth_mails';
/** The limits look back an hour; a day's rows are kept, then deleted as new ones come. */
const KEPT_MS = 24 * 3_600_000;

export function createSupabaseAuthMailLog(client: SupabaseClient): AuthMailLog {
  const count = async (query: PromiseLike<{ count: number | null; error: { message: string } | null }>, what: string): Promise<number> => {
    const { count: found, error } = await query;
    if (error) throw new Error(`count of ${what} in ${TABLE} failed: ${error.message}`);
    return found ?? 0;
  };
  return {
    async sentSince(since, addressHash, kind) {
      const after = since.toISOString();
      const toAddress = await client.from(TABLE).select('sent_at').eq('address_hash', addressHash).gte('sent_at', after);
      if (toAddress.error) throw new Error(`read of ${TABLE} failed: ${toAddress.error.message}`);
      return {
        toAddress: (toAddress.data as { sent_at: string }[]).map((row) => new Date(row.sent_at)),
        ofKind: await count(client.from(TABLE).select('id', { count: 'exact', head: true }).eq('kind', kind).gte('sent_at', after), kind),
        all: await count(client.from(TABLE).select('id', { count: 'exact', head: true }).gte('sent_at', after), 'all mails'),
      };
    },
    async record({ addressHash, kind, at }) {
      const old = await client
        .from(TABLE)
        .delete()
        .lt('sent_at', new Date(at.getTime() - KEPT_MS).toISOString());
      if (old.error) throw new Error(`delete of old rows of ${TABLE} failed: ${old.error.message}`);
      const { data, error } = await client.from(TABLE).insert({ address_hash: addressHash, kind, sent_at: at.toISOString() }).select('id');
      const id: unknown = data?.[0]?.id;
      if (error || typeof id !== 'string') throw new Error(`insert into ${TABLE} failed: ${error?.message ?? 'no id returned'}`);
      return id;
    },
    async forget(id) {
      const { error } = await client.from(TABLE).delete().eq('id', id);
      if (error) throw new Error(`delete from ${TABLE} failed: ${error.message}`);
    },
  };
}
