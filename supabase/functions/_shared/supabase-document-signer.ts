/** DocumentSigner through supabase-js with the service-role key: Storage's signed URL of one object, downloaded under its own name. */
import { StorageApiError, type SupabaseClient } from '@supabase/supabase-js';
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
  };
}
