/**
 * What `npm run pro-documents:push` does with the files of a folder (scripts/pro-documents-push.ts
 * reads the disk and reaches the bucket): each file goes to the private bucket, is read back from
 * it, and the list of content/pro-documents.json follows the folder, each document with the size
 * and SHA-256 of the object the bucket holds. The folder is the list: a new file is added to the
 * category named after its folder, a listed document whose file is gone leaves the list. The paths
 * of the list go to the bucket too (PRO_DOCUMENT_LIST_OBJECT), the only ones sign-pro-document signs.
 */
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PRO_DOCUMENT_PATH, documentTypeOf, documentTypes, type DocumentType } from '../../src/lib/pro-documents.ts';
import { PRO_DOCUMENT_LIST_OBJECT, proDocumentListText } from '../../supabase/functions/_shared/pro-document-list.ts';

export const PRO_DOCUMENTS_BUCKET = 'pro-documents';
/** Where the list of documents lives. */
export const LIST_FILE = 'content/pro-documents.json';

/** The type the bucket serves each file with, so that a browser opens or saves it as what it is. */
const CONTENT_TYPES: Record<DocumentType, string> = {
  PDF: 'application/pdf',
  DOC: 'application/msword',
  JPG: 'image/jpeg',
  ZIP: 'application/zip',
  MP3: 'audio/mpeg',
  MP4: 'video/mp4',
};

export interface ProDocument {
  name: string;
  path: string;
  size: number;
  sha256: string;
}

export interface ProDocumentCategory {
  id: string;
  title: string;
  order: number;
  documents: ProDocument[];
}

/** A category as the list file may hold it before a push: its documents' size and digest may be missing. */
export interface ListedCategory extends Omit<ProDocumentCategory, 'documents'> {
  documents: (Pick<ProDocument, 'name' | 'path'> & Partial<ProDocument>)[];
}

export interface LocalFile {
  /** The object name: the path under the folder, with `/`. */
  path: string;
  bytes: Uint8Array;
}

/** The private bucket, reached with the service-role key. */
export interface Bucket {
  /** Writes the object, replacing one of the same name. */
  upload(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, as the bucket serves them. */
  download(path: string): Promise<Uint8Array>;
}

/** The bucket through supabase-js; `client` must carry the service-role key, `where` names the project in messages. */
export function supabaseBucket(client: SupabaseClient, where: string): Bucket {
  const storage = client.storage.from(PRO_DOCUMENTS_BUCKET);
  return {
    async upload(path, bytes, contentType) {
      const { error } = await storage.upload(path, bytes, { upsert: true, contentType });
      if (error) throw new Error(`« ${path} » n'a pas pu être envoyé au stockage de ${where} : ${error.message}`);
    },
    async download(path) {
      const { data, error } = await storage.download(path);
      if (error) throw new Error(`« ${path} » n'a pas pu être relu dans le stockage de ${where} : ${error.message}`);
      return new Uint8Array(await data.arrayBuffer());
    },
  };
}

export interface PushOutcome {
  categories: ProDocumentCategory[];
  added: string[];
  /** Documents that left the list (their objects stay in the bucket, unreachable: the function signs listed paths only). */
  removed: string[];
}

/** The type the bucket serves a file with: its document type's, else Storage's own for unknown bytes. */
export function contentTypeOf(path: string): string {
  const type = documentTypeOf(path);
  return type ? CONTENT_TYPES[type] : 'application/octet-stream';
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The French reasons the files cannot be pushed as they are named, one per file. */
export function localFileProblems(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    if (!PRO_DOCUMENT_PATH.test(path)) {
      return [
        `« ${path} » : rangez chaque fichier dans un dossier (la rubrique), nom et dossier en minuscules sans accents ni espaces, par exemple fiches-techniques/plan-de-scene.pdf`,
      ];
    }
    if (documentTypeOf(path) === undefined)
      return [`« ${path} » : l'espace pro ne présente que ces types de fichiers : ${documentTypes.map((type) => `.${type.toLowerCase()}`).join(', ')}`];
    return [];
  });
}

/** A first title from a file or folder name (`photos-de-concert.zip` → « Photos de concert »), for the artist to change in the studio. */
export function readableName(fileOrFolder: string): string {
  const words = fileOrFolder
    .replace(/\.[^.]+$/, '')
    .replace(/[-.]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Uploads `files` to the bucket, reads each back, and gives the list `categories` following them.
 * Throws, in French, before any upload when a file is misnamed or the folder is empty, and after
 * one when the bucket gives back other bytes than were sent.
 */
export async function pushProDocuments(files: readonly LocalFile[], categories: readonly ListedCategory[], bucket: Bucket): Promise<PushOutcome> {
  if (files.length === 0) throw new Error('Le dossier ne contient aucun fichier : rien à envoyer (la liste des documents reste telle quelle).');
  const problems = localFileProblems(files.map((file) => file.path));
  if (problems.length > 0) throw new Error(`Rien n'a été envoyé :\n${problems.map((problem) => `- ${problem}`).join('\n')}`);

  /** Sends one object and reads it back: its size and digest as the bucket holds it. */
  const store = async (path: string, bytes: Uint8Array, contentType: string): Promise<Pick<ProDocument, 'size' | 'sha256'>> => {
    await bucket.upload(path, bytes, contentType);
    const readBack = await bucket.download(path);
    const digest = sha256(readBack);
    if (digest !== sha256(bytes))
      throw new Error(`« ${path} » : le stockage a rendu un autre fichier que celui envoyé (${readBack.byteLength} octets au lieu de ${bytes.byteLength}) ; relancez la commande.`);
    return { size: readBack.byteLength, sha256: digest };
  };

  const stored = new Map<string, Pick<ProDocument, 'size' | 'sha256'>>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    stored.set(file.path, await store(file.path, file.bytes, contentTypeOf(file.path)));
  }
  const listed = new Set(categories.flatMap((category) => category.documents.map((document) => document.path)));
  const removed = [...listed].filter((path) => !stored.has(path)).sort();
  const kept: ProDocumentCategory[] = categories.map((category) => ({
    id: category.id,
    title: category.title,
    order: category.order,
    documents: category.documents.flatMap((document) => {
      const object = stored.get(document.path);
      return object ? [{ name: document.name, path: document.path, ...object }] : [];
    }),
  }));
  const added: string[] = [];
  for (const [path, object] of stored) {
    if (listed.has(path)) continue;
    added.push(path);
    const [folder = '', file = ''] = path.split('/');
    let category = kept.find((candidate) => candidate.id === folder);
    if (!category) {
      category = { id: folder, title: readableName(folder), order: Math.max(0, ...kept.map((candidate) => candidate.order)) + 1, documents: [] };
      kept.push(category);
    }
    category.documents.push({ name: readableName(file), path, ...object });
  }
  // Last, once every document is in: the function signs what this list holds, and nothing else.
  await store(PRO_DOCUMENT_LIST_OBJECT, new TextEncoder().encode(proDocumentListText([...stored.keys()])), 'application/json');
  return { categories: kept.filter((category) => category.documents.length > 0), added, removed };
}

/** content/pro-documents.json as the studio writes it. */
export function listFile(categories: readonly ProDocumentCategory[]): string {
  return `${JSON.stringify({ entries: categories }, null, 2)}\n`;
}
