import { expect, test } from './fixtures';

/** The master classes' and workshops' texts of the site under test are the tests' own (tests/fixtures/content/teaching.json). */
test.describe('master classes and workshops', () => {
  test('master classes present the clave, 1970s percussion, technique and expression, the four formats, and lead to the contact form with the type preselected', async ({
    page,
  }) => {
    await page.goto('/masterclass');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: "Ce que l'on travaille" }).getByRole('heading', { level: 3 })).toHaveText([
      'La clave',
      'Les percussions des années 1970',
      'Technique',
      'Expression',
    ]);
    await expect(main.getByRole('region', { name: 'Les formats' }).getByRole('heading', { level: 3 })).toHaveText([
      'Séances individuelles',
      'Petits groupes',
      'Stages intensifs',
      'Master classes publiques',
    ]);
    await main.getByRole('link', { name: 'Réserver une master class' }).click();
    await expect(page).toHaveURL(/\/contact\?type=masterclass#formulaire$/);
    await expect(page.locator('select[name="type_evenement"]')).toHaveValue('masterclass');
  });

  test('workshops present the four themes and lead to the contact form with the type preselected', async ({ page }) => {
    await page.goto('/workshop');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Les thèmes' }).getByRole('heading', { level: 3 })).toHaveText([
      'Les rythmes cubains fondamentaux',
      'La création collective',
      'Le bien-être par la musique',
      'Innovation et tradition',
    ]);
    await main.getByRole('link', { name: 'Participer à un workshop' }).click();
    await expect(page).toHaveURL(/\/contact\?type=masterclass#formulaire$/);
    await expect(page.locator('select[name="type_evenement"]')).toHaveValue('masterclass');
  });
});
