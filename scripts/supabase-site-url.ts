/**
 * `npm run supabase:site-url`: writes the site's address (SITE_URL, else Netlify's URL, as
 * src/site.config.ts reads it) into supabase/config.toml's `[auth]` site_url and
 * additional_redirect_urls, then says what a production build would still refuse.
 *   SITE_URL=https://mondomaine.fr npm run supabase:site-url
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '../src/site.config.ts';
import { withAuthUrls } from '../src/lib/supabase-auth-config.ts';
import { authFilesProblems, configPath } from '../integrations/supabase-auth-addresses/auth-files.ts';

const projectDir = join(import.meta.dirname, '..');
const path = configPath(projectDir);
await writeFile(path, withAuthUrls(await readFile(path, 'utf8'), site.url));
console.log(`supabase/config.toml : site_url et additional_redirect_urls suivent ${site.url}.`);

const problems = await authFilesProblems(projectDir, site.url);
if (problems.length > 0) {
  console.log(`Un build de production refuserait encore :\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Reportez ces réglages sur le projet hébergé : supabase config push (ou Authentication > URL Configuration).');
}
