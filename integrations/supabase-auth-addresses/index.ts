/**
 * A production build stops when the hosted project's auth addresses (supabase/config.toml's
 * site_url and redirect URLs) do not follow the site's address:
 * confirmation and recovery links would lead to localhost or the placeholder domain.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { authFilesProblems } from './auth-files.ts';

export function supabaseAuthAddresses(siteUrl: string, projectDir: URL): AstroIntegration {
  return {
    name: 'supabase-auth-addresses',
    hooks: {
      'astro:config:setup': async () => {
        if (process.env['CONTEXT'] !== 'production') return;
        const problems = await authFilesProblems(fileURLToPath(projectDir), siteUrl);
        if (problems.length === 0) return;
        throw new Error(
          `Build de production : les adresses de connexion Supabase ne suivent pas celle du site (${siteUrl}).\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` +
            'Lancez SITE_URL=<adresse du site> npm run supabase:site-url, reportez les réglages sur le projet (supabase config push), puis validez supabase/config.toml.',
        );
      },
    },
  };
}
