import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { MAILBOX_URL, PASSWORD, SESSION_KEY, createConfirmedUser, mailsTo, navigation, setAutoconfirm, signIn, uniqueEmail } from './auth-support';

const form = (page: Page) => ({
  email: page.getByLabel('Email'),
  password: page.getByLabel('Mot de passe', { exact: true }),
  confirm: page.getByLabel('Confirmer le mot de passe'),
  error: page.getByRole('alert'),
  signInButton: page.getByRole('button', { name: 'Se connecter' }),
  signUpButton: page.getByRole('button', { name: "S'inscrire", exact: true }),
  toSignUp: page.getByRole('button', { name: "Pas encore de compte ? S'inscrire" }),
  toSignIn: page.getByRole('button', { name: 'Déjà un compte ? Se connecter' }),
});

/**
 * The island hydrates at the visitor's first reach into the form (here a tap on the email field);
 * the toggle answering proves it is interactive.
 */
async function openAuth(page: Page, mode: 'signIn' | 'signUp' = 'signIn'): Promise<ReturnType<typeof form>> {
  await page.goto('/auth');
  const fields = form(page);
  await fields.email.click();
  await fields.toSignUp.click();
  await expect(fields.confirm).toBeVisible();
  if (mode === 'signIn') await fields.toSignIn.click();
  return fields;
}

test.describe('/auth form', () => {
  test('is usable as HTML first: its code downloads at the first reach into it, and what was typed before stays', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /AuthForm|client\./.test(url))).toEqual([]);
    const fields = form(page);
    await expect(fields.signInButton).toBeDisabled();

    await fields.email.pressSequentially('ana@example.com');
    await expect(fields.signInButton).toBeEnabled();
    await expect(fields.email).toHaveValue('ana@example.com');
    expect(scripts.some((url) => /AuthForm/.test(url))).toBe(true);
    // Nobody signed in and no mailed link: the SDK waits for the form to be sent.
    expect(scripts.filter((url) => /supabase-js|dist\./.test(url))).toEqual([]);
  });

  test('opens in sign-in mode with an email field, a password with show/hide and no confirmation field', async ({ page }) => {
    await page.goto('/auth');
    const fields = form(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(fields.email).toHaveAttribute('type', 'email');
    await expect(fields.password).toHaveAttribute('type', 'password');
    await expect(fields.confirm).toHaveCount(0);
    await expect(fields.toSignUp).toBeVisible();

    await fields.password.click();
    const toggle = page.getByRole('button', { name: 'Afficher le mot de passe' });
    await toggle.click();
    await expect(fields.password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(fields.password).toHaveAttribute('type', 'password');
  });

  test('switching mode shows the confirmation field and clears the fields and the error', async ({ page }) => {
    const fields = await openAuth(page);
    await fields.email.fill('ana@example.com');
    await fields.signInButton.click();
    await expect(fields.error).toHaveText('Tous les champs sont requis');

    await fields.toSignUp.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription' })).toBeVisible();
    await expect(fields.email).toHaveValue('');
    await expect(fields.error).toHaveText('');
    await expect(fields.confirm).toBeVisible();
    await fields.email.fill('ana@example.com');
    await fields.password.fill('secret');

    await fields.toSignIn.click();
    await expect(fields.email).toHaveValue('');
    await expect(fields.password).toHaveValue('');
    await expect(fields.confirm).toHaveCount(0);
  });

  test('checks sign-in fields in order: required, then at least 6 characters, keeping what was typed', async ({ page }) => {
    const fields = await openAuth(page);
    await fields.signInButton.click();
    await expect(fields.error).toHaveText('Tous les champs sont requis');
    await fields.email.fill('ana@example.com');
    await fields.signInButton.click();
    await expect(fields.error).toHaveText('Tous les champs sont requis');
    await fields.password.fill('12345');
    await fields.signInButton.click();
    await expect(fields.error).toHaveText('Le mot de passe doit contenir au moins 6 caractères');
    await expect(fields.email).toHaveValue('ana@example.com');
    await expect(fields.password).toHaveValue('12345');
  });

  test('checks sign-up fields in order: required, matching passwords, then the password rule', async ({ page }) => {
    const fields = await openAuth(page, 'signUp');
    await fields.signUpButton.click();
    await expect(fields.error).toHaveText('Tous les champs sont requis');
    await fields.email.fill('ana@example.com');
    await fields.password.fill('12345');
    await fields.confirm.fill('54321');
    await fields.signUpButton.click();
    await expect(fields.error).toHaveText('Les mots de passe ne correspondent pas');
    await fields.confirm.fill('12345');
    await fields.signUpButton.click();
    await expect(fields.error).toHaveText('Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre');
    await expect(page.getByText('Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.')).toBeVisible();
  });

  test('a wrong password reads "Email ou mot de passe incorrect"', async ({ page }) => {
    const email = await createConfirmedUser('wrong-password');
    const fields = await openAuth(page);
    await fields.email.fill(email);
    await fields.password.fill('pas-le-bon');
    await fields.signInButton.click();
    await expect(fields.error).toHaveText('Email ou mot de passe incorrect');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("shows 'Chargement...' on a disabled button while the service answers", async ({ page }) => {
    const email = await createConfirmedUser('loading');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/auth/v1/token?grant_type=password', async (route) => {
      await held;
      await route.continue();
    });
    const fields = await openAuth(page);
    await fields.email.fill(email);
    await fields.password.fill(PASSWORD);
    await fields.signInButton.click();
    const busy = page.getByRole('button', { name: 'Chargement...' });
    await expect(busy).toBeDisabled();
    release();
    await page.waitForURL('/');
  });

  test('signs in, lands on the home page with the signed-in navigation, and keeps the session across a reload', async ({ page }) => {
    const email = await createConfirmedUser('signin');
    await signIn(page, email);
    await expect(page).toHaveURL('/');
    const nav = navigation(page);
    await expect(nav.proArea).toBeVisible();
    await expect(nav.signOut).toBeVisible();
    await expect(nav.signIn).toBeHidden();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { email?: string } }, SESSION_KEY);
    expect(stored.user?.email).toBe(email);

    await page.reload();
    await expect(navigation(page).proArea).toBeVisible();
    await page.goto('/auth');
    await page.waitForURL('/');
  });

  test('the form passes axe in both modes', async ({ page }) => {
    const fields = await openAuth(page);
    await fields.signInButton.click();
    await expect(fields.error).toHaveText('Tous les champs sont requis');
    await expectNoAxeViolations(page);
    await fields.toSignUp.click();
    await expectNoAxeViolations(page);
  });
});

test.describe('sign-up', () => {
  // Both tests switch the stack's confirmation setting: they run one after the other.
  test.describe.configure({ mode: 'serial' });

  test('with confirmation: alert, mail in the mailbox, whose link signs the visitor in on the home page', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('signup');
    const fields = await openAuth(page, 'signUp');
    await fields.email.fill(email);
    await fields.password.fill(PASSWORD);
    await fields.confirm.fill(PASSWORD);
    const alert = page.waitForEvent('dialog');
    await fields.signUpButton.click();
    const dialog = await alert;
    expect(dialog.message()).toBe('Compte créé avec succès ! Vérifiez votre email pour confirmer votre inscription.');
    await dialog.accept();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

    // Not confirmed yet: the visitor is told so in French.
    await fields.email.fill(email);
    await fields.password.fill(PASSWORD);
    await fields.signInButton.click();
    await expect(fields.error).toHaveText("Votre adresse email n'est pas encore confirmée : ouvrez le lien reçu par email, puis connectez-vous.");

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    await page.goto(MAILBOX_URL);
    const mail = page.locator('article', { hasText: email });
    await expect(mail.getByRole('heading', { name: 'Confirmez votre inscription' })).toBeVisible();
    await mail.frameLocator('iframe').getByRole('link', { name: 'Confirmer mon adresse e-mail' }).click();

    await page.waitForURL((url) => url.pathname === '/' && url.port === new URL(page.url()).port && !url.hash.includes('access_token'));
    await expect(navigation(page).proArea).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    expect(stored).toContain(email);
  });

  test('with confirmations off, an address already registered reads "Un compte existe déjà avec cet email"', async ({ page }) => {
    const email = await createConfirmedUser('duplicate');
    await setAutoconfirm(true);
    try {
      const fields = await openAuth(page, 'signUp');
      await fields.email.fill(email);
      await fields.password.fill(PASSWORD);
      await fields.confirm.fill(PASSWORD);
      await fields.signUpButton.click();
      await expect(fields.error).toHaveText('Un compte existe déjà avec cet email');
      await expect(fields.email).toHaveValue(email);
    } finally {
      await setAutoconfirm(false);
    }
  });
});

test.describe('navigation and session', () => {
  test("'Déconnexion' on a phone closes the menu, signs out and shows 'Connexion' again", async ({ page }) => {
    const email = await createConfirmedUser('mobile-signout');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, email);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = navigation(page);
    await expect(nav.signOut).toBeVisible();
    await nav.signOut.click();
    await expect(page.locator('#site-menu')).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.signIn).toBeVisible();
    await expect(nav.proArea).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('a sign-in and a sign-out in one tab update the navigation of another', async ({ page, context }) => {
    // Two pages, a sign-in and a sign-out through the interface: more than the default budget on a busy machine.
    test.slow();
    const email = await createConfirmedUser('two-tabs');
    const other = await context.newPage();
    await other.goto('/bio');
    await expect(navigation(other).signIn).toBeVisible();

    await signIn(page, email);
    await expect(navigation(other).proArea).toBeVisible();
    await expect(navigation(other).signOut).toBeVisible();

    await navigation(page).signOut.click();
    await expect(navigation(page).signIn).toBeVisible();
    await expect(navigation(other).signIn).toBeVisible();
    await expect(navigation(other).proArea).toBeHidden();
  });
});
