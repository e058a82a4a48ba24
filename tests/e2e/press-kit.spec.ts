/**
 * The ensembles' press kit pages, as a programmer uses them: the presentations copied as plain
 * text with the copy announced, the stage plot's every position in the SVG and its table, the
 * PDFs downloadable. The English kit in full (its text, its PDFs first, its twins, its 'Request a
 * date'). Read from the built files (tests/dist/press-kit.test.ts): the links from the ensemble
 * pages and /presse in each language, the Spanish kit, the photo pack. axe audits a kit in each
 * language as it opens (axe.spec.ts), and here the English one after a copy.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';
import { firstKitEnsemble as ensemble, getKitPaths, translatedKit } from './press-kits';
import { kitRoute, localizedPath, pages, site } from '../../src/site.config';
import { paragraphs, wordCount } from '../../src/lib/press-kit';
import { dictionaries } from '../../src/i18n/index.ts';
import { siteContent } from '../content-files';

const kitPaths = getKitPaths();

test.describe('press kit pages', () => {
  for (const path of kitPaths) {
    test(`${path}: the plot lists each musician in its SVG and its table, and every linked file is served`, async ({ page, request }) => {
      await page.goto(path);
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
    const card = page.locator('copy-text').filter({ has: page.getByRole('heading', { name: dictionaries.en.kit.presentationNames.medium.heading }) });
    await expect(card.locator('[data-copy-source] p')).toHaveText(paragraphs(kit.presentations.medium));
    await expect(card).toContainText(`${wordCount(kit.presentations.medium)} words`);
    await card.getByRole('button', { name: `Copy ${dictionaries.en.kit.presentationNames.medium.name}` }).click();
    await expect(card.getByRole('status')).toHaveText(dictionaries.en.kit.copied(dictionaries.en.kit.presentationNames.medium.name));

    const riders = page.getByRole('region', { name: dictionaries.en.rider.technicalRider }).locator('a[href$=".pdf"]');
    await expect(riders.first()).toHaveAttribute('hreflang', 'en');
    const rider = await request.get((await riders.first().getAttribute('href')) ?? '');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await rider.body())), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(dictionaries.en.rider.inputList);
    expect(text).toContain(`${kit.inputs[0]?.channel} ${kit.inputs[0]?.source}`);
    await expectNoAxeViolations(page);
  });

  test("'Request a date' opens the English booking request with the event type and the ensemble preset", async ({ page }) => {
    await page.goto(localizedPath(kitRoute(ensemble), 'en'));
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('link', { name: dictionaries.en.kit.requestDate }).first().click();
    await expect(page).toHaveURL(`${pages.contact.en.path}?type=concert&demande=booking&formation=${ensemble}#formulaire`);
    await expect(page.getByRole('radio', { name: dictionaries.en.contactForm.kinds.booking })).toBeChecked();
    await expect(page.getByLabel(dictionaries.en.contactForm.labels.type_evenement)).toHaveValue('concert');
    const formation = page.getByLabel(dictionaries.en.contactForm.bookingLabels.formation);
    await expect(formation).toHaveValue(name);
    // The ensemble's indicative fee under the field, as its kit gives it; another ensemble's once chosen.
    const shownFee = () => page.getByText(`${dictionaries.en.rider.fees}: `).filter({ visible: true });
    await expect(shownFee()).toHaveCount(1);
    await expect(shownFee()).toContainText(dictionaries.en.rider.feeEvents.festival);
    await expect(formation).toHaveAccessibleDescription(/€/);
    const first = (await shownFee().textContent()) ?? '';
    const other = (await formation.locator('option').allTextContents()).find((option) => option !== name && option.startsWith(site.artist.name)) ?? '';
    await formation.selectOption(other);
    await expect(shownFee()).toHaveCount(1);
    await expect(shownFee()).not.toHaveText(first);
  });

  test('the general terms are a public page in each language, linked from every kit', async ({ page }) => {
    await page.goto(localizedPath(kitRoute(ensemble), 'es'));
    await page.getByRole('link', { name: dictionaries.es.rider.generalTerms }).click();
    await expect(page).toHaveURL(pages.generalTerms.es.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.generalTerms.es.title);
    // The clauses as the artist wrote them in Spanish, each a « ## » heading of the terms' translation.
    const clauses = [...siteContent.readContentText('booking/conditions-generales.es.md').matchAll(/^## (.+)$/gm)].map(([, title]) => title ?? '');
    expect(clauses.length).toBeGreaterThan(0);
    for (const title of clauses) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
