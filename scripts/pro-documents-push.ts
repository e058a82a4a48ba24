/**
 * `npm run pro-documents:push`: sends the files of the pro area (pro-documents/, never in git) to
 * the private bucket with the service-role key, reads each back, writes there the paths
 * sign-pro-document may sign, then content/pro-documents.json (each document's size and SHA-256 as
 * the bucket holds it; new files added, missing ones removed): scripts/lib/pro-documents-push.ts.
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<clé service_role> npm run pro-documents:push
 *   npm run pro-documents:push -- --local            (the local stack, npm run supabase:local)
 *   npm run pro-documents:push -- autre-dossier/     (another folder than pro-documents/)
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { supabaseTarget } from './lib/supabase-target.ts';
import { LIST_FILE, PRO_DOCUMENTS_BUCKET, listFile, pushProDocuments, supabaseBucket, type ListedCategory, type LocalFile } from './lib/pro-documents-push.ts';

const projectDir = join(import.meta.dirname, '..');
const { values, positionals } = parseArgs({ options: { local: { type: 'boolean', default: false } }, allowPositionals: true });
const folder = resolve(positionals[0] ?? join(projectDir, 'pro-documents'));

async function localFiles(): Promise<LocalFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => {
    throw new Error(`Le dossier ${relative(projectDir, folder) || folder} n'existe pas : déposez-y les documents, rangés par rubrique (biographie-presse/dossier-de-presse.pdf).`);
  });
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
  return Promise.all(
    files.map(async (entry) => ({ path: relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'), bytes: await readFile(join(entry.parentPath, entry.name)) })),
  );
}

async function main(): Promise<void> {
  const { url, serviceRoleKey } = await supabaseTarget(values.local, 'npm run pro-documents:push');
  const bucket = supabaseBucket(createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }), url);
  const listPath = join(projectDir, LIST_FILE);
  const listed = (JSON.parse(await readFile(listPath, 'utf8')) as { entries: ListedCategory[] }).entries;
  const files = await localFiles();
  const { categories, added, removed } = await pushProDocuments(files, listed, bucket);
  console.log(
    `${files.length} fichier${files.length > 1 ? 's' : ''} envoyé${files.length > 1 ? 's' : ''} au bucket privé ${PRO_DOCUMENTS_BUCKET} de ${url}, puis relu${files.length > 1 ? 's' : ''}.`,
  );

  await writeFile(listPath, listFile(categories));

  const count = categories.reduce((sum, category) => sum + category.documents.length, 0);
  console.log(`${LIST_FILE} : ${count} documents, avec la taille et l'empreinte SHA-256 relues dans le bucket.`);
  if (added.length > 0) console.log(`Ajoutés à la liste (changez leur nom affiché dans le studio) :\n${added.map((path) => `- ${path}`).join('\n')}`);
  if (removed.length > 0) {
    console.log(
      `Retirés de la liste (absents du dossier) :\n${removed.map((path) => `- ${path}`).join('\n')}\nIls restent dans le bucket, mais plus personne ne peut les télécharger ; pour les effacer : Storage > ${PRO_DOCUMENTS_BUCKET} dans le tableau de bord Supabase.`,
    );
  }
  console.log(`Les téléchargements suivent la nouvelle liste dès maintenant. Enregistrez ${LIST_FILE} dans git : le prochain build du site la publie.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
