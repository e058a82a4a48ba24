import { readFile } from 'node:fs/promises';
import { dictionaries } from '../../src/i18n/index.ts';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { type Page } from '@playwright/test';
import { ANON_KEY, PASSWORD, SESSION_KEY, STORAGE_URL, SUPABASE_URL, createApprovedUser, createConfirmedUser, mailsTo, navigation, signIn } from './auth-support';
import { readableSize } from '../../src/lib/press-kit';
import { documentTypeOf } from '../../src/lib/pro-documents';
import { getKitPaths } from './press-kits';
import { artistPages } from '../../src/site.config';
import { signApprovalLink } from '../../supabase/functions/_shared/approval-link';
import { LOCAL_PRO_APPROVAL_SECRET } from '../../supabase/local/stack';
import { siteContent } from '../content-files';

interface Category {
  title: string;
  documents: Array<{ name: string; path: string; size: number }>;
}

const root = join(import.meta.dirname, '..', '..');
/** The test site's list, and the files the local stack's bucket holds for it. */
const categories = siteContent.readList<Category>('pro-documents.json');
const documents = categories.flatMap((category) => category.documents);
/** Where the local stack mails the artist (CONTACT_REPORT_EMAIL): the contact address of content/settings.json. */
const ARTIST_EMAIL = (JSON.parse(await readFile(join(root, 'content', 'settings.json'), 'utf8')) as { contact: { email: string } }).contact.email;
const APPROVAL_PAGE = artistPages.approveProAccount;

/** Downloads `document` from the pro area as a visitor does, and checks it is the real file. */
async function expectDownload(page: Page, document: { name: string; path: string }): Promise<void> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger ${document.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(document.path.split('/').pop());
  const saved = await readFile((await download.path()) ?? '');
  expect(saved.equals(await readFile(join(root, 'tests', 'fixtures', 'pro-documents', document.path)))).toBe(true);
}

/** Holds the page's POSTs to the function `slug` until the returned function is called: the test sees the progress shown meanwhile. */
async function holdPosts(page: Page, slug: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/functions/v1/${slug}`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return release;
}

test.describe('/acces-pro', () => {
  test("shows 'Chargement...' in the page, then sends a signed-out visitor to /auth and back after signing in", async ({ page, request }) => {
    const html = await (await request.get('/acces-pro')).text();
    expect(html).toContain('Chargement...');
    // No document in the page before sign-in, and the island's words are not in it (it loads them itself).
    expect(html).not.toContain('Télécharger');

    await page.goto('/acces-pro');
    await page.waitForURL('/auth?next=%2Facces-pro');
    const email = await createConfirmedUser('return');
    await signIn(page, email, '/auth?next=%2Facces-pro');
    await expect(page).toHaveURL('/acces-pro');
    await expect(page.getByRole('heading', { level: 2, name: 'Kits presse et technique' })).toBeVisible();
  });

  test('a visitor with no stored session leaves for /auth without downloading the pro area island', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/acces-pro');
    await page.waitForURL('/auth?next=%2Facces-pro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((path) => path.includes('ProArea'))).toEqual([]);
  });

  test('shows a new account its pending access and the public kits, not the gated documents', async ({ page }) => {
    await signIn(page, await createConfirmedUser('pending'));
    await page.goto('/acces-pro');
    await expect(page.getByRole('heading', { level: 2, name: 'Votre accès est en attente' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Télécharger/ })).toHaveCount(0);
    const kits = page.getByRole('region', { name: 'Kits presse et technique' }).getByRole('link');
    await expect(kits).toHaveCount(getKitPaths().length);
    for (const [index, path] of getKitPaths().entries()) await expect(kits.nth(index)).toHaveAttribute('href', path);
    await expectNoAxeViolations(page);
  });

  test("asks the artist for access, once a day; the mail's link approves nothing when opened, the approval page's button does, and the documents download", async ({
    page,
    request,
  }) => {
    // The whole journey, the artist's page included, with three axe runs.
    test.slow();
    const email = await createConfirmedUser('ask');
    await signIn(page, email);
    await page.goto('/acces-pro');
    const pending = page.getByRole('region', { name: 'Votre accès est en attente' });
    const send = await holdPosts(page, 'request-pro-access');
    await pending.getByRole('button', { name: "Demander l'accès" }).click();
    await expect(pending.getByRole('button', { name: 'Envoi de la demande...' })).toBeDisabled();
    send();
    await expect(pending.getByRole('status')).toHaveText(/^Demande envoyée : l’artiste l’a reçue par mail\./);
    await expect(pending.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await pending.getByRole('button', { name: "Demander l'accès" }).click();
    await expect(pending.getByRole('status')).toHaveText(/^Votre demande est déjà partie aujourd’hui/);
    const requests = (await mailsTo(ARTIST_EMAIL)).filter((mail) => mail.subject === `Espace pro : demande d'accès de ${email}`);
    expect(requests).toHaveLength(1);
    const approveLink = (/href="([^"]+)"/.exec(requests[0]?.html ?? '')?.[1] ?? '').replace(/&amp;/g, '&');
    // The link leads to the approval page of the site the account asked from.
    expect(approveLink.startsWith(`${new URL(page.url()).origin}${APPROVAL_PAGE.path}?token=`)).toBe(true);

    // What a mail scanner does, opening the link, approves nothing.
    expect((await request.get(approveLink)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Votre accès est en attente' })).toBeVisible();

    // The artist opens the link: the page says what the button does, and only the button approves.
    // The approval page reads no session: a page of the same browser stands for the artist's.
    const artist = await page.context().newPage();
    await artist.goto(approveLink);
    await expect(artist.getByRole('heading', { level: 1, name: APPROVAL_PAGE.title })).toBeVisible();
    await expect(artist.getByText('Approuver ce compte lui ouvre les documents réservés')).toBeVisible();
    await expectNoAxeViolations(artist);
    const approve = await holdPosts(artist, 'approve-pro-account');
    await artist.getByRole('button', { name: 'Approuver ce compte' }).click();
    await expect(artist.getByRole('button', { name: 'Approuver ce compte' })).toBeDisabled();
    await expect(artist.getByRole('status')).toHaveText('Approbation en cours…');
    approve();
    await expect(artist.getByRole('status')).toHaveText(`Compte approuvé : ${email} peut maintenant télécharger les documents réservés de l'espace pro. Un mail le lui annonce.`);
    await expect(artist.getByRole('alert')).toHaveText('');
    await expect(artist.getByRole('button', { name: 'Approuver ce compte' })).toHaveCount(0);
    await expectNoAxeViolations(artist);
    // Opened again, the link has served: the page says so.
    await artist.unrouteAll();
    await artist.goto(approveLink);
    await artist.getByRole('button', { name: 'Approuver ce compte' }).click();
    await expect(artist.getByRole('status')).toHaveText(`Ce lien a déjà servi : ${email} est déjà approuvé.`);
    await artist.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Votre accès est en attente' })).toHaveCount(0);
    const [firstDocument] = documents;
    if (!firstDocument) throw new Error('content/pro-documents.json lists no document');
    await expectDownload(page, firstDocument);
  });

  test('the approval page: kept out of search engines, and in French what a link that cannot approve has done, or what to do when the server cannot be reached', async ({
    page,
    request,
  }) => {
    // Four loads of the page and two axe runs.
    test.slow();
    const html = await (await request.get(APPROVAL_PAGE.path)).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('hreflang="en"');

    await page.goto(APPROVAL_PAGE.path);
    await expect(page.getByRole('alert')).toHaveText(/^Ce lien est incomplet : il lui manque le jeton/);
    await expect(page.getByRole('button', { name: 'Approuver ce compte' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const pressOn = async (token: string) => {
      await page.goto(`${APPROVAL_PAGE.path}?${new URLSearchParams({ token })}`);
      await page.getByRole('button', { name: 'Approuver ce compte' }).click();
    };
    await pressOn('forged.token');
    await expect(page.getByRole('alert')).toHaveText(/^Ce lien n'est pas valide/);
    await expect(page.getByRole('button', { name: 'Approuver ce compte' })).toHaveCount(0);

    // Signed as the local stack signs, expired since 1970 whatever the day of the run.
    await pressOn(await signApprovalLink({ linkId: 'approval-page-test', userId: 'no-account', email: 'programmation@festival.example', expiresAt: 1 }, LOCAL_PRO_APPROVAL_SECRET));
    await expect(page.getByRole('alert')).toHaveText(/^Ce lien a expiré \(il ne sert que 7 jours\)/);

    // The server unreachable: nothing sent, and the button stays for another try.
    await page.route('**/functions/v1/approve-pro-account', (route) => route.abort('connectionrefused'));
    await pressOn('any.token');
    await expect(page.getByRole('alert')).toHaveText(/^Le serveur des comptes ne répond pas : rien n'a été approuvé\. Vérifiez votre connexion/);
    await expect(page.getByRole('button', { name: 'Approuver ce compte' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('lists every category and document of content/pro-documents.json with type and the size of its file, and the contact block', async ({ page }) => {
    await signIn(page, await createApprovedUser('list'));
    await page.goto('/acces-pro');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Kits presse et technique',
      ...categories.map((category) => category.title),
      "Besoin d'un autre document ?",
    ]);
    for (const category of categories) {
      const section = page.getByRole('region', { name: category.title });
      await expect(section.getByRole('listitem')).toHaveCount(category.documents.length);
      for (const [index, document] of category.documents.entries()) {
        const item = section.getByRole('listitem').nth(index);
        await expect(item).toContainText(document.name);
        const type = documentTypeOf(document.path);
        if (!type) throw new Error(`content/pro-documents.json: ${document.path} has no type the area knows`);
        await expect(item).toContainText(type);
        await expect(item).toContainText(readableSize(document.size, 'fr', dictionaries.fr.sizeUnits));
        await expect(item.getByRole('button', { name: `Télécharger ${document.name}` })).toBeEnabled();
      }
    }
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Besoin d'un autre document ?" }).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
  });

  test('downloads the real file through a link the server signs for one minute', async ({ page }) => {
    await signIn(page, await createApprovedUser('download'));
    await page.goto('/acces-pro');
    for (const document of [documents[0], documents.find((item) => documentTypeOf(item.path) === 'MP3')]) {
      if (!document) throw new Error('document list changed');
      await expectDownload(page, document);
    }
    await expect(page).toHaveURL('/acces-pro');
  });

  test('refuses every document to an anonymous caller, and the built site holds none of them', async ({ request }) => {
    const anonymous = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' };
    const signer = await request.post(`${SUPABASE_URL}/functions/v1/sign-pro-document`, { headers: anonymous, data: { path: documents[0]?.path } });
    expect(signer.status()).toBe(401);
    expect(await signer.json()).toEqual({ error: 'Connectez-vous pour télécharger les documents professionnels.' });
    for (const { path } of documents) {
      const signing = await request.post(`${STORAGE_URL}/object/sign/pro-documents/${path}`, { headers: anonymous, data: { expiresIn: 60 } });
      expect(signing.status(), path).toBe(400);
      expect(await signing.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
      for (const guess of [`object/pro-documents/${path}`, `object/public/pro-documents/${path}`, `object/sign/pro-documents/${path}`]) {
        expect((await request.get(`${STORAGE_URL}/${guess}`, { headers: anonymous })).status(), guess).toBe(400);
      }
      expect((await request.get(`/pro-documents/${path}`)).status()).toBe(404);
      expect((await request.get(`/${path}`)).status()).toBe(404);
    }
  });

  test('the sign-out button ends the session and sends the visitor to /auth', async ({ page }) => {
    await signIn(page, await createConfirmedUser('pro-signout'));
    await page.goto('/acces-pro');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('/auth?next=%2Facces-pro');
    await expect(navigation(page).signIn).toBeVisible();
  });
});

test.describe("'Supprimer mon compte'", () => {
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  const confirm = (page: Page) => dialog(page).getByRole('button', { name: 'Supprimer définitivement' });
  const currentPassword = (page: Page) => dialog(page).getByLabel('Mot de passe actuel');

  async function openConfirmation(page: Page, label: string): Promise<string> {
    const email = await createConfirmedUser(label);
    await signIn(page, email);
    await page.goto('/acces-pro');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(dialog(page)).toBeVisible();
    return email;
  }

  test('asks first, naming what is removed for good and what is kept; Annuler keeps everything', async ({ page }) => {
    const email = await openConfirmation(page, 'delete-cancel');
    await expect(dialog(page)).toContainText(`Votre compte (${email}, son mot de passe) et votre accès aux documents professionnels seront supprimés définitivement`);
    await expect(dialog(page)).toContainText(
      'Les messages envoyés par le formulaire de contact ne sont pas supprimés avec le compte : ils sont conservés 24 mois au plus, puis effacés.',
    );
    await expect(dialog(page).getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Supprimer mon compte' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Kits presse et technique' })).toBeVisible();
  });

  test('deletes the account only with the current password, signs out on this device and says so in French; signing in again is refused', async ({ page }) => {
    const email = await openConfirmation(page, 'delete');
    await confirm(page).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Saisissez votre mot de passe actuel pour confirmer la suppression du compte.');
    await currentPassword(page).fill('Pas-le-bon-1');
    await confirm(page).click();
    await expect(dialog(page).getByRole('alert')).toHaveText("Mot de passe incorrect : votre compte n'a pas été supprimé.");
    await currentPassword(page).fill(PASSWORD);
    await confirm(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Compte supprimé' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Votre compte et votre accès aux documents professionnels ont été supprimés. Vous êtes déconnecté de tous vos appareils.');
    await expect(navigation(page).signIn).toBeVisible();
    await expect(navigation(page).proArea).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await expect(page).toHaveURL('/acces-pro');
    await expectNoAxeViolations(page);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect');
  });

  test('a network failure keeps the account and the session, with a French message in the confirmation', async ({ page }) => {
    await openConfirmation(page, 'delete-offline');
    await page.route('**/functions/v1/delete-account', (route) => route.abort('internetdisconnected'));
    await currentPassword(page).fill(PASSWORD);
    await confirm(page).click();
    await expect(dialog(page).getByRole('alert')).toHaveText("La suppression n'a pas pu être demandée : vérifiez votre connexion, puis réessayez. Votre compte est intact.");
    await expect(confirm(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.unroute('**/functions/v1/delete-account');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Kits presse et technique' })).toBeVisible();
  });

  test("a session the server no longer knows gets the function's French 401, and the account stays", async ({ page }) => {
    const email = await openConfirmation(page, 'delete-revoked');
    // Signed out everywhere from another device: this page's token is refused.
    const token = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '', SESSION_KEY);
    const logout = await fetch(`${SUPABASE_URL}/auth/v1/logout?scope=global`, { method: 'POST', headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(204);
    await currentPassword(page).fill(PASSWORD);
    await confirm(page).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Connectez-vous pour supprimer votre compte.');
    const signInAgain = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signInAgain.status).toBe(200);
  });
});
