/**
 * What the fan sign-up form and its city field decide, apart from the page: which suggestion the
 * arrow keys reach, the body fan-signup receives, and what its answer means for the form. The
 * rules themselves (which address, which distances, the messages) are fan-signup's (fan-list.ts).
 */
// Only modules without effects: this one goes into the visitor's JavaScript, and fan-list.ts would bring zod with it.
import { FAN_DISTANCES_KM } from '../../supabase/functions/_shared/fan-geo.ts';
import type { FanField } from '../../supabase/functions/_shared/fan-rules.ts';
import { LANGUAGE_FIELD, type Language } from '../../supabase/functions/_shared/languages.ts';

/** The keys that move through the suggestions (Home and End stay the text's, as in WAI-ARIA's combobox pattern). */
export type ListKey = 'ArrowDown' | 'ArrowUp';

export function isListKey(key: string): key is ListKey {
  return key === 'ArrowDown' || key === 'ArrowUp';
}

/** The suggestion a key leads to from `current` (-1: none yet), wrapping round at either end; -1 when there is none. */
export function nextSuggestion(current: number, key: ListKey, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** The form's fields as the page reads them. */
export interface SignUpFields {
  email: string;
  cityId: string;
  cityName: string;
  distance: string;
  consent: boolean;
  /** The hidden field only bots fill, by its name (contact-rules' HONEYPOT_FIELD). */
  honeypot: { name: string; value: string };
}

/** The body fan-signup reads: a city only once one was picked from the suggestions; the distance as the function names it. */
export function signUpBody(fields: SignUpFields, page: string, lang: Language): Record<string, unknown> {
  const id = Number(fields.cityId);
  const km = Number(fields.distance);
  const distance = (FAN_DISTANCES_KM as readonly number[]).includes(km) ? km : fields.distance;
  return {
    email: fields.email,
    ...(fields.cityId !== '' && Number.isInteger(id) ? { city: { id, name: fields.cityName } } : {}),
    distance,
    consent: fields.consent,
    page,
    [LANGUAGE_FIELD]: lang,
    [fields.honeypot.name]: fields.honeypot.value,
  };
}

export type SignUpOutcome =
  { kind: 'accepted'; message: string } | { kind: 'field'; field: FanField; message: string } | { kind: 'refused'; message: string } | { kind: 'unexpected' };

const FORM_FIELDS: readonly string[] = ['email', 'city', 'distance', 'consent'] satisfies FanField[];

function isFormField(value: unknown): value is FanField {
  return typeof value === 'string' && FORM_FIELDS.includes(value);
}

/**
 * What fan-signup's answer means: accepted (its message, the same whether the address was listed
 * or not), a field of the form to correct, a refusal to show above the button (too many sign-ups,
 * a failure, the page's address), or an answer it never gives.
 */
export function signUpOutcome(ok: boolean, answer: unknown): SignUpOutcome {
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (ok) return typeof body['message'] === 'string' ? { kind: 'accepted', message: body['message'] } : { kind: 'unexpected' };
  const message = body['error'];
  if (typeof message !== 'string') return { kind: 'unexpected' };
  return isFormField(body['field']) ? { kind: 'field', field: body['field'], message } : { kind: 'refused', message };
}
