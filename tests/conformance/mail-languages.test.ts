/**
 * Mails and answers in the visitor's language, through the real supabase-js: the confirmation and
 * recovery mails (the send-auth-email hook, functions/_shared/auth-mail-texts.ts) follow the page
 * their link leads back to (`emailRedirectTo`, `redirectTo`); the re-authentication mail, which
 * names no page, the account's stored language (`lang` in its metadata); French for an account
 * without one. The contact function answers in the language
 * the form sends.
 */
import { describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, MAIL_URL, PASSWORD, admin, mailsTo, newClient, postFrom, signedInClient, uniqueEmail } from './stack';

const SITE = 'http://localhost:4321/';

async function signUpIn(lang: string | undefined): Promise<string> {
  const email = uniqueEmail(`signup-${lang ?? 'none'}`);
  // As the /auth form does: the home page of the form's language, and that language in the metadata.
  const home = lang === 'en' || lang === 'es' ? `${SITE}${lang}/` : SITE;
  const { error } = await newClient().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: home, ...(lang ? { data: { lang } } : {}) } });
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

  it("mails a password reset in the language of the page it was asked from, whatever the account's, with its working link", async () => {
    const frenchAccount = uniqueEmail('recovery-fr-from-en');
    const englishAccount = uniqueEmail('recovery-en-from-fr');
    const spanishPage = uniqueEmail('recovery-none-from-es');
    for (const [email, lang, page] of [
      [frenchAccount, 'fr', `${SITE}en/auth`],
      [englishAccount, 'en', `${SITE}auth`],
      [spanishPage, undefined, `${SITE}es/auth?next=%2Fes%2Farea-profesional`],
    ] as const) {
      const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, ...(lang ? { user_metadata: { lang } } : {}) });
      expect(error).toBeNull();
      expect((await newClient().auth.resetPasswordForEmail(email, { redirectTo: page })).error).toBeNull();
    }

    const mail = await newestMail(frenchAccount);
    expect(mail).toMatchObject({ subject: 'Reset your password', heading: 'Resetting your password' });
    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${API_URL}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(followed.headers.get('location') ?? '').hash.slice(1)).get('type')).toBe('recovery');

    expect(await newestMail(englishAccount)).toMatchObject({ subject: 'Réinitialisez votre mot de passe', heading: 'Réinitialisation de votre mot de passe' });
    expect(await newestMail(spanishPage)).toMatchObject({ subject: 'Restablece tu contraseña', heading: 'Restablecer tu contraseña' });
  });

  it('mails the re-authentication code in the language the account last signed in with, which the page stores', async () => {
    const { client, email } = await signedInClient('reauth-es');
    // What the /auth form does after signing in from a Spanish page (languagePreferenceUpdate).
    expect((await client.auth.updateUser({ data: { lang: 'es' } })).error).toBeNull();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    expect(await mailsTo(email)).toEqual([expect.objectContaining({ subject: 'Tu código de confirmación' })]);
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

describe('a booking request and the acknowledgements, through the local stack', () => {
  const send = (source: string, body: Record<string, unknown>) =>
    postFrom(source, `${API_URL}/functions/v1/send-contact-email`, body, { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` });

  it("stores a booking request with its details, mails it to the booking inbox laid out as one, and acknowledges it in the page's language", async () => {
    const email = uniqueEmail('booking-es');
    const sent = await send('127.0.2.1', {
      nom: 'Lucía Gómez',
      email,
      message: 'Nos encantaría programar al quinteto en nuestra temporada de otoño.',
      demande: 'booking',
      formation: 'Yaniel Bárcenas Quintet',
      dates: ['2027-10-08', '2027-10-09'],
      flexibilite: 'quelques-jours',
      ville: 'Sevilla',
      pays: 'España',
      lieu: 'Teatro Central',
      jauge: '1.200',
      cadre: 'interieur',
      budget: '5000-10000',
      lang: 'es',
    });
    expect(sent).toEqual({ status: 200, body: { ok: true } });

    const { data } = await admin.from('contact_messages').select('booking, mail_status, acknowledged_at').eq('email', email).single();
    expect(data).toMatchObject({
      mail_status: 'sent',
      booking: { formation: 'Yaniel Bárcenas Quintet', dates: ['2027-10-08', '2027-10-09'], jauge: '1200', budget: '5000-10000' },
    });
    expect(data?.acknowledged_at).not.toBeNull();

    const all = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as { to: string[]; reply_to: string[]; subject: string; text: string }[];
    const artist = all.find((mail) => mail.reply_to.includes(email));
    expect(artist?.subject).toBe('Demande de date : Yaniel Bárcenas Quintet, Sevilla, vendredi 8 octobre 2027 (+1) – Lucía Gómez');
    expect(artist?.text).toContain('Budget : De 5 000 à 10 000 € HT');
    const [acknowledgement, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(acknowledgement).toMatchObject({ subject: 'Hemos recibido tu solicitud de fecha' });
    expect(acknowledgement?.text).toContain('viernes, 8 de octubre de 2027, sábado, 9 de octubre de 2027');
    expect(acknowledgement?.text).not.toContain('Sevilla');
  });

  it('refuses a booking request without a city in the form language, naming the field, and stores nothing', async () => {
    const email = uniqueEmail('booking-invalid');
    const sent = await send('127.0.2.2', {
      nom: 'Jane Doe',
      email,
      message: 'We would like to book the trio for our festival.',
      demande: 'booking',
      formation: 'Yaniel Bárcenas Trio',
      dates: ['2027-07-14'],
      flexibilite: 'fixe',
      ville: '',
      pays: 'United Kingdom',
      budget: 'a-discuter',
      lang: 'en',
    });
    expect(sent).toEqual({ status: 400, body: { error: 'For a booking request, please give the ensemble, at least one date, the city and the country', field: 'ville' } });
    expect((await admin.from('contact_messages').select('id').eq('email', email)).data).toEqual([]);
  });
});
