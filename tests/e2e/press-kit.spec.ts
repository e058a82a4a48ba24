/**
 * The ensembles' press kit pages, as a programmer uses them: the presentations copied as plain
 * text with the copy announced, the stage plot's every position in the SVG and its table, the
 * PDFs and the photo pack downloadable (the ZIP holding every photo of the page and its credits),
 * the links from the ensemble pages and /presse; axe on each kit page.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, getKitPaths } from './support';

const kitPaths = getKitPaths();

test.describe('press kit pages', () => {
  for (const path of kitPaths) {
    test(`${path}: no axe violation, the plot lists each musician in its SVG and its table, and every linked file is served`, async ({ page, request }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      const plot = page.getByRole('img', { name: /^Plan de scène/ });
      await expect(plot).toBeVisible();
      const musicians = await page
        .getByRole('table', { name: /Plan de scène/ })
        .locator('tbody th')
        .allTextContents();
      expect(musicians.length).toBeGreaterThan(0);
      for (const musician of musicians) await expect(plot.locator('text')).toContainText([musician.split(' ')[0] ?? musician]);
      const documents = await page.locator('a[href^="/documents/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(documents.filter((href) => href.endsWith('.pdf'))).toHaveLength(6);
      for (const href of new Set(documents)) expect((await request.get(href)).status(), href).toBe(200);
    });
  }

  test("'Copier' puts the presentation's plain text on the clipboard and says so in a status", async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.defineProperty(window, '__copied', { value: copied });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) } });
    });
    await page.goto(kitPaths[0] ?? '/');
    const card = page.locator('copy-text').filter({ has: page.getByRole('heading', { name: 'Présentation moyenne' }) });
    const paragraphs = await card.locator('[data-copy-source] p').allTextContents();
    await card.getByRole('button', { name: 'Copier la présentation moyenne' }).click();
    await expect(card.getByRole('status')).toHaveText('Copié : la présentation moyenne, en texte brut.');
    const copied = await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);
    expect(copied).toEqual([paragraphs.map((paragraph) => paragraph.trim()).join('\n\n')]);
    expect(copied[0]).not.toMatch(/<|>/);
    const words = copied[0]?.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    await expect(card).toContainText(`${words} mots`);
  });

  test('the photo pack holds every photo of the page and a credits file naming each', async ({ page, request }) => {
    await page.goto(kitPaths[0] ?? '/');
    const photos = await page.locator('a[href^="/documents/"][href$=".jpg"]').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/').pop() ?? ''));
    const zipHref = (await page.locator('a[href$=".zip"]').getAttribute('href')) ?? '';
    const entries = unzipSync(new Uint8Array(await (await request.get(zipHref)).body()));
    expect(Object.keys(entries).sort()).toEqual([...photos, 'credits.txt'].sort());
    const credits = strFromU8(entries['credits.txt'] ?? new Uint8Array());
    for (const photo of photos) {
      expect(credits).toContain(photo);
      expect(Buffer.from(entries[photo] ?? []).equals(Buffer.from(await (await request.get(`/documents/${photo}`)).body()))).toBe(true);
    }
    const photoSection = page.getByRole('region', { name: 'Photos de presse' });
    for (const credit of await photoSection.locator('figcaption span:nth-child(2)').allTextContents()) expect(credits).toContain(credit);
  });

  test('each kit is linked from its ensemble page and from /presse', async ({ page }) => {
    await page.goto('/presse');
    const fromPress = await page
      .getByRole('region', { name: 'Kits presse et technique' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(fromPress).toEqual(kitPaths);
    for (const path of kitPaths) {
      await page.goto(path.replace(/\/kit$/, ''));
      await expect(page.getByRole('link', { name: 'Kit presse et technique' })).toHaveAttribute('href', path);
    }
  });
});
