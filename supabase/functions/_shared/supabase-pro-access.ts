/**
 * The pro access tables through supabase-js with the service-role key (the only role that writes
 * them): pro_approvals, pro_access_requests, used_approval_links. Postgres decides every race by a
 * primary key or a conditional update, never a read followed by a write.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ApprovalLinkUses, ProApprovalStore } from './approve-pro-account-handler.ts';
import type { AccessRequests } from './request-pro-access-handler.ts';

/** Postgres's unique and foreign-key violations, as PostgREST passes them on. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export function createSupabaseProApprovals(client: SupabaseClient): ProApprovalStore {
  return {
    async isApproved(userId) {
      const { data, error } = await client.from('pro_approvals').select('user_id').eq('user_id', userId).maybeSingle();
      if (error) throw new Error(`pro_approvals could not be read: ${error.message}`);
      return data !== null;
    },
    async approve(userId) {
      const { error } = await client.from('pro_approvals').insert({ user_id: userId });
      if (!error) return true;
      if (error.code === UNIQUE_VIOLATION) return false;
      throw new Error(`pro_approvals could not be written: ${error.message}`);
    },
  };
}

export function createSupabaseAccessRequests(client: SupabaseClient): AccessRequests {
  return {
    async claim(userId, since, now) {
      const first = await client.from('pro_access_requests').insert({ user_id: userId, requested_at: now.toISOString() });
      if (!first.error) return true;
      if (first.error.code !== UNIQUE_VIOLATION) throw new Error(`pro_access_requests could not be written: ${first.error.message}`);
      // Asked before: the request is this one's only if the last was mailed before `since`.
      const { data, error } = await client
        .from('pro_access_requests')
        .update({ requested_at: now.toISOString() })
        .eq('user_id', userId)
        .lt('requested_at', since.toISOString())
        .select('user_id');
      if (error) throw new Error(`pro_access_requests could not be updated: ${error.message}`);
      return data.length === 1;
    },
    async release(userId) {
      const { error } = await client.from('pro_access_requests').delete().eq('user_id', userId);
      if (error) throw new Error(`pro_access_requests could not be released: ${error.message}`);
    },
  };
}

export function createSupabaseApprovalLinkUses(client: SupabaseClient): ApprovalLinkUses {
  return {
    async record(linkId, userId) {
      const { error } = await client.from('used_approval_links').insert({ link_id: linkId, user_id: userId });
      if (!error) return 'first';
      if (error.code === UNIQUE_VIOLATION) return 'again';
      if (error.code === FOREIGN_KEY_VIOLATION) return 'account-gone';
      throw new Error(`used_approval_links could not be written: ${error.message}`);
    },
    async forget(linkId) {
      const { error } = await client.from('used_approval_links').delete().eq('link_id', linkId);
      if (error) throw new Error(`used_approval_links could not be released: ${error.message}`);
    },
  };
}
