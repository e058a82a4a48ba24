/**
 * What a booking request adds to a contact message: the ensemble, the dates and how flexible they
 * are, the place (city, country, venue, capacity, indoor or outdoor) and the budget. The contact
 * rules (contact-rules.ts) check these fields with the others when a body says it is a booking
 * request (REQUEST_KIND_FIELD), so that the form and the function apply the same rules; the
 * booking mail, the acknowledgement and the form read the labels here.
 */
import { browserWords, perLanguage } from './i18n/index.ts';
import type { Language } from './languages.ts';

/** The body field that says which form sent it: BOOKING_KIND for a booking request, absent for a message. */
export const REQUEST_KIND_FIELD = 'demande';
export const BOOKING_KIND = 'booking';

export { BOOKING_LIMITS } from './form-limits.ts';

export const BOOKING_FIELDS = ['formation', 'dates', 'flexibilite', 'ville', 'pays', 'lieu', 'jauge', 'cadre', 'budget'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const FLEXIBILITIES = ['fixe', 'quelques-jours', 'mois', 'ouverte'] as const;
export type Flexibility = (typeof FLEXIBILITIES)[number];

export const SETTINGS = ['interieur', 'exterieur'] as const;
export type Setting = (typeof SETTINGS)[number];

/** Fee ranges in euros, before tax; 'a-discuter' is the first and the form's default. */
export const BUDGETS = ['a-discuter', 'moins-2500', '2500-5000', '5000-10000', 'plus-10000'] as const;
export type Budget = (typeof BUDGETS)[number];

/** A booking request's details, as stored (contact_messages.booking) and mailed. */
export interface BookingDetails {
  formation: string;
  /** One to BOOKING_LIMITS.datesMax calendar days, YYYY-MM-DD, in the order given. */
  dates: string[];
  flexibilite: Flexibility;
  ville: string;
  pays: string;
  lieu: string;
  /** Seats or standing places, digits only; '' when not given. */
  jauge: string;
  cadre: Setting | '';
  budget: Budget;
}

export const BOOKING_PROBLEMS = ['bookingRequired', 'datesTooMany', 'bookingTooLong', 'capacity', 'flexibility', 'setting', 'budget'] as const;
export type BookingProblem = (typeof BOOKING_PROBLEMS)[number];

export const BOOKING_MESSAGES = /* @__PURE__ */ perLanguage(browserWords, (words) => words.bookingMessages) satisfies Record<Language, Record<BookingProblem, string>>;

/** How each choice reads in the form and in the mails (the artist's in French, the acknowledgement in the page's language). */
export const BOOKING_CHOICE_LABELS = /* @__PURE__ */ perLanguage(browserWords, (words) => words.bookingChoiceLabels) satisfies Record<
  Language,
  { flexibilite: Record<Flexibility, string>; cadre: Record<Setting, string>; budget: Record<Budget, string> }
>;

/** True when a body says it comes from the booking form. */
export function isBookingBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>)[REQUEST_KIND_FIELD] === BOOKING_KIND;
}
