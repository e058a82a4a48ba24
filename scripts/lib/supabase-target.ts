/** The Supabase project an artist's command talks to (`npm run pro-documents:push`, `npm run fans:export`). */
import { LOCAL_SUPABASE_URL } from '../../src/lib/supabase-config.ts';
import { DEMO_JWT_SECRET, JwtKeys } from '../../supabase/local/jwt.ts';

/**
 * With `--local`, the local stack and its demo service_role key; otherwise the hosted project named
 * by SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or a French message saying how to name it.
 */
export async function supabaseTarget(local: boolean, command: string): Promise<{ url: string; serviceRoleKey: string }> {
  if (local) return { url: LOCAL_SUPABASE_URL, serviceRoleKey: await new JwtKeys(DEMO_JWT_SECRET).apiKey('service_role') };
  const url = process.env['SUPABASE_URL'];
  const serviceRoleKey = process.env['SUPABASE_SERVICE_ROLE_KEY'];
  if (!url || !serviceRoleKey) {
    throw new Error(
      `Indiquez le projet Supabase : SUPABASE_URL (https://<ref>.supabase.co) et SUPABASE_SERVICE_ROLE_KEY (la clé service_role, dans Project Settings > API Keys ; ne la donnez à personne et ne l'écrivez dans aucun fichier du dépôt). Pour la pile locale : ${command} -- --local.`,
    );
  }
  return { url: url.replace(/\/+$/, ''), serviceRoleKey };
}
