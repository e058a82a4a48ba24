/**
 * Where the site finds its Supabase project. Everything defaults to the local stack
 * (`supabase/local`), which uses the Supabase CLI's demo values so any Supabase tool works against it.
 */

export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** The Supabase CLI's public demo anon key (role `anon`), never a secret. */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

type Env = Record<string, string | undefined>;

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}

/**
 * Reads `PUBLIC_SUPABASE_URL` and `PUBLIC_SUPABASE_ANON_KEY`. A production build on Netlify
 * (`CONTEXT=production`) must point to a hosted project: it fails with a message saying what to set.
 */
export function resolveSupabaseSettings(env: Env): SupabaseSettings {
  const url = (env['PUBLIC_SUPABASE_URL'] || LOCAL_SUPABASE_URL).replace(/\/+$/, '');
  const anonKey = env['PUBLIC_SUPABASE_ANON_KEY'] || LOCAL_SUPABASE_ANON_KEY;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PUBLIC_SUPABASE_URL n'est pas une adresse valide (« ${url} »). Indiquez l'URL du projet Supabase, par exemple https://abcd.supabase.co.`);
  }
  if (env['CONTEXT'] === 'production') {
    if (!env['PUBLIC_SUPABASE_URL'] || !env['PUBLIC_SUPABASE_ANON_KEY']) {
      throw new Error(
        'Build de production : PUBLIC_SUPABASE_URL et PUBLIC_SUPABASE_ANON_KEY doivent être définies dans Netlify (Site configuration > Environment variables) avec les valeurs du projet Supabase hébergé.',
      );
    }
    if (isLoopback(parsed.hostname)) {
      throw new Error(`Build de production : PUBLIC_SUPABASE_URL pointe vers la machine locale (${url}). Indiquez l'URL du projet Supabase hébergé.`);
    }
  }
  return { url, anonKey };
}

/** The key under which supabase-js stores the session in localStorage for this project URL. */
export function sessionStorageKey(projectUrl: string): string {
  const hostname = new URL(projectUrl).hostname;
  return `sb-${hostname.split('.')[0]}-auth-token`;
}

/** The origin the browser may connect to (for the Content-Security-Policy). */
export function supabaseOrigin(env: Env = typeof process === 'undefined' ? {} : process.env): string {
  return new URL(resolveSupabaseSettings(env).url).origin;
}
