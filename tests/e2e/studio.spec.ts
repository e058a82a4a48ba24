import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createTempProject, type TempProject } from '../../scripts/temp-project.ts';
import { layFixturesOver, siteContent } from '../content-files';
import { newestFirst } from '../../src/lib/order';
import { headerRules } from '../../scripts/lib/headers.ts';

/**
 * The artist's studio, for real: `npm run studio` on a throw-away copy of the repository (Decap's
 * local mode: decap-server writes the copy's files, no account, no network), a concert, a blog
 * article with its cover image and a press article (one JSON file per entry) created through
 * Decap's editor in Chromium, then the copy built. The studio starts on a copy whose content/ is
 * broken, as a hand edit leaves it, and says on the site's pages what to repair.
 * Ports follow E2E_PORT, so that two checkouts testing at once do not meet (4351 gives 4352 and 8091).
 */
const e2ePort = Number(process.env['E2E_PORT'] ?? 4321);
const studioPort = e2ePort + 1;
const decapServerPort = e2ePort + 3740;
const studio = `http://localhost:${studioPort}/admin/index.html`;

const concert = { title: 'Soirée du studio au Botanique', file: '2031-05-17-soiree-du-studio-au-botanique.md' };
const article = { title: 'Écrit depuis le studio', slug: 'ecrit-depuis-le-studio' };
const pressArticle = { title: 'Le studio vu par la presse', file: '2031-05-19-le-studio-vu-par-la-presse.json' };
/** The newest press article before the studio adds one: the tests' own entries are laid over the copy, as for the end-to-end site. */
const [newestPressArticle] = newestFirst(siteContent.readFolder<{ link: string; publishedAt: string }>('press/articles'), (article) => article.publishedAt);

/** A hand edit the build refuses (a colon after a space), and the fix its message gives. */
const brokenConcert = { path: ['content', 'concerts', '2026-12-12-sunside-paris.md'], slip: 'title: Jazz : la nuit cubaine', fix: 'title: "Jazz : la nuit cubaine"' };

let project: TempProject;
let server: ChildProcess;
/** What npm run studio printed. */
let studioOutput = '';

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, init)).ok;
  } catch {
    return false;
  }
}

test.describe('the studio on a copy of the repository', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    project = await createTempProject();
    await layFixturesOver(project.path('content'));
    const concertFile = project.path(...brokenConcert.path);
    await writeFile(concertFile, (await readFile(concertFile, 'utf8')).replace(/^title: .*$/m, brokenConcert.slip));
    server = spawn('npm', ['run', 'studio', '--', '--port', String(studioPort)], {
      cwd: project.root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DECAP_SERVER_PORT: String(decapServerPort), NO_COLOR: '1' },
    });
    server.stdout?.on('data', (chunk: Buffer) => (studioOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (studioOutput += chunk.toString()));
    const info = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) };
    await expect
      .poll(async () => (await answers(studio)) && (await answers(`http://127.0.0.1:${decapServerPort}/api/v1`, info)), { timeout: 150_000, intervals: [1_000] })
      .toBe(true);
  });

  test.afterAll(async () => {
    // The whole group: npm, the studio script, astro dev and decap-server.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await project.remove();
  });

  test('the studio starts on a broken content/, the site says in French what to repair, and the repaired file brings it back', async ({ page }) => {
    test.setTimeout(90_000);
    const printed = /Studio : (\S+)/.exec(studioOutput)?.[1];
    expect(printed).toBe(`http://localhost:${studioPort}/admin/`);
    await page.goto(printed ?? '');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible({ timeout: 30_000 });

    await page.goto(`http://localhost:${studioPort}/concerts`);
    await expect(page.getByRole('heading', { name: 'Le site attend une correction' })).toBeVisible();
    await expect(page.getByText('content/concerts/2026-12-12-sunside-paris.md, ligne 2 (champ « title ») : la valeur contient « : »')).toBeVisible();
    await expect(page.getByText(`Mettez la valeur entre guillemets : ${brokenConcert.fix}`)).toBeVisible();
    expect(studioOutput).not.toContain('Stack trace');

    const concertFile = project.path(...brokenConcert.path);
    await writeFile(concertFile, (await readFile(concertFile, 'utf8')).replace(brokenConcert.slip, brokenConcert.fix));
    // The page reloads itself until the content reads again.
    await expect(page.getByText('Jazz : la nuit cubaine').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Le site attend une correction' })).toHaveCount(0);
  });

  async function openEditor(page: Page, collection: string) {
    await page.goto(studio);
    // Local mode: the sign-in button opens the studio at once, without any account.
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.goto(`${studio}#/collections/${collection}/new`);
  }

  async function choose(page: Page, label: string, option: string) {
    await page.getByLabel(label, { exact: true }).fill(option);
    await page.keyboard.press('Enter');
  }

  async function publish(page: Page) {
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText('Publier maintenant').click();
    await expect(page.getByText('Entrée enregistrée')).toBeVisible({ timeout: 20_000 });
  }

  test('a concert created in the studio is a markdown file in content/concerts/', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, 'concerts');
    await page.getByLabel('Titre du concert', { exact: true }).fill(concert.title);
    await page.getByLabel('Formation', { exact: true }).fill('Trio');
    await page.getByLabel('Date', { exact: true }).fill('2031-05-17');
    await page.getByLabel('Heure de début', { exact: true }).fill('21:00');
    await page.getByLabel('Lieu', { exact: true }).fill('Le Botanique');
    await page.getByLabel('Ville', { exact: true }).fill('Bruxelles');
    await choose(page, 'Pays', 'Belgique');
    await page.getByLabel('Adresse', { exact: true }).fill('Rue Royale 236, 1210 Bruxelles');
    await page.getByLabel('Lien de réservation', { exact: true }).fill('https://botanique.example/billets');
    await page.getByLabel('Prix (optionnel)', { exact: true }).fill('18€');
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type('Le trio joue le répertoire de Cimarrón.');
    await publish(page);

    const written = await readFile(project.path('content', 'concerts', concert.file), 'utf8');
    expect(written).toContain(`title: ${concert.title}`);
    expect(written).toMatch(/date: ["']?2031-05-17/);
    expect(written).toMatch(/time: ["']?21:00/);
    expect(written).toContain('country: Belgique');
    expect(written).toContain('price: 18€');
    expect(written).toContain('status: programmé');
    expect(written).toContain('Le trio joue le répertoire de Cimarrón.');
  });

  test('a blog article created in the studio keeps its cover image beside it', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, 'blog');
    await page.getByLabel('Titre', { exact: true }).fill(article.title);
    await page.getByLabel('Résumé', { exact: true }).fill('Un article écrit et publié depuis le studio, sans toucher à un fichier.');
    await page.getByRole('button', { name: 'Choisir une image' }).first().click();
    await page.locator('input[type="file"]').setInputFiles(project.path('content', 'blog', 'entre-deux-mondes-voyage-musical-havane-paris', 'couverture.jpg'));
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    await page.getByLabel('Date de publication', { exact: true }).fill('2031-05-18');
    await choose(page, 'Catégorie', 'Scène');
    await page.locator('[contenteditable="true"]').click();
    await page.keyboard.type('Premier paragraphe écrit dans le studio.');
    await publish(page);

    const written = await readFile(project.path('content', 'blog', `${article.slug}.md`), 'utf8');
    expect(written).toContain(`title: ${article.title}`);
    expect(written).toContain(`image: ../blog/${article.slug}/couverture.jpg`);
    expect(written).toContain('category: Scène');
    expect(existsSync(project.path('content', 'blog', article.slug, 'couverture.jpg'))).toBe(true);
  });

  test('a press article created in the studio is one JSON file in content/press/articles/', async ({ page }) => {
    test.setTimeout(120_000);
    await openEditor(page, 'pressArticles');
    await page.getByLabel('Titre', { exact: true }).fill(pressArticle.title);
    await page.getByLabel('Résumé', { exact: true }).fill('Un article de presse ajouté depuis le studio.');
    await page.getByLabel('Publication', { exact: true }).fill('Jazz Magazine');
    await page.getByLabel('Date de parution', { exact: true }).fill('2031-05-19');
    await page.getByLabel('Lien vers l’article', { exact: true }).fill('https://jazz-magazine.example/studio');
    await publish(page);

    const written = JSON.parse(await readFile(project.path('content', 'press', 'articles', pressArticle.file), 'utf8')) as Record<string, unknown>;
    expect(written).toEqual({
      title: pressArticle.title,
      excerpt: 'Un article de presse ajouté depuis le studio.',
      source: 'Jazz Magazine',
      publishedAt: '2031-05-19',
      link: 'https://jazz-magazine.example/studio',
    });
  });

  test('the copy builds with all three: the concert on /concerts, the article on /blog, the press article first on /presse', async () => {
    test.setTimeout(420_000);
    const build = await project.build();
    expect(build.ok, build.output).toBe(true);
    expect(await readFile(project.path('dist', 'concerts.html'), 'utf8')).toContain(concert.title);
    expect(await readFile(project.path('dist', 'blog.html'), 'utf8')).toContain(article.title);
    expect(existsSync(project.path('dist', 'blog', `${article.slug}.html`))).toBe(true);
    const press = await readFile(project.path('dist', 'presse.html'), 'utf8');
    expect(press.indexOf(pressArticle.title)).toBeGreaterThan(0);
    expect(press.indexOf(pressArticle.title)).toBeLessThan(press.indexOf(`href="${newestPressArticle?.link}"`));
  });
});

test('the built /admin page is kept out of search engines and loads nothing from another origin', async ({ request }) => {
  const html = await (await request.get('/admin/index.html')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source);
  expect(sources).toEqual(['/admin/decap-cms.js']);
  expect((await request.get('/admin/decap-cms.js')).ok()).toBe(true);
  expect((await request.get('/admin/config.yml')).ok()).toBe(true);
  expect(await (await request.get('/sitemap-0.xml')).text()).not.toContain('/admin');
});

test('the built studio starts under its own Content-Security-Policy, in French, without a single violation', async ({ page }) => {
  test.setTimeout(60_000);
  const csp = headerRules(await readFile('netlify.toml', 'utf8')).find((rule) => rule.for === '/admin/*')?.values['content-security-policy'];
  expect(csp).toBeTruthy();
  // astro preview sends no headers of netlify.toml: each /admin/ answer gets the studio's policy here.
  await page.route('**/admin/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp ?? '' } });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/admin/index.html');
  await expect(page.getByRole('button', { name: 'Se connecter avec GitHub' })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
