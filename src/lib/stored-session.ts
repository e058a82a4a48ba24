/**
 * Reads the session that supabase-js keeps in localStorage, without loading the SDK (about 55 kB):
 * the navigation and the pro area's directive only need to know whether it is there and still
 * valid. Only an expired one calls for the SDK, which refreshes it or clears it.
 */

/** When the stored access token expires (Unix seconds), or null when nothing usable is stored. */
function storedExpiry(raw: string | null): number | null {
  try {
    const session = JSON.parse(raw ?? '') as { access_token?: unknown; refresh_token?: unknown; expires_at?: unknown } | null;
    // supabase-js itself deletes a value lacking a token or expires_at.
    return session?.access_token && session.refresh_token && typeof session.expires_at === 'number' ? session.expires_at : null;
  } catch {
    return null;
  }
}

/** A session is stored that may still be good: valid now, or expired but perhaps refreshable. */
export function hasStoredSession(raw: string | null): boolean {
  return storedExpiry(raw) !== null;
}

/**
 * `none`: nothing usable; `valid`: the access token has not expired; `expired`: it has, and only
 * a refresh can tell whether the visitor is still signed in.
 */
export type StoredSessionState = 'none' | 'valid' | 'expired';

export function storedSessionState(raw: string | null, nowMs: number): StoredSessionState {
  const expiresAt = storedExpiry(raw);
  if (expiresAt === null) return 'none';
  return expiresAt * 1000 > nowMs ? 'valid' : 'expired';
}
