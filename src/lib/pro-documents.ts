/**
 * The professional documents' paths and types. A document's type is its file's extension (PDF for
 * .pdf), read from its path rather than typed beside it, so the label the area shows can never
 * contradict the file. The list itself lives in content/pro-documents.json, written by
 * npm run pro-documents:push; a download link comes from the sign-pro-document function
 * (supabase/functions/_shared/sign-document-handler.ts), for a path of that list only.
 */

/** An object of the private bucket: a folder and a file, in lower case, as the list and the push both check. */
export const PRO_DOCUMENT_PATH = /^[a-z0-9-]+\/[a-z0-9.-]+$/;
/** A SHA-256 digest as the push writes it: 64 lower-case hexadecimal digits. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export const documentTypes = ['PDF', 'DOC', 'JPG', 'ZIP', 'MP3', 'MP4'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The type a stored file's extension announces, whatever its case; undefined for any other file. */
export function documentTypeOf(path: string): DocumentType | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toUpperCase();
  return documentTypes.find((type) => type === extension);
}
