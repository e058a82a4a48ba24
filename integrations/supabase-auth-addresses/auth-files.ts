/**
 * Reads what the hosted project's auth addresses depend on, from the repository: supabase/config.toml.
 * The rules themselves are src/lib/supabase-auth-config.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { authConfigProblems, type AuthUrls } from '../../src/lib/supabase-auth-config.ts';

type Table = Record<string, unknown>;
const table = (value: unknown): Table => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {});

export const configPath = (projectDir: string): string => join(projectDir, 'supabase', 'config.toml');

/** `[auth]` site_url and additional_redirect_urls. */
export async function readAuthFiles(projectDir: string): Promise<AuthUrls> {
  const auth = table(table(parse(await readFile(configPath(projectDir), 'utf8')))['auth']);
  const redirects = auth['additional_redirect_urls'];
  return {
    siteUrl: typeof auth['site_url'] === 'string' ? auth['site_url'] : '',
    redirectUrls: Array.isArray(redirects) ? redirects.filter((url): url is string => typeof url === 'string') : [],
  };
}

/** The French reasons the repository's auth settings do not fit the site at `siteUrl`. */
export async function authFilesProblems(projectDir: string, siteUrl: string): Promise<string[]> {
  return authConfigProblems(await readAuthFiles(projectDir), siteUrl);
}
