/**
 * The pages the fan list's mails open, as a fan uses them, against the local stack: signed up by
 * fan-signup, the confirmation link read from the mailbox; confirm (after a failed network, with
 * its progress shown), change city and distance from the link every later mail carries, unsubscribe
 * from there, and use the link again. In English, and the confirmation alone in Spanish and French;
 * the logic of every answer is in tests/unit/fans/fan-pages.test.ts, the pages of every language in
 * tests/dist/fan-pages.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { FAN_PAGE_PATHS, subscriberToken } from '../../supabase/functions/_shared/fan-links.ts';
import { LINK_ANSWERS } from '../../supabase/functions/_shared/fan-link-handlers.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import type { Language } from '../../src/lib/languages';
import { fillTemplate } from '../../src/lib/template';
import { pages } from '../../src/site.config';
import { ANON_KEY, MAILBOX_URL, SERVICE_ROLE_KEY, SUPABASE_URL, uniqueEmail } from './auth-support';
import { expectNoAxeViolations } from './support';
import { LOCAL_FAN_LIST_SECRET } from '../../supabase/local/stack';

const text = dictionaries.en;
const answers = LINK_ANSWERS.en;
const LISBON = { id: 2267057, name: 'Lisbon' };

/** A fan signed up on the agenda in `lang` (Lisbon, 300 km): the confirmation link of the mail the stack sent, to the page in that language. */
async function signUp(email: string, lang: Language = 'en'): Promise<string> {
  const response = await fetch(`${SUPABASE_URL}/functions/v1/fan-signup`, {
    method: 'POST',
    // A network address of its own (documentation range): runs against a reused stack stay under fan-signup's 10 per address and hour.
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Date.now() % 250}` },
    body: JSON.stringify({ email, city: LISBON, distance: 300, consent: true, page: pages.concerts[lang].path, lang }),
  });
  expect(response.status).toBe(200);
  const mails = (await (await fetch(`${MAILBOX_URL}/api/messages`)).json()) as { to: string[]; text: string }[];
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(mails.find((mail) => mail.to.includes(email))?.text ?? '')?.[0] ?? '';
  expect(new URL(link).pathname).toBe(FAN_PAGE_PATHS.confirm[lang]);
  return link;
}

/** The signed token of the links in every later mail (alerts, the welcome), as fan-alerts writes it: of the fan's current version. */
async function subscriberLinkToken(email: string): Promise<string> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/fan_subscribers?select=id,token_version&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  const [subscriber] = (await response.json()) as { id: string; token_version: number }[];
  return subscriberToken(LOCAL_FAN_LIST_SECRET, subscriber?.id ?? '', subscriber?.token_version ?? 0);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test('a fan confirms, changes city and distance and unsubscribes from the pages the mails open; a spent link says so', async ({ page }) => {
  // Four pages, five axe checks and a sign-up that answers after fan-signup's fixed 1.2 s: about 26 s alone, more beside another worker.
  test.setTimeout(60_000);
  const email = uniqueEmail('fan');
  const confirmLink = await signUp(email);
  const confirm = page.getByRole('button', { name: text.fanPages.confirm.action });

  // Opening the link confirms nothing; a click does. The network fails first: the button stays for another try.
  await page.route(`${SUPABASE_URL}/functions/v1/fan-confirm`, (route) => route.abort());
  await page.goto(confirmLink);
  await confirm.click();
  await expect(page.getByRole('alert')).toHaveText(text.fanPages.unreachable);
  await expect(status(page), 'the progress message gives way to the failure').toHaveCount(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(`${SUPABASE_URL}/functions/v1/fan-confirm`);
  await page.route(`${SUPABASE_URL}/functions/v1/fan-confirm`, async (route) => {
    await held;
    await route.continue();
  });
  await confirm.click();
  await expect(status(page)).toHaveText(text.fanPages.confirm.sending);
  await expect(confirm).toBeDisabled();
  release();
  await expect(status(page)).toHaveText(answers.confirmed);
  await expect(confirm).toHaveCount(0);
  // The token left the address bar once read (kept for this tab only).
  await expect(page).toHaveURL(FAN_PAGE_PATHS.confirm.en);
  await expectNoAxeViolations(page);

  // The link of any later mail: the current choices, then a new city (with the sign-up form's field) and distance, kept on reload.
  const token = await subscriberLinkToken(email);
  await page.goto(`${FAN_PAGE_PATHS.manage.en}?token=${token}`);
  const city = page.getByRole('combobox', { name: text.fanSignup.city });
  const within = (km: number) => page.getByRole('radio', { name: fillTemplate(text.fanSignup.withinKm, { km }) });
  await expect(city).toHaveValue(LISBON.name);
  await expect(within(300)).toBeChecked();
  await expectNoAxeViolations(page);
  await city.fill('Porto');
  await page.getByRole('option', { name: 'Porto, Portugal' }).click();
  await within(100).check();
  await page.getByRole('button', { name: text.fanPages.preferences.save }).click();
  await expect(status(page)).toHaveText(answers.saved);
  await page.reload();
  await expect(city).toHaveValue('Porto');
  await expect(within(100)).toBeChecked();

  // Unsubscribing, from the preferences page, with the same link; then the same link again.
  await page.getByRole('link', { name: text.fanPages.preferences.unsubscribe }).click();
  await expect(page).toHaveURL(FAN_PAGE_PATHS.unsubscribe.en);
  await page.getByRole('button', { name: text.fanPages.unsubscribe.action }).click();
  await expect(status(page)).toHaveText(answers.unsubscribed);
  await expectNoAxeViolations(page);
  await page.reload();
  await page.getByRole('button', { name: text.fanPages.unsubscribe.action }).click();
  await expect(status(page)).toHaveText(answers.alreadyGone);

  // A forged link is refused, and the page says what to do instead.
  await page.goto(`${FAN_PAGE_PATHS.unsubscribe.en}?token=${token.slice(0, -4)}AAAA`);
  await page.getByRole('button', { name: text.fanPages.unsubscribe.action }).click();
  await expect(page.getByRole('alert')).toHaveText(answers.invalidLink);
  await expect(page.getByRole('link', { name: text.fanPages.unsubscribe.help.link })).toBeVisible();
  await expectNoAxeViolations(page);

  // The preferences link of an address no longer listed: the form disabled for good, a way to sign up again.
  await page.goto(`${FAN_PAGE_PATHS.manage.en}?token=${token}`);
  await expect(page.getByRole('alert')).toHaveText(answers.alreadyGone);
  await expect(page.getByRole('link', { name: text.fanPages.signUpAgain.link })).toBeVisible();
  await expect(page.getByRole('button', { name: text.fanPages.preferences.save })).toBeDisabled();
  await expectNoAxeViolations(page);
});

for (const lang of ['es', 'fr'] as const) {
  test(`a fan who signed up in ${lang} confirms from the mail, on the page in ${lang}`, async ({ page }) => {
    const email = uniqueEmail(`fan-${lang}`);
    await page.goto(await signUp(email, lang));
    await page.getByRole('button', { name: dictionaries[lang].fanPages.confirm.action }).click();
    await expect(status(page)).toHaveText(LINK_ANSWERS[lang].confirmed);
  });
}
