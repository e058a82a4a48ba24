/** DocumentSigner through supabase-js with the service-role key: Storage's signed URL of one object, downloaded under its own name, and the list of documents the push keeps in the bucket. */
import { StorageApiError, type SupabaseClient } from '@supabase/supabase-js';
import { PRO_DOCUMENT_LIST_OBJECT, parseProDocumentList } from './pro-document-list.ts';
import { downloadFileName, type DocumentSigner } from './sign-document-handler.ts';

const PRO_DOCUMENTS_BUCKET = 'pro-documents';

/** `client` must carry the service-role key: no policy lets another role sign these objects. */
export function createSupabaseDocumentSigner(client: SupabaseClient): DocumentSigner {
  return {
    async sign(path, seconds) {
      const { data, error } = await client.storage.from(PRO_DOCUMENTS_BUCKET).createSignedUrl(path, seconds, { download: downloadFileName(path) });
      if (data) return data.signedUrl;
      // Storage answers a missing object with its own 404 in the body (statusCode '404', NoSuchKey).
      if (error instanceof StorageApiError && error.statusCode === '404') return null;
      throw new Error(`storage could not sign ${path}: ${error?.message ?? 'no URL returned'}`);
    },
    async listedPaths() {
      const { data, error } = await client.storage.from(PRO_DOCUMENTS_BUCKET).download(PRO_DOCUMENT_LIST_OBJECT);
      if (data) return parseProDocumentList(await data.text());
      if (error instanceof StorageApiError && error.statusCode === '404') return [];
      throw new Error(`storage could not read ${PRO_DOCUMENT_LIST_OBJECT}: ${error?.message ?? 'no data returned'}`);
    },
  };
}
