import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { MAILBOX_URL, PASSWORD, SESSION_KEY, createConfirmedUser, mailsTo, navigation, uniqueEmail } from './auth-support';

const NEW_PASSWORD = 'Montuno-guajira-2026';
const RECOVERY_SENT =
  'Si un compte existe pour cette adresse, un email vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe (valable une heure). Pensez à regarder dans les courriers indésirables.';
const LINK_EXPIRED = 'Ce lien a expiré ou a déjà servi : demandez-en un nouveau.';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

function form(page: Page) {
  return {
    email: page.getByLabel('Email'),
    newPassword: page.getByRole('textbox', { name: 'Nouveau mot de passe' }),
    confirm: page.getByLabel('Confirmer le mot de passe'),
    error: page.getByRole('alert'),
    notice: page.getByRole('main').getByRole('status'),
    forgotten: page.getByRole('button', { name: 'Mot de passe oublié ?' }),
    send: page.getByRole('button', { name: 'Envoyer le lien' }),
    save: page.getByRole('button', { name: 'Enregistrer le mot de passe' }),
    backToSignIn: page.getByRole('button', { name: 'Retour à la connexion' }),
  };
}

/** Opens /auth and reaches into the form; its buttons are disabled until the island answers. */
async function openAuth(page: Page, path = '/auth'): Promise<ReturnType<typeof form>> {
  await page.goto(path);
  const fields = form(page);
  await fields.email.click();
  await expect(fields.forgotten).toBeEnabled();
  return fields;
}

/** Asks for the recovery mail through the form and gives the link it carries. */
async function requestRecoveryLink(page: Page, email: string, path = '/auth'): Promise<string> {
  const fields = await openAuth(page, path);
  await fields.forgotten.click();
  await fields.email.fill(email);
  await fields.send.click();
  await expect(fields.notice).toHaveText(RECOVERY_SENT);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Réinitialisez votre mot de passe');
  const href = /href="([^"]*type=recovery[^"]*)"/.exec(mail?.html ?? '')?.[1] ?? '';
  return href.replaceAll('&amp;', '&');
}

test.describe('/auth heading and title', () => {
  test('follow the mode, and the change is announced', async ({ page }) => {
    const fields = await openAuth(page);
    await expect(heading(page)).toHaveText('Connexion');
    await expect(page).toHaveTitle('Connexion | Yaniel Bárcenas');

    await page.getByRole('button', { name: "Pas encore de compte ? S'inscrire" }).click();
    await expect(heading(page)).toHaveText('Inscription');
    await expect(page).toHaveTitle('Inscription | Yaniel Bárcenas');
    await expect(page.locator('[aria-live="polite"]')).toHaveText('Inscription : Créez votre compte pour accéder aux documents professionnels.');

    await page.getByRole('button', { name: 'Déjà un compte ? Se connecter' }).click();
    await fields.email.fill('ana@example.com');
    await fields.forgotten.click();
    await expect(heading(page)).toHaveText('Mot de passe oublié');
    await expect(page).toHaveTitle('Mot de passe oublié | Yaniel Bárcenas');
    await expect(page.locator('[aria-live="polite"]')).toContainText('Mot de passe oublié : ');
    // The address typed to sign in is the one the visitor forgot the password of.
    await expect(fields.email).toHaveValue('ana@example.com');
    await expect(fields.email).toBeFocused();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);

    await fields.backToSignIn.click();
    await expect(heading(page)).toHaveText('Connexion');
    await expect(fields.email).toHaveValue('ana@example.com');
  });
});

test.describe('forgotten password', () => {
  test('asks for the email first, and the form passes axe with the message shown', async ({ page }) => {
    const fields = await openAuth(page);
    await fields.forgotten.click();
    await fields.send.click();
    await expect(fields.error).toHaveText("Indiquez l'adresse email de votre compte");
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('answers the same for an address without an account, which receives nothing', async ({ page }) => {
    const unknown = uniqueEmail('no-account');
    const fields = await openAuth(page);
    await fields.forgotten.click();
    await fields.email.fill(unknown);
    await fields.send.click();
    await expect(fields.notice).toHaveText(RECOVERY_SENT);
    await expect(fields.email).toHaveValue(unknown);
    await page.waitForTimeout(500);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  test('a second request within the minute reads the mail limit in French, keeping the address', async ({ page }) => {
    const email = await createConfirmedUser('reset-limit');
    await requestRecoveryLink(page, email);
    const fields = form(page);
    await fields.send.click();
    await expect(fields.error).toHaveText("Trop d'emails demandés en peu de temps : patientez quelques minutes avant d'en demander un nouveau.");
    await expect(fields.notice).toHaveText('');
    await expect(fields.email).toHaveValue(email);
  });

  test('the mailed link opens "Nouveau mot de passe", which follows the sign-up rules, signs in and returns to the pro area; a second use is refused', async ({ page }) => {
    test.slow();
    const email = await createConfirmedUser('reset');
    const link = await requestRecoveryLink(page, email, '/auth?next=%2Facces-pro');
    expect(new URL(new URL(link).searchParams.get('redirect_to') ?? '').pathname).toBe('/auth');

    // Through the mailbox, as a visitor opens it.
    await page.goto(MAILBOX_URL);
    const mail = page.locator('article', { hasText: email });
    await expect(mail.getByRole('heading', { name: 'Réinitialisez votre mot de passe' })).toBeVisible();
    await mail.frameLocator('iframe').getByRole('link', { name: 'Choisir un nouveau mot de passe' }).click();
    await expect(heading(page)).toHaveText('Nouveau mot de passe');
    await expect(page).toHaveTitle('Nouveau mot de passe | Yaniel Bárcenas');
    // supabase-js takes the tokens out of the address (it leaves an empty '#').
    await expect(page).toHaveURL(/\/auth\?next=%2Facces-pro#?$/);
    const fields = form(page);
    await expect(page.getByRole('main')).toContainText(`Compte : ${email}`);
    await expect(fields.email).toHaveCount(0);
    await expectNoAxeViolations(page);

    await fields.save.click();
    await expect(fields.error).toHaveText('Tous les champs sont requis');
    await fields.newPassword.fill('12345');
    await fields.confirm.fill('54321');
    await fields.save.click();
    await expect(fields.error).toHaveText('Les mots de passe ne correspondent pas');
    await fields.confirm.fill('12345');
    await fields.save.click();
    await expect(fields.error).toHaveText('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre');
    // The service's own refusal: the same password as before, kept in the fields.
    await fields.newPassword.fill(PASSWORD);
    await fields.confirm.fill(PASSWORD);
    await fields.save.click();
    await expect(fields.error).toHaveText('Ce mot de passe est celui que vous utilisez déjà : choisissez-en un autre.');
    await expect(fields.newPassword).toHaveValue(PASSWORD);

    await fields.newPassword.fill(NEW_PASSWORD);
    await fields.confirm.fill(NEW_PASSWORD);
    await fields.save.click();
    await page.waitForURL('/acces-pro');
    await expect(page.getByRole('heading', { level: 2, name: 'Kits presse et technique' })).toBeVisible();
    await expect(navigation(page).proArea).toBeVisible();

    // The same link again: spent. The page says so and offers to ask for another, the address typed in.
    await page.goto(link);
    await expect(heading(page)).toHaveText('Mot de passe oublié');
    await expect(fields.error).toHaveText(LINK_EXPIRED);
    await expect(page).not.toHaveURL(/error_code/);
    await fields.email.fill(email);
    await expect(fields.send).toBeEnabled();
    await expectNoAxeViolations(page);

    // Only the new password opens the account now.
    await page.evaluate((key) => localStorage.removeItem(key), SESSION_KEY);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(fields.error).toHaveText('Email ou mot de passe incorrect');
    await page.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('/');
  });

  test('an expired link shows the French message with the way to ask again', async ({ page }) => {
    await page.goto('/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    const fields = form(page);
    await expect(fields.error).toHaveText(LINK_EXPIRED);
    await expect(heading(page)).toHaveText('Mot de passe oublié');
    await expect(fields.send).toBeEnabled();
    await expect(page).toHaveURL('/auth');
  });
});
