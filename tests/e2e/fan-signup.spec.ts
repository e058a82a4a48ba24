/**
 * The fan list's sign-up as a visitor goes through it (issue 41), on the page of a concert to come
 * (Madrid, its city offered in advance), in each language: type « Lis », pick Lisbon from the
 * suggestions, 300 km, tick the consent box, send; the answer says to check the mailbox, and the
 * confirmation mail arrives in the page's language. axe runs on the form with its suggestions open.
 */
import { buildConfirmationMail } from '../../supabase/functions/_shared/fan-mail.ts';
import { SIGNUP_ANSWERS } from '../../supabase/functions/_shared/fan-signup-handler.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { FAN_CONSENT_TEXT, FAN_MESSAGES, cityLabel, type CityEntry } from '../../src/lib/fan-list';
import { fillTemplate } from '../../src/lib/template';
import { pages } from '../../src/site.config';
import { MAILBOX_URL } from './auth-support';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

const CONCERT = '2027-10-09-trio-madrid';
const LISBON = 2267057;

for (const lang of ['en', 'es', 'fr'] as const) {
  test(`signs up for concerts within 300 km of Lisbon from a concert page (${lang}), and the confirmation mail arrives in that language`, async ({ page, request }) => {
    const text = dictionaries[lang].fanSignup;
    const slice = (await (await request.get('/fans/cities/li.json')).json()) as CityEntry[];
    const lisbon = cityLabel(slice.find((entry) => entry[0] === LISBON) ?? [LISBON, 'Lisbon', 'PT', 0, 0], lang);
    const email = `fan-${lang}-${Date.now()}@fans.example`;

    await page.goto(`${pages.concerts[lang].path}/${CONCERT}`);
    const form = page.locator('#fan-signup');
    await expect(form.getByRole('heading', { name: text.concertTitle })).toBeVisible();
    await form.getByLabel(text.email).fill(email);
    const city = form.getByRole('combobox', { name: text.city });
    await city.fill('Lis');
    const suggestion = form.getByRole('option', { name: new RegExp(`^${lisbon}, `) });
    await expect(suggestion).toBeVisible();
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    if (lang === 'en') await expectNoAxeViolations(page);
    await suggestion.click();
    await expect(city).toHaveValue(lisbon);
    await expect(city).toHaveAttribute('aria-expanded', 'false');
    await form.getByRole('radio', { name: fillTemplate(text.withinKm, { km: 300 }) }).check();
    const consent = form.getByRole('checkbox', { name: FAN_CONSENT_TEXT[lang] });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await form.getByRole('button', { name: text.submit }).click();

    await expect(form.locator('[role="status"][data-fan-status]')).toHaveText(SIGNUP_ANSWERS[lang].accepted);
    await expect(form.getByRole('button', { name: text.submit })).toBeHidden();
    const expected = buildConfirmationMail(email, lang, '', lisbon, 300, { from: '', replyTo: '' }, '').subject;
    await expect
      .poll(async () =>
        ((await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as { to: string[]; subject: string; text: string }[]).filter((mail) => mail.to.includes(email)),
      )
      .toEqual([expect.objectContaining({ subject: expected, text: expect.stringContaining(lisbon) })]);
  });
}

test('says what to correct next to the field, and keeps everything typed when the network fails', async ({ page }) => {
  const text = dictionaries.en.fanSignup;
  await page.goto(pages.concerts.en.path);
  const form = page.locator('#fan-signup');
  const email = form.getByLabel(text.email);
  await email.fill('ana@fans.example');
  const city = form.getByRole('combobox', { name: text.city });
  await city.fill('Atlantis');
  await form.getByRole('checkbox', { name: FAN_CONSENT_TEXT.en }).check();
  await form.getByRole('button', { name: text.submit }).click();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription(new RegExp(FAN_MESSAGES.en.city));
  await expect(city).toBeFocused();
  await expectNoAxeViolations(page);

  // The keyboard's way: down to the first suggestion, Enter picks it (and sends nothing).
  await city.fill('Lis');
  await expect(form.getByRole('option').first()).toBeVisible();
  await city.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-activedescendant', 'fan-signup-city-option-0');
  await city.press('Enter');
  await expect(city).toHaveValue('Lisbon');
  await expect(city).not.toHaveAttribute('aria-invalid');
  await expect(form.locator('[role="status"][data-city-status]')).toBeEmpty();
  await page.route('**/functions/v1/fan-signup', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(text.unreachable);
  await expect(email).toHaveValue('ana@fans.example');
  await expect(form.getByRole('checkbox', { name: FAN_CONSENT_TEXT.en })).toBeChecked();
  await expect(form.getByRole('button', { name: text.submit })).toBeEnabled();
});

test('a press of the button before the form’s script is there sends the form once it has arrived (the agenda’s own loader)', async ({ page }) => {
  const text = dictionaries.fr.fanSignup;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/FanSignupBehaviour*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(pages.concerts.fr.path);
  const button = page.locator('#fan-signup').getByRole('button', { name: text.submit });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  const email = page.locator('#fan-signup').getByLabel(text.email);
  await expect(email).toHaveAccessibleDescription(FAN_MESSAGES.fr.email);
  await expect(email).toBeFocused();
});
