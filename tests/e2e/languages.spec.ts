import { expect, test } from './fixtures';
import { pages } from '../../src/site.config';
import { dictionaries } from '../../src/i18n/index.ts';

/**
 * The language switcher keeps the page, as a visitor uses it. Each English and Spanish page's
 * language, twins and translated entries are read from the built files (tests/dist/languages.test.ts);
 * axe audits each page template in each language (axe.spec.ts).
 */
test('the language switcher keeps the page, by keyboard and without a script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pages.discography.fr.path);
  const switcher = page.getByRole('list', { name: dictionaries.fr.languageSwitcher });
  const english = switcher.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAttribute('lang', 'en');
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pages.discography.en.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.discography.en.title);
  await page.getByRole('list', { name: dictionaries.en.languageSwitcher }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(pages.discography.es.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.discography.es.title);
  await expect(page.getByRole('list', { name: dictionaries.es.languageSwitcher }).getByRole('link', { name: 'Français' })).toHaveAttribute('href', pages.discography.fr.path);
  await context.close();
});
