import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTypes, pathMatchesType } from '../../src/lib/pro-documents';
import { readList } from '../content-files';

const root = join(import.meta.dirname, '..', '..');

describe('pathMatchesType', () => {
  it('accepts the extension of the declared type, whatever its case, and nothing else', () => {
    expect(pathMatchesType('fiches/plan.pdf', 'PDF')).toBe(true);
    expect(pathMatchesType('photos/portrait.JPG', 'JPG')).toBe(true);
    expect(pathMatchesType('photos/portrait.jpg', 'ZIP')).toBe(false);
    expect(pathMatchesType('audio/extrait.mp3.zip', 'MP3')).toBe(false);
  });
});

describe('the document list and the bucket folder', () => {
  it('list the same files, each of its declared type', async () => {
    const categories = readList<{ documents: Array<{ type: (typeof documentTypes)[number]; path: string }> }>('pro-documents.json');
    const listed = categories.flatMap((category) => category.documents);
    const stored = (await readdir(join(root, 'pro-documents'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(root, 'pro-documents').length + 1));
    expect(listed.map((document) => document.path).sort()).toEqual(stored.sort());
    expect(listed.every((document) => pathMatchesType(document.path, document.type))).toBe(true);
  });
});
