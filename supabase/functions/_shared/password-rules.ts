/**
 * The password rule: one source for the /auth form (through src/lib/auth-form.ts; the words that
 * state it are the dictionaries' authForm.passwordHint), the local stack and config.toml's
 * `minimum_password_length` and `password_requirements`, which a unit test holds equal
 * (tests/unit/password-rules.test.ts).
 *
 * The CNIL's 2022 recommendation (délibération n° 2022-100), case 2, a password protected by a
 * limit on attempts (here GoTrue's rate limits on sign-ins), asks for 50 bits of entropy, and
 * gives as example 8 characters drawn from 3 of the 4 kinds (lower-case, capitals, digits,
 * symbols). GoTrue can only require whole character sets, so the three it always accepts are
 * required: a lower-case letter, a capital and a digit (GoTrue's "lower_upper_letters_digits").
 */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Every account's password has at least this many characters, the rule before today's: signing
 * in checks only this (the specification's message), so that older passwords still sign in.
 */
export const SIGN_IN_MIN_PASSWORD_LENGTH = 6;
/** config.toml's name for the sets below. */
export const PASSWORD_REQUIREMENTS = 'lower_upper_letters_digits';
export const PASSWORD_REQUIRED_CHARACTERS = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'] as const;

/** True for a password the rule accepts: long enough, with a character of each required set. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && PASSWORD_REQUIRED_CHARACTERS.every((set) => [...set].some((character) => password.includes(character)));
}
