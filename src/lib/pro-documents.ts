/**
 * The professional documents: their types, and the rule tying a document's declared type to the
 * file stored in the private bucket. The list itself lives in content/pro-documents.json; a download
 * link comes from the sign-pro-document function (supabase/functions/_shared/sign-document-handler.ts).
 */

export const documentTypes = ['PDF', 'DOC', 'JPG', 'ZIP', 'MP3', 'MP4'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** True when the stored file's extension is the one its declared type announces. */
export function pathMatchesType(path: string, type: DocumentType): boolean {
  return path.toLowerCase().endsWith(`.${type.toLowerCase()}`);
}
