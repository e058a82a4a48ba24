/**
 * Reads the session that supabase-js keeps in localStorage, without loading the SDK.
 * The navigation only needs to know whether someone is signed in; the SDK itself
 * refreshes or clears the session when an island needs it.
 */
export function hasStoredSession(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return false;
    const session = value as Record<string, unknown>;
    return (
      typeof session['access_token'] === 'string' &&
      session['access_token'] !== '' &&
      typeof session['refresh_token'] === 'string' &&
      session['refresh_token'] !== ''
    );
  } catch {
    return false;
  }
}
