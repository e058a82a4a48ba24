/**
 * The professional documents: their types, and the rule tying a document's declared type to the
 * file stored in the private bucket. The list itself lives in content/pro-documents.json.
 */

export const PRO_DOCUMENTS_BUCKET = 'pro-documents';
/** A download link lives one minute: long enough to start the download, too short to share. */
export const SIGNED_URL_LIFETIME_SECONDS = 60;

export const documentTypes = ['PDF', 'DOC', 'JPG', 'ZIP', 'MP3', 'MP4'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** True when the stored file's extension is the one its declared type announces. */
export function pathMatchesType(path: string, type: DocumentType): boolean {
  return path.toLowerCase().endsWith(`.${type.toLowerCase()}`);
}

/** The name the browser gives the downloaded file: the stored file's own name. */
export function downloadFileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
