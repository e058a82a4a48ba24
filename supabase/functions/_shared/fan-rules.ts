/**
 * The rules of the fan list's sign-up: one source of truth for the site's form (next to the
 * contact form's, through src/lib) and for the fan-signup function. The consent box's text lives
 * here too: the form shows it, and the function stores this very text with the request (CNIL:
 * consent freely given, specific and proven).
 */
import * as z from 'zod/mini';
import { CONTACT_LIMITS, characterCount, isMailableAddress } from './contact-rules.ts';
import { ALL_CONCERTS, FAN_DISTANCES_KM, type FanDistance } from './fan-geo.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { serverWords, perLanguage } from './i18n/index.ts';

/** The value of the distance field for « every concert » (with the distances, in fan-geo.ts). */
export { ALL_CONCERTS };

z.config({ jitless: true });

/** The consent box, unticked by default; its text is stored with each request, in the page's language. */
export const FAN_CONSENT_TEXT = /* @__PURE__ */ perLanguage(serverWords, (words) => words.fanConsent);

const PROBLEMS = ['notText', 'email', 'emailTooLong', 'city', 'distance', 'consent', 'page'] as const;
export type FanProblem = (typeof PROBLEMS)[number] | 'unknownCity';

export const FAN_MESSAGES = /* @__PURE__ */ perLanguage(serverWords, (words) => words.fanMessages) satisfies Record<Language, Record<FanProblem, string>>;

export const FAN_FIELDS = ['email', 'city', 'distance', 'consent', 'page'] as const;
export type FanField = (typeof FAN_FIELDS)[number];

const email = z
  .pipe(
    z.string({ error: 'email' satisfies FanProblem }),
    z.transform((value: string) => value.toWellFormed().replaceAll('\u0000', '').trim()),
  )
  .check(
    z.refine((value: string) => characterCount(value) <= CONTACT_LIMITS.emailMax, 'emailTooLong' satisfies FanProblem),
    z.refine((value: string) => isMailableAddress(value), 'email' satisfies FanProblem),
  );

// The city the field proposed: its GeoNames id and the name shown, which names its slice.
const city = z.object(
  {
    id: z.int({ error: 'city' satisfies FanProblem }).check(z.positive({ error: 'city' satisfies FanProblem })),
    name: z.string({ error: 'city' satisfies FanProblem }).check(z.minLength(2, { error: 'city' satisfies FanProblem }), z.maxLength(200, { error: 'city' satisfies FanProblem })),
  },
  { error: 'city' satisfies FanProblem },
);
const distance = z.union([z.literal(ALL_CONCERTS), ...FAN_DISTANCES_KM.map((km) => z.literal(km))], { error: 'distance' satisfies FanProblem });

const signUpSchema = z.object({
  email,
  city,
  distance,
  consent: z.literal(true, { error: 'consent' satisfies FanProblem }),
  // The path of the page the form was on, stored with the consent.
  page: z
    .string({ error: 'page' satisfies FanProblem })
    .check(z.maxLength(300, { error: 'page' satisfies FanProblem }), z.regex(/^\/[\p{L}\p{N}\-._~/%]*$/u, { error: 'page' satisfies FanProblem })),
});
const preferencesSchema = z.object({ city, distance });

export interface SignUpRequest {
  email: string;
  city: { id: number; name: string };
  distance: FanDistance;
  consent: true;
  page: string;
  lang: Language;
}

export type SignUpCheck = Check<SignUpRequest>;

function isProblem(value: string): value is FanProblem {
  return (PROBLEMS as readonly string[]).includes(value);
}

type Check<T> = { ok: true; request: T } | { ok: false; problem: FanProblem; message: string; field: FanField | undefined };

function firstProblem(issues: readonly { path: PropertyKey[]; message: string }[], language: Language): Check<never> {
  const rank = (issue: { path: PropertyKey[] }) => {
    const field = FAN_FIELDS.indexOf(issue.path[0] as FanField);
    return field < 0 ? FAN_FIELDS.length : field;
  };
  const [first] = [...issues].sort((a, b) => rank(a) - rank(b));
  const field = FAN_FIELDS.find((name) => name === first?.path[0]);
  // A refusal zod words itself (a missing key, a wrong type) is the field's own problem.
  const problem: FanProblem = first && isProblem(first.message) ? first.message : (field ?? 'email');
  return { ok: false, problem, message: FAN_MESSAGES[language][problem], field };
}

const distanceOf = (value: typeof ALL_CONCERTS | (typeof FAN_DISTANCES_KM)[number]): FanDistance => (value === ALL_CONCERTS ? null : value);
const notAnObject = (body: unknown) => typeof body !== 'object' || body === null || Array.isArray(body);

/** Checks a sign-up body; the first problem in the form's order, with its field and its message in `language`. */
export function checkSignUp(body: unknown, language: Language = defaultLanguage): SignUpCheck {
  if (notAnObject(body)) return firstProblem([{ path: ['email'], message: 'email' }], language);
  const result = signUpSchema.safeParse(body);
  if (!result.success) return firstProblem(result.error.issues, language);
  const { email: address, city: chosen, page } = result.data;
  return {
    ok: true,
    request: { email: address, city: { id: chosen.id, name: chosen.name.trim() }, distance: distanceOf(result.data.distance), consent: true, page, lang: language },
  };
}

export interface PreferencesRequest {
  city: { id: number; name: string };
  distance: FanDistance;
}

/** Checks a change of city and distance (the preferences page). */
export function checkPreferences(body: unknown, language: Language = defaultLanguage): Check<PreferencesRequest> {
  if (notAnObject(body)) return firstProblem([{ path: ['city'], message: 'city' }], language);
  const result = preferencesSchema.safeParse(body);
  if (!result.success) return firstProblem(result.error.issues, language);
  return { ok: true, request: { city: { id: result.data.city.id, name: result.data.city.name.trim() }, distance: distanceOf(result.data.distance) } };
}

/** The address as the list keys it: trimmed, lower case (providers treat the local part case-insensitively in practice). */
export function normalizedAddress(value: string): string {
  return value.trim().toLowerCase();
}
