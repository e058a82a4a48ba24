import { describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, resolveSupabaseSettings, sessionStorageKey } from '../../src/lib/supabase-config';
import { hasStoredSession, storedSessionState } from '../../src/lib/stored-session';

describe('Supabase settings', () => {
  it('defaults to the local stack', () => {
    expect(resolveSupabaseSettings({})).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY });
  });

  it('uses the configured project and drops a trailing slash', () => {
    expect(resolveSupabaseSettings({ PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co/', PUBLIC_SUPABASE_ANON_KEY: 'k' })).toEqual({
      url: 'https://abcd.supabase.co',
      anonKey: 'k',
    });
  });

  it('refuses a production build without a hosted project, saying what to set', () => {
    expect(() => resolveSupabaseSettings({ CONTEXT: 'production' })).toThrow(/PUBLIC_SUPABASE_URL et PUBLIC_SUPABASE_ANON_KEY doivent être définies/);
  });

  it('refuses a production build pointing at the local machine', () => {
    expect(() => resolveSupabaseSettings({ CONTEXT: 'production', PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321', PUBLIC_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /pointe vers la machine locale/,
    );
    expect(() => resolveSupabaseSettings({ CONTEXT: 'production', PUBLIC_SUPABASE_URL: 'http://localhost:54321', PUBLIC_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /pointe vers la machine locale/,
    );
  });

  it('accepts a hosted project in production', () => {
    expect(resolveSupabaseSettings({ CONTEXT: 'production', PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', PUBLIC_SUPABASE_ANON_KEY: 'k' }).url).toBe('https://abcd.supabase.co');
  });

  it('explains an address that is not a URL', () => {
    expect(() => resolveSupabaseSettings({ PUBLIC_SUPABASE_URL: 'abcd.supabase' })).toThrow(/n'est pas une adresse valide/);
  });
});

describe('stored session', () => {
  it('names the localStorage key after the first label of the host, as supabase-js does', () => {
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('http://localhost:54321')).toBe('sb-localhost-auth-token');
    expect(sessionStorageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  it('counts as stored only with both tokens and an expiry, as supabase-js keeps it', () => {
    expect(hasStoredSession(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 }))).toBe(true);
    expect(hasStoredSession(JSON.stringify({ access_token: 'a', refresh_token: 'r' }))).toBe(false);
    expect(hasStoredSession(JSON.stringify({ access_token: 'a' }))).toBe(false);
    expect(hasStoredSession(JSON.stringify({ access_token: '', refresh_token: 'r', expires_at: 1 }))).toBe(false);
  });

  it('tells a valid session from an expired one by expires_at alone, without the SDK', () => {
    const session = JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1_700_000_000 });
    expect(storedSessionState(session, 1_699_999_999_000)).toBe('valid');
    expect(storedSessionState(session, 1_700_000_000_000)).toBe('expired');
    expect(storedSessionState(session, 1_800_000_000_000)).toBe('expired');
    expect(storedSessionState(null, 0)).toBe('none');
    expect(storedSessionState(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: '1700000000' }), 0)).toBe('none');
  });

  it('treats a missing or corrupt value as signed out', () => {
    expect(hasStoredSession(null)).toBe(false);
    expect(hasStoredSession('{not json')).toBe(false);
    expect(hasStoredSession('null')).toBe(false);
  });
});
