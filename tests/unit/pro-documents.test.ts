import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTypeOf } from '../../src/lib/pro-documents';
import { readList } from '../content-files';

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

describe('the document list and the bucket folder', () => {
  it('list the same files, each of a type the area knows', async () => {
    const categories = readList<{ documents: Array<{ path: string }> }>('pro-documents.json');
    const listed = categories.flatMap((category) => category.documents);
    const stored = (await readdir(join(root, 'pro-documents'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(root, 'pro-documents').length + 1));
    expect(listed.map((document) => document.path).sort()).toEqual(stored.sort());
    expect(listed.filter((document) => documentTypeOf(document.path) === undefined)).toEqual([]);
  });
});
