import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { ANON_KEY, STORAGE_URL, createConfirmedUser, navigation, signIn } from './auth-support';

interface Category {
  title: string;
  documents: Array<{ name: string; type: string; size: string; path: string }>;
}

const root = join(import.meta.dirname, '..', '..');
const { entries: categories } = JSON.parse(await readFile(join(root, 'content', 'pro-documents.json'), 'utf8')) as { entries: Category[] };
const documents = categories.flatMap((category) => category.documents);

test.describe('/acces-pro', () => {
  test("shows 'Chargement...' in the page, then sends a signed-out visitor to /auth and back after signing in", async ({ page, request }) => {
    const html = await (await request.get('/acces-pro')).text();
    expect(html).toContain('Chargement...');
    expect(html).not.toContain('Télécharger');

    await page.goto('/acces-pro');
    await page.waitForURL('/auth?next=%2Facces-pro');
    const email = await createConfirmedUser('return');
    await signIn(page, email, '/auth?next=%2Facces-pro');
    await expect(page).toHaveURL('/acces-pro');
    await expect(page.getByRole('heading', { level: 2, name: 'Fiches Techniques' })).toBeVisible();
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

  test('does not preload the display font, which would compete with /auth for a signed-out visitor; other pages do', async ({ request }) => {
    const preloadsFont = async (path: string) => /<link rel="preload" href="\/_astro\/fonts\/[^"]+\.woff2" as="font"/.test(await (await request.get(path)).text());
    expect(await preloadsFont('/acces-pro')).toBe(false);
    expect(await preloadsFont('/auth')).toBe(true);
    expect(await preloadsFont('/')).toBe(true);
  });

  test('lists the five categories and the fifteen documents with type and size, and the contact block', async ({ page }) => {
    expect(categories).toHaveLength(5);
    expect(documents).toHaveLength(15);
    await signIn(page, await createConfirmedUser('list'));
    await page.goto('/acces-pro');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...categories.map((category) => category.title), "Besoin d'un autre document ?"]);
    for (const category of categories) {
      const section = page.getByRole('region', { name: category.title });
      await expect(section.getByRole('listitem')).toHaveCount(category.documents.length);
      for (const [index, document] of category.documents.entries()) {
        const item = section.getByRole('listitem').nth(index);
        await expect(item).toContainText(document.name);
        await expect(item).toContainText(document.type);
        await expect(item).toContainText(document.size);
        await expect(item.getByRole('button', { name: `Télécharger ${document.name}` })).toBeEnabled();
      }
    }
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Besoin d'un autre document ?" }).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
  });

  test('downloads the real file through a short-lived signed URL', async ({ page }) => {
    await signIn(page, await createConfirmedUser('download'));
    await page.goto('/acces-pro');
    for (const document of [documents[0], documents.find((item) => item.type === 'MP3')]) {
      if (!document) throw new Error('document list changed');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: `Télécharger ${document.name}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(document.path.split('/').pop());
      const saved = await readFile((await download.path()) ?? '');
      expect(saved.equals(await readFile(join(root, 'pro-documents', document.path)))).toBe(true);
    }
    await expect(page).toHaveURL('/acces-pro');
  });

  test('refuses every document to an anonymous caller, and the built site holds none of them', async ({ request }) => {
    const anonymous = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' };
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
