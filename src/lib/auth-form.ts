/**
 * The rules of the /auth form in its four modes (sign-in, sign-up, forgotten password, new
 * password): validation in the specification's order, the French messages for what the
 * authentication service answers, and where a visitor goes afterwards. The password rule is the
 * service's own (supabase/functions/_shared/password-rules.ts, config.toml).
 */
import { PASSWORD_MESSAGES, meetsPasswordRule } from '../../supabase/functions/_shared/password-rules.ts';

export { PASSWORD_MESSAGES };

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword' | 'newPassword';

/** The page's heading and title in each mode. */
export const authModeTitles: Record<AuthMode, string> = {
  signIn: 'Connexion',
  signUp: 'Inscription',
  forgotPassword: 'Mot de passe oublié',
  newPassword: 'Nouveau mot de passe',
};

/**
 * Every account's password has at least this many characters, the rule before today's: signing
 * in checks only this (the specification's message), so that older passwords still sign in.
 */
export const SIGN_IN_MIN_PASSWORD_LENGTH = 6;

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export const authMessages = {
  required: 'Tous les champs sont requis',
  emailRequired: "Indiquez l'adresse email de votre compte",
  mismatch: 'Les mots de passe ne correspondent pas',
  tooShort: PASSWORD_MESSAGES.weak,
  signInTooShort: `Le mot de passe doit contenir au moins ${SIGN_IN_MIN_PASSWORD_LENGTH} caractères`,
  invalidCredentials: 'Email ou mot de passe incorrect',
  alreadyRegistered: 'Un compte existe déjà avec cet email',
  emailNotConfirmed: "Votre adresse email n'est pas encore confirmée : ouvrez le lien reçu par email, puis connectez-vous.",
  weakPassword: 'Ce mot de passe est trop faible : choisissez-en un plus long, mêlant lettres, chiffres et symboles.',
  invalidEmail: "Cette adresse email n'est pas valide : vérifiez-la, par exemple nom@domaine.fr.",
  rateLimited: 'Trop de tentatives en peu de temps : patientez quelques minutes, puis réessayez.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  signUpSuccess: 'Compte créé avec succès ! Vérifiez votre email pour confirmer votre inscription.',
  recoverySent:
    'Si un compte existe pour cette adresse, un email vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe (valable une heure). Pensez à regarder dans les courriers indésirables.',
  emailRateLimited: "Trop d'emails demandés en peu de temps : patientez quelques minutes avant d'en demander un nouveau.",
  recoveryLinkExpired: 'Ce lien a expiré ou a déjà servi : demandez-en un nouveau.',
  samePassword: 'Ce mot de passe est celui que vous utilisez déjà : choisissez-en un autre.',
} as const;

/**
 * The first rule the values break, in the specification's order, or null when they pass. A new
 * password follows the sign-up rules without the email; a forgotten password needs the email only.
 * Signing in checks only the older minimum length: a password chosen under it still signs in.
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): string | null {
  if (mode === 'forgotPassword') return values.email.trim() === '' ? authMessages.emailRequired : null;
  if ((mode !== 'newPassword' && values.email.trim() === '') || values.password === '') return authMessages.required;
  if (mode === 'signIn') return values.password.length < SIGN_IN_MIN_PASSWORD_LENGTH ? authMessages.signInTooShort : null;
  if (values.password !== values.confirmPassword) return authMessages.mismatch;
  if (!meetsPasswordRule(values.password)) return authMessages.tooShort;
  return null;
}

/** What supabase-js reports: its errors carry the service's message and, when known, its code and status. */
export interface ServiceError {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

/** The message a visitor reads for an error of the authentication service. */
export function authErrorMessage(error: ServiceError): string {
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

/** Pages a visitor may be sent back to after signing in; anything else goes home. */
const returnPaths = new Set(['/acces-pro']);

/** Where to go after signing in: `?next=` when it names an allowed page, else the home page. */
export function destinationAfterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next !== null && returnPaths.has(next) ? next : '/';
}

/** The sign-in page's address that brings the visitor back to `path` afterwards. */
export function signInPathReturningTo(path: string): string {
  return returnPaths.has(path) ? `/auth?next=${encodeURIComponent(path)}` : '/auth';
}

/**
 * Where the password-recovery mail's link brings the visitor: /auth on this site, keeping the
 * page they are to be sent back to afterwards (`?next=`).
 */
export function recoveryRedirectUrl(origin: string, search: string): string {
  return new URL(signInPathReturningTo(destinationAfterSignIn(search)), origin).toString();
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
