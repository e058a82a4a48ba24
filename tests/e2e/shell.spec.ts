import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chromiumExpandedState, installPausedClock, renderedConcerts } from './support';
import { siteContent } from '../content-files';
import { ANON_KEY, PASSWORD, SESSION_KEY, SUPABASE_URL, createConfirmedUser, navigation } from './auth-support';

const navLabels = ['Accueil', 'Biographie', 'Discographie', 'Projets', 'Concerts', 'Store', 'Media', 'Blog', 'Contact'];
const sessionKey = 'sb-127-auth-token';
const storedSession = JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', expires_at: 4102444800, user: { id: 'u' } });

test.describe('navigation bar', () => {
  test('lists the links of the specification in order, then Connexion when signed out', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link').filter({ hasNotText: 'Yaniel Bárcenas' }).and(page.locator('a:not([hreflang])'))).toHaveText([...navLabels, 'Connexion']);
    // Then the language switcher, to this page in each language.
    await expect(nav.getByRole('list', { name: 'Langue' }).getByRole('link')).toHaveCount(3);
    await expect(nav.getByRole('link', { name: 'Biographie' })).toHaveAttribute('href', '/bio');
    await expect(nav.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Espace Pro' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Déconnexion' })).toBeHidden();
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await page.goto('/bio');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await page.locator('[data-site-header]').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('shows Espace Pro and Déconnexion when a session is stored, and follows other tabs', async ({ page, context }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [sessionKey, storedSession] as const);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Espace Pro' })).toHaveAttribute('href', '/acces-pro');
    await expect(nav.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Connexion' })).toBeHidden();

    const other = await context.newPage();
    await other.goto('/bio');
    await other.evaluate((key) => localStorage.removeItem(key), sessionKey);
    await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Espace Pro' })).toBeHidden();
  });
});

interface StackSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** A real session of a new account, as the stack answers it and supabase-js stores it. */
async function passwordSession(label: string): Promise<StackSession> {
  const email = await createConfirmedUser(label);
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StackSession;
}

const storedValue = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

test.describe('signed-in state in the menu', () => {
  test('a stored session still valid shows Espace Pro and Déconnexion without loading the Supabase SDK', async ({ page }) => {
    const session = await passwordSession('menu-valid');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
    await page.goto('/bio');
    const nav = navigation(page);
    await expect(nav.proArea).toBeVisible();
    await expect(nav.signOut).toBeVisible();
    await expect(nav.signIn).toBeHidden();
    await page.waitForLoadState('load');
    expect(asked.filter((url) => url.startsWith(SUPABASE_URL) || /SessionActions|supabase-client/.test(url))).toEqual([]);
  });

  test("an expired session whose refresh the server refuses shows 'Connexion' and is cleared from storage", async ({ page }) => {
    const session = await passwordSession('menu-refused');
    // Signed out on another device: the server has dropped the session and its refresh token.
    const logout = await fetch(`${SUPABASE_URL}/auth/v1/logout?scope=global`, { method: 'POST', headers: { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}` } });
    expect(logout.status).toBe(204);
    // An hour and a minute later, by the page's clock: the access token has expired.
    await page.clock.setFixedTime(new Date((session.expires_at + 60) * 1000));
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('grant_type=refresh_token')) refreshes.push(response.status());
    });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(session)] as const);
    await page.goto('/bio');
    await expect.poll(() => storedValue(page)).toBeNull();
    const nav = navigation(page);
    await expect(nav.signIn).toBeVisible();
    await expect(nav.proArea).toBeHidden();
    await expect(nav.signOut).toBeHidden();
    expect(refreshes).toEqual([400]);
  });

  test("an expired session that refreshes shows 'Espace Pro', with the new session stored", async ({ page }) => {
    const session = await passwordSession('menu-refreshed');
    const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, JSON.stringify(expired)] as const);
    await page.goto('/bio');
    await expect(navigation(page).proArea).toBeVisible();
    const stored = JSON.parse((await storedValue(page)) ?? '{}') as StackSession;
    expect(stored.refresh_token).not.toBe(session.refresh_token);
    expect(stored.expires_at * 1000).toBeGreaterThan(Date.now());
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('is folded behind a toggle that opens it, and Escape closes it', async ({ page }) => {
    await page.goto('/bio');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menuLink = page.getByRole('link', { name: 'Discographie' });
    await expect(menuLink).toBeHidden();
    expect(await chromiumExpandedState(page, 'Menu')).toBe(false);
    await toggle.click();
    await expect(menuLink).toBeVisible();
    await expect.poll(() => chromiumExpandedState(page, 'Menu')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menuLink).toBeHidden();
    await expect.poll(() => chromiumExpandedState(page, 'Menu')).toBe(false);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/bio');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Accueil' })).toBeFocused();
    await page.getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/blog');
  });

  test('closes when the visitor taps outside', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Media' })).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByRole('link', { name: 'Media' })).toBeHidden();
  });
});

test.describe('footer accordion', () => {
  test('opens one section at a time, closes on a second click and on a click outside', async ({ page }) => {
    await page.goto('/bio');
    const footer = page.locator('footer');
    const copyright = footer.locator('details').filter({ hasText: 'Copyright & Confidentialité' });
    const legal = footer.locator('details').filter({ hasText: 'Mentions légales' });

    await copyright.locator('summary').click();
    await expect(copyright).toHaveAttribute('open', '');
    await expect(copyright.getByText(/droit d'auteur/)).toBeVisible();

    await legal.locator('summary').click();
    await expect(legal).toHaveAttribute('open', '');
    await expect(copyright).not.toHaveAttribute('open');

    await legal.locator('summary').click();
    await expect(legal).not.toHaveAttribute('open');

    await copyright.locator('summary').click();
    await expect(copyright).toHaveAttribute('open', '');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(copyright).not.toHaveAttribute('open');
  });

  test("'Copyright & Confidentialité' says what is kept, for how long, and how to have it deleted", async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByText('Copyright & Confidentialité').click();
    const notice = footer.locator('details[open]');
    await expect(notice).toContainText("votre email et une empreinte chiffrée de votre mot de passe, jusqu'à ce que vous supprimiez le compte");
    await expect(notice).toContainText("son contenu et vos coordonnées, effacés 24 mois après l'envoi");
    await expect(notice).toContainText('le bouton « Supprimer mon compte » de l');
    await expect(notice.getByRole('link', { name: 'espace professionnel' })).toHaveAttribute('href', '/acces-pro');
    await expect(notice.getByRole('link', { name: 'contact@yaniel-barcenas.example' })).toHaveAttribute('href', 'mailto:contact@yaniel-barcenas.example');
  });
});

test.describe('Suivez-moi panel', () => {
  test('appears at 3 s, folds to a round button 4 s later, and toggles on click', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    const panel = page.getByRole('complementary', { name: 'Suivez-moi' });
    const toggle = page.getByRole('button', { name: /Suivez-moi : afficher ou masquer/ });

    await page.clock.runFor(2900);
    await expect(toggle).toBeHidden();

    await page.clock.runFor(200);
    const signUp = panel.getByRole('link', { name: 'Être prévenu des concerts près de chez moi' });
    await expect(signUp).toBeVisible();
    await expect(signUp).toHaveAttribute('href', '/concerts#fan-signup');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const { label } of siteContent.socialLinks()) {
      await expect(panel.getByRole('link', { name: `${label} (nouvel onglet)` })).toBeVisible();
    }

    await page.clock.runFor(3700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(300);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(signUp).toBeHidden();
    await expect(toggle).toBeVisible();

    await toggle.click();
    await expect(signUp).toBeVisible();
    await toggle.click();
    await expect(signUp).toBeHidden();
  });
});

test.describe('floating widgets', () => {
  test('unfold, fold and come back without moving anything on the page (no layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await installPausedClock(page);
    await page.goto('/');
    const followToggle = page.getByRole('button', { name: /Suivez-moi : afficher ou masquer/ });
    const concertToggle = page.getByRole('complementary', { name: 'Concert à venir' }).getByRole('button', { name: /Concert à venir/ });
    // Panel unfolds at 3 s and folds at 7 s; the card unfolds at 8 s, folds at 14 s, comes back at 28 s.
    for (const [ms, toggle, expanded] of [
      [3_100, followToggle, 'true'],
      [4_000, followToggle, 'false'],
      [1_000, concertToggle, 'true'],
      [6_000, concertToggle, 'false'],
      [14_000, concertToggle, 'true'],
    ] as const) {
      await page.clock.runFor(ms);
      await expect(toggle).toHaveAttribute('aria-expanded', expanded);
    }
    // Two real frames, so that the last change has been laid out and reported.
    await page.clock.resume();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });
});

test.describe('Concert à venir card', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  test('before the next concert: appears at 8 s, folds after 6 s, comes back every 20 s, and shows that concert', async ({ page, request }) => {
    const [next] = await renderedConcerts(request, '/bio', 'concert-card');
    expect(next, "the tests' agenda (tests/fixtures/content/concerts/) has concerts after their build instant (site-build-time.ts)").toBeDefined();
    await installPausedClock(page, new Date((next?.startMs ?? 0) - 2 * DAY_MS));
    await page.goto('/bio');
    const card = page.getByRole('complementary', { name: 'Concert à venir' });
    const body = card.locator('#concert-card-body');
    const shown = card.locator(`[data-concert][data-start="${next?.startMs}"]`);

    await page.clock.runFor(7900);
    await expect(body).toBeHidden();

    await page.clock.runFor(200);
    await expect(body).toBeVisible();
    await expect(shown).toBeVisible();
    await expect(card.locator('[data-concert]:visible')).toHaveCount(1);
    await expect(shown).toContainText(/\d{1,2}h\d{2}/);
    await expect(shown).toContainText(' - ');

    await page.clock.runFor(6000);
    await expect(body).toBeHidden();
    await expect(card.getByRole('button', { name: /Concert à venir/ })).toHaveAttribute('aria-expanded', 'false');

    await page.clock.runFor(13_800);
    await expect(body).toBeHidden();
    await page.clock.runFor(200);
    await expect(body).toBeVisible();
    await page.clock.runFor(6000);
    await expect(body).toBeHidden();

    await card.getByRole('button', { name: /Concert à venir/ }).click();
    await expect(body).toBeVisible();
  });

  test('a concert on sale offers Réserver maintenant in a new tab', async ({ page, request }) => {
    const onSale = (await renderedConcerts(request, '/bio', 'concert-card')).find((concert) => concert.onSale);
    expect(onSale, "the tests' agenda (tests/fixtures/content/concerts/) has concerts after their build instant (site-build-time.ts)").toBeDefined();
    // The day before it, and after any earlier concert's day: it is the one the card shows.
    await installPausedClock(page, new Date((onSale?.cutoffMs ?? 0) - DAY_MS - 1000));
    await page.goto('/bio');
    await page.clock.runFor(8100);
    const card = page.getByRole('complementary', { name: 'Concert à venir' });
    const shown = card.locator(`[data-concert][data-start="${onSale?.startMs}"]`);
    await expect(shown).toBeVisible();
    const booking = shown.getByRole('link', { name: 'Réserver maintenant (nouvel onglet)' });
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);
    await expect(booking).toHaveAttribute('href', /^https:\/\//);
  });

  test('once the last announced concert has passed it never shows', async ({ page, request }) => {
    const concerts = await renderedConcerts(request, '/', 'concert-card');
    await installPausedClock(page, new Date(Math.max(0, ...concerts.map(({ cutoffMs }) => cutoffMs)) + 1000));
    await page.goto('/');
    await page.clock.runFor(60_000);
    await expect(page.getByRole('complementary', { name: 'Concert à venir' })).toHaveCount(0);
  });

  test('steps aside while open when the concert it shows passes (the next daily build brings the following one)', async ({ page, request }) => {
    const [next] = await renderedConcerts(request, '/', 'concert-card');
    expect(next, "the tests' agenda (tests/fixtures/content/concerts/) has concerts after their build instant (site-build-time.ts)").toBeDefined();
    await installPausedClock(page, new Date((next?.cutoffMs ?? 0) - 10_000));
    await page.goto('/');
    await page.clock.runFor(8100);
    const card = page.getByRole('complementary', { name: 'Concert à venir' });
    await expect(card.locator(`[data-concert][data-start="${next?.startMs}"]`)).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(card).toHaveCount(0);
  });
});

test.describe('partners strip', () => {
  const partners = siteContent.readList<{ logo: string }>('partners.json');

  test('shows every partner of content/partners.json, its logo linking out, drawn twice for the loop but announced once', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Partenaires' });
    await expect(strip.getByRole('link')).toHaveCount(partners.length);
    await expect(strip.locator('a[href^="https://"]')).toHaveCount(2 * partners.length);
    await expect(strip.locator('a[tabindex="-1"]')).toHaveCount(partners.length);
  });

  test('draws the logos from one file, fetched once, each framed on its own partner', async ({ page }) => {
    const logoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.svg') && request.url().includes('/_astro/')) logoRequests.push(request.url());
    });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Partenaires' });
    const logos = strip.locator('img');
    await expect(logos).toHaveCount(2 * partners.length);
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => logos.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
    // Each at the proportions of one logo (240 × 96), not of the whole sprite.
    const ratios = await logos.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.clientWidth / image.clientHeight));
    for (const ratio of ratios) expect(ratio).toBeCloseTo(2.5, 1);
    const fragments = await logos.evaluateAll((images: HTMLImageElement[]) => images.map((image) => new URL(image.src).hash));
    expect(new Set(fragments).size).toBe(partners.length);
    expect(new Set(logoRequests.map((url) => new URL(url).pathname)).size).toBe(1);
    expect(logoRequests).toHaveLength(1);
  });

  test('scrolls continuously in a 20 s loop and pauses on hover', async ({ page }) => {
    await page.goto('/');
    const track = page.locator('.marquee-track');
    await expect(track).toHaveCSS('animation-duration', '20s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await track.hover({ force: true });
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.locator('.marquee-track')).toHaveCSS('animation-name', 'none');
  });
});
