import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createConfirmedUser, mailsTo } from './auth-support';
import { pages } from '../../src/site.config';

/**
 * The forms in English and Spanish, as a visitor abroad meets them: the contact form's checks and
 * a password reset mailed in the account's language. The French forms have their own specs
 * (contact.spec.ts, password-reset.spec.ts); the dictionaries' completeness is a unit test.
 */
const CONTACT = {
  en: {
    submit: 'Send your request',
    labels: { nom: 'Name', email: 'Email', message: 'Message' },
    required: 'Please fill in your name, email address and message',
    email: 'Please enter a valid email address',
    messageTooShort: 'Your message must be at least 10 characters long',
  },
  es: {
    submit: 'Enviar la solicitud',
    labels: { nom: 'Nombre', email: 'Correo electrónico', message: 'Mensaje' },
    required: 'Los campos nombre, correo electrónico y mensaje son obligatorios',
    email: 'Introduce una dirección de correo electrónico válida',
    messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
  },
} as const;

async function openContactForm(page: Page, lang: keyof typeof CONTACT): Promise<ReturnType<Page['locator']>> {
  await page.goto(pages.contact[lang].path);
  const form = page.locator('#formulaire');
  // The form hydrates at the visitor's first reach into it (client:first-input).
  await form.locator('form').hover();
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: CONTACT[lang].submit })).toBeEnabled();
  return form;
}

for (const lang of ['en', 'es'] as const) {
  test(`the ${lang} contact form checks in its language, keeps what was typed and sends nothing invalid`, async ({ page }) => {
    const text = CONTACT[lang];
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) posts.push(request.method());
    });
    const form = await openContactForm(page, lang);
    const submit = page.getByRole('button', { name: text.submit });
    const alert = form.getByRole('alert');

    await submit.click();
    await expect(alert).toHaveText(text.required);
    await expect(form.getByLabel(text.labels.nom)).toBeFocused();

    await form.getByLabel(text.labels.nom).fill('Joana Ferreira');
    await form.getByLabel(text.labels.email).fill('joana-at-festival');
    await form.getByLabel(text.labels.message).fill('short');
    await submit.click();
    await expect(alert).toHaveText(text.email);
    await expect(form.getByLabel(text.labels.email)).toBeFocused();

    await form.getByLabel(text.labels.email).fill('joana@festival.example');
    await submit.click();
    await expect(alert).toHaveText(text.messageTooShort);

    expect(posts).toEqual([]);
    await expect(form.getByLabel(text.labels.nom)).toHaveValue('Joana Ferreira');
    await expect(form.getByLabel(text.labels.message)).toHaveValue('short');
  });
}

test('a password reset asked from the English sign-in page reaches an English account in English', async ({ page }) => {
  test.slow();
  const email = await createConfirmedUser('reset-en', 'en');
  await page.goto(pages.auth.en.path);
  await page.getByLabel('Email').click();
  const forgotten = page.getByRole('button', { name: 'Forgotten your password?' });
  await expect(forgotten).toBeEnabled();
  await forgotten.click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If an account exists for this address, we have just sent it a link to choose a new password (valid for one hour). Remember to check your spam folder.',
  );
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Reset your password');
  // The link brings the visitor back to the English sign-in page.
  const href = (/href="([^"]*type=recovery[^"]*)"/.exec(mail?.html ?? '')?.[1] ?? '').replaceAll('&amp;', '&');
  expect(new URL(new URL(href).searchParams.get('redirect_to') ?? '').pathname).toBe(pages.auth.en.path);
});
