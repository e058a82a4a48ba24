/**
 * AccountAdmin through supabase-js: `GET /auth/v1/user` with the caller's token, `DELETE
 * /auth/v1/admin/users/:id` with the service role, and a password sign-in to re-authenticate.
 */
import { createClient, isAuthApiError, isAuthSessionMissingError, type SupabaseClient } from '@supabase/supabase-js';
import type { AccountAdmin, TokenOwner } from './delete-account-handler.ts';
import { isLanguage } from './languages.ts';

/** `client` must carry the service-role key: only it may call the admin API. `project`: where a password is checked, with the anon key. */
export function createSupabaseAccounts(client: SupabaseClient, project: { url: string; anonKey: string }): AccountAdmin {
  return {
    async ownerOf(accessToken: string): Promise<TokenOwner> {
      const { data, error } = await client.auth.getUser(accessToken);
      if (data.user) {
        const stored: unknown = data.user.user_metadata?.['lang'];
        return { kind: 'user', id: data.user.id, email: data.user.email ?? '', ...(isLanguage(stored) && { language: stored }) };
      }
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
    async passwordMatches(email: string, password: string): Promise<boolean> {
      // A client of its own: a session signed in on the service-role client would replace its key.
      const checker = createClient(project.url, project.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
      const { data, error } = await checker.auth.signInWithPassword({ email, password });
      if (data.session) {
        // The check's own session is not kept.
        await checker.auth.signOut({ scope: 'local' });
        return true;
      }
      if (isAuthApiError(error) && error.code === 'invalid_credentials') return false;
      throw new Error(`auth could not check the password: ${error?.message ?? 'no session returned'}`);
    },
  };
}
