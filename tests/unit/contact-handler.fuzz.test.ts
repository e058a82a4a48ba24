/**
 * Property-based tests: random and hostile bodies never make the function fail (no 5xx)
 * and never leave an invalid row in the store (the fake store refuses what Postgres and
 * the rules would refuse, so an invalid insert would surface as a 500).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContactRequest, CONTACT_FIELDS, HONEYPOT_FIELD } from '../../src/lib/contact-rules';
import { BOOKING_KIND, BUDGETS, FLEXIBILITIES, REQUEST_KIND_FIELD, SETTINGS } from '../../supabase/functions/_shared/booking-rules.ts';
import { createContactHandler } from '../../supabase/functions/_shared/contact-handler.ts';
import { MemoryAlerts, MemoryLogger, MemoryMailer, MemoryStore, type StoredRow } from './contact-fakes';

const SITE = 'https://yaniel-barcenas.example';
const FUZZ_RUNS = { bodies: 2000, rawText: 1000, fields: 1500 };

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(document.cookie)>',
    "'; drop table contact_messages; --",
    '\u0000\u0000',
    '\ud800\udc00\ud800',
    ' \t\n\r ',
    'a@b.c',
    'claire@festival.example',
    '2027-02-29',
    '2027-07-14',
    'masterclass',
    '{{7*7}}',
    '${process.env}',
    '\u202eevil',
  ),
  fc.string({ minLength: 4900, maxLength: 5200 }),
  fc.nat({ max: 40_000 }).map((length) => 'x'.repeat(length)),
);

const anyValue = fc.oneof(hostileString, fc.anything(), fc.constant(null), fc.constant(undefined));
const isoDate = fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

/** Bodies shaped like the form: each field maybe missing, maybe of the wrong type, maybe hostile. */
const formLikeBody = fc.record(
  {
    nom: anyValue,
    email: fc.oneof(anyValue, fc.emailAddress()),
    telephone: anyValue,
    type_evenement: fc.oneof(anyValue, fc.constantFrom('concert', 'festival', 'masterclass', 'prive', 'autre', '')),
    date: fc.oneof(anyValue, isoDate),
    message: fc.oneof(anyValue, fc.lorem({ maxCount: 40, mode: 'sentences' })),
    [HONEYPOT_FIELD]: fc.oneof(fc.constant(''), anyValue),
    // A booking request's fields, and the field that says it is one.
    [REQUEST_KIND_FIELD]: fc.oneof(fc.constant(BOOKING_KIND), anyValue),
    formation: fc.oneof(anyValue, fc.constant('Yaniel Bárcenas Quintet')),
    dates: fc.oneof(anyValue, fc.array(fc.oneof(anyValue, isoDate), { maxLength: 7 })),
    flexibilite: fc.oneof(anyValue, fc.constantFrom(...FLEXIBILITIES)),
    ville: fc.oneof(anyValue, fc.constant('Lyon')),
    pays: fc.oneof(anyValue, fc.constant('France')),
    lieu: anyValue,
    jauge: fc.oneof(anyValue, fc.nat({ max: 200_000 }).map(String)),
    cadre: fc.oneof(anyValue, fc.constantFrom(...SETTINGS)),
    budget: fc.oneof(anyValue, fc.constantFrom(...BUDGETS)),
  },
  { requiredKeys: [] },
);

function setup() {
  const store = new MemoryStore();
  const mailer = new MemoryMailer();
  const handle = createContactHandler({
    store,
    mailer,
    logger: new MemoryLogger(),
    addresses: { to: 'booking@site.example', from: 'site@site.example' },
    allowedOrigins: [SITE],
    addressKey: 'fuzz-key',
    reportTo: 'contact@site.example',
    alerts: new MemoryAlerts(),
    // No rate limit nor ceiling here: each run must reach the store.
    rateLimit: { max: Number.POSITIVE_INFINITY, windowMs: 60_000 },
    hourlyCeiling: Number.POSITIVE_INFINITY,
  });
  return { store, mailer, handle };
}

function post(body: string): Request {
  return new Request('https://project.supabase.co/functions/v1/send-contact-email', {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json' },
    body,
  });
}

// Thousands of runs: about a second each on a quiet machine, much more on a shared one.
describe('send-contact-email under random and hostile bodies', { timeout: 120_000 }, () => {
  it(`never answers 5xx nor stores an invalid row (${FUZZ_RUNS.bodies} form-like bodies)`, async () => {
    await fc.assert(
      fc.asyncProperty(formLikeBody, fc.boolean(), async (body, mailFails) => {
        const { store, mailer, handle } = setup();
        mailer.fail = mailFails;
        const response = await handle(post(JSON.stringify(body)));
        expect(response.status).toBeLessThan(500);
        expect([200, 400, 413]).toContain(response.status);
        for (const row of store.rows) expect(checkContactRequest(resubmitted(row))).toEqual({ ok: true, request: pick(row) });
        if (response.status === 200 && store.rows.length === 1 && store.rows[0]?.mail_status !== 'spam') {
          expect(store.rows[0]?.mail?.status).toBe(mailFails ? 'failed' : 'sent');
        }
        for (const mail of mailer.sent) expect(mail.html).not.toMatch(/<script|<img/i);
        // The acknowledgement carries nothing the visitor wrote: neither name nor message nor place.
        const [row] = store.rows;
        for (const mail of mailer.sent.filter((sent) => row && sent.to.includes(row.email) && !sent.to.includes('booking@site.example'))) {
          for (const typed of [row?.nom, row?.message, row?.booking?.formation, row?.booking?.ville, row?.booking?.lieu]) {
            if (typed && typed.length >= 8) expect(mail.text).not.toContain(typed);
          }
        }
      }),
      { numRuns: FUZZ_RUNS.bodies },
    );
  });

  it(`never answers 5xx to raw text that may not be JSON (${FUZZ_RUNS.rawText} bodies)`, async () => {
    const rawBody = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.constantFrom('{', '{"nom":', 'null', '[]', '{"__proto__":{"nom":"x"}}', '{"constructor":{"prototype":{}}}'),
    );
    await fc.assert(
      fc.asyncProperty(rawBody, async (raw) => {
        const { store, handle } = setup();
        const response = await handle(post(raw));
        expect(response.status).toBeLessThan(500);
        for (const row of store.rows) expect(checkContactRequest(resubmitted(row)).ok).toBe(true);
      }),
      { numRuns: FUZZ_RUNS.rawText },
    );
  });

  it(`stores exactly the requests the rules accept (${FUZZ_RUNS.fields} near-valid bodies)`, async () => {
    // Weighted so that about half the bodies pass and half fail on one rule or another.
    const nearValid = fc.record({
      nom: fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 130 }), weight: 1 }, { arbitrary: fc.constant('Claire Dubois'), weight: 4 }),
      email: fc.oneof({ arbitrary: fc.emailAddress(), weight: 5 }, { arbitrary: fc.string({ maxLength: 20 }), weight: 1 }),
      telephone: fc.oneof(fc.constant(''), fc.stringMatching(/^[0-9 +().-]{0,34}$/), fc.string({ maxLength: 10 })),
      type_evenement: fc.constantFrom('concert', 'festival', 'masterclass', 'prive', 'autre', '', 'mariage'),
      date: fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: fc.stringMatching(/^20\d{2}-(0[1-9]|1[0-2])-[0-3]\d$/), weight: 1 }),
      message: fc.oneof({ arbitrary: fc.lorem({ maxCount: 12 }), weight: 4 }, { arbitrary: fc.string({ maxLength: 60 }), weight: 1 }),
    });
    const nearValidBooking = fc.record({
      [REQUEST_KIND_FIELD]: fc.constant(BOOKING_KIND),
      formation: fc.oneof({ arbitrary: fc.constant('Yaniel Bárcenas Trio'), weight: 4 }, { arbitrary: fc.string({ maxLength: 130 }), weight: 1 }),
      dates: fc.array(fc.oneof({ arbitrary: isoDate, weight: 4 }, { arbitrary: fc.constantFrom('', '2027-02-29', '14/07/2027'), weight: 1 }), { maxLength: 6 }),
      flexibilite: fc.constantFrom(...FLEXIBILITIES, '', 'souple'),
      ville: fc.oneof({ arbitrary: fc.constant('Genève'), weight: 4 }, { arbitrary: fc.string({ maxLength: 130 }), weight: 1 }),
      pays: fc.constantFrom('Suisse', '', 'España'),
      lieu: fc.oneof(fc.constant(''), fc.string({ maxLength: 130 })),
      jauge: fc.oneof(fc.constant(''), fc.nat({ max: 150_000 }).map(String), fc.constantFrom('1 200', '1.200', 'beaucoup', '0')),
      cadre: fc.constantFrom(...SETTINGS, '', 'grange'),
      budget: fc.constantFrom(...BUDGETS, '', '5000'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          nearValid,
          fc.tuple(nearValid, nearValidBooking).map(([message, booking]) => ({ ...message, ...booking })),
        ),
        async (body) => {
          const { store, handle } = setup();
          const response = await handle(post(JSON.stringify(body)));
          const expected = checkContactRequest(body);
          expect(response.status).toBe(expected.ok ? 200 : 400);
          expect(store.rows.length).toBe(expected.ok ? 1 : 0);
        },
      ),
      { numRuns: FUZZ_RUNS.fields },
    );
  });
});

/** The stored row's request as the rules return it. */
function pick(row: StoredRow) {
  return { ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, row[field]])), booking: row.booking };
}

/** The row as the form would send it again: a booking request's details back among the fields. */
function resubmitted(row: StoredRow) {
  return row.booking ? { ...row, ...row.booking, [REQUEST_KIND_FIELD]: BOOKING_KIND } : row;
}
