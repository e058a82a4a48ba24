/**
 * Password recovery as GoTrue does it, through the real supabase-js: the mail, the link and its
 * recovery fragment, the new password, the spent or expired link, no account enumeration, the
 * mail limits.
 */
import { AuthApiError, AuthWeakPasswordError, type AuthChangeEvent } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { API_URL, CONFORMANCE_SIGN_IN_LIMIT, PASSWORD, confirmedUser, mailsTo, newClient, setAuthSettings, uniqueEmail } from './stack';

const SITE = 'http://localhost:4321/acces-pro';
const NEW_PASSWORD = 'Son-montuno-2026';

afterEach(async () => {
  await setAuthSettings({ sign_in_sign_ups: CONFORMANCE_SIGN_IN_LIMIT, mailer_otp_exp: 3600, email_sent: 300, reset_rate_limits: true });
});

/** The link of the newest recovery mail to `email`, as the mailbox page shows it (href, `&amp;` decoded). */
async function recoveryLink(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
  return new URL(/href="([^"]+)"/.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '');
}

async function follow(link: URL): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

describe('password recovery', () => {
  it('mails a French link that signs in with a recovery session, lets updateUser set a new password, and is then spent', async () => {
    const email = await confirmedUser('recovery');
    const { data, error } = await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const link = await recoveryLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${API_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(SITE);

    const { location, fragment } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(SITE);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');

    // What the site does with the fragment: a session from it, then the new password.
    const client = newClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const session = await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    expect(session.error).toBeNull();
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: expect.stringMatching(/^Password should be at least 8 characters\. /) });
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const updated = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);
    expect(events).toContain('USER_UPDATED');

    const old = await newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const fresh = await newClient().auth.signInWithPassword({ email, password: NEW_PASSWORD });
    expect(fresh.error).toBeNull();

    const reused = await follow(link);
    expect(reused.location.hash).toBe('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  });

  it('verifies the token hash through verifyOtp once, and supabase-js emits PASSWORD_RECOVERY', async () => {
    const email = await confirmedUser('recovery-otp');
    await newClient().auth.resetPasswordForEmail(email);
    const tokenHash = (await recoveryLink(email)).searchParams.get('token') ?? '';
    const client = newClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const verified = await client.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    await expect.poll(() => events).toContain('PASSWORD_RECOVERY');
    const again = await newClient().auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(again.error).toBeInstanceOf(AuthApiError);
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('answers an expired link with the otp_expired fragment', async () => {
    await setAuthSettings({ mailer_otp_exp: 1 });
    const email = await confirmedUser('recovery-expired');
    await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE });
    const link = await recoveryLink(email);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const { location, fragment } = await follow(link);
    expect(`${location.origin}${location.pathname}`).toBe(SITE);
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers an unknown or unconfirmed address exactly as a known one, and mails nothing', async () => {
    const unknown = uniqueEmail('recovery-unknown');
    const answer = await newClient().auth.resetPasswordForEmail(unknown, { redirectTo: SITE });
    expect(answer).toEqual({ data: {}, error: null });
    const unconfirmed = uniqueEmail('recovery-unconfirmed');
    await newClient().auth.signUp({ email: unconfirmed, password: PASSWORD });
    expect(await newClient().auth.resetPasswordForEmail(unconfirmed)).toEqual({ data: {}, error: null });
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await mailsTo(unconfirmed)).map((mail) => mail.subject)).toEqual(['Confirmez votre inscription']);
  });

  it('refuses a second mail to one address within a minute, and any mail past the hourly limit, with over_email_send_rate_limit', async () => {
    const email = await confirmedUser('recovery-frequency');
    expect((await newClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await newClient().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(email)).toHaveLength(1);

    await setAuthSettings({ email_sent: 1, reset_rate_limits: true });
    const first = await confirmedUser('recovery-hourly');
    const second = await confirmedUser('recovery-hourly');
    expect((await newClient().auth.resetPasswordForEmail(first)).error).toBeNull();
    const over = await newClient().auth.resetPasswordForEmail(second);
    expect(over.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
    expect(await mailsTo(second)).toEqual([]);
  });
});
