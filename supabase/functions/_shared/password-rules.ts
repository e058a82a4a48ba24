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
 *
 * The two lengths (PASSWORD_MIN_LENGTH, 8, and the sign-in's SIGN_IN_MIN_PASSWORD_LENGTH) are in
 * form-limits.ts, which the dictionaries read without taking this module into the islands' word chunks.
 */
import { PASSWORD_MIN_LENGTH } from './form-limits.ts';

export { PASSWORD_MIN_LENGTH, SIGN_IN_MIN_PASSWORD_LENGTH } from './form-limits.ts';

/** config.toml's name for the sets below. */
export const PASSWORD_REQUIREMENTS = 'lower_upper_letters_digits';
export const PASSWORD_REQUIRED_CHARACTERS = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'] as const;

/** True for a password the rule accepts: long enough, with a character of each required set. */
export function meetsPasswordRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && PASSWORD_REQUIRED_CHARACTERS.every((set) => [...set].some((character) => password.includes(character)));
}
