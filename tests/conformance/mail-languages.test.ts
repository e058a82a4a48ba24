/**
 * Mails and answers in the visitor's language, through the real supabase-js: the sign-up puts the
 * page's language in the user's metadata (`options.data.lang`), and the confirmation, recovery and
 * re-authentication mails (the send-auth-email hook, functions/_shared/auth-mail-texts.ts) are
 * written in it; French for an account without one. The contact function answers in the language
 * the form sends.
 */
import { describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, PASSWORD, admin, mailsTo, newClient, uniqueEmail } from './stack';

const SITE = 'http://localhost:4321/';

async function signUpIn(lang: string | undefined): Promise<string> {
  const email = uniqueEmail(`signup-${lang ?? 'none'}`);
  const { error } = await newClient().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: SITE, ...(lang ? { data: { lang } } : {}) } });
  expect(error).toBeNull();
  return email;
}

/** The newest mail to `email`: its subject, its first heading and its link. */
async function newestMail(email: string): Promise<{ subject: string; heading: string; link: string }> {
  const [mail] = await mailsTo(email);
  const html = mail?.html ?? '';
  return {
    subject: mail?.subject ?? '',
    heading: /<h2>([^<]*)<\/h2>/.exec(html)?.[1] ?? '',
    link: /href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '',
  };
}

describe('auth mails in the account language', () => {
  it('mails the sign-up confirmation in English, Spanish or French, as the sign-up asked', async () => {
    const english = await newestMail(await signUpIn('en'));
    expect(english).toMatchObject({ subject: 'Confirm your sign-up', heading: 'Welcome!' });
    expect(new URL(english.link).searchParams.get('type')).toBe('signup');
    expect(await newestMail(await signUpIn('es'))).toMatchObject({ subject: 'Confirma tu registro', heading: '¡Te damos la bienvenida!' });
    expect(await newestMail(await signUpIn('fr'))).toMatchObject({ subject: 'Confirmez votre inscription', heading: 'Bienvenue !' });
  });

  it('writes in French to an account with no language, or one the site does not speak', async () => {
    expect(await newestMail(await signUpIn(undefined))).toMatchObject({ subject: 'Confirmez votre inscription', heading: 'Bienvenue !' });
    expect(await newestMail(await signUpIn('de'))).toMatchObject({ subject: 'Confirmez votre inscription', heading: 'Bienvenue !' });
  });

  it('mails the password reset of an English account in English, with its working link, and of an account without a language in French', async () => {
    const english = uniqueEmail('recovery-en');
    const spanish = uniqueEmail('recovery-es');
    const french = uniqueEmail('recovery-none');
    for (const [email, lang] of [
      [english, 'en'],
      [spanish, 'es'],
      [french, undefined],
    ] as const) {
      const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, ...(lang ? { user_metadata: { lang } } : {}) });
      expect(error).toBeNull();
      expect((await newClient().auth.resetPasswordForEmail(email, { redirectTo: SITE })).error).toBeNull();
    }

    const mail = await newestMail(english);
    expect(mail).toMatchObject({ subject: 'Reset your password', heading: 'Resetting your password' });
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${API_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1)).get('type')).toBe('recovery');

    expect(await newestMail(spanish)).toMatchObject({ subject: 'Restablece tu contraseña', heading: 'Restablecer tu contraseña' });
    expect(await newestMail(french)).toMatchObject({ subject: 'Réinitialisez votre mot de passe', heading: 'Réinitialisation de votre mot de passe' });
  });
});

describe('send-contact-email in the form language', () => {
  it('answers an English or Spanish form in its language, and a form without one in French', async () => {
    const client = newClient();
    const invalid = { nom: 'Jane Doe', email: 'jane-at-festival', message: 'We would like to book the quintet.' };
    const answers = [];
    for (const lang of ['en', 'es', undefined]) {
      const { error } = await client.functions.invoke('send-contact-email', { body: { ...invalid, ...(lang ? { lang } : {}) }, headers: { apikey: ANON_KEY } });
      const context: unknown = (error as { context?: unknown } | null)?.context;
      expect(context).toBeInstanceOf(Response);
      answers.push(await (context as Response).json());
    }
    expect(answers).toEqual([
      { error: 'Please enter a valid email address', field: 'email' },
      { error: 'Introduce una dirección de correo electrónico válida', field: 'email' },
      { error: 'Veuillez entrer une adresse email valide', field: 'email' },
    ]);
  });
});
