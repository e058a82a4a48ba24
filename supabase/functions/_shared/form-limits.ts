/**
 * The contact and booking form's length and count limits, apart from the rules that check them
 * (contact-rules.ts imports zod, booking-rules.ts holds the labels in every language): the
 * dictionaries write these numbers into the form's hints, and an island's words, loaded in the
 * browser one language at a time (src/i18n/island-text.ts), then carry only this small module.
 */

export const CONTACT_LIMITS = {
  nomMax: 120,
  emailMax: 254,
  telephoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const BOOKING_LIMITS = {
  /** Dates a request may propose at most. */
  datesMax: 5,
  formationMax: 120,
  placeMax: 120,
  capacityMax: 100_000,
} as const;
