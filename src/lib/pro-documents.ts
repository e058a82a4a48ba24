/**
 * The professional documents' types. A document's type is its file's extension (PDF for .pdf), read
 * from its path rather than typed beside it, so the label the area shows can never contradict the
 * file. The list itself lives in content/pro-documents.json; a download link comes from the
 * sign-pro-document function (supabase/functions/_shared/sign-document-handler.ts).
 */

export const documentTypes = ['PDF', 'DOC', 'JPG', 'ZIP', 'MP3', 'MP4'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The type a stored file's extension announces, whatever its case; undefined for any other file. */
export function documentTypeOf(path: string): DocumentType | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toUpperCase();
  return documentTypes.find((type) => type === extension);
}
