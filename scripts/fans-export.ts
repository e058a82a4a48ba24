/**
 * `npm run fans:export`: writes the confirmed fans of the list, with the consent in force (their consent events), to a
 * CSV file on this computer (scripts/lib/fans-export.ts), read with the service-role key. The
 * file holds personal data: keep it on your computer, never in the repository (.gitignore leaves
 * liste-des-fans-*.csv out).
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<clé service_role> npm run fans:export
 *   npm run fans:export -- --local                 (the local stack, npm run supabase:local)
 *   npm run fans:export -- autre-nom.csv           (another file than liste-des-fans-<date>.csv)
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { supabaseTarget } from './lib/supabase-target.ts';
import { EVENT_COLUMNS, EXPORT_COLUMNS, fansCsv, withConsentInForce, type ConsentEventRow, type ExportedFan } from './lib/fans-export.ts';

const PAGE = 1000;
const { values, positionals } = parseArgs({ options: { local: { type: 'boolean', default: false } }, allowPositionals: true });

async function main(): Promise<void> {
  const { url, serviceRoleKey } = await supabaseTarget(values.local, 'npm run fans:export');
  const database = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const fans: (ExportedFan & { id: string })[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await database
      .from('fan_subscribers')
      .select(['id', ...EXPORT_COLUMNS].join(','))
      .not('confirmed_at', 'is', null)
      .order('confirmed_at')
      .range(offset, offset + PAGE - 1);
    if (error) throw new Error(`La liste des fans n'a pas pu être lue (${error.message}) : vérifiez l'adresse du projet et la clé service_role.`);
    fans.push(...(data as unknown as (ExportedFan & { id: string })[]));
    if (data.length < PAGE) break;
  }
  const events: ConsentEventRow[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await database
      .from('fan_consent_events')
      .select(EVENT_COLUMNS.join(','))
      .not('subscriber_id', 'is', null)
      .order('id')
      .range(offset, offset + PAGE - 1);
    if (error) throw new Error(`Les consentements n'ont pas pu être lus (${error.message}) : vérifiez l'adresse du projet et la clé service_role.`);
    events.push(...(data as unknown as ConsentEventRow[]));
    if (data.length < PAGE) break;
  }
  const file = resolve(positionals[0] ?? `liste-des-fans-${new Date().toISOString().slice(0, 10)}.csv`);
  await writeFile(file, fansCsv(withConsentInForce(fans, events)));
  console.log(
    `${fans.length} fan${fans.length > 1 ? 's' : ''} confirmé${fans.length > 1 ? 's' : ''} écrit${fans.length > 1 ? 's' : ''} dans ${file}. Ce fichier contient des données personnelles : gardez-le sur votre ordinateur, ne l'envoyez pas et ne le mettez pas dans le dépôt.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
