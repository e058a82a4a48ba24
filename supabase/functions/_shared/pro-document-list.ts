/**
 * The paths sign-pro-document may sign: the documents of content/pro-documents.json, which
 * npm run pro-documents:push writes into the private bucket beside them, as one object, each time
 * it writes the list. The function reads that object at each request rather than a copy bundled at
 * deploy: a push is in force at once, with no function to deploy again, and a stack seeded with
 * the tests' files (tests/fixtures/pro-documents/) signs the tests' list. The object's name has no
 * folder, which no document's path may lack (PRO_DOCUMENT_PATH): it never lists itself.
 */
export const PRO_DOCUMENT_LIST_OBJECT = 'documents-signables.json';

/** The object's text for these paths: a JSON array, sorted, one path a line. */
export function proDocumentListText(paths: readonly string[]): string {
  return `${JSON.stringify([...paths].sort(), null, 2)}\n`;
}

/** The paths the object lists; throws on anything but a JSON array of texts, rather than sign from a list misread. */
export function parseProDocumentList(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.some((path) => typeof path !== 'string')) throw new Error(`${PRO_DOCUMENT_LIST_OBJECT} is not a JSON array of paths`);
  return parsed as string[];
}
