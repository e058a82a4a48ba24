/**
 * The forms' length and count limits, apart from the rules that check them (contact-rules.ts
 * imports zod, booking-rules.ts holds the labels in every language, password-rules.ts the
 * password rule, which the sign-in form's own code ships): the dictionaries write these numbers
 * into the forms' hints and messages, and an island's words, loaded in the browser one language
 * at a time (src/i18n/island-text.ts), then carry only this small module.
 */

export const CONTACT_LIMITS = {
  nomMax: 120,
  emailMax: 254,
  telephoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** A new password's least length (the CNIL's case 2, see password-rules.ts). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Every account's password has at least this many characters, the rule before today's: signing
 * in checks only this (the specification's message), so that older passwords still sign in.
 */
export const SIGN_IN_MIN_PASSWORD_LENGTH = 6;

export const BOOKING_LIMITS = {
  /** Dates a request may propose at most. */
  datesMax: 5,
  formationMax: 120,
  placeMax: 120,
  capacityMax: 100_000,
} as const;
