/**
 * The rules of the /auth form in its four modes (sign-in, sign-up, forgotten password, new
 * password): validation in the specification's order, the visitor's messages for what the
 * authentication service answers (the page's dictionary's, src/i18n), and where a
 * visitor goes afterwards. The password rule is the service's own
 * (supabase/functions/_shared/password-rules.ts, config.toml).
 */
import { SIGN_IN_MIN_PASSWORD_LENGTH, meetsPasswordRule } from '../../supabase/functions/_shared/password-rules.ts';
import type { Language } from './languages.ts';

export { SIGN_IN_MIN_PASSWORD_LENGTH };

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword' | 'newPassword';

/** The form's messages in the page's language (the dictionary's authForm.messages). */
export type AuthMessages = Record<
  | 'emailRequired'
  | 'required'
  | 'signInTooShort'
  | 'mismatch'
  | 'tooShort'
  | 'invalidCredentials'
  | 'alreadyRegistered'
  | 'emailNotConfirmed'
  | 'weakPassword'
  | 'samePassword'
  | 'invalidEmail'
  | 'emailRateLimited'
  | 'rateLimited'
  | 'unexpected',
  string
>;

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * The first rule the values break, in the specification's order, or null when they pass. A new
 * password follows the sign-up rules without the email; a forgotten password needs the email only.
 * Signing in checks only the older minimum length: a password chosen under it still signs in.
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues, messages: AuthMessages): string | null {
  if (mode === 'forgotPassword') return values.email.trim() === '' ? messages.emailRequired : null;
  if ((mode !== 'newPassword' && values.email.trim() === '') || values.password === '') return messages.required;
  if (mode === 'signIn') return values.password.length < SIGN_IN_MIN_PASSWORD_LENGTH ? messages.signInTooShort : null;
  if (values.password !== values.confirmPassword) return messages.mismatch;
  if (!meetsPasswordRule(values.password)) return messages.tooShort;
  return null;
}

/** What supabase-js reports: its errors carry the service's message and, when known, its code and status. */
export interface ServiceError {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/** The message a visitor reads for an error of the authentication service, in the page's language. */
export function authErrorMessage(error: ServiceError, authMessages: AuthMessages): string {
  const { message, code, status } = error;
  if (message.includes('Invalid login credentials')) return authMessages.invalidCredentials;
  if (message.includes('User already registered')) return authMessages.alreadyRegistered;
  if (code === 'email_not_confirmed') return authMessages.emailNotConfirmed;
  if (code === 'weak_password') return authMessages.weakPassword;
  if (code === 'same_password') return authMessages.samePassword;
  if (code === 'email_address_invalid' || message.includes('Unable to validate email address')) return authMessages.invalidEmail;
  if (code === 'over_email_send_rate_limit') return authMessages.emailRateLimited;
  if (status === 429 || code === 'over_request_rate_limit') return authMessages.rateLimited;
  return message === '' ? authMessages.unexpected : message;
}

/**
 * The addresses the form and the pro area send a visitor to, in the page's language: given by the
 * page (authPathsIn in src/site.config.ts) so that the browser code does not carry the registry.
 */
export interface AuthPaths {
  /** The home page, where a signed-in visitor goes when nothing else is asked. */
  home: string;
  signIn: string;
  /** Pages a visitor may be sent back to after signing in, in every language; anything else goes home. */
  returnPaths: readonly string[];
}

/** Where to go after signing in: `?next=` when it names an allowed page, else the home page of the language. */
export function destinationAfterSignIn(search: string, paths: AuthPaths): string {
  const next = new URLSearchParams(search).get('next');
  return next !== null && paths.returnPaths.includes(next) ? next : paths.home;
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInPathReturningTo(path: string, paths: AuthPaths): string {
  return paths.returnPaths.includes(path) ? `${paths.signIn}?next=${encodeURIComponent(path)}` : paths.signIn;
}

/**
 * Where the password-recovery mail's link brings the visitor: the sign-in page in their language
 * on this site, keeping the page they are to be sent back to afterwards (`?next=`).
 */
export function recoveryRedirectUrl(origin: string, search: string, paths: AuthPaths): string {
  return new URL(signInPathReturningTo(destinationAfterSignIn(search, paths), paths), origin).toString();
}

/** What a mailed link brought back in the address's fragment, as GoTrue writes it. */
export type AuthLinkLanding = 'recovery' | 'invalidLink' | null;

/**
 * Reads the fragment a mailed link lands with: a recovery session (`type=recovery` with its
 * tokens), or an error (`error_code=otp_expired` for a spent or expired link, or any other error
 * the service reports about the link). Anything else is not a landing from a link.
 */
export function authLinkLanding(hash: string): AuthLinkLanding {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error') || params.has('error_code') || params.has('error_description')) return 'invalidLink';
  if (params.get('type') === 'recovery' && params.get('access_token')) return 'recovery';
  return null;
}

/**
 * The user-metadata change that makes `lang`, the page's language, the account's stored one, or
 * null when it already is. Auth's re-authentication mail, which no page names, is written in the
 * stored language (supabase/functions/_shared/auth-mail-texts.ts, authMailLanguage).
 */
export function languagePreferenceUpdate(metadata: Readonly<Record<string, unknown>> | undefined, lang: Language): { lang: Language } | null {
  return metadata?.['lang'] === lang ? null : { lang };
}
