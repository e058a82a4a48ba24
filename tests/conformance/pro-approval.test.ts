/**
 * The artist's approval of a pro account, end to end through the local stack and the real
 * supabase-js (issue 27): refused, asks, the mail with its link reaches the mailbox, the link
 * approves once, the documents follow; a second click, a forged link and an expired one approve nothing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signApprovalLink } from '../../supabase/functions/_shared/approval-link.ts';
import { LOCAL_PRO_APPROVAL_SECRET } from '../../supabase/local/stack.ts';
import { API_URL, admin, mailsTo, signedInClient } from './stack';

const ARTIST = 'contact@yaniel-barcenas.example';
const PDF = 'biographie-presse/biographie-officielle.pdf';
const APPROVE_URL = `${API_URL}/functions/v1/approve-pro-account`;

const statusOf = (error: unknown): number | undefined => (error as { context?: Response } | null)?.context?.status;

async function signDocument(client: SupabaseClient): Promise<number> {
  const { data, error } = await client.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: PDF } });
  if (error) return statusOf(error) ?? 0;
  return (await fetch(data?.signedUrl ?? '')).status;
}

/** The approve links mailed to the artist for `email`. */
async function approveLinksFor(email: string): Promise<string[]> {
  const mails = (await mailsTo(ARTIST)).filter((mail) => mail.subject === `Espace pro : demande d'accès de ${email}`);
  return mails.map((mail) => /http:\S+\/approve-pro-account\?token=\S+/.exec(mail.text)?.[0] ?? '');
}

const follow = async (link: string) => {
  const response = await fetch(link);
  return { status: response.status, text: await response.text() };
};

const isApproved = async (userId: string) => ((await admin.from('pro_approvals').select('user_id').eq('user_id', userId)).data ?? []).length === 1;

describe('approving a pro account from the request mail', () => {
  it('refuses a new account, mails its request with a link that approves it once, then signs its documents', async () => {
    const { client, email } = await signedInClient('approval');
    const userId = (await client.auth.getUser()).data.user?.id ?? '';
    expect(await signDocument(client)).toBe(403);

    const asked = await client.functions.invoke('request-pro-access', { body: {} });
    expect(asked.error).toBeNull();
    expect(asked.data).toMatchObject({ requested: true });
    const again = await client.functions.invoke('request-pro-access', { body: {} });
    expect(statusOf(again.error)).toBe(429);
    const [link, ...others] = await approveLinksFor(email);
    expect(others).toEqual([]);
    expect(link?.startsWith(`${APPROVE_URL}?token=`)).toBe(true);

    const approved = await follow(link ?? '');
    expect(approved).toEqual({ status: 200, text: `Compte approuvé : ${email} peut maintenant télécharger les documents réservés de l'espace pro.\n` });
    expect(await signDocument(client)).toBe(200);
    expect((await client.functions.invoke('request-pro-access', { body: {} })).data).toMatchObject({ approved: true });

    expect(await follow(link ?? '')).toEqual({ status: 200, text: `Ce lien a déjà servi : ${email} est déjà approuvé.\n` });
    // Withdrawn by the artist, the access does not come back from the old link.
    await admin.from('pro_approvals').delete().eq('user_id', userId);
    expect((await follow(link ?? '')).status).toBe(409);
    expect(await isApproved(userId)).toBe(false);
    expect(await signDocument(client)).toBe(403);
  });

  it('mails one request of a burst sent at once', async () => {
    const { client, email } = await signedInClient('approval-burst');
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await client.functions.invoke('request-pro-access', { body: {} })).error));
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

    expect((await follow(`${APPROVE_URL}?token=${forged}`)).status).toBe(400);
    expect((await follow(`${APPROVE_URL}?token=${altered}`)).status).toBe(400);
    const late = await follow(`${APPROVE_URL}?token=${expired}`);
    expect(late.status).toBe(410);
    expect(late.text).toMatch(/^Ce lien a expiré/);
    expect(await isApproved(userId)).toBe(false);
    expect(await signDocument(client)).toBe(403);
  });
});
