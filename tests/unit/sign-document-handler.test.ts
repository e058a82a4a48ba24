import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenOwner } from '../../supabase/functions/_shared/delete-account-handler.ts';
import {
  createSignDocumentHandler,
  downloadFileName,
  SIGN_DOCUMENT_MESSAGES,
  SIGNED_URL_LIFETIME_SECONDS,
  type DocumentSigner,
} from '../../supabase/functions/_shared/sign-document-handler.ts';
import { MemoryLogger } from './contact-fakes';

const SITE = 'https://yaniel-barcenas.example';
const URL_ = 'https://project.supabase.co/functions/v1/sign-pro-document';
const PDF = 'fiches-techniques/fiche-technique-quintet.pdf';

/** An object of the bucket that content/pro-documents.json does not list, as another bucket's would be. */
const UNLISTED = 'contrats/devis-confidentiel.pdf';
/** A listed path with a letter written as one code point (NFC), as the list writes it. */
const ACCENTED = 'fiches-techniques/r\u00e9gie.pdf';

/** Storage in memory: the objects of the bucket, the list the push wrote there, and every signing asked. */
class MemorySigner implements DocumentSigner {
  objects = new Set([PDF, UNLISTED, ACCENTED]);
  listed: readonly string[] = [PDF, ACCENTED, 'fiches-techniques/absent-du-bucket.pdf'];
  signed: { path: string; seconds: number }[] = [];
  async sign(path: string, seconds: number): Promise<string | null> {
    this.signed.push({ path, seconds });
    return this.objects.has(path) ? `https://storage.example/${path}?token=t&download=${downloadFileName(path)}` : null;
  }
  async listedPaths(): Promise<readonly string[]> {
    return this.listed;
  }
}

const owners: Record<string, TokenOwner> = {
  'token-user': { kind: 'user', id: 'user-1', email: 'user-1@example.com' },
  'token-pending': { kind: 'user', id: 'user-2', email: 'user-2@example.com' },
  'token-deleted': { kind: 'deleted' },
};
/** The artist has approved user-1 only. */
const approved = new Set(['user-1']);

let signer: MemorySigner;
let logger: MemoryLogger;
let handle: (request: Request) => Promise<Response>;

beforeEach(() => {
  signer = new MemorySigner();
  logger = new MemoryLogger();
  handle = createSignDocumentHandler({
    accounts: { ownerOf: async (token) => owners[token] ?? { kind: 'none' } },
    approvals: { isApproved: async (userId) => approved.has(userId) },
    signer,
    allowedOrigins: [SITE],
    logger,
  });
});

const ask = (token: string | null, body: unknown, origin = SITE) =>
  handle(new Request(URL_, { method: 'POST', headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }));

describe('sign-pro-document handler', () => {
  it('refuses a signed-in account the artist has not approved, with the pending message, and signs nothing', async () => {
    const response = await ask('token-pending', { path: PDF });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: SIGN_DOCUMENT_MESSAGES.pending });
    expect(signer.signed).toEqual([]);
  });

  it('signs the one path asked, for the fixed minute, for a signed-in account', async () => {
    const response = await ask('token-user', { path: PDF, expiresIn: 31_536_000 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedUrl: `https://storage.example/${PDF}?token=t&download=fiche-technique-quintet.pdf` });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(signer.signed).toEqual([{ path: PDF, seconds: SIGNED_URL_LIFETIME_SECONDS }]);
    expect(SIGNED_URL_LIFETIME_SECONDS).toBe(60);
  });

  it('signs nothing for no token, the anon key, or the token of a deleted account', async () => {
    for (const token of [null, 'anon-key', 'token-deleted']) {
      const response = await ask(token, { path: PDF });
      expect(response.status, String(token)).toBe(401);
      expect(await response.json()).toEqual({ error: SIGN_DOCUMENT_MESSAGES.notSignedIn });
    }
    expect(signer.signed).toEqual([]);
  });

  it('refuses a missing or empty path, and one holding %, \\, ?, # or a control character, before asking Storage anything', async () => {
    const attacks = [
      '%2e%2e/other-bucket/x.pdf',
      'a\\..\\..\\other-bucket\\x.pdf',
      `${PDF}?download=autre.pdf`,
      `${PDF}#x`,
      `${PDF}\u0000`,
      `fiches-techniques/\nfiche.pdf`,
      `${PDF}\u0085`,
    ];
    for (const body of [{}, { path: '' }, { path: 42 }, { path: 'x'.repeat(1025) }, ...attacks.map((path) => ({ path }))]) {
      const response = await ask('token-user', body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await response.json()).toEqual({ error: SIGN_DOCUMENT_MESSAGES.path });
    }
    expect(signer.signed).toEqual([]);
  });

  it('signs only a path of the list, exactly: an unlisted object of the bucket, a climbing or respelt path answer 404 and sign nothing', async () => {
    for (const path of [UNLISTED, '../secret.pdf', `fiches-techniques/../${PDF}`, `/${PDF}`, `./${PDF}`, PDF.toUpperCase(), `${PDF} `, 'a//b.pdf']) {
      const response = await ask('token-user', { path });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: SIGN_DOCUMENT_MESSAGES.notFound });
    }
    expect(signer.signed).toEqual([]);
    const gone = await ask('token-user', { path: 'fiches-techniques/absent-du-bucket.pdf' });
    expect(gone.status).toBe(404);
    expect(logger.errors).toEqual([]);
  });

  it('matches a path written with decomposed accents to the list, once normalised', async () => {
    const response = await ask('token-user', { path: ACCENTED.normalize('NFD') });
    expect(response.status).toBe(200);
    expect(signer.signed).toEqual([{ path: ACCENTED, seconds: SIGNED_URL_LIFETIME_SECONDS }]);
  });

  it('signs nothing, and logs it, while the bucket holds no list of documents', async () => {
    signer.listed = [];
    expect((await ask('token-user', { path: PDF })).status).toBe(404);
    expect(signer.signed).toEqual([]);
    expect(logger.errors).toEqual(['sign-pro-document: the bucket holds no list of documents: run npm run pro-documents:push']);
  });

  it('answers 500 in French and logs when Storage fails; preflights, other methods and foreign origins as the other functions', async () => {
    signer.sign = async () => {
      throw new Error('storage unreachable');
    };
    const failed = await ask('token-user', { path: PDF });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: SIGN_DOCUMENT_MESSAGES.failed });
    expect(logger.errors).toEqual(['sign-pro-document: signing failed']);
    const preflight = await handle(new Request(URL_, { method: 'OPTIONS', headers: { origin: SITE } }));
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect((await handle(new Request(URL_, { method: 'GET', headers: { origin: SITE } }))).status).toBe(405);
    expect((await ask('token-user', { path: PDF }, 'https://evil.example')).status).toBe(403);
  });
});

describe('downloadFileName', () => {
  it("keeps the stored file's own name", () => {
    expect(downloadFileName('extraits-audio/extrait-cimarron.mp3')).toBe('extrait-cimarron.mp3');
    expect(downloadFileName('seul.pdf')).toBe('seul.pdf');
  });
});
