import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, gotoSettled } from './support';
import { articles } from './blog-articles';

const [newest, older] = articles;
const emptyMessage = 'Aucun article dans cette catégorie pour le moment.';

function cards(page: Page) {
  return page.getByRole('list', { name: 'Articles' }).getByRole('listitem');
}

function filterButton(page: Page, name: string) {
  return page.getByRole('group', { name: 'Filtrer les articles par catégorie' }).getByRole('button', { name, exact: true });
}

test.describe('blog list', () => {
  test('shows the title, the intro and every article, newest first', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByText(/^Récits de parcours, de scène/)).toBeVisible();
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(articles.map((article) => article.title));
  });

  test('each card shows image, category, reading time, title, excerpt, date and a link to the article', async ({ page }) => {
    await page.goto('/blog');
    for (const [index, article] of articles.entries()) {
      const card = cards(page).nth(index);
      const image = card.locator('img');
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(card.getByText('#Parcours', { exact: true })).toBeVisible();
      await expect(card.getByText(`${article.minutes} min`, { exact: true })).toBeVisible();
      await expect(card.getByText(article.excerpt)).toBeVisible();
      await expect(card.locator('time')).toHaveAttribute('datetime', article.publishedAt);
      await expect(card.locator('time')).toHaveText(article.date);
      await expect(card.getByRole('link', { name: `Lire l'article : ${article.title}` })).toHaveAttribute('href', `/blog/${article.id}`);
    }
  });

  test('a card leads to its article', async ({ page }) => {
    await page.goto('/blog');
    await cards(page).nth(1).getByRole('link').click();
    await expect(page).toHaveURL(`/blog/${older.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(older.title);
  });

  test('the grid has 1 column on phones, 2 from medium and 3 from large screens', async ({ page }) => {
    const columns = () => page.getByRole('list', { name: 'Articles' }).evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/blog');
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 800, height: 800 });
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1100, height: 800 });
    expect(await columns()).toBe(3);
  });
});

test.describe('blog filter', () => {
  test('starts on Tous with every article shown and no empty message', async ({ page }) => {
    await page.goto('/blog');
    await expect(filterButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['#Parcours', '#Scène', '#Transmission', '#Création']) await expect(filterButton(page, name)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText(emptyMessage)).toBeHidden();
  });

  test('#Parcours keeps both articles and writes the category in the address', async ({ page }) => {
    await page.goto('/blog');
    await filterButton(page, '#Parcours').click();
    await expect(page).toHaveURL('/blog?categorie=parcours');
    await expect(filterButton(page, '#Parcours')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByText(emptyMessage)).toBeHidden();
  });

  for (const [name, slug] of [
    ['#Scène', 'scene'],
    ['#Transmission', 'transmission'],
    ['#Création', 'creation'],
  ] as const) {
    test(`${name} has no article yet and says so`, async ({ page }) => {
      await page.goto('/blog');
      await filterButton(page, name).click();
      await expect(page).toHaveURL(`/blog?categorie=${slug}`);
      await expect(cards(page).filter({ visible: true })).toHaveCount(0);
      await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible();
      await expect(page.locator('[data-filter-status]')).toHaveText('Aucun article');
    });
  }

  test('Tous shows every article again and clears the address', async ({ page }) => {
    await page.goto('/blog?categorie=scene');
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await filterButton(page, 'Tous').click();
    await expect(page).toHaveURL('/blog');
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByText(emptyMessage)).toBeHidden();
    await expect(page.locator('[data-filter-status]')).toHaveText('2 articles');
  });

  test('the chosen category survives a reload and follows the back and forward buttons', async ({ page }) => {
    await page.goto('/blog');
    await filterButton(page, '#Création').click();
    await page.reload();
    await expect(filterButton(page, '#Création')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(emptyMessage)).toBeVisible();

    await filterButton(page, '#Parcours').click();
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await page.goBack();
    await expect(page).toHaveURL('/blog?categorie=creation');
    await expect(filterButton(page, '#Création')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/blog');
    await expect(filterButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await page.goForward();
    await expect(filterButton(page, '#Création')).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown category in the address falls back to Tous', async ({ page }) => {
    await page.goto('/blog?categorie=reggaeton');
    await expect(filterButton(page, 'Tous')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByText(emptyMessage)).toBeHidden();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/blog');
    await filterButton(page, 'Tous').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(filterButton(page, '#Scène')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(filterButton(page, '#Parcours')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).filter({ visible: true })).toHaveCount(2);
  });
});

test.describe('blog article', () => {
  test('the hero shows image, category, reading time, title, excerpt and a way back to the blog', async ({ page }) => {
    for (const article of articles) {
      const response = await page.goto(`/blog/${article.id}`);
      expect(response?.status()).toBe(200);
      const hero = page.locator('[data-article-hero]');
      await expect.poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(hero.getByText('#Parcours', { exact: true })).toBeVisible();
      await expect(hero.getByText(`${article.minutes} min de lecture`)).toBeVisible();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(hero.getByText(article.excerpt)).toBeVisible();
      await expect(hero.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog');
    }
  });

  test('large headings, sub-headings, paragraphs and typographic apostrophes follow the body rules', async ({ page }) => {
    await page.goto(`/blog/${newest.id}`);
    const body = page.locator('[data-article-body]');
    await expect(body.locator('h2')).toHaveCount(newest.largeHeadings);
    await expect(body.locator('h2').first()).toHaveText('Le rythme d’abord, dans la cour de l’immeuble');
    await expect(body.locator('h3').first()).toHaveText('Ce que les percussions m’ont appris');
    await expect(body.locator('p').first()).toHaveText(/^On me demande souvent quel est mon «\u202fvrai\u202f» instrument\./);
    await expect(body.locator('strong', { hasText: 'Zapateo Suite' })).toBeVisible();
    await expect(body.locator('ul > li')).toHaveCount(3);
    await expect(body.locator('h2').first()).toHaveAttribute('id', 'le-rythme-d-abord-dans-la-cour-de-l-immeuble');
  });

  test('each photo, with its caption, comes right after one of the first large headings, in order', async ({ page }) => {
    for (const article of articles) {
      await page.goto(`/blog/${article.id}`);
      const placement = await page.locator('[data-article-body]').evaluate((body) => {
        const headings = [...body.querySelectorAll('h2')];
        return [...body.querySelectorAll('figure')].map((figure) => ({
          afterHeading: headings.indexOf(figure.previousElementSibling as HTMLHeadingElement) + 1,
          caption: figure.querySelector('figcaption')?.textContent ?? '',
          alt: figure.querySelector('img')?.alt ?? '',
        }));
      });
      expect(placement.map((photo) => photo.afterHeading)).toEqual(Array.from({ length: article.photos }, (_, index) => index + 1));
      for (const photo of placement) {
        expect(photo.caption.length).toBeGreaterThan(10);
        expect(photo.alt.length).toBeGreaterThan(10);
      }
    }
  });

  test('the videos section lists the videos and opens one in the video modal', async ({ page }) => {
    for (const article of articles) {
      await page.goto(`/blog/${article.id}`);
      const section = page.getByRole('region', { name: 'Vidéos' });
      await expect(section.getByRole('button')).toHaveText(article.videos.map((title) => `Lire la vidéo : ${title}`));
    }
    await page.goto(`/blog/${newest.id}`);
    const opener = page.getByRole('button', { name: `Lire la vidéo : ${newest.videos[1]}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: newest.videos[1] });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${newest.youtubeIds[1]}\\?`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("'Pour aller plus loin' links to the discography and the projects", async ({ page }) => {
    for (const article of articles) {
      await page.goto(`/blog/${article.id}`);
      const related = page.getByRole('region', { name: 'Pour aller plus loin' });
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(['/discographie', '/projets']));
    }
    await page
      .getByRole('region', { name: 'Pour aller plus loin' })
      .getByRole('link', { name: /discographie/i })
      .click();
    await expect(page).toHaveURL('/discographie');
  });

  test("'Articles similaires' is a scrolling strip of every article, the current one marked", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/blog/${older.id}`);
    const strip = page.getByRole('region', { name: 'Articles similaires' }).locator('[data-similar-strip]');
    const links = strip.getByRole('link');
    await expect(links).toHaveCount(articles.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(articles.map((article) => `/blog/${article.id}`));
    await expect(strip.locator('[aria-current="page"]')).toHaveAttribute('href', `/blog/${older.id}`);
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('ends with thanks and a link to other articles', async ({ page }) => {
    await page.goto(`/blog/${newest.id}`);
    const signoff = page.locator('[data-article-signoff]');
    await expect(signoff).toContainText("Merci de m'avoir lu.");
    await signoff.getByRole('link', { name: "Découvrir d'autres articles" }).click();
    await expect(page).toHaveURL('/blog');
  });
});

test.describe('unknown article', () => {
  test("answers 404 with 'Article non trouvé' and a link back to the blog", async ({ page }) => {
    const response = await page.goto('/blog/nimporte-quoi');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
    await expect(page.getByText('Oops! Page not found')).toBeHidden();
    await expect(page).toHaveTitle('Article non trouvé | Yaniel Bárcenas');
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('other unknown paths keep the site-wide message', async ({ page }) => {
    await page.goto('/blogue/nimporte-quoi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByText('Article non trouvé')).toBeHidden();
  });
});

test.describe('feed', () => {
  test('the RSS feed is well-formed XML, as a browser parses it', async ({ page, request }) => {
    // What it lists, its address and the pages that link it: tests/dist/blog.test.ts, from the built files.
    const xml = await (await request.get('/rss.xml')).text();
    const error = await page.evaluate((source) => new DOMParser().parseFromString(source, 'application/xml').querySelector('parsererror')?.textContent ?? null, xml);
    expect(error).toBeNull();
  });
});

test.describe('blog accessibility', () => {
  // The list and the articles as they open: axe.spec.ts. Here, a category without articles, and an unknown article as `astro preview` answers it.
  for (const path of ['/blog?categorie=transmission', '/blog/nimporte-quoi']) {
    test(`${path} has no accessibility violation`, async ({ page }) => {
      await gotoSettled(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('an article with its video modal open has no accessibility violation', async ({ page }) => {
    await gotoSettled(page, `/blog/${older.id}`);
    await page.getByRole('button', { name: `Lire la vidéo : ${older.videos[0]}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
