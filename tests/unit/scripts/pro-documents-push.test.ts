import { describe, expect, it } from 'vitest';
import { contentTypeOf, listFile, pushProDocuments, readableName, sha256, type Bucket, type ListedCategory, type LocalFile } from '../../../scripts/lib/pro-documents-push';
import { PRO_DOCUMENT_LIST_OBJECT, parseProDocumentList } from '../../../supabase/functions/_shared/pro-document-list';

/** The bucket in memory, every write in order; `corrupt` names an object it gives back altered. */
class MemoryBucket implements Bucket {
  objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  writes: string[] = [];
  corrupt: string | undefined;
  async upload(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.writes.push(path);
    this.objects.set(path, { bytes, contentType });
  }
  async download(path: string): Promise<Uint8Array> {
    const object = this.objects.get(path);
    if (!object) throw new Error(`no object ${path}`);
    return path === this.corrupt ? object.bytes.slice(1) : object.bytes;
  }
}

const file = (path: string, text: string): LocalFile => ({ path, bytes: new TextEncoder().encode(text) });
const listed: ListedCategory[] = [
  {
    id: 'biographie-presse',
    title: 'Biographie et Presse',
    order: 1,
    documents: [
      { name: 'Dossier de presse complet', path: 'biographie-presse/dossier-de-presse.pdf', size: 1, sha256: '0'.repeat(64) },
      { name: 'Ancienne biographie', path: 'biographie-presse/ancienne-biographie.pdf' },
    ],
  },
  { id: 'extraits-audio', title: 'Extraits Audio', order: 3, documents: [{ name: 'Cimarrón — extrait', path: 'extraits-audio/extrait-cimarron.mp3' }] },
];

describe('npm run pro-documents:push', () => {
  it('sends each file, reads it back, and writes the size and SHA-256 the bucket gives, keeping names, titles and order', async () => {
    const bucket = new MemoryBucket();
    const files = [file('extraits-audio/extrait-cimarron.mp3', 'ID3 son'), file('biographie-presse/dossier-de-presse.pdf', '%PDF-1.4 dossier')];
    const { categories, added, removed } = await pushProDocuments(files, listed, bucket);
    expect(categories).toEqual([
      {
        id: 'biographie-presse',
        title: 'Biographie et Presse',
        order: 1,
        documents: [{ name: 'Dossier de presse complet', path: 'biographie-presse/dossier-de-presse.pdf', size: 16, sha256: sha256(new TextEncoder().encode('%PDF-1.4 dossier')) }],
      },
      {
        id: 'extraits-audio',
        title: 'Extraits Audio',
        order: 3,
        documents: [{ name: 'Cimarrón — extrait', path: 'extraits-audio/extrait-cimarron.mp3', size: 7, sha256: sha256(new TextEncoder().encode('ID3 son')) }],
      },
    ]);
    expect(added).toEqual([]);
    expect(removed).toEqual(['biographie-presse/ancienne-biographie.pdf']);
    expect(bucket.objects.get('biographie-presse/dossier-de-presse.pdf')?.contentType).toBe('application/pdf');
    expect(bucket.objects.get('extraits-audio/extrait-cimarron.mp3')?.contentType).toBe('audio/mpeg');
  });

  it('writes the paths the function may sign last, once every document is in: the new list, the removed documents out', async () => {
    const bucket = new MemoryBucket();
    await pushProDocuments([file('biographie-presse/dossier-de-presse.pdf', 'a'), file('extraits-audio/extrait-cimarron.mp3', 'b')], listed, bucket);
    expect(bucket.writes.at(-1)).toBe(PRO_DOCUMENT_LIST_OBJECT);
    const list = bucket.objects.get(PRO_DOCUMENT_LIST_OBJECT);
    expect(list?.contentType).toBe('application/json');
    expect(parseProDocumentList(new TextDecoder().decode(list?.bytes))).toEqual(['biographie-presse/dossier-de-presse.pdf', 'extraits-audio/extrait-cimarron.mp3']);
  });

  it('adds a new file to the category of its folder, and a new folder as a new last category, named from the file for the studio to rename', async () => {
    const files = [
      file('biographie-presse/dossier-de-presse.pdf', 'a'),
      file('extraits-audio/extrait-cimarron.mp3', 'b'),
      file('extraits-audio/extrait-nouveau-morceau.mp3', 'c'),
      file('fiches-techniques/plan-de-scene.pdf', 'd'),
    ];
    const { categories, added } = await pushProDocuments(files, listed, new MemoryBucket());
    expect(added).toEqual(['extraits-audio/extrait-nouveau-morceau.mp3', 'fiches-techniques/plan-de-scene.pdf']);
    expect(categories.find((category) => category.id === 'extraits-audio')?.documents.map((document) => document.name)).toEqual(['Cimarrón — extrait', 'Extrait nouveau morceau']);
    expect(categories.at(-1)).toMatchObject({
      id: 'fiches-techniques',
      title: 'Fiches techniques',
      order: 4,
      documents: [{ name: 'Plan de scene', path: 'fiches-techniques/plan-de-scene.pdf', size: 1 }],
    });
  });

  it('drops a category left without documents', async () => {
    const { categories } = await pushProDocuments([file('extraits-audio/extrait-cimarron.mp3', 'b')], listed, new MemoryBucket());
    expect(categories.map((category) => category.id)).toEqual(['extraits-audio']);
  });

  it('refuses, in French and before sending anything, an empty folder or a misnamed file, naming each', async () => {
    const bucket = new MemoryBucket();
    await expect(pushProDocuments([], listed, bucket)).rejects.toThrow(/^Le dossier ne contient aucun fichier/);
    const files = [file('biographie-presse/dossier-de-presse.pdf', 'a'), file('Photos/Mon Portrait.JPG', 'b'), file('a-plat.pdf', 'c'), file('contrats/devis.docx', 'd')];
    await expect(pushProDocuments(files, listed, bucket)).rejects.toThrow(
      [
        "Rien n'a été envoyé :",
        '- « Photos/Mon Portrait.JPG » : rangez chaque fichier dans un dossier (la rubrique), nom et dossier en minuscules sans accents ni espaces, par exemple fiches-techniques/plan-de-scene.pdf',
        '- « a-plat.pdf » : rangez chaque fichier dans un dossier (la rubrique), nom et dossier en minuscules sans accents ni espaces, par exemple fiches-techniques/plan-de-scene.pdf',
        "- « contrats/devis.docx » : l'espace pro ne présente que ces types de fichiers : .pdf, .doc, .jpg, .zip, .mp3, .mp4",
      ].join('\n'),
    );
    expect(bucket.writes).toEqual([]);
  });

  it('stops when the bucket gives back other bytes than were sent, before the list changes', async () => {
    const bucket = new MemoryBucket();
    bucket.corrupt = 'extraits-audio/extrait-cimarron.mp3';
    await expect(pushProDocuments([file('extraits-audio/extrait-cimarron.mp3', 'ID3 son')], listed, bucket)).rejects.toThrow(
      '« extraits-audio/extrait-cimarron.mp3 » : le stockage a rendu un autre fichier que celui envoyé (6 octets au lieu de 7) ; relancez la commande.',
    );
    expect(bucket.writes).not.toContain(PRO_DOCUMENT_LIST_OBJECT);
  });

  it('writes the list as the studio does, and names types and titles as the area shows them', () => {
    expect(listFile([])).toBe('{\n  "entries": []\n}\n');
    expect(readableName('photos-de-concert.zip')).toBe('Photos de concert');
    expect(contentTypeOf('photos-hd/portrait.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('videos/teaser.mov')).toBe('application/octet-stream');
  });
});
