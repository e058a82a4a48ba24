/**
 * Auth mails a stranger cannot use up (issue 40), through the real supabase-js against the stack's
 * Auth, which calls the project's hooks as hosted Auth does: the Before User Created hook (Postgres)
 * and the Send Email hook (the send-auth-email function), after counting each mail against
 * `[auth.rate_limit] email_sent` as GoTrue does. The sign-up gate counts per source as well as for
 * the project (issue 46): the suite's own sign-ups all come from 127.0.0.1, so the sources of the
 * per-source test are written in X-Forwarded-For, which Auth reads as GoTrue does.
 */
import { createHmac } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MAIL_LIMITS } from '../../supabase/functions/_shared/auth-mail-hook';
import { ANON_KEY, API_URL, CONFORMANCE_SIGN_IN_LIMIT, MAIL_URL, PASSWORD, SERVICE_ROLE_KEY, admin, confirmedUser, mailsTo, newClient, setAuthSettings } from './stack';

const SITE = 'http://localhost:4321/acces-pro';
const ARTIST = 'contact@yaniel-barcenas.example';
/** How the hook keeps an address in auth_mails: its keyed hash under the service-role key. */
const addressHash = (email: string) => createHmac('sha256', SERVICE_ROLE_KEY).update(email.toLowerCase()).digest('hex');

afterEach(async () => {
  await setAuthSettings({ sign_in_sign_ups: CONFORMANCE_SIGN_IN_LIMIT, email_sent: 300, reset_rate_limits: true });
});

/** Follows a reset mail's link: the session it gives back to the site, as supabase-js reads it from the fragment. */
async function followReset(email: string): Promise<URLSearchParams> {
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
  const link = new URL(/href="([^"]+)"/.exec(mail?.html ?? '')?.[1]?.replace(/&amp;/g, '&') ?? '');
  const followed = await fetch(link, { redirect: 'manual' });
  return new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1));
}

describe('auth mails a stranger cannot use up', () => {
  it('stops a burst of sign-ups to random addresses before Auth counts their mails, and a real reset mail is still delivered', async () => {
    // Auth's own hourly count a little above the hook's budget of new accounts: without the budget, the burst would use it up.
    await setAuthSettings({ email_sent: 25, reset_rate_limits: true });
    const statuses: number[] = [];
    const created: string[] = [];
    const burst = Array.from({ length: 40 }, (_, index) => `rafale-${Date.now()}-${index}@random.example`);
    try {
      for (const email of burst) {
        const { data, error } = await newClient().auth.signUp({ email, password: PASSWORD });
        statuses.push(error?.status ?? 200);
        if (data.user) created.push(data.user.id);
      }
      const accepted = statuses.filter((status) => status === 200).length;
      console.info(`burst of ${burst.length} sign-ups to random addresses: ${accepted} accepted, ${statuses.length - accepted} refused before any mail`);
      expect(accepted).toBeLessThanOrEqual(20);
      expect(statuses.slice(statuses.indexOf(429))).toEqual(statuses.slice(statuses.indexOf(429)).map(() => 429));
      const refused = await newClient().auth.signUp({ email: `rafale-encore-${Date.now()}@random.example`, password: PASSWORD });
      expect(refused.error).toMatchObject({ status: 429, message: 'Too many sign-ups this hour: please try again later.' });

      const booker = await confirmedUser('reset-after-burst');
      expect((await newClient().auth.resetPasswordForEmail(booker, { redirectTo: SITE })).error).toBeNull();
      const fragment = await followReset(booker);
      expect(fragment.get('type')).toBe('recovery');
      expect(fragment.get('access_token')).toBeTruthy();
    } finally {
      // The suite's later sign-ups and mails find the hour as this test found it.
      for (const id of created) await admin.auth.admin.deleteUser(id);
      await admin.from('auth_mails').delete().in('address_hash', burst.map(addressHash));
    }
  });

  it('closes sign-ups for a source past 20 unconfirmed accounts this hour while another source still signs up; past 50 for the project, for every source', async () => {
    /** A visitor at `source`, as Auth reads the caller's address: the first entry of X-Forwarded-For. */
    const from = (source: string) =>
      createClient(API_URL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false }, global: { headers: { 'X-Forwarded-For': source } } });
    const created: string[] = [];
    const addresses: string[] = [];
    const signUp = async (source: string) => {
      const email = `source-${Date.now()}-${addresses.length}@random.example`;
      addresses.push(email);
      const { data, error } = await from(source).auth.signUp({ email, password: PASSWORD });
      if (data.user) created.push(data.user.id);
      return error;
    };
    const closed = { status: 429, message: 'Too many sign-ups this hour: please try again later.' };
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 22; index += 1) statuses.push((await signUp('198.51.100.20'))?.status ?? 200);
      expect(statuses).toEqual([...Array.from({ length: 20 }, () => 200), 429, 429]);
      expect(await signUp('198.51.100.20, 127.0.0.1')).toMatchObject(closed);
      expect(await signUp('198.51.100.21')).toBeNull();

      // The project's backstop: accounts left unconfirmed this hour, wherever they came from, up to 50.
      const { data } = await admin.auth.admin.listUsers({ perPage: 1000 });
      const hourAgo = Date.now() - 3_600_000;
      const unconfirmed = (data?.users ?? []).filter((user) => !user.email_confirmed_at && Date.parse(user.created_at) > hourAgo).length;
      for (let index = unconfirmed; index < 50; index += 1) {
        const filler = await admin.auth.admin.createUser({ email: `backstop-${Date.now()}-${index}@random.example` });
        if (filler.data.user) created.push(filler.data.user.id);
      }
      expect(await signUp('198.51.100.22')).toMatchObject(closed);
    } finally {
      // The suite's later sign-ups find the hour as this test found it: deleting an account forgets its source.
      for (const id of created) await admin.auth.admin.deleteUser(id);
      await admin.from('auth_mails').delete().in('address_hash', addresses.map(addressHash));
    }
    expect(await signUp('198.51.100.20')).toBeNull();
    await admin.auth.admin.deleteUser(created.at(-1) ?? '');
    await admin
      .from('auth_mails')
      .delete()
      .eq('address_hash', addressHash(addresses.at(-1) ?? ''));
  });

  it('sends one mail an address a minute and three an hour, whatever the IP that asks; another address is not held back', async () => {
    const email = await confirmedUser('reset-limit');
    const rows = (minutesAgo: number[]) =>
      minutesAgo.map((minutes) => ({ address_hash: addressHash(email), kind: 'recovery', sent_at: new Date(Date.now() - minutes * 60_000).toISOString() }));
    try {
      // A mail half a minute ago, from anywhere: Auth's own minute per kind is not the hook's.
      expect((await admin.from('auth_mails').insert(rows([0.5]))).error).toBeNull();
      const tooSoon = await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE });
      expect(tooSoon.error).toMatchObject({ status: 429, code: 'unknown' });
      expect(tooSoon.error?.message).toMatch(/^Trop d'emails demandés pour cette adresse/);
      // Three this hour, the last more than a minute ago: the fourth waits for the hour to pass.
      await admin.from('auth_mails').delete().eq('address_hash', addressHash(email));
      expect((await admin.from('auth_mails').insert(rows([50, 30, 2]))).error).toBeNull();
      await setAuthSettings({ reset_rate_limits: true });
      expect((await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toMatchObject({ status: 429 });
      expect(await mailsTo(email)).toEqual([]);

      const other = await confirmedUser('reset-limit-other');
      expect((await newClient().auth.resetPasswordForEmail(other, { redirectTo: SITE })).error).toBeNull();
      expect(await mailsTo(other)).toHaveLength(1);
    } finally {
      await admin.from('auth_mails').delete().eq('address_hash', addressHash(email));
    }
  });

  it('tells the artist once, in French, when the hour’s auth mails reach the alert level', async () => {
    const { error } = await admin
      .from('artist_alerts')
      .update({ sent_at: new Date(0).toISOString() })
      .eq('kind', 'auth_mail_quota');
    expect(error).toBeNull();
    const { count } = await admin
      .from('auth_mails')
      .select('id', { count: 'exact', head: true })
      .gte('sent_at', new Date(Date.now() - 3_600_000).toISOString());
    const filler = Array.from({ length: AUTH_MAIL_LIMITS.alertAt - 1 - (count ?? 0) }, (_, index) => ({ address_hash: `conformance-quota-${index}`, kind: 'recovery' }));
    try {
      expect((await admin.from('auth_mails').insert(filler)).error).toBeNull();
      const email = await confirmedUser('quota-alert');
      expect((await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
      expect(await mailsTo(email)).toHaveLength(1);
      const alerts = (await mailsTo(ARTIST)).filter((mail) => mail.subject.startsWith('Mails de connexion'));
      expect(alerts.map((mail) => mail.subject)).toEqual([`Mails de connexion : ${AUTH_MAIL_LIMITS.alertAt} envoyés en une heure, sur ${AUTH_MAIL_LIMITS.perHour} au plus`]);
    } finally {
      await admin.from('auth_mails').delete().like('address_hash', 'conformance-quota-%');
    }
  });

  it('sends the auth mails through the hook only: from the site’s sender, a reply going to the artist', async () => {
    const email = await confirmedUser('hook-sender');
    expect((await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
    const mails = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as { to: string[]; from: string; reply_to: string[] }[];
    expect(mails.find((mail) => mail.to.includes(email))).toMatchObject({ from: 'Site <site@yaniel-barcenas.example>', reply_to: [ARTIST] });
  });
});
