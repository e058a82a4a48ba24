/**
 * The rules of the sign-in / sign-up form: validation in the specification's order, the French
 * messages for what the authentication service answers, and where a visitor goes afterwards.
 */

export type AuthMode = 'signIn' | 'signUp';

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export const MIN_PASSWORD_LENGTH = 6;

export const authMessages = {
  required: 'Tous les champs sont requis',
  mismatch: 'Les mots de passe ne correspondent pas',
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  invalidCredentials: 'Email ou mot de passe incorrect',
  alreadyRegistered: 'Un compte existe déjà avec cet email',
  emailNotConfirmed: "Votre adresse email n'est pas encore confirmée : ouvrez le lien reçu par email, puis connectez-vous.",
  weakPassword: 'Ce mot de passe est trop faible : choisissez-en un plus long, mêlant lettres, chiffres et symboles.',
  invalidEmail: "Cette adresse email n'est pas valide : vérifiez-la, par exemple nom@domaine.fr.",
  rateLimited: 'Trop de tentatives en peu de temps : patientez quelques minutes, puis réessayez.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  signUpSuccess: 'Compte créé avec succès ! Vérifiez votre email pour confirmer votre inscription.',
} as const;

/** The first rule the values break, in the specification's order, or null when they pass. */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): string | null {
  if (values.email.trim() === '' || values.password === '') return authMessages.required;
  if (mode === 'signUp' && values.password !== values.confirmPassword) return authMessages.mismatch;
  if (values.password.length < MIN_PASSWORD_LENGTH) return authMessages.tooShort;
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
  if (code === 'email_address_invalid' || message.includes('Unable to validate email address')) return authMessages.invalidEmail;
  if (status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') return authMessages.rateLimited;
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
