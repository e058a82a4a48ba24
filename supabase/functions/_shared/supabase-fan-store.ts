/**
 * The fan list's tables through supabase-js with the service-role key: row-level security lets no
 * other role read or write them. Only what PostgREST offers (and the local stack copies): a
 * conflict on insert is answered 409 (code 23505), which the callers read as « already there »;
 * what must happen in one transaction (fan_sign_up, fan_reserve_mail, fan_new_link) is a database
 * function called by rpc.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AlertKind, AlertRow, ConfirmationToken, ConsentEventKind, DeferredMail, FanStore, Reservation, SignUpOutcome, Subscriber } from './fan-store.ts';

const SUBSCRIBER_COLUMNS = 'id,email,city_id,city_name,city_country,latitude,longitude,distance_km,lang,confirmed_at,confirmation_mailed_at,created_at,token_version';

function fail(action: string, error: { message: string }): never {
  throw new Error(`${action} failed: ${error.message}`);
}
const isConflict = (error: { code?: string } | null) => error?.code === '23505';

export function createSupabaseFanStore(client: SupabaseClient): FanStore {
  const subscribers = () => client.from('fan_subscribers');
  const log = () => client.from('fan_alert_log');

  async function count(query: PromiseLike<{ count: number | null; error: { message: string } | null }>, action: string): Promise<number> {
    const { count: total, error } = await query;
    if (error) fail(action, error);
    return total ?? 0;
  }

  return {
    async signUp({ ipHash, ipMax, ipWindowMs, email, emailHash, keys, request, at, limits, rejoinWindowMs }) {
      const { data, error } = await client.rpc('fan_sign_up', {
        p_ip_hash: ipHash,
        p_ip_max: ipMax,
        p_ip_window_seconds: Math.round(ipWindowMs / 1000),
        p_email: email,
        p_email_hash: emailHash,
        p_mailbox_key: keys.mailbox,
        p_domain_key: keys.domain,
        p_request: request,
        p_at: at.toISOString(),
        p_gap_seconds: Math.round(limits.gapMs / 1000),
        p_mailbox_max: limits.mailboxMax,
        p_mailbox_window_seconds: Math.round(limits.mailboxWindowMs / 1000),
        p_rejoin_window_seconds: Math.round(rejoinWindowMs / 1000),
        p_domain_per_hour: limits.domainPerHour,
        p_ceiling_per_hour: limits.ceilingPerHour,
      });
      if (error) fail('sign-up', error);
      return data as SignUpOutcome;
    },
    async liftDoNotMail(mailboxKey) {
      const { error } = await client.from('fan_do_not_mail').delete().eq('email_hash', mailboxKey);
      if (error) fail('do-not-mail lift', error);
    },
    async getSubscriber(id) {
      const { data, error } = await subscribers().select(SUBSCRIBER_COLUMNS).eq('id', id);
      if (error) fail('subscriber lookup', error);
      return (data?.[0] as Subscriber | undefined) ?? null;
    },
    async updateSubscriber(id, change) {
      const { error } = await subscribers().update(change).eq('id', id);
      if (error) fail('subscriber update', error);
    },
    async unsubscribe(id, mailboxKey, reason) {
      // The hash first: were the deletion to fail, the address is still never mailed.
      const kept = await client.from('fan_do_not_mail').insert({ email_hash: mailboxKey, reason });
      if (kept.error && !isConflict(kept.error)) fail('do-not-mail insert', kept.error);
      const { error } = await subscribers().delete().eq('id', id);
      if (error) fail('subscriber delete', error);
    },
    async addConfirmationToken(tokenHash, subscriberId, expiresAt, purpose, request) {
      const { data, error } = await client.rpc('fan_new_link', {
        p_token_hash: tokenHash,
        p_subscriber: subscriberId,
        p_expires_at: expiresAt.toISOString(),
        p_purpose: purpose,
        p_request: request,
      });
      if (error) fail('new link', error);
      if (typeof data !== 'number') throw new Error(`new link answered ${String(data)}`);
      return data;
    },
    async findConfirmationToken(tokenHash) {
      const { data, error } = await client.from('fan_confirmation_tokens').select('subscriber_id,expires_at,used_at,purpose,request,token_version').eq('token_hash', tokenHash);
      if (error) fail('token lookup', error);
      return (data?.[0] as ConfirmationToken | undefined) ?? null;
    },
    async reserveMail({ subscriberId, keys, at, deferred, purpose, request, limits }) {
      const { data, error } = await client.rpc('fan_reserve_mail', {
        p_subscriber: subscriberId,
        p_mailbox_key: keys.mailbox,
        p_domain_key: keys.domain,
        p_at: at.toISOString(),
        p_deferred: deferred,
        p_purpose: purpose,
        p_request: request,
        p_gap_seconds: Math.round(limits.gapMs / 1000),
        p_mailbox_max: limits.mailboxMax,
        p_mailbox_window_seconds: Math.round(limits.mailboxWindowMs / 1000),
        p_domain_per_hour: limits.domainPerHour,
        p_ceiling_per_hour: limits.ceilingPerHour,
      });
      if (error) fail('mail reservation', error);
      if (data !== 'send' && data !== 'skip' && data !== 'defer' && data !== 'defer_ceiling') throw new Error(`mail reservation answered ${String(data)}`);
      return data as Reservation;
    },
    async deferredMails(limit) {
      const { data, error } = await client.from('fan_deferred_mails').select('subscriber_id,purpose,request,deferred_at').order('deferred_at').limit(limit);
      if (error) fail('deferred mails', error);
      return data as DeferredMail[];
    },
    async appendConsentEvent(event) {
      const { error } = await client.from('fan_consent_events').insert(event);
      if (error) fail('consent event', error);
    },
    async consentEventsBetween(from, to) {
      const { data, error } = await client.from('fan_consent_events').select('event').gte('at', from.toISOString()).lt('at', to.toISOString());
      if (error) fail('consent events', error);
      return data as { event: ConsentEventKind }[];
    },
    async useConfirmationToken(tokenHash, at) {
      const { data, error } = await client
        .from('fan_confirmation_tokens')
        .update({ used_at: at.toISOString() })
        .eq('token_hash', tokenHash)
        .is('used_at', null)
        .select('token_hash');
      if (error) fail('token use', error);
      return data.length === 1;
    },

    async confirmedSubscribers() {
      const { data, error } = await subscribers().select(SUBSCRIBER_COLUMNS).not('confirmed_at', 'is', null);
      if (error) fail('subscriber list', error);
      return data as Subscriber[];
    },
    async subscribersByIds(ids) {
      if (ids.length === 0) return [];
      const { data, error } = await subscribers()
        .select(SUBSCRIBER_COLUMNS)
        .in('id', [...ids]);
      if (error) fail('subscriber list', error);
      return data as Subscriber[];
    },
    async knownConcerts() {
      const { data, error } = await client.from('fan_known_concerts').select('concert_id,state');
      if (error) fail('known concerts', error);
      return new Map((data as { concert_id: string; state: string }[]).map((row) => [row.concert_id, row.state]));
    },
    async rememberConcert(concertId, state, isNew) {
      if (isNew) {
        const { error } = await client.from('fan_known_concerts').insert({ concert_id: concertId, state });
        if (!error) return;
        if (!isConflict(error)) fail('known concert insert', error);
      }
      const { error } = await client.from('fan_known_concerts').update({ state }).eq('concert_id', concertId);
      if (error) fail('known concert update', error);
    },
    async plannedAlerts(concertId) {
      const { data, error } = await log().select('subscriber_id,kind,status').eq('concert_id', concertId);
      if (error) fail('send log lookup', error);
      return data as { subscriber_id: string; kind: AlertKind; status: string }[];
    },
    async recordWelcomed(concertIds, subscriberId, at) {
      for (const concertId of concertIds) {
        const { error } = await log().insert({ concert_id: concertId, subscriber_id: subscriberId, kind: 'announce', status: 'sent', sent_at: at.toISOString() });
        if (error && !isConflict(error)) fail('welcome record', error);
      }
    },
    async planAlerts(rows) {
      const { error } = await log().insert(rows);
      if (!isConflict(error)) {
        if (error) fail('send log insert', error);
        return;
      }
      // Another run planned some of them meanwhile (the insert is all or nothing): the rest one by one, each planned once.
      for (const row of rows) {
        const single = await log().insert(row);
        if (single.error && !isConflict(single.error)) fail('send log insert', single.error);
      }
    },
    async releaseStaleClaims(before, now) {
      const { data, error } = await log()
        .update({ status: 'failed', next_attempt_at: now.toISOString() })
        .eq('status', 'sending')
        .lt('claimed_at', before.toISOString())
        .select('id');
      if (error) fail('stale claims release', error);
      return data.length;
    },
    async claimDueAlerts(now, limit) {
      const due = await log().select('id').in('status', ['pending', 'failed']).lte('next_attempt_at', now.toISOString()).order('created_at').order('id').limit(limit);
      if (due.error) fail('due alerts', due.error);
      const ids = (due.data as { id: string }[]).map((row) => row.id);
      if (ids.length === 0) return [];
      const { data, error } = await log()
        .update({ status: 'sending', claimed_at: now.toISOString() })
        .in('id', ids)
        .in('status', ['pending', 'failed'])
        .select('id,concert_id,subscriber_id,kind,attempts');
      if (error) fail('alert claim', error);
      return data as AlertRow[];
    },
    async recordAlertOutcome(ids, outcome, at) {
      if (ids.length === 0) return;
      const { error } = await log()
        .update({
          status: outcome.status,
          error: outcome.error,
          ...(outcome.attempts > 0 ? { attempts: outcome.attempts } : {}),
          ...(outcome.status === 'sent' ? { sent_at: at.toISOString() } : {}),
          ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt.toISOString() } : {}),
        })
        .in('id', [...ids]);
      if (error) fail('alert outcome', error);
    },
    async deleteUnconfirmedBefore(before) {
      const { data, error } = await subscribers().delete().is('confirmed_at', null).lt('created_at', before.toISOString()).select('id');
      if (error) fail('unconfirmed deletion', error);
      return data.length;
    },
    async deleteSignUpsBefore(before) {
      const { error } = await client.from('fan_signup_attempts').delete().lt('created_at', before.toISOString());
      if (error) fail('sign-up records deletion', error);
    },
    async deleteListMailsBefore(before) {
      const { error } = await client.from('fan_list_mails').delete().lt('sent_at', before.toISOString());
      if (error) fail('sign-up mail counts deletion', error);
    },
    async deleteDoNotMailBefore(before) {
      const { error } = await client.from('fan_do_not_mail').delete().lt('added_at', before.toISOString());
      if (error) fail('do-not-mail deletion', error);
    },
    async deleteWithdrawnEventsBefore(before) {
      const { error } = await client.from('fan_consent_events').delete().is('subscriber_id', null).lt('at', before.toISOString());
      if (error) fail('consent events deletion', error);
    },
    async claimReport(month) {
      const { error } = await client.from('fan_reports').insert({ month });
      if (isConflict(error)) return false;
      if (error) fail('report claim', error);
      return true;
    },
    async releaseReport(month) {
      const { error } = await client.from('fan_reports').delete().eq('month', month);
      if (error) fail('report release', error);
    },
    alertsSentBetween: (from, to) =>
      count(log().select('id', { count: 'exact', head: true }).eq('status', 'sent').gte('sent_at', from.toISOString()).lt('sent_at', to.toISOString()), 'count of alerts'),
  };
}
