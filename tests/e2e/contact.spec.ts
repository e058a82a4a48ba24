import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { pages, site } from '../../src/site.config';
import { dictionaries } from '../../src/i18n/index.ts';
import { fillTemplate } from '../../src/lib/template';
import { ANON_KEY, MAILBOX_URL, SERVICE_ROLE_KEY, SUPABASE_URL } from './auth-support';
import { expectNoAxeViolations } from './support';
import { requestFrom } from '../loopback-client';

const FUNCTION_PATH = '**/functions/v1/send-contact-email';

const MESSAGES = {
  required: 'Les champs nom, email et message sont requis',
  email: 'Veuillez entrer une adresse email valide',
  messageTooShort: 'Le message doit contenir au moins 10 caractères',
  sending: 'Envoi en cours...',
  success: '✅ Message envoyé avec succès ! Nous vous répondrons rapidement.',
  failure: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
};

interface StoredMessage {
  nom: string;
  email: string;
  telephone: string | null;
  type_evenement: string | null;
  date_evenement: string | null;
  message: string;
  mail_status: string;
  mail_attempts: number;
  next_attempt_at: string | null;
}

interface MailboxMail {
  to: string[];
  subject: string;
  text: string;
  reply_to: string[];
}

const byte = () => Math.floor(Math.random() * 256);

/** A visitor unknown to the rate limit: a fresh address and a fresh email for each test. */
function visitor(testInfo: TestInfo) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}${testInfo.workerIndex}`;
  return {
    // A loopback address of its own, which the stack's gateway hands the function as the visitor's.
    address: `127.${1 + (byte() % 254)}.${byte()}.${byte()}`,
    nom: `Claire Dubois ${unique}`,
    email: `claire.${unique}@festival-lumiere.example`,
    telephone: '+33 6 12 34 56 78',
    message: 'Bonjour, nous aimerions vous accueillir en quintet le 21 juin, en plein air.',
  };
}

/**
 * The platform reports the address of the connection, not one a header names: the form's requests
 * go through the test process, connected from the visitor's own loopback address; `held`, when
 * given, holds a submission until it settles.
 */
async function sendFrom(page: Page, address: string, held?: Promise<void>): Promise<void> {
  await page.route(FUNCTION_PATH, async (route) => {
    const request = route.request();
    if (held && request.method() === 'POST') await held;
    const { host: _host, ...headers } = await request.allHeaders();
    const response = await requestFrom(address, request.url(), { method: request.method(), headers, body: request.postDataBuffer() });
    await route.fulfill({ status: response.status, headers: response.headers, body: response.body });
  });
}

function form(page: Page) {
  return page.locator('#formulaire');
}

/** Opens the page and reaches into the form (it hydrates at the visitor's first reach, client:first-input). */
async function openForm(page: Page, path = '/contact'): Promise<void> {
  await page.goto(path);
  await page.locator('#formulaire form').hover();
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
}

async function fill(page: Page, values: { nom?: string; email?: string; telephone?: string; message?: string }): Promise<void> {
  if (values.nom !== undefined) await form(page).getByLabel('Nom').fill(values.nom);
  if (values.email !== undefined) await form(page).getByLabel('Email').fill(values.email);
  if (values.telephone !== undefined) await form(page).getByLabel('Téléphone').fill(values.telephone);
  if (values.message !== undefined) await form(page).getByLabel('Message').fill(values.message);
}

async function storedMessages(email: string): Promise<StoredMessage[]> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/contact_messages?select=*&email=eq.${encodeURIComponent(email)}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredMessage[];
}

/**
 * What Supabase Cron does every 5 minutes, now or as of `at`: the local stack runs
 * retry-contact-emails with the function's clock at that instant (mailbox port only).
 */
async function runScheduledJobs(at?: Date): Promise<void> {
  const response = await fetch(`${MAILBOX_URL}/api/cron/run`, { method: 'POST', body: JSON.stringify({ job: 'retry-contact-emails', ...(at ? { at: at.toISOString() } : {}) }) });
  const { runs } = (await response.json()) as { runs: Array<{ job: string; status: number }> };
  expect(runs).toEqual([expect.objectContaining({ job: 'retry-contact-emails', status: 200 })]);
}

async function mailsTo(replyTo: string): Promise<MailboxMail[]> {
  const response = await fetch(`${MAILBOX_URL}/api/messages`);
  const mails = (await response.json()) as MailboxMail[];
  return mails.filter((mail) => mail.reply_to.includes(replyTo));
}

/** Holds the form's request until `release` is called, to look at the page while it is sending. */
async function holdSubmission(page: Page, address: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await sendFrom(page, address, released);
  return release;
}

test.describe('contact form, checked in the browser', () => {
  test('shows the three validation messages in the specification order and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) posts.push(request.method());
    });
    await openForm(page);
    const submit = page.getByRole('button', { name: 'Envoyer la demande' });
    const alert = form(page).getByRole('alert');

    await submit.click();
    await expect(alert).toHaveText(MESSAGES.required);
    await expect(form(page).getByLabel('Nom')).toBeFocused();
    await expect(form(page).getByLabel('Nom')).toHaveAttribute('aria-invalid', 'true');

    await fill(page, { nom: 'Claire', email: 'claire-at-festival', message: 'court' });
    await submit.click();
    await expect(alert).toHaveText(MESSAGES.email);
    await expect(form(page).getByLabel('Email')).toBeFocused();
    await expect(form(page).getByLabel('Nom')).not.toHaveAttribute('aria-invalid', 'true');

    await fill(page, { email: 'claire@festival.example' });
    await submit.click();
    await expect(alert).toHaveText(MESSAGES.messageTooShort);
    await expect(form(page).getByLabel('Message')).toBeFocused();

    // Spaces alone do not count: the required message comes back first.
    await fill(page, { message: '          ' });
    await submit.click();
    await expect(alert).toHaveText(MESSAGES.required);

    expect(posts).toEqual([]);
    await expect(form(page).getByLabel('Nom')).toHaveValue('Claire');
    await expect(form(page).getByLabel('Email')).toHaveValue('claire@festival.example');
  });

  test('marks nom, email and message required, with input types and autocomplete a phone understands', async ({ page }) => {
    await openForm(page);
    for (const [label, type, autocomplete] of [
      ['Nom', 'text', 'name'],
      ['Email', 'email', 'email'],
      ['Téléphone', 'tel', 'tel'],
    ] as const) {
      await expect(form(page).getByLabel(label)).toHaveAttribute('type', type);
      await expect(form(page).getByLabel(label)).toHaveAttribute('autocomplete', autocomplete);
    }
    await expect(form(page).getByLabel('Date souhaitée')).toHaveAttribute('type', 'date');
    for (const label of ['Nom', 'Email', 'Message']) await expect(form(page).getByLabel(label)).toHaveAttribute('required', '');
    for (const label of ['Téléphone', "Type d'événement", 'Date souhaitée']) await expect(form(page).getByLabel(label)).not.toHaveAttribute('required');
    const options = form(page).getByLabel("Type d'événement").locator('option');
    await expect(options).toHaveText(['Choisir un type (facultatif)', 'Concert', 'Festival', 'Master class ou workshop', 'Événement privé', 'Autre']);
    expect(await options.evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value))).toEqual(['', 'concert', 'festival', 'masterclass', 'prive', 'autre']);
    // The bot trap is out of sight and out of the tab order.
    await expect(page.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('input[name="website"]')).not.toBeInViewport();
  });

  test('preselects the event type named in the link from the master class and workshop pages', async ({ page }) => {
    await openForm(page, '/contact?type=masterclass#formulaire');
    await expect(form(page).getByLabel("Type d'événement")).toHaveValue('masterclass');
    await expect(page.locator('#formulaire')).toBeInViewport();
    await openForm(page, '/contact?type=concert');
    await expect(form(page).getByLabel("Type d'événement")).toHaveValue('concert');
    await openForm(page, '/contact?type=mariage');
    await expect(form(page).getByLabel("Type d'événement")).toHaveValue('');
  });

  test('keeps every field, shows the error and logs it when the backend cannot be reached', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // What the browser sees when the stack is stopped: the connection is refused.
    await page.route(FUNCTION_PATH, (route) => route.abort('connectionrefused'));
    await openForm(page);
    const who = visitor(testInfo);
    await fill(page, who);
    await form(page).getByLabel("Type d'événement").selectOption('prive');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();

    await expect(form(page).getByRole('alert')).toHaveText(MESSAGES.failure);
    await expect(form(page).getByRole('status')).toHaveText('');
    await expect(form(page).getByLabel('Nom')).toHaveValue(who.nom);
    await expect(form(page).getByLabel('Email')).toHaveValue(who.email);
    await expect(form(page).getByLabel('Téléphone')).toHaveValue(who.telephone);
    await expect(form(page).getByLabel("Type d'événement")).toHaveValue('prive');
    await expect(form(page).getByLabel('Message')).toHaveValue(who.message);
    await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
    expect(errors.some((text) => text.includes("Formulaire de contact : l'envoi a échoué"))).toBe(true);
  });

  test('has no accessibility violation, with and without a message shown', async ({ page }) => {
    // Two full axe audits of a long page.
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openForm(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form(page).getByRole('alert')).toHaveText(MESSAGES.required);
    await expectNoAxeViolations(page);
  });
});

// These share the local stack's mailbox, whose simulated failures are global: one at a time.
test.describe('contact form against the local Supabase stack', () => {
  test.describe.configure({ mode: 'serial' });

  test('shows the sending state, then success: empty form, stored row, mail in the booking inbox', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    const release = await holdSubmission(page, who.address);
    await openForm(page);
    await fill(page, who);
    await form(page).getByLabel("Type d'événement").selectOption('festival');
    await form(page).getByLabel('Date souhaitée').fill('2027-06-21');
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();

    const sending = page.getByRole('button', { name: MESSAGES.sending });
    await expect(sending).toBeDisabled();
    await expect(page.locator('form')).toHaveAttribute('aria-busy', 'true');
    release();

    await expect(form(page).getByRole('status')).toHaveText(MESSAGES.success);
    await expect(form(page).getByRole('alert')).toHaveText('');
    for (const label of ['Nom', 'Email', 'Téléphone', 'Date souhaitée', 'Message']) await expect(form(page).getByLabel(label)).toHaveValue('');
    await expect(form(page).getByLabel("Type d'événement")).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();

    const rows = await storedMessages(who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nom: who.nom, telephone: who.telephone, type_evenement: 'festival', message: who.message, mail_status: 'sent', mail_attempts: 1 });
    expect(rows[0]?.date_evenement).toMatch(/^2027-06-21/);

    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([site.contact.bookingEmail]);
    expect(mails[0]?.subject).toBe(`Demande de contact : ${who.nom} (Festival)`);
    expect(mails[0]?.text).toContain(who.message);
  });

  test('keeps the message and reports success when the mail provider fails; the scheduled retry delivers it once due', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    await sendFrom(page, who.address);
    await openForm(page);
    const failures = await fetch(`${MAILBOX_URL}/api/failures`, { method: 'POST', body: JSON.stringify({ emails: 1 }) });
    expect(failures.ok).toBe(true);
    await fill(page, who);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();

    await expect(form(page).getByRole('status')).toHaveText(MESSAGES.success);
    const rows = await storedMessages(who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mail_status: 'failed', mail_attempts: 1 });
    expect(await mailsTo(who.email)).toHaveLength(0);

    // The retry is due 5 minutes after the failure: a run now leaves it waiting.
    const due = new Date(rows[0]?.next_attempt_at ?? 0).getTime();
    expect(due - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(due - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    await runScheduledJobs();
    expect(await mailsTo(who.email)).toHaveLength(0);

    // The first scheduled run once it is due.
    await runScheduledJobs(new Date(due + 1_000));
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([site.contact.bookingEmail]);
    expect(mails[0]?.text).toContain(who.message);
    expect((await storedMessages(who.email))[0]).toMatchObject({ mail_status: 'sent', mail_attempts: 2, next_attempt_at: null });
  });

  test("sends a kit's booking request from the Spanish page: stored with its details, mailed as one to the booking inbox, acknowledged in Spanish", async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    const text = dictionaries.es.contactForm;
    await sendFrom(page, who.address);
    await page.goto(`${pages.contact.es.path}?type=concert&demande=booking&formation=quintet#formulaire`);
    await expect(page.getByRole('button', { name: text.submit })).toBeEnabled();
    await expect(form(page).getByRole('radio', { name: text.kinds.booking })).toBeChecked();
    const ensemble = await form(page).getByLabel(text.bookingLabels.formation).inputValue();
    expect(ensemble).toMatch(/Quint/);
    await form(page).getByLabel(text.labels.nom).fill(who.nom);
    await form(page).getByLabel(text.labels.email).fill(who.email);
    await form(page).getByLabel(text.bookingLabels.dates).fill('2027-10-08');
    await form(page).getByRole('button', { name: text.addDate }).click();
    await form(page)
      .getByLabel(fillTemplate(text.otherDate, { position: 2 }))
      .fill('2027-10-09');
    await form(page).getByLabel(text.bookingLabels.ville).fill('Sevilla');
    await form(page).getByLabel(text.bookingLabels.pays).fill('España');
    await form(page).getByLabel(text.bookingLabels.jauge).fill('1.200');
    await form(page).getByLabel(text.bookingLabels.budget).selectOption('5000-10000');
    await form(page).getByLabel(text.labels.message).fill(who.message);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(form(page).getByRole('status')).toHaveText(text.bookingSuccess);

    const [row] = (await storedMessages(who.email)) as (StoredMessage & { booking: unknown })[];
    expect(row).toMatchObject({
      mail_status: 'sent',
      booking: { formation: ensemble, dates: ['2027-10-08', '2027-10-09'], ville: 'Sevilla', jauge: '1200', budget: '5000-10000' },
    });
    const [artist] = await mailsTo(who.email);
    expect(artist?.subject).toBe(`Demande de date : ${ensemble}, Sevilla, vendredi 8 octobre 2027 (+1) – ${who.nom}`);
    const acknowledgements = (await mailsTo(site.contact.bookingEmail)).filter((mail) => mail.to.includes(who.email));
    expect(acknowledgements.map((mail) => mail.subject)).toEqual(['Hemos recibido tu solicitud de fecha']);
  });

  test('clears both notices at each new submit', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    const release = await holdSubmission(page, who.address);
    await openForm(page);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form(page).getByRole('alert')).toHaveText(MESSAGES.required);

    await fill(page, who);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
    await expect(form(page).getByRole('alert')).toHaveText('');
    release();
    await expect(form(page).getByRole('status')).toHaveText(MESSAGES.success);

    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form(page).getByRole('alert')).toHaveText(MESSAGES.required);
    await expect(form(page).getByRole('status')).toHaveText('');
  });

  test('sends once on a double click', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    await sendFrom(page, who.address);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/send-contact-email') && request.method() === 'POST') posts.push(request.url());
    });
    await openForm(page);
    await fill(page, who);
    await page.getByRole('button', { name: 'Envoyer la demande' }).dblclick();
    await expect(form(page).getByRole('status')).toHaveText(MESSAGES.success);
    expect(posts).toHaveLength(1);
    expect(await storedMessages(who.email)).toHaveLength(1);
  });

  test('tells a visitor who sent too many messages in a short time to wait, in French', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    await sendFrom(page, who.address);
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await requestFrom(who.address, `${SUPABASE_URL}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ nom: who.nom, email: who.email, message: who.message }),
      });
      expect(response.status).toBe(200);
    }
    await openForm(page);
    await fill(page, who);
    await page.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.');
    await expect(form(page).getByLabel('Message')).toHaveValue(who.message);
    expect(await storedMessages(who.email)).toHaveLength(5);
  });
});
