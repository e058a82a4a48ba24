/** What the conformance tests share: the suite's stack address, its keys and supabase-js clients. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_SUPABASE_ANON_KEY } from '../../src/lib/supabase-config';
import { requestFrom } from '../loopback-client';

/** 54421 and 54424, or CONFORMANCE_API_PORT and the port three above it: two suites on one machine need two stacks. */
export const CONFORMANCE_API_PORT = Number(process.env['CONFORMANCE_API_PORT'] ?? 54421);
export const CONFORMANCE_MAIL_PORT = CONFORMANCE_API_PORT + 3;
/** The stand-in for the built site that the fan-* functions read (fans.test.ts serves it): five above the API. */
export const CONFORMANCE_SITE_PORT = CONFORMANCE_API_PORT + 5;
/** High enough for the whole suite; the rate-limit test lowers it for a moment. */
export const CONFORMANCE_SIGN_IN_LIMIT = 10_000;

export const API_URL = `http://127.0.0.1:${CONFORMANCE_API_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${CONFORMANCE_MAIL_PORT}`;
export const SITE_URL = `http://127.0.0.1:${CONFORMANCE_SITE_PORT}`;
export const ANON_KEY = LOCAL_SUPABASE_ANON_KEY;
/** The Supabase CLI's demo service-role key. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const PASSWORD = 'Guitare-cubaine-2025';

/** A browser-like storage kept in memory, so each client has its own persisted session. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A client configured as the site's (persisted session, auto refresh off so tests drive it). */
export function newClient(storage = new MemoryStorage()): SupabaseClient {
  return createClient(API_URL, ANON_KEY, {
    auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export const admin = createClient(API_URL, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@conformance.example`;
}

/** A confirmed account, created through the admin API as a test fixture. */
export async function confirmedUser(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  return email;
}

/** A client signed in as a new confirmed user. */
export async function signedInClient(label: string): Promise<{ client: SupabaseClient; email: string; storage: MemoryStorage }> {
  const email = await confirmedUser(label);
  const storage = new MemoryStorage();
  const client = newClient(storage);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { client, email, storage };
}

export async function setAuthSettings(settings: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${MAIL_URL}/api/auth-settings`, { method: 'PUT', body: JSON.stringify(settings) });
  if (response.status !== 204) throw new Error(`auth settings refused: ${response.status}`);
}

export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

export async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const mails = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.includes(email));
}

/** POSTs JSON from the loopback address `source`: a client of its own as the gateway sees it, whatever headers it writes. */
export async function postFrom(source: string, url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await requestFrom(source, url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = response.body.toString('utf8');
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
