/**
 * What a booking request adds to a contact message: the ensemble, the dates and how flexible they
 * are, the place (city, country, venue, capacity, indoor or outdoor) and the budget. The contact
 * rules (contact-rules.ts) check these fields with the others when a body says it is a booking
 * request (REQUEST_KIND_FIELD), so that the form and the function apply the same rules; the
 * booking mail, the acknowledgement and the form read the labels here.
 */
import { BOOKING_LIMITS } from './form-limits.ts';
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

export const BOOKING_MESSAGES: Record<Language, Record<BookingProblem, string>> = {
  fr: {
    bookingRequired: 'Pour une demande de date, indiquez la formation, au moins une date, la ville et le pays',
    datesTooMany: `Proposez ${BOOKING_LIMITS.datesMax} dates au plus`,
    bookingTooLong: `La formation, la ville, le pays et le lieu ne doivent pas dépasser ${BOOKING_LIMITS.placeMax} caractères`,
    capacity: `Indiquez la jauge en chiffres, de 1 à ${BOOKING_LIMITS.capacityMax.toLocaleString('fr-FR')} places`,
    flexibility: 'Veuillez choisir la souplesse des dates dans la liste',
    setting: 'Veuillez choisir en salle ou en plein air dans la liste',
    budget: 'Veuillez choisir un budget dans la liste, ou « À discuter »',
  },
  en: {
    bookingRequired: 'For a booking request, please give the ensemble, at least one date, the city and the country',
    datesTooMany: `Please suggest ${BOOKING_LIMITS.datesMax} dates at most`,
    bookingTooLong: `The ensemble, city, country and venue must not be longer than ${BOOKING_LIMITS.placeMax} characters`,
    capacity: `Please give the capacity in figures, from 1 to ${BOOKING_LIMITS.capacityMax.toLocaleString('en-GB')}`,
    flexibility: 'Please choose how flexible the dates are from the list',
    setting: 'Please choose indoor or outdoor from the list',
    budget: 'Please choose a budget from the list, or “To discuss”',
  },
  es: {
    bookingRequired: 'Para una solicitud de fecha, indica la formación, al menos una fecha, la ciudad y el país',
    datesTooMany: `Propón ${BOOKING_LIMITS.datesMax} fechas como máximo`,
    bookingTooLong: `La formación, la ciudad, el país y el lugar no pueden superar los ${BOOKING_LIMITS.placeMax} caracteres`,
    capacity: `Indica el aforo en cifras, de 1 a ${BOOKING_LIMITS.capacityMax.toLocaleString('es-ES')} personas`,
    flexibility: 'Elige de la lista la flexibilidad de las fechas',
    setting: 'Elige de la lista si es en sala o al aire libre',
    budget: 'Elige un presupuesto de la lista, o «A convenir»',
  },
};

/** How each choice reads in the form and in the mails (the artist's in French, the acknowledgement in the page's language). */
export const BOOKING_CHOICE_LABELS: Record<Language, { flexibilite: Record<Flexibility, string>; cadre: Record<Setting, string>; budget: Record<Budget, string> }> = {
  fr: {
    flexibilite: { fixe: 'Dates fixes', 'quelques-jours': 'À quelques jours près', mois: 'Dans le même mois', ouverte: 'Ouvert à d’autres dates' },
    cadre: { interieur: 'En salle', exterieur: 'En plein air' },
    budget: {
      'a-discuter': 'À discuter',
      'moins-2500': 'Moins de 2 500 € HT',
      '2500-5000': 'De 2 500 à 5 000 € HT',
      '5000-10000': 'De 5 000 à 10 000 € HT',
      'plus-10000': 'Plus de 10 000 € HT',
    },
  },
  en: {
    flexibilite: { fixe: 'Fixed dates', 'quelques-jours': 'Give or take a few days', mois: 'Within the same month', ouverte: 'Open to other dates' },
    cadre: { interieur: 'Indoor', exterieur: 'Outdoor' },
    budget: {
      'a-discuter': 'To discuss',
      'moins-2500': 'Under €2,500 excl. VAT',
      '2500-5000': '€2,500 to €5,000 excl. VAT',
      '5000-10000': '€5,000 to €10,000 excl. VAT',
      'plus-10000': 'Over €10,000 excl. VAT',
    },
  },
  es: {
    flexibilite: { fixe: 'Fechas cerradas', 'quelques-jours': 'Con unos días de margen', mois: 'Dentro del mismo mes', ouverte: 'Abierto a otras fechas' },
    cadre: { interieur: 'En sala', exterieur: 'Al aire libre' },
    budget: {
      'a-discuter': 'A convenir',
      'moins-2500': 'Menos de 2.500 € sin IVA',
      '2500-5000': 'De 2.500 a 5.000 € sin IVA',
      '5000-10000': 'De 5.000 a 10.000 € sin IVA',
      'plus-10000': 'Más de 10.000 € sin IVA',
    },
  },
};

/** True when a body says it comes from the booking form. */
export function isBookingBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>)[REQUEST_KIND_FIELD] === BOOKING_KIND;
}
