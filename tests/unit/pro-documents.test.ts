import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from '../../src/lib/pro-documents';
import { sha256 } from '../../scripts/lib/pro-documents-push';
import { PRO_DOCUMENT_LIST_OBJECT, parseProDocumentList } from '../../supabase/functions/_shared/pro-document-list';
import { readList, siteContent } from '../content-files';

const root = join(import.meta.dirname, '..', '..');

describe('documentTypeOf', () => {
  it("reads the type from the file's last extension, whatever its case", () => {
    expect(documentTypeOf('fiches/plan.pdf')).toBe('PDF');
    expect(documentTypeOf('photos/portrait.JPG')).toBe('JPG');
    expect(documentTypeOf('audio/extrait.mp3.zip')).toBe('ZIP');
  });

  it('knows no type for another extension or a file without one', () => {
    expect(documentTypeOf('fiches/plan.docx')).toBeUndefined();
    expect(documentTypeOf('fiches/plan')).toBeUndefined();
    expect(documentTypeOf('fiches.pdf/plan')).toBeUndefined();
  });
});

describe('the private files and the lists', () => {
  it("lists in the test site's list exactly the tests' bucket files, each with its own size and SHA-256, and gives the function that list to sign", async () => {
    const fixtures = join(root, 'tests', 'fixtures', 'pro-documents');
    const categories = siteContent.readList<{ documents: Array<{ path: string; size: number; sha256: string }> }>('pro-documents.json');
    const listed = categories.flatMap((category) => category.documents);
    const stored = (await readdir(fixtures, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(fixtures, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((path) => path !== PRO_DOCUMENT_LIST_OBJECT);
    expect(listed.map((document) => document.path).sort()).toEqual(stored.sort());
    for (const document of listed) {
      const bytes = await readFile(join(fixtures, document.path));
      expect({ path: document.path, size: document.size, sha256: document.sha256 }).toEqual({ path: document.path, size: bytes.byteLength, sha256: sha256(bytes) });
    }
    expect(parseProDocumentList(await readFile(join(fixtures, PRO_DOCUMENT_LIST_OBJECT), 'utf8'))).toEqual(listed.map((document) => document.path).sort());
  });

  it("gives each document of the artist's list a type the area knows", () => {
    const listed = readList<{ documents: Array<{ path: string }> }>('pro-documents.json').flatMap((category) => category.documents);
    expect(listed.filter((document) => documentTypeOf(document.path) === undefined)).toEqual([]);
  });
});

describe('a document of the list without what the push writes', () => {
  it('stops the build, in French, naming the command that writes its size and digest', async () => {
    const { contentSchemas } = await import('../../src/content-schemas.ts');
    const category = { title: 'Biographie et Presse', order: 1, documents: [{ name: 'Biographie officielle', path: 'biographie-presse/biographie-officielle.pdf' }] };
    const result = contentSchemas.proDocuments.safeParse(category);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`) ?? [];
    expect(messages).toEqual([
      expect.stringMatching(/^documents\.0\.size : .*taille du fichier en octets, que npm run pro-documents:push écrit/),
      expect.stringMatching(/^documents\.0\.sha256 : .*empreinte SHA-256 du fichier, que npm run pro-documents:push écrit/),
    ]);
    const pushed = { ...category, documents: [{ ...category.documents[0], size: 981, sha256: 'a'.repeat(64) }] };
    expect(contentSchemas.proDocuments.safeParse(pushed).success).toBe(true);
  });
});
