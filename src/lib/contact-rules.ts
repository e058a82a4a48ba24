/**
 * The contact form's rules, for the site. The module itself lives with the Edge Function
 * (supabase/functions/_shared/contact-rules.ts) so that `supabase functions deploy` bundles
 * it; the form and the function therefore check exactly the same rules. Browser code: it must not
 * import the page registry (src/site.config.ts, with the settings and their schema).
 */
import { BOOKING_KIND, REQUEST_KIND_FIELD } from '../../supabase/functions/_shared/booking-rules.ts';
import { EVENT_TYPES, type EventType } from '../../supabase/functions/_shared/contact-rules.ts';

export {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  HONEYPOT_FIELD,
  checkContactRequest,
  isCalendarDate,
  isHoneypotHit,
  type ContactField,
  type ContactProblem,
  type EventType,
} from '../../supabase/functions/_shared/contact-rules.ts';

export {
  BOOKING_CHOICE_LABELS,
  BOOKING_FIELDS,
  BOOKING_KIND,
  BOOKING_LIMITS,
  BUDGETS,
  FLEXIBILITIES,
  REQUEST_KIND_FIELD,
  SETTINGS,
  type BookingField,
} from '../../supabase/functions/_shared/booking-rules.ts';

export type { RequestField } from '../../supabase/functions/_shared/contact-rules.ts';

/** What the form sends: a message, or a booking request (with its own fields). */
export type RequestKind = 'message' | typeof BOOKING_KIND;

/** The id of the form's section on /contact, the target of links that lead to the form. */
export const CONTACT_FORM_ANCHOR = 'formulaire';

/** Query parameter that preselects the event type: /contact?type=masterclass#formulaire. */
export const EVENT_TYPE_PARAM = 'type';

/** Query parameter naming the ensemble a booking request is about, by its key: /contact?type=concert&demande=booking&formation=quintet#formulaire. */
export const ENSEMBLE_PARAM = 'formation';

/**
 * The link that opens a contact page (pages.contact[lang].path) with an event type already chosen;
 * with an ensemble (its key), as a booking request for that ensemble (a kit's 'Demander une date').
 */
export function contactFormHref(type: EventType, contactPath: string, ensemble?: string): string {
  const search = new URLSearchParams({ [EVENT_TYPE_PARAM]: type, ...(ensemble && { [REQUEST_KIND_FIELD]: BOOKING_KIND, [ENSEMBLE_PARAM]: ensemble }) });
  return `${contactPath}?${search}#${CONTACT_FORM_ANCHOR}`;
}

/**
 * The kind of request a page address asks the form to open with: a booking request when it says so
 * or names an ensemble (a kit's link from before the booking form named only the ensemble), else a message.
 */
export function requestKindFromSearch(search: string): RequestKind {
  const params = new URLSearchParams(search);
  return params.get(REQUEST_KIND_FIELD) === BOOKING_KIND || params.has(ENSEMBLE_PARAM) ? BOOKING_KIND : 'message';
}

/** The event type a page address asks to preselect, or '' when it names none the form knows. */
export function eventTypeFromSearch(search: string): EventType | '' {
  const value = new URLSearchParams(search).get(EVENT_TYPE_PARAM) ?? '';
  return (EVENT_TYPES as readonly string[]).includes(value) ? (value as EventType) : '';
}

/** The ensemble a page address names, among `ensembles` (key to name), or undefined. */
export function ensembleFromSearch(search: string, ensembles: Readonly<Record<string, string>>): string | undefined {
  const key = new URLSearchParams(search).get(ENSEMBLE_PARAM) ?? '';
  return Object.hasOwn(ensembles, key) ? ensembles[key] : undefined;
}
