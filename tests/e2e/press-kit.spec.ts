/**
 * The ensembles' press kit pages, as a programmer uses them: the presentations copied as plain
 * text with the copy announced, the stage plot's every position in the SVG and its table, the
 * PDFs and the photo pack downloadable (the ZIP holding every photo of the page and its credits),
 * the links from the ensemble pages and /presse; axe on each kit page. The English kit in full
 * (its text, its PDFs first, its twins, its 'Request a date'), the Spanish one for what differs.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { getKitPaths } from './press-kits';
import { siteContent } from '../content-files';
import { ensembleRoutes, kitRoute, localizedPath, pages, site } from '../../src/site.config';
import { kitWords, paragraphs, wordCount } from '../../src/lib/press-kit';
import { uiText } from '../../src/lib/ui-text';
import { contactFormText } from '../../src/lib/contact-form-text';
import type { Language } from '../../src/lib/languages';

const kitPaths = getKitPaths();

/** The first kit's ensemble, and its text in a language as its translation file writes it. */
const ensemble = (Object.keys(ensembleRoutes) as (keyof typeof ensembleRoutes)[]).find((key) => kitRoute(key) === kitPaths[0]) ?? 'quintet';
const translatedKit = (lang: Language) =>
  JSON.parse(siteContent.readContentText(`kits/${ensemble}.${lang}.json`)) as { presentations: { medium: string }; inputs: { channel: number; source: string }[] };

test.describe('press kit pages', () => {
  for (const path of kitPaths) {
    test(`${path}: no axe violation, the plot lists each musician in its SVG and its table, and every linked file is served`, async ({ page, request }) => {
      // axe on a page this long takes 10 to 25 s on a loaded two-core machine.
      test.slow();
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

  test('the photo pack holds every photo of the page once and, in each language, a credits file naming each', async ({ page, request }) => {
    await page.goto(kitPaths[0] ?? '/');
    const photos = await page.locator('a[href^="/documents/"][href$=".jpg"]').evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/').pop() ?? ''));
    const zipHref = (await page.locator('a[href$=".zip"]').getAttribute('href')) ?? '';
    const entries = unzipSync(new Uint8Array(await (await request.get(zipHref)).body()));
    // One ZIP for the three languages: the photos once, and their credits in each language.
    expect(Object.keys(entries).sort()).toEqual([...photos, 'credits-en.txt', 'credits-es.txt', 'credits-fr.txt'].sort());
    expect(strFromU8(entries['credits-en.txt'] ?? new Uint8Array())).toContain('· press photos\n');
    expect(strFromU8(entries['credits-es.txt'] ?? new Uint8Array())).toContain('· fotos de prensa\n');
    const credits = strFromU8(entries['credits-fr.txt'] ?? new Uint8Array());
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

  test('the English kit: its language, its twins, its bios in English with their word count, its English PDFs first and no axe violation', async ({ page, request }) => {
    // axe and the PDF's text extraction: 10 to 25 s each on a loaded two-core machine.
    test.slow();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => undefined } });
    });
    const path = localizedPath(kitRoute(ensemble), 'en');
    const kit = translatedKit('en');
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const [lang, twin] of [
      ['fr', kitRoute(ensemble)],
      ['en', path],
      ['es', localizedPath(kitRoute(ensemble), 'es')],
      ['x-default', kitRoute(ensemble)],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]:not([type])`)).toHaveAttribute('href', `${site.url}${twin}`);
    }
    const card = page.locator('copy-text').filter({ has: page.getByRole('heading', { name: uiText.en.kit.presentationNames.medium.heading }) });
    await expect(card.locator('[data-copy-source] p')).toHaveText(paragraphs(kit.presentations.medium));
    await expect(card).toContainText(`${wordCount(kit.presentations.medium)} words`);
    await card.getByRole('button', { name: `Copy ${uiText.en.kit.presentationNames.medium.name}` }).click();
    await expect(card.getByRole('status')).toHaveText(uiText.en.kit.copied(uiText.en.kit.presentationNames.medium.name));

    const riders = page.getByRole('region', { name: kitWords.en.technicalRider }).locator('a[href$=".pdf"]');
    await expect(riders.first()).toHaveAttribute('hreflang', 'en');
    const rider = await request.get((await riders.first().getAttribute('href')) ?? '');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await rider.body())), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(kitWords.en.inputList);
    expect(text).toContain(`${kit.inputs[0]?.channel} ${kit.inputs[0]?.source}`);
    await expectNoAxeViolations(page);
  });

  test("'Request a date' opens the English contact form with the event type and the ensemble preset", async ({ page }) => {
    await page.goto(localizedPath(kitRoute(ensemble), 'en'));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('link', { name: uiText.en.kit.requestDate }).first().click();
    await expect(page).toHaveURL(`${pages.contact.en.path}?type=concert&formation=${ensemble}#formulaire`);
    await expect(page.getByLabel(contactFormText.en.labels.type_evenement)).toHaveValue('concert');
    await expect(page.getByLabel(contactFormText.en.labels.message)).toHaveValue(`${contactFormText.en.ensembleLine(name)}\n`);
  });

  test('the Spanish kit: its language, its bios and its Spanish PDFs first', async ({ page }) => {
    await page.goto(localizedPath(kitRoute(ensemble), 'es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const card = page.locator('copy-text').filter({ has: page.getByRole('heading', { name: uiText.es.kit.presentationNames.medium.heading }) });
    await expect(card.locator('[data-copy-source] p')).toHaveText(paragraphs(translatedKit('es').presentations.medium));
    await expect(page.getByRole('region', { name: kitWords.es.technicalRider }).locator('a[href$=".pdf"]').first()).toHaveAttribute('hreflang', 'es');
    await expect(page.getByRole('link', { name: uiText.es.kit.requestDate }).first()).toHaveAttribute(
      'href',
      `${pages.contact.es.path}?type=concert&formation=${ensemble}#formulaire`,
    );
  });

  test('in English, the ensemble pages and the press page link the English kits', async ({ page }) => {
    const englishKits = kitPaths.map((path) => localizedPath(path, 'en'));
    await page.goto(pages.press.en.path);
    const fromPress = await page
      .getByRole('region', { name: uiText.en.press.kits })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(fromPress).toEqual(englishKits);
    for (const path of englishKits) {
      await page.goto(path.replace(/\/kit$/, ''));
      await expect(page.getByRole('link', { name: uiText.en.ensemble.kit })).toHaveAttribute('href', path);
    }
  });
});
