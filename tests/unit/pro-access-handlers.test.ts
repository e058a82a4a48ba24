import { beforeEach, describe, expect, it } from 'vitest';
import { APPROVAL_LINK_LIFETIME_MS, APPROVAL_PAGE_PATH, readApprovalLink, signApprovalLink, type ApprovalLink } from '../../supabase/functions/_shared/approval-link.ts';
import { APPROVE_ACCOUNT_TEXTS, createApproveAccountHandler, type ApprovalLinkUses, type ProApprovalStore } from '../../supabase/functions/_shared/approve-pro-account-handler.ts';
import type { TokenOwner } from '../../supabase/functions/_shared/delete-account-handler.ts';
import { PRO_APPROVAL_TEXTS } from '../../supabase/functions/_shared/pro-approval-mail.ts';
import { createRequestProAccessHandler, REQUEST_ACCESS_MESSAGES, REQUEST_INTERVAL_MS, type AccessRequests } from '../../supabase/functions/_shared/request-pro-access-handler.ts';
import { MemoryLogger, MemoryMailer } from './contact-fakes';

const SITE = 'https://yaniel-barcenas.example';
const REQUEST_URL = 'https://project.supabase.co/functions/v1/request-pro-access';
const APPROVE_URL = 'https://project.supabase.co/functions/v1/approve-pro-account';
const SECRET = 'test-secret';
const ARTIST = { to: 'contact@yaniel-barcenas.example', from: 'Site <site@yaniel-barcenas.example>' };
const START = new Date('2026-03-02T09:00:00Z');

const owners: Record<string, TokenOwner> = {
  'token-pending': { kind: 'user', id: 'user-pending', email: 'prog@festival.example' },
  'token-english': { kind: 'user', id: 'user-english', email: 'booker@festival.example', language: 'en' },
  'token-approved': { kind: 'user', id: 'user-approved', email: 'deja@festival.example' },
  'token-deleted': { kind: 'deleted' },
};

/** pro_approvals, pro_access_requests and used_approval_links in memory, with the same rules as their keys. */
class MemoryProAccess implements ProApprovalStore, AccessRequests, ApprovalLinkUses {
  approved = new Set(['user-approved']);
  accounts = new Set(['user-pending', 'user-approved', 'user-english']);
  requestedAt = new Map<string, Date>();
  usedLinks = new Set<string>();
  failApprove = false;

  async isApproved(userId: string) {
    return this.approved.has(userId);
  }
  async approve(userId: string) {
    if (this.failApprove) throw new Error('database unreachable');
    if (this.approved.has(userId)) return false;
    this.approved.add(userId);
    return true;
  }
  async claim(userId: string, since: Date, now: Date) {
    const last = this.requestedAt.get(userId);
    if (last && last >= since) return false;
    this.requestedAt.set(userId, now);
    return true;
  }
  async release(userId: string) {
    this.requestedAt.delete(userId);
  }
  async record(linkId: string, userId: string) {
    if (!this.accounts.has(userId)) return 'account-gone' as const;
    if (this.usedLinks.has(linkId)) return 'again' as const;
    this.usedLinks.add(linkId);
    return 'first' as const;
  }
  async forget(linkId: string) {
    this.usedLinks.delete(linkId);
  }
}

let store: MemoryProAccess;
let mailer: MemoryMailer;
let logger: MemoryLogger;
let clock: Date;
let requestAccess: (request: Request) => Promise<Response>;
let approveAccount: (request: Request) => Promise<Response>;

/** The request handler over this test's stores, allowing `allowedOrigins` (SITE_ORIGINS). */
function requestHandlerFor(allowedOrigins: readonly string[]): (request: Request) => Promise<Response> {
  let links = 0;
  return createRequestProAccessHandler({
    accounts: { ownerOf: async (token) => owners[token] ?? { kind: 'none' } },
    approvals: store,
    requests: store,
    mailer,
    addresses: ARTIST,
    linkSecret: SECRET,
    allowedOrigins,
    now: () => clock,
    newLinkId: () => `link-${(links += 1)}`,
    logger,
  });
}

beforeEach(() => {
  store = new MemoryProAccess();
  mailer = new MemoryMailer();
  logger = new MemoryLogger();
  clock = START;
  requestAccess = requestHandlerFor([SITE]);
  approveAccount = createApproveAccountHandler({
    approvals: store,
    linkUses: store,
    linkSecret: SECRET,
    allowedOrigins: [SITE],
    mailer,
    addresses: { from: ARTIST.from, replyTo: ARTIST.to },
    now: () => clock,
    logger,
  });
});

const ask = (token: string | null, origin = SITE, body: Record<string, unknown> = {}) =>
  requestAccess(new Request(REQUEST_URL, { method: 'POST', headers: { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }));

/** The link of the last mail the artist got: the site's approval page, with the token. */
function lastApproveLink(): string {
  const link = new RegExp(`${SITE}${APPROVAL_PAGE_PATH}\\?token=\\S+`).exec(mailer.sent.at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error('no approve link mailed');
  return link;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** What the approval page does with a link: POSTs its token, from the site. */
const approve = async (token: string) => {
  const response = await approveAccount(
    new Request(APPROVE_URL, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify({ token }) }),
  );
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('approve link tokens', () => {
  const link: ApprovalLink = { linkId: 'l-1', userId: 'u-1', email: 'été@festival.example', expiresAt: START.getTime() + 1000 };

  it('reads back what the secret signed, until it expires', async () => {
    const token = await signApprovalLink(link, SECRET);
    expect(await readApprovalLink(token, SECRET, START)).toEqual({ valid: true, link });
    expect(await readApprovalLink(token, SECRET, new Date(link.expiresAt))).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, an altered payload, or no token at all', async () => {
    const token = await signApprovalLink(link, SECRET);
    const [, signature] = token.split('.');
    const otherAccount = Buffer.from(JSON.stringify({ ...link, userId: 'u-2' })).toString('base64url');
    for (const forged of [await signApprovalLink(link, 'another-secret'), `${otherAccount}.${signature}`, '', 'abc', `${token}.x`, `${token.slice(0, -2)}!!`]) {
      expect(await readApprovalLink(forged, SECRET, START), forged.slice(0, 30)).toEqual({ valid: false, reason: 'invalid' });
    }
  });
});

describe('request-pro-access handler', () => {
  it("mails the artist the account's address and a signed approve link valid 7 days, once per 24 hours", async () => {
    const first = await ask('token-pending');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ requested: true, message: REQUEST_ACCESS_MESSAGES.requested });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail?.to).toEqual([ARTIST.to]);
    expect(mail?.from).toBe(ARTIST.from);
    expect(mail?.reply_to).toBe('prog@festival.example');
    expect(mail?.subject).toBe("Espace pro : demande d'accès de prog@festival.example");
    expect(mail?.text).toContain("une seule fois, jusqu'au lundi 9 mars 2026 à 10:00");
    const token = new URL(lastApproveLink()).searchParams.get('token') ?? '';
    expect(await readApprovalLink(token, SECRET, START)).toEqual({
      valid: true,
      link: { linkId: 'link-1', userId: 'user-pending', email: 'prog@festival.example', expiresAt: START.getTime() + APPROVAL_LINK_LIFETIME_MS, lang: 'fr' },
    });
    expect(mail?.html).toContain(`href="${lastApproveLink().replace(/&/g, '&amp;')}"`);
    expect(mail?.text).toContain('appuyez sur « Approuver ce compte »');

    clock = new Date(START.getTime() + REQUEST_INTERVAL_MS - 1);
    const again = await ask('token-pending');
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: REQUEST_ACCESS_MESSAGES.alreadyRequested });
    expect(mailer.sent).toHaveLength(1);

    clock = new Date(START.getTime() + REQUEST_INTERVAL_MS + 1);
    expect((await ask('token-pending')).status).toBe(200);
    expect(mailer.sent).toHaveLength(2);
  });

  it('mails nothing for an approved account, and tells it so', async () => {
    const response = await ask('token-approved');
    expect(await response.json()).toEqual({ approved: true, message: REQUEST_ACCESS_MESSAGES.alreadyApproved });
    expect(mailer.sent).toEqual([]);
  });

  it('mails nothing without a session, for the anon key or a deleted account', async () => {
    for (const token of [null, 'anon-key', 'token-deleted']) {
      const response = await ask(token);
      expect(response.status, String(token)).toBe(401);
      expect(await response.json()).toEqual({ error: REQUEST_ACCESS_MESSAGES.notSignedIn });
    }
    expect(mailer.sent).toEqual([]);
  });

  it('answers 500 when the mail fails, and lets the account ask again at once', async () => {
    mailer.fail = true;
    const failed = await ask('token-pending');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: REQUEST_ACCESS_MESSAGES.failed });
    expect(logger.errors).toEqual(['request-pro-access: request failed']);
    mailer.fail = false;
    expect((await ask('token-pending')).status).toBe(200);
  });

  it("links the first site origin whichever allowed page asked, a local page's own origin when none is listed, and mails nothing without either", async () => {
    const listed = requestHandlerFor([SITE, 'https://www.yaniel-barcenas.example']);
    const askFrom = (handler: typeof requestAccess, origin: string | null) =>
      handler(new Request(REQUEST_URL, { method: 'POST', headers: { authorization: 'Bearer token-pending', ...(origin ? { origin } : {}) }, body: '{}' }));
    await askFrom(listed, 'https://www.yaniel-barcenas.example');
    expect(mailer.sent.at(-1)?.text).toContain(`${SITE}${APPROVAL_PAGE_PATH}?token=`);

    const local = requestHandlerFor([]);
    clock = new Date(START.getTime() + REQUEST_INTERVAL_MS + 1);
    await askFrom(local, 'http://localhost:4321');
    expect(mailer.sent.at(-1)?.text).toContain(`http://localhost:4321${APPROVAL_PAGE_PATH}?token=`);

    clock = new Date(START.getTime() + 3 * REQUEST_INTERVAL_MS);
    const nowhere = await askFrom(local, null);
    expect(nowhere.status).toBe(500);
    expect(mailer.sent).toHaveLength(2);
    // Nothing mailed, nothing counted: the account may ask again once the site is configured.
    expect(store.requestedAt.get('user-pending')).toEqual(new Date(START.getTime() + REQUEST_INTERVAL_MS + 1));
  });

  it('answers preflights, and refuses other methods and foreign origins, as the other functions', async () => {
    const preflight = await requestAccess(new Request(REQUEST_URL, { method: 'OPTIONS', headers: { origin: SITE } }));
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect((await requestAccess(new Request(REQUEST_URL, { method: 'GET', headers: { origin: SITE } }))).status).toBe(405);
    expect((await ask('token-pending', 'https://evil.example')).status).toBe(403);
    expect(mailer.sent).toEqual([]);
  });
});

describe('approve-pro-account handler', () => {
  const email = 'prog@festival.example';

  it('approves nothing on a GET of the mailed link or of the function, as a mail scanner sends', async () => {
    await ask('token-pending');
    const token = tokenOf(lastApproveLink());
    for (const url of [`${APPROVE_URL}?token=${token}`, APPROVE_URL]) {
      const opened = await approveAccount(new Request(url, { headers: { origin: SITE } }));
      expect(opened.status, url).toBe(405);
      expect(opened.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await opened.json()).toEqual({ error: APPROVE_ACCOUNT_TEXTS.method });
    }
    expect(store.approved.has('user-pending')).toBe(false);
    expect(store.usedLinks.size).toBe(0);
    // The page's POST afterwards still works: the GET spent nothing.
    expect(await approve(token)).toEqual({ status: 200, body: { approved: true, message: APPROVE_ACCOUNT_TEXTS.approved(email) } });
  });

  it("approves the account of a mailed link on the page's POST once; the same token again approves nothing", async () => {
    await ask('token-pending');
    const token = tokenOf(lastApproveLink());
    const response = await approveAccount(new Request(APPROVE_URL, { method: 'POST', headers: { origin: SITE }, body: JSON.stringify({ token }) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ approved: true, message: APPROVE_ACCOUNT_TEXTS.approved(email) });
    expect(store.approved.has('user-pending')).toBe(true);
    expect(await approve(token)).toEqual({ status: 200, body: { approved: true, message: APPROVE_ACCOUNT_TEXTS.linkUsed(email) } });

    // The artist withdraws the access: the old link does not give it back.
    store.approved.delete('user-pending');
    expect(await approve(token)).toEqual({ status: 409, body: { error: APPROVE_ACCOUNT_TEXTS.linkUsedAccessWithdrawn(email) } });
    expect(store.approved.has('user-pending')).toBe(false);
  });

  it('refuses an expired, forged or missing token, and approves nothing', async () => {
    await ask('token-pending');
    const token = tokenOf(lastApproveLink());
    clock = new Date(START.getTime() + APPROVAL_LINK_LIFETIME_MS);
    expect(await approve(token)).toEqual({ status: 410, body: { error: APPROVE_ACCOUNT_TEXTS.expired } });
    clock = START;
    const forged = await signApprovalLink({ linkId: 'x', userId: 'user-pending', email, expiresAt: START.getTime() + 1000 }, 'guessed-secret');
    expect(await approve(forged)).toEqual({ status: 400, body: { error: APPROVE_ACCOUNT_TEXTS.invalid } });
    expect(await approve('')).toEqual({ status: 400, body: { error: APPROVE_ACCOUNT_TEXTS.invalid } });
    const notJson = await approveAccount(new Request(APPROVE_URL, { method: 'POST', headers: { origin: SITE }, body: `token=${token}` }));
    expect(notJson.status).toBe(400);
    expect(store.approved.has('user-pending')).toBe(false);
    expect(store.usedLinks.size).toBe(0);
  });

  it('says so for an account approved meanwhile, or deleted since its request', async () => {
    await ask('token-pending');
    const token = tokenOf(lastApproveLink());
    store.approved.add('user-pending');
    expect(await approve(token)).toEqual({ status: 200, body: { approved: true, message: APPROVE_ACCOUNT_TEXTS.wasApproved(email) } });
    store.approved.delete('user-pending');
    clock = new Date(START.getTime() + REQUEST_INTERVAL_MS + 1);
    expect((await ask('token-pending')).status).toBe(200);
    store.accounts.delete('user-pending');
    expect(await approve(tokenOf(lastApproveLink()))).toEqual({ status: 410, body: { error: APPROVE_ACCOUNT_TEXTS.accountGone(email) } });
  });

  it('tells the account by mail, in the language of the page it asked from, else its stored one, replies going to the artist', async () => {
    await ask('token-pending', SITE, { lang: 'es' });
    expect(await approve(tokenOf(lastApproveLink()))).toMatchObject({ status: 200 });
    expect(mailer.sent.at(-1)).toMatchObject({ to: [email], reply_to: ARTIST.to, subject: PRO_APPROVAL_TEXTS.es.subject });
    expect(mailer.sent.at(-1)?.html).toContain(`<a href="${SITE}/es/">Ir al sitio web</a>`);

    await ask('token-english');
    const english = tokenOf(lastApproveLink());
    await approve(english);
    expect(mailer.sent.at(-1)).toMatchObject({ to: ['booker@festival.example'], subject: PRO_APPROVAL_TEXTS.en.subject });
    // A second use of a link tells no one again.
    const sent = mailer.sent.length;
    await approve(english);
    expect(mailer.sent).toHaveLength(sent);
  });

  it('approves all the same when the mail to the account fails, and tells the artist to let them know', async () => {
    await ask('token-pending');
    const token = tokenOf(lastApproveLink());
    mailer.fail = true;
    expect(await approve(token)).toEqual({ status: 200, body: { approved: true, message: APPROVE_ACCOUNT_TEXTS.approvedUntold(email) } });
    expect(store.approved.has('user-pending')).toBe(true);
    expect(logger.errors).toEqual(['approve-pro-account: the approved account could not be told']);
  });

  it('keeps the link working when the approval fails', async () => {
    await ask('token-pending');
    const token = tokenOf(lastApproveLink());
    store.failApprove = true;
    expect(await approve(token)).toEqual({ status: 500, body: { error: APPROVE_ACCOUNT_TEXTS.failed } });
    expect(logger.errors).toEqual(['approve-pro-account: approval failed']);
    store.failApprove = false;
    expect(await approve(token)).toEqual({ status: 200, body: { approved: true, message: APPROVE_ACCOUNT_TEXTS.approved(email) } });
  });

  it("answers the site's preflight, and refuses a foreign origin before reading the token", async () => {
    await ask('token-pending');
    const preflight = await approveAccount(new Request(APPROVE_URL, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'POST' } }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const foreign = await approveAccount(
      new Request(APPROVE_URL, { method: 'POST', headers: { origin: 'https://evil.example' }, body: JSON.stringify({ token: tokenOf(lastApproveLink()) }) }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(store.approved.has('user-pending')).toBe(false);
  });
});
