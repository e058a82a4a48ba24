/**
 * The exploits of issue 26, each run against the local stack as an attacker would: a year-long
 * link signed by a signed-in account, a weak password, a password change or an account deletion
 * with nothing but a stolen access token.
 */
import { describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, PASSWORD, admin, mailsTo, newClient, setAuthSettings, signedInClient, uniqueEmail } from './stack';

const BUCKET = 'pro-documents';
const PDF = 'fiches-techniques/fiche-technique-quintet.pdf';
const YEAR_SECONDS = 31_536_000;

describe('pro documents: links signed by the server only', () => {
  it('refuses a signed-in account that signs a year-long link itself, one path or several', async () => {
    const { client } = await signedInClient('year-link');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const one = await client.storage.from(BUCKET).createSignedUrl(PDF, YEAR_SECONDS);
    const many = await client.storage.from(BUCKET).createSignedUrls([PDF, 'photos-hd/portrait-officiel.jpg'], YEAR_SECONDS);
    const raw = await fetch(`${API_URL}/storage/v1/object/sign/${BUCKET}/${PDF}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: YEAR_SECONDS }),
    });
    const refused = [one.data === null, ...(many.data ?? []).map((entry) => entry.signedUrl === null), raw.status === 400].filter(Boolean).length;
    console.info(`year-long links asked by a signed-in account: ${refused} of 4 refused`);
    expect(one.error?.message).toBe('Object not found');
    expect(many.data?.map((entry) => entry.signedUrl)).toEqual([null, null]);
    expect(raw.status).toBe(400);
  });

  it('signs one path for 60 seconds through sign-pro-document, for a signed-in account only', async () => {
    const { client } = await signedInClient('sign-fn');
    const { data, error } = await client.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: PDF } });
    expect(error).toBeNull();
    const url = new URL(data?.signedUrl ?? '');
    const claims = JSON.parse(Buffer.from(url.searchParams.get('token')?.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(60);
    expect(url.searchParams.get('download')).toBe('fiche-technique-quintet.pdf');
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="fiche-technique-quintet.pdf"/);

    const anonymous = await newClient().functions.invoke('sign-pro-document', { body: { path: PDF } });
    expect((anonymous.error as { context?: Response }).context?.status).toBe(401);
    const missing = await client.functions.invoke('sign-pro-document', { body: { path: 'fiches-techniques/absent.pdf' } });
    expect((missing.error as { context?: Response }).context?.status).toBe(404);
  });
});

describe('passwords and re-authentication', () => {
  it('refuses a password under 8 characters or without a lower-case letter, a capital and a digit', async () => {
    for (const password of ['Abc1234', 'abcdefgh1', 'ABCDEFGH1', 'Abcdefghi']) {
      const { error } = await newClient().auth.signUp({ email: uniqueEmail('cnil'), password });
      expect(error?.code, password).toBe('weak_password');
    }
    const { error } = await newClient().auth.signUp({ email: uniqueEmail('cnil'), password: 'Clave-son-8' });
    expect(error).toBeNull();
  });

  it('lets an account whose password predates the rule sign in, telling it the password is weak', async () => {
    const email = uniqueEmail('legacy');
    await setAuthSettings({ minimum_password_length: 6, password_requirements: '' });
    try {
      expect((await admin.auth.admin.createUser({ email, password: 'abc123', email_confirm: true })).error).toBeNull();
    } finally {
      await setAuthSettings({ minimum_password_length: 8, password_requirements: 'lower_upper_letters_digits' });
    }
    const { data, error } = await newClient().auth.signInWithPassword({ email, password: 'abc123' });
    expect(error).toBeNull();
    expect(data.weakPassword?.reasons).toEqual(['length', 'characters']);
  });

  it('asks for the mailed nonce before a password change once the sign-in is not recent (secure_password_change)', async () => {
    const { client, email } = await signedInClient('reauth');
    await setAuthSettings({ recent_sign_in_seconds: 0 });
    try {
      const stolen = await client.auth.updateUser({ password: 'Nouveau-pass-9' });
      expect(stolen.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const [mail] = await mailsTo(email);
      const nonce = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(nonce).toMatch(/^\d{6}$/);
      const wrong = await client.auth.updateUser({ password: 'Nouveau-pass-9', nonce: nonce === '000000' ? '111111' : '000000' });
      expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
      expect((await client.auth.updateUser({ password: 'Nouveau-pass-9', nonce })).error).toBeNull();
    } finally {
      await setAuthSettings({ recent_sign_in_seconds: 86_400 });
    }
    expect((await newClient().auth.signInWithPassword({ email, password: 'Nouveau-pass-9' })).error).toBeNull();
  });

  it('deletes an account only with its current password, not with a stolen access token alone', async () => {
    const { client, email } = await signedInClient('delete-reauth');
    const stolen = await client.functions.invoke('delete-account', { method: 'POST' });
    expect((stolen.error as { context?: Response }).context?.status).toBe(403);
    const wrong = await client.functions.invoke('delete-account', { method: 'POST', body: { password: 'Pas-le-bon-1' } });
    expect((wrong.error as { context?: Response }).context?.status).toBe(403);
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await client.functions.invoke('delete-account', { method: 'POST', body: { password: PASSWORD } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ deleted: true });
  });
});
