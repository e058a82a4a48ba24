/**
 * Reads the session that supabase-js keeps in localStorage, without loading the SDK (about 55 kB):
 * the navigation and the pro area's directive only need to know whether it is there and still
 * valid. Only an expired one calls for the SDK, which refreshes it or clears it.
 */

/**
 * When the stored session's access token expires (`expires_at`, Unix seconds), or null when
 * nothing usable is stored: supabase-js itself deletes a value lacking a token or expires_at.
 */
export function storedSessionExpiry(raw: string | null): number | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const session = value as Record<string, unknown>;
  const hasToken = (name: string) => typeof session[name] === 'string' && session[name] !== '';
  const expiresAt = session['expires_at'];
  return hasToken('access_token') && hasToken('refresh_token') && typeof expiresAt === 'number' ? expiresAt : null;
}

/** A session is stored that may still be good: valid now, or expired but perhaps refreshable. */
export function hasStoredSession(raw: string | null): boolean {
  return storedSessionExpiry(raw) !== null;
}

/**
 * `none`: nothing usable; `valid`: the access token has not expired; `expired`: it has, and only
 * a refresh can tell whether the visitor is still signed in.
 */
export type StoredSessionState = 'none' | 'valid' | 'expired';

export function storedSessionState(raw: string | null, nowMs: number): StoredSessionState {
  const expiresAt = storedSessionExpiry(raw);
  if (expiresAt === null) return 'none';
  return expiresAt * 1000 > nowMs ? 'valid' : 'expired';
}
