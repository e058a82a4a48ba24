/**
 * The artist's approval of a pro account, end to end through the local stack and the real
 * supabase-js (issue 27): refused, asks, the mail with its link to the site's approval page
 * reaches the mailbox; a GET of the function with the link's token (what a mail scanner could
 * send) approves nothing, the page's POST approves once, the documents follow; a second POST, a
 * forged token and an expired one approve nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { APPROVAL_PAGE_PATH, signApprovalLink } from '../../supabase/functions/_shared/approval-link.ts';
import { LOCAL_PRO_APPROVAL_SECRET } from '../../supabase/local/stack.ts';
import { API_URL, admin, mailsTo, signedInClient } from './stack';

const ARTIST = 'contact@yaniel-barcenas.example';
const PDF = 'biographie-presse/biographie-officielle.pdf';
const APPROVE_URL = `${API_URL}/functions/v1/approve-pro-account`;
/** The local site whose pro area asks, as a browser on it sends its origin (no SITE_ORIGINS in the local stack). */
const SITE = 'http://localhost:4321';

const statusOf = (error: unknown): number | undefined => (error as { context?: Response } | null)?.context?.status;

async function signDocument(client: SupabaseClient): Promise<number> {
  const { data, error } = await client.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: PDF } });
  if (error) return statusOf(error) ?? 0;
  return (await fetch(data?.signedUrl ?? '')).status;
}

/** The pro area's request, from the site, in the pro area's language (French when none is given). */
const askAccess = (client: SupabaseClient, lang?: string) => client.functions.invoke('request-pro-access', { body: lang ? { lang } : {}, headers: { origin: SITE } });

/** The approval page links mailed to the artist for `email`. */
async function approveLinksFor(email: string): Promise<string[]> {
  const mails = (await mailsTo(ARTIST)).filter((mail) => mail.subject === `Espace pro : demande d'accès de ${email}`);
  return mails.map((mail) => /http:\S+\?token=\S+/.exec(mail.text)?.[0] ?? '');
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** What the approval page sends when the artist presses « Approuver ce compte ». */
async function approveOnPage(token: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(APPROVE_URL, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  return { status: response.status, body: await response.json() };
}

const isApproved = async (userId: string) => ((await admin.from('pro_approvals').select('user_id').eq('user_id', userId)).data ?? []).length === 1;

describe('approving a pro account from the request mail', () => {
  it('refuses a new account, mails its request with a link to the approval page, whose POST (never a GET) approves it once, then signs its documents', async () => {
    const { client, email } = await signedInClient('approval');
    const userId = (await client.auth.getUser()).data.user?.id ?? '';
    expect(await signDocument(client)).toBe(403);

    // Asked from the English pro area: the account is told in English once approved.
    const asked = await askAccess(client, 'en');
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ requested: true });
    const again = await askAccess(client);
    expect(statusOf(again.error)).toBe(429);
    const [link = '', ...others] = await approveLinksFor(email);
    expect(others).toEqual([]);
    expect(link.startsWith(`${SITE}${APPROVAL_PAGE_PATH}?token=`)).toBe(true);
    const token = tokenOf(link);

    // A scanner that follows the token to the function itself approves nothing, and spends nothing.
    const scanned = await fetch(`${APPROVE_URL}?token=${token}`);
    expect(scanned.status).toBe(405);
    expect(scanned.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await isApproved(userId)).toBe(false);
    expect(await signDocument(client)).toBe(403);

    // The page's preflight and POST, as the browser sends them from the site.
    const preflight = await fetch(APPROVE_URL, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await approveOnPage(token)).toEqual({
      status: 200,
      body: { approved: true, message: `Compte approuvé : ${email} peut maintenant télécharger les documents réservés de l'espace pro. Un mail le lui annonce.` },
    });
    expect(await signDocument(client)).toBe(200);
    const told = await mailsTo(email);
    expect(told).toEqual([expect.objectContaining({ subject: 'Your access to the professional documents is open', reply_to: [ARTIST] })]);
    expect(told[0]?.html).toContain(`<a href="${SITE}/en/">Go to the website</a>`);
    expect((await askAccess(client)).data).toMatchObject({ approved: true });

    expect(await approveOnPage(token)).toEqual({ status: 200, body: { approved: true, message: `Ce lien a déjà servi : ${email} est déjà approuvé.` } });
    // Withdrawn by the artist, the access does not come back from the old link.
    await admin.from('pro_approvals').delete().eq('user_id', userId);
    expect((await approveOnPage(token)).status).toBe(409);
    expect(await isApproved(userId)).toBe(false);
    expect(await signDocument(client)).toBe(403);
  });

  it('mails one request of a burst sent at once', async () => {
    const { client, email } = await signedInClient('approval-burst');
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await askAccess(client)).error));
    const codes = statuses.map((error) => (error === null ? 200 : statusOf(error)));
    console.info(`burst of 6 access requests: ${codes.filter((code) => code === 200).length} mailed, ${codes.filter((code) => code === 429).length} refused`);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    expect(await approveLinksFor(email)).toHaveLength(1);
  });

  it('refuses a forged, altered or expired link and approves nothing', async () => {
    const { client, email } = await signedInClient('approval-forged');
    const userId = (await client.auth.getUser()).data.user?.id ?? '';
    const link = { linkId: crypto.randomUUID(), userId, email, expiresAt: Date.now() + 60_000 };
    const forged = await signApprovalLink(link, 'a-guessed-secret');
    const altered = `${Buffer.from(JSON.stringify({ ...link, expiresAt: Date.now() + 1e12 })).toString('base64url')}.${forged.split('.')[1] ?? ''}`;
    const expired = await signApprovalLink({ ...link, expiresAt: Date.now() - 1000 }, LOCAL_PRO_APPROVAL_SECRET);

    expect((await approveOnPage(forged)).status).toBe(400);
    expect((await approveOnPage(altered)).status).toBe(400);
    const late = await approveOnPage(expired);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error: expect.stringMatching(/^Ce lien a expiré/) as unknown });
    expect(await isApproved(userId)).toBe(false);
    expect(await signDocument(client)).toBe(403);
  });
});
