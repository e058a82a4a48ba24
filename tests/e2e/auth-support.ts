/** Helpers for the tests that need the local Supabase stack started by playwright.config.ts. */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { sessionStorageKey, resolveSupabaseSettings } from '../../src/lib/supabase-config';

/** The stack playwright.config.ts started: the local defaults unless PUBLIC_SUPABASE_URL and SUPABASE_LOCAL_MAIL_PORT move it. */
export const { url: SUPABASE_URL, anonKey: ANON_KEY } = resolveSupabaseSettings(process.env);
export const MAILBOX_URL = `http://127.0.0.1:${process.env['SUPABASE_LOCAL_MAIL_PORT'] ?? '54324'}`;
export const STORAGE_URL = `${SUPABASE_URL}/storage/v1`;
export const SESSION_KEY = sessionStorageKey(SUPABASE_URL);
export const PASSWORD = 'Clave-son-2025';
/** The Supabase CLI's demo service-role key: lets the tests create accounts as fixtures and read private tables. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@e2e.example`;
}

const ADMIN_HEADERS = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };

/** A confirmed account, created through the admin API: its address and its id; `lang` is the site's language it signed up in. */
async function confirmedAccount(label: string, lang?: string): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(label);
  const response = await fetch(`${SUPABASE_URL}/auth/v1/admin/users`, {
    method: 'POST',
    headers: ADMIN_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true, ...(lang && { user_metadata: { lang } }) }),
  });
  expect(response.status).toBe(200);
  return { email, id: ((await response.json()) as { id: string }).id };
}

/** A confirmed account, created through the admin API, as if it had signed up on the site in `lang` (the mails' language). */
export async function createConfirmedUser(label: string, lang?: string): Promise<string> {
  return (await confirmedAccount(label, lang)).email;
}

/** A confirmed account the artist has approved for the gated pro documents (one row of pro_approvals, written with the service role). */
export async function createApprovedUser(label: string): Promise<string> {
  const { email, id } = await confirmedAccount(label);
  const approval = await fetch(`${SUPABASE_URL}/rest/v1/pro_approvals`, { method: 'POST', headers: ADMIN_HEADERS, body: JSON.stringify({ user_id: id }) });
  expect(approval.status).toBe(201);
  return email;
}

/**
 * Starts every page of `target` signed in as a new confirmed user, without going through the form:
 * the session the stack answers is stored where supabase-js keeps it, before any page script runs.
 */
export async function startSignedIn(target: Page | BrowserContext, label: string): Promise<string> {
  const email = await createConfirmedUser(label);
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const session = await response.text();
  await target.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [SESSION_KEY, session] as const,
  );
  return email;
}

/** Switches the stack's e-mail confirmations (config.toml has them on). */
export async function setAutoconfirm(enabled: boolean): Promise<void> {
  const response = await fetch(`${MAILBOX_URL}/api/auth-settings`, { method: 'PUT', body: JSON.stringify({ mailer_autoconfirm: enabled }) });
  expect(response.status).toBe(204);
}

export async function mailsTo(email: string): Promise<Array<{ subject: string; html: string }>> {
  const mails = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as Array<{ to: string[]; subject: string; html: string }>;
  return mails.filter((mail) => mail.to.includes(email));
}

/** Signs in through the /auth form, as a visitor does, and waits for the redirect. */
export async function signIn(page: Page, email: string, path = '/auth'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

export function navigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  return {
    signIn: nav.getByRole('link', { name: 'Connexion' }),
    proArea: nav.getByRole('link', { name: 'Espace Pro' }),
    signOut: nav.getByRole('button', { name: 'Déconnexion' }),
  };
}
