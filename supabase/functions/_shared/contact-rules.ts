/**
 * The rules of the contact and booking form: one source of truth for the site's form
 * (through src/lib/contact-rules.ts) and for the send-contact-email Edge Function.
 *
 * It lives under supabase/functions/_shared because `supabase functions deploy` only
 * bundles reliably what sits inside supabase/functions (imports that climb above it fail
 * with --use-api and in the GitHub branching integration), while Vite and Vitest import
 * it from here without trouble. It imports 'zod/mini' (zod 4's tree-shakable form: a few kB
 * in the browser instead of some twenty), which Node resolves from node_modules and Deno
 * through the function's deno.json import map.
 */
import * as z from 'zod/mini';
import {
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_PROBLEMS,
  BUDGETS,
  FLEXIBILITIES,
  SETTINGS,
  isBookingBody,
  type BookingDetails,
  type BookingField,
  type Budget,
  type Flexibility,
  type Setting,
} from './booking-rules.ts';
import { CONTACT_LIMITS } from './form-limits.ts';
import { defaultLanguage, languages, type Language } from './languages.ts';
import { browserWords, perLanguage } from './i18n/index.ts';

// The site's Content-Security-Policy forbids eval: without this, zod probes `new Function('')` on
// the first object it checks, and the browser logs a CSP violation (Lighthouse's best practices).
z.config({ jitless: true });

export const EVENT_TYPES = ['concert', 'festival', 'masterclass', 'prive', 'autre'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** How each event type reads in the form's list; the artist's notification mail uses the French one. */
export const EVENT_TYPE_LABELS = /* @__PURE__ */ perLanguage(browserWords, (words) => words.eventTypeLabels) satisfies Record<Language, Record<EventType, string>>;

export { CONTACT_LIMITS } from './form-limits.ts';

/** The field a bot fills and a person never sees. */
export const HONEYPOT_FIELD = 'website';

/**
 * Every problem the rules can find, in the order they are checked: a text that is not one first,
 * then the specification's three, then the limits and formats the server also enforces, then a
 * booking request's own (booking-rules.ts).
 */
const MESSAGE_PROBLEMS = [
  'notText',
  'required',
  'email',
  'messageTooShort',
  'nomTooLong',
  'emailTooLong',
  'telephoneTooLong',
  'telephone',
  'messageTooLong',
  'eventType',
  'date',
] as const;
const PROBLEMS = [...MESSAGE_PROBLEMS, ...BOOKING_PROBLEMS] as const;
export type ContactProblem = (typeof PROBLEMS)[number];

const MESSAGE_TEXTS = /* @__PURE__ */ perLanguage(browserWords, (words) => words.contactMessages) satisfies Record<Language, Record<(typeof MESSAGE_PROBLEMS)[number], string>>;

/** Each problem's message in each language: the form shows it, and the function answers with it. */
export const CONTACT_MESSAGES = Object.fromEntries(languages.map((language) => [language, { ...MESSAGE_TEXTS[language], ...BOOKING_MESSAGES[language] }])) as Record<
  Language,
  Record<ContactProblem, string>
>;

export const CONTACT_FIELDS = ['nom', 'email', 'telephone', 'type_evenement', 'date', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** A field the rules may name in a refusal: a message's, or a booking request's. */
export type RequestField = ContactField | BookingField;

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * An address a mail provider takes as reply_to (Resend: `email@example.com`, one address): a
 * dot-atom local part of at most 64 characters (RFC 5322's atext, no leading, trailing or double
 * dot) and a domain of letter-digit-hyphen labels ending in a top-level domain. No comma, angle
 * bracket, quote, semicolon or space, which would make one address several, or a display name.
 */
const EMAIL_PATTERN = new RegExp(`^(?=[^@]{1,64}@)${ATEXT}(?:\\.${ATEXT})*@(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);
const TELEPHONE_PATTERN = /^[0-9+()./\s-]*$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an address a mail provider accepts as reply_to: the form's rule, and the retries' before they mail. */
export function isMailableAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** True for a real calendar day written YYYY-MM-DD (no 31 April, no 29 February 2027). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A form value: absent or null count as empty, anything else must be text; surrounding spaces go.
 * Postgres text holds neither NUL nor half of a surrogate pair, so those are dropped or replaced
 * here rather than failing at storage time.
 */
const text = z.pipe(
  z.nullish(z.string({ error: 'notText' satisfies ContactProblem })),
  z.transform((value: string | null | undefined) => (value ?? '').toWellFormed().replaceAll('\u0000', '').trim()),
);

/** Text that must pass the given rules, each refusal naming its problem (the message comes once the language is known). */
function textWith(...rules: [test: (value: string) => boolean, problem: ContactProblem][]) {
  return text.check(...rules.map(([test, problem]) => z.refine<string>(test, problem)));
}

/** Length in characters as a reader counts them (and as Postgres' char_length does), not UTF-16 units. */
export function characterCount(value: string): number {
  return [...value].length;
}

const isEventType = (value: string): value is EventType | '' => value === '' || (EVENT_TYPES as readonly string[]).includes(value);

const contactShape = {
  nom: textWith([(value) => value !== '', 'required'], [(value) => characterCount(value) <= CONTACT_LIMITS.nomMax, 'nomTooLong']),
  email: textWith(
    [(value) => value !== '', 'required'],
    [(value) => value === '' || isMailableAddress(value), 'email'],
    [(value) => characterCount(value) <= CONTACT_LIMITS.emailMax, 'emailTooLong'],
  ),
  telephone: textWith([(value) => characterCount(value) <= CONTACT_LIMITS.telephoneMax, 'telephoneTooLong'], [(value) => TELEPHONE_PATTERN.test(value), 'telephone']),
  type_evenement: z.pipe(
    textWith([isEventType, 'eventType']),
    z.transform((value: string) => value as EventType | ''),
  ),
  date: textWith([(value) => value === '' || isCalendarDate(value), 'date']),
  message: textWith(
    [(value) => value !== '', 'required'],
    [(value) => value === '' || characterCount(value) >= CONTACT_LIMITS.messageMin, 'messageTooShort'],
    [(value) => characterCount(value) <= CONTACT_LIMITS.messageMax, 'messageTooLong'],
  ),
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const given = (value: string) => value !== '';
const placeLength = (value: string) => characterCount(value) <= BOOKING_LIMITS.placeMax;
/** A capacity as typed, thousands separators and spaces taken out: '1 200' is 1200. */
const capacity = z
  .pipe(
    text,
    z.transform((value: string) => value.replace(/[\s.,'’]/g, '')),
  )
  .check(
    z.refine<string>(
      (value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= BOOKING_LIMITS.capacityMax),
      'capacity' satisfies ContactProblem,
    ),
  );
/** The proposed dates: a list of texts, the empty ones (a date field left blank) dropped. */
const dates = z
  .pipe(
    z.nullish(z.array(z.nullish(z.string({ error: 'notText' satisfies ContactProblem })), { error: 'notText' satisfies ContactProblem })),
    z.transform((values: (string | null | undefined)[] | null | undefined) => (values ?? []).map((value) => (value ?? '').trim()).filter(given)),
  )
  .check(
    z.refine<string[]>((values) => values.length > 0, 'bookingRequired' satisfies ContactProblem),
    z.refine<string[]>((values) => values.length <= BOOKING_LIMITS.datesMax, 'datesTooMany' satisfies ContactProblem),
    z.refine<string[]>((values) => values.every(isCalendarDate), 'date' satisfies ContactProblem),
  );

const bookingShape = {
  formation: textWith([given, 'bookingRequired'], [placeLength, 'bookingTooLong']),
  dates,
  flexibilite: z.pipe(
    textWith([oneOf(FLEXIBILITIES), 'flexibility']),
    z.transform((value: string) => value as Flexibility),
  ),
  ville: textWith([given, 'bookingRequired'], [placeLength, 'bookingTooLong']),
  pays: textWith([given, 'bookingRequired'], [placeLength, 'bookingTooLong']),
  lieu: textWith([placeLength, 'bookingTooLong']),
  jauge: capacity,
  cadre: z.pipe(
    textWith([(value) => value === '' || oneOf(SETTINGS)(value), 'setting']),
    z.transform((value: string) => value as Setting | ''),
  ),
  budget: z.pipe(
    textWith([oneOf(BUDGETS), 'budget']),
    z.transform((value: string) => value as Budget),
  ),
};

const contactRequestSchema = z.object(contactShape);
const bookingRequestSchema = z.object({ ...contactShape, ...bookingShape });

/**
 * A request that passed the rules: trimmed text, '' for an optional field left empty, and a
 * booking request's details (null for a message).
 */
export type ContactRequest = z.output<typeof contactRequestSchema> & { booking: BookingDetails | null };

export type ContactCheck = { ok: true; request: ContactRequest } | { ok: false; problem: ContactProblem; message: string; field: RequestField | undefined };

function isProblem(value: string): value is ContactProblem {
  return (PROBLEMS as readonly string[]).includes(value);
}

function fieldOf(path: readonly PropertyKey[]): RequestField | undefined {
  const [first] = path;
  return ([...CONTACT_FIELDS, ...BOOKING_FIELDS] as readonly PropertyKey[]).includes(first ?? '') ? (first as RequestField) : undefined;
}

/**
 * Checks a submitted body and answers with the first problem in the specification's order
 * (required fields, then the email, then the message length, then the limits, then a booking
 * request's fields when the body is one), naming its field, with its message in the given language.
 */
type CheckedBody = z.output<typeof contactRequestSchema> | z.output<typeof bookingRequestSchema>;

/** The checked body as a request: a booking request's details apart from the message's fields. */
function splitBooking(data: CheckedBody): ContactRequest {
  if (!('budget' in data)) return { ...data, booking: null };
  const { formation, dates, flexibilite, ville, pays, lieu, jauge, cadre, budget, ...message } = data;
  return { ...message, booking: { formation, dates, flexibilite, ville, pays, lieu, jauge, cadre, budget } };
}

export function checkContactRequest(body: unknown, language: Language = defaultLanguage): ContactCheck {
  const refuse = (problem: ContactProblem, field: RequestField | undefined): ContactCheck => ({ ok: false, problem, message: CONTACT_MESSAGES[language][problem], field });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('required', undefined);
  const booking = isBookingBody(body);
  const result = booking ? bookingRequestSchema.safeParse(body) : contactRequestSchema.safeParse(body);
  if (result.success) return { ok: true, request: splitBooking(result.data) };
  const rank = (message: string) => (isProblem(message) ? PROBLEMS.indexOf(message) : PROBLEMS.length);
  const [first] = [...result.error.issues].sort((a, b) => rank(a.message) - rank(b.message));
  return first && isProblem(first.message) ? refuse(first.message, fieldOf(first.path)) : refuse('required', undefined);
}

/** True when the hidden field a person never sees holds something. */
export function isHoneypotHit(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}
