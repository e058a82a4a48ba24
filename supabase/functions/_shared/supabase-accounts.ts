/** AccountAdmin through supabase-js: `GET /auth/v1/user` with the caller's token, `DELETE /auth/v1/admin/users/:id` with the service role. */
import { isAuthApiError, isAuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import type { AccountAdmin, TokenOwner } from './delete-account-handler.ts';

/** `client` must carry the service-role key: only it may call the admin API. */
export function createSupabaseAccounts(client: SupabaseClient): AccountAdmin {
  return {
    async ownerOf(accessToken: string): Promise<TokenOwner> {
      const { data, error } = await client.auth.getUser(accessToken);
      if (data.user) return { kind: 'user', id: data.user.id };
      // GoTrue checks the user before the session: a deleted user's token says user_not_found.
      if (isAuthApiError(error) && error.code === 'user_not_found') return { kind: 'deleted' };
      if (isAuthApiError(error) && (error.status === 401 || error.status === 403)) return { kind: 'none' };
      // A session signed out or revoked (403 session_not_found) reaches supabase-js as AuthSessionMissingError, not an AuthApiError.
      if (isAuthSessionMissingError(error)) return { kind: 'none' };
      throw new Error(`auth could not read the token: ${error?.message ?? 'no user returned'}`);
    },
    async deleteUser(userId: string): Promise<boolean> {
      const { error } = await client.auth.admin.deleteUser(userId);
      if (!error) return true;
      if (isAuthApiError(error) && error.status === 404) return false;
      throw new Error(`admin delete failed: ${error.message}`);
    },
  };
}
