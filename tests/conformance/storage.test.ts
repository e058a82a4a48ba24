/**
 * Uploads to and signed URLs of the private bucket `pro-documents` through the real storage client
 * (wire reference, section 6), with row-level security deciding: no policy opens the bucket,
 * so only the service role (npm run pro-documents:push, the sign-pro-document function) writes
 * and signs; security.test.ts checks that a signed-in account cannot sign.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StorageApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { pushProDocuments, sha256, supabaseBucket } from '../../scripts/lib/pro-documents-push';
import { PRO_DOCUMENT_LIST_OBJECT, parseProDocumentList } from '../../supabase/functions/_shared/pro-document-list';
import { API_URL, ANON_KEY, SERVICE_ROLE_KEY, admin, newClient, signedInClient } from './stack';

const BUCKET = 'pro-documents';
const PDF = 'biographie-presse/biographie-officielle.pdf';
/** The stack's bucket holds the tests' files (supabase/local/stack.ts). */
const fixtureFile = (name: string) => readFile(join(import.meta.dirname, '..', 'fixtures', BUCKET, ...name.split('/')));

describe('createSignedUrl', () => {
  it('gives the service role a URL that downloads the real file, as an attachment when asked', async () => {
    const { data, error } = await admin.storage.from(BUCKET).createSignedUrl(PDF, 60, { download: true });
    expect(error).toBeNull();
    const signedUrl = new URL(data?.signedUrl ?? '');
    expect(`${signedUrl.origin}${signedUrl.pathname}`).toBe(`${API_URL}/storage/v1/object/sign/${BUCKET}/${PDF}`);
    expect(signedUrl.searchParams.get('token')).toBeTruthy();

    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="biographie-officielle.pdf"/);
    expect(Buffer.from(await response.arrayBuffer()).equals(await fixtureFile(PDF))).toBe(true);
  });

  it('answers the server path unencoded, for the client to encode once', async () => {
    const response = await fetch(`${API_URL}/storage/v1/object/sign/${BUCKET}/${PDF}`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 60 }),
    });
    const body = (await response.json()) as { signedURL: string };
    expect(body.signedURL).toMatch(new RegExp(`^/object/sign/${BUCKET}/${PDF}\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
  });

  it('refuses an anonymous caller and a signed-in one with "Object not found", as for a missing object', async () => {
    const { data, error } = await newClient().storage.from(BUCKET).createSignedUrl(PDF, 60);
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(StorageApiError);
    expect(error?.message).toBe('Object not found');
    expect((error as StorageApiError).status).toBe(400);

    const { client } = await signedInClient('missing');
    const signedIn = await client.storage.from(BUCKET).createSignedUrl(PDF, 60);
    expect(signedIn.error?.message).toBe('Object not found');
    const missing = await admin.storage.from(BUCKET).createSignedUrl('biographie-presse/inexistant.pdf', 60);
    expect(missing.error?.message).toBe('Object not found');
  });

  it('refuses an anonymous request for each document by every storage address', async () => {
    const anonymous = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };
    for (const path of [`object/${BUCKET}/${PDF}`, `object/authenticated/${BUCKET}/${PDF}`, `object/public/${BUCKET}/${PDF}`]) {
      const response = await fetch(`${API_URL}/storage/v1/${path}`, { headers: anonymous });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    }
    const unsigned = await fetch(`${API_URL}/storage/v1/object/sign/${BUCKET}/${PDF}`);
    expect(unsigned.status).toBe(400);
  });

  it('stops working once expired: ExpiredToken "The provided token has expired."', async () => {
    const { data } = await admin.storage.from(BUCKET).createSignedUrl(PDF, 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await fetch(data?.signedUrl ?? '');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'ExpiredToken', message: 'The provided token has expired.' });
  });

  it('refuses a token signed for another object, and a forged token', async () => {
    const { data } = await admin.storage.from(BUCKET).createSignedUrl(PDF, 60);
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const other = await fetch(`${API_URL}/storage/v1/object/sign/${BUCKET}/biographie-presse/dossier-de-presse.pdf?token=${token}`);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });
    const forged = await fetch(`${API_URL}/storage/v1/object/sign/${BUCKET}/${PDF}?token=${token.slice(0, -4)}AAAA`);
    expect(await forged.json()).toMatchObject({ code: 'InvalidJWT' });
  });
});

describe('createSignedUrls', () => {
  it('signs what the caller may read and reports the rest with the documented error', async () => {
    const paths = [PDF, 'photos-hd/portrait-officiel.jpg', 'photos-hd/absent.jpg'];
    const { data, error } = await admin.storage.from(BUCKET).createSignedUrls(paths, 60);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.path, entry.error])).toEqual([
      [PDF, null],
      ['photos-hd/portrait-officiel.jpg', null],
      ['photos-hd/absent.jpg', 'Either the object does not exist or you do not have access to it'],
    ]);
    expect(data?.[2]?.signedUrl).toBeNull();
    const image = await fetch(data?.[1]?.signedUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/jpeg');

    const anonymous = await newClient().storage.from(BUCKET).createSignedUrls(paths, 60);
    expect(anonymous.data?.every((entry) => entry.signedUrl === null)).toBe(true);
  });
});

describe('upload, and npm run pro-documents:push', () => {
  it('writes an object for the service role only: an anonymous or signed-in caller is refused by row-level security', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 refusé');
    const anonymous = await newClient().storage.from(BUCKET).upload('essais/anonyme.pdf', bytes, { contentType: 'application/pdf' });
    expect(anonymous.error?.message).toBe('new row violates row-level security policy');
    const { client } = await signedInClient('uploader');
    const signedIn = await client.storage.from(BUCKET).upload('essais/connecte.pdf', bytes, { contentType: 'application/pdf' });
    expect(signedIn.error?.message).toBe('new row violates row-level security policy');
    expect((await admin.storage.from(BUCKET).download('essais/connecte.pdf')).error?.message).toBe('Object not found');

    const first = await admin.storage.from(BUCKET).upload('essais/service.pdf', bytes, { contentType: 'application/pdf' });
    expect(first.data).toMatchObject({ path: 'essais/service.pdf', fullPath: `${BUCKET}/essais/service.pdf` });
    const again = await admin.storage.from(BUCKET).upload('essais/service.pdf', bytes, { contentType: 'application/pdf' });
    expect(again.error?.message).toBe('The resource already exists');
  });

  it("sends a folder's files through supabase-js and writes each size and SHA-256 as the bucket gives them back, then the list the function signs", async () => {
    const files = [
      { path: 'essais-push/fiche.pdf', bytes: new TextEncoder().encode('%PDF-1.4 fiche de test') },
      { path: 'essais-push/extrait.mp3', bytes: new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]) },
    ];
    const listed = [{ id: 'essais-push', title: 'Essais', order: 1, documents: [{ name: 'Fiche', path: 'essais-push/fiche.pdf' }] }];
    const before = await admin.storage.from(BUCKET).download(PRO_DOCUMENT_LIST_OBJECT);
    try {
      const { categories, added } = await pushProDocuments(files, listed, supabaseBucket(admin, API_URL));
      expect(added).toEqual(['essais-push/extrait.mp3']);
      expect(categories[0]?.documents).toEqual([
        { name: 'Fiche', path: 'essais-push/fiche.pdf', size: 22, sha256: sha256(files[0]?.bytes ?? new Uint8Array()) },
        { name: 'Extrait', path: 'essais-push/extrait.mp3', size: 10, sha256: sha256(files[1]?.bytes ?? new Uint8Array()) },
      ]);
      const { data } = await admin.storage.from(BUCKET).download('essais-push/extrait.mp3');
      expect(data?.type).toBe('audio/mpeg');
      const list = await admin.storage.from(BUCKET).download(PRO_DOCUMENT_LIST_OBJECT);
      expect(parseProDocumentList((await list.data?.text()) ?? '')).toEqual(['essais-push/extrait.mp3', 'essais-push/fiche.pdf']);
    } finally {
      // The tests' own list back in the bucket, for the suite's next files.
      await admin.storage.from(BUCKET).update(PRO_DOCUMENT_LIST_OBJECT, (await before.data?.text()) ?? '', { contentType: 'application/json' });
    }
  });
});
