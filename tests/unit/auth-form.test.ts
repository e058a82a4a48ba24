import { describe, expect, it } from 'vitest';
import { authErrorMessage, authLinkLanding, destinationAfterSignIn, recoveryRedirectUrl, signInPathReturningTo, validateAuthForm } from '../../src/lib/auth-form';
import { authPathsIn } from '../../src/site.config';
import { dictionaries } from '../../src/i18n/index.ts';

const authFormText = { fr: dictionaries.fr.authForm, en: dictionaries.en.authForm, es: dictionaries.es.authForm };
const messages = authFormText.fr.messages;

const filled = { email: 'ana@example.com', password: 'Clave-son-8', confirmPassword: 'Clave-son-8' };

describe('validateAuthForm', () => {
  it('asks for every field first: empty or blank email, empty password', () => {
    expect(validateAuthForm('signIn', { ...filled, email: '' }, messages)).toBe('Tous les champs sont requis');
    expect(validateAuthForm('signIn', { ...filled, email: '   ' }, messages)).toBe('Tous les champs sont requis');
    expect(validateAuthForm('signUp', { ...filled, password: '' }, messages)).toBe('Tous les champs sont requis');
  });

  it('checks on sign-up that both passwords match before their length', () => {
    expect(validateAuthForm('signUp', { ...filled, password: '123', confirmPassword: '321' }, messages)).toBe('Les mots de passe ne correspondent pas');
    expect(validateAuthForm('signUp', { ...filled, confirmPassword: '' }, messages)).toBe('Les mots de passe ne correspondent pas');
    expect(validateAuthForm('signIn', { ...filled, confirmPassword: 'autre' }, messages)).toBeNull();
  });

  it('signs in with any password of at least 6 characters, the rule older accounts were made under', () => {
    expect(validateAuthForm('signIn', { ...filled, password: '12345' }, messages)).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(validateAuthForm('signIn', { ...filled, password: 'secret' }, messages)).toBeNull();
  });

  it('asks a new password for 8 characters with a lower-case letter, a capital and a digit (CNIL 2022, case 2)', () => {
    const weak = 'Le mot de passe doit contenir au moins 8 caractères, dont une minuscule, une majuscule et un chiffre';
    for (const password of ['Abc1234', 'abcdefgh1', 'ABCDEFGH1', 'Abcdefghi', 'secret']) {
      expect(validateAuthForm('signUp', { ...filled, password, confirmPassword: password }, messages), password).toBe(weak);
    }
    expect(validateAuthForm('signUp', { ...filled, password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, messages)).toBeNull();
    expect(validateAuthForm('signUp', filled, messages)).toBeNull();
  });

  it('asks only for the email when a password is forgotten', () => {
    expect(validateAuthForm('forgotPassword', { email: ' ', password: '', confirmPassword: '' }, messages)).toBe("Indiquez l'adresse email de votre compte");
    expect(validateAuthForm('forgotPassword', { email: 'ana@example.com', password: '', confirmPassword: '' }, messages)).toBeNull();
  });

  it('holds a new password to the sign-up rules, in the same order, without an email', () => {
    const values = { email: '', password: '', confirmPassword: '' };
    expect(validateAuthForm('newPassword', values, messages)).toBe(authFormText.fr.messages.required);
    expect(validateAuthForm('newPassword', { ...values, password: '12345', confirmPassword: '54321' }, messages)).toBe(authFormText.fr.messages.mismatch);
    expect(validateAuthForm('newPassword', { ...values, password: '12345', confirmPassword: '12345' }, messages)).toBe(authFormText.fr.messages.tooShort);
    expect(validateAuthForm('newPassword', { ...values, password: 'Clave-son-8', confirmPassword: 'Clave-son-8' }, messages)).toBeNull();
  });

  it('names every mode for the page heading', () => {
    expect(authFormText.fr.titles).toEqual({ signIn: 'Connexion', signUp: 'Inscription', forgotPassword: 'Mot de passe oublié', newPassword: 'Nouveau mot de passe' });
  });
});

describe('authErrorMessage', () => {
  it('translates the two errors of the specification by their message', () => {
    expect(authErrorMessage({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 }, messages)).toBe('Email ou mot de passe incorrect');
    expect(authErrorMessage({ message: 'User already registered', status: 422 }, messages)).toBe('Un compte existe déjà avec cet email');
  });

  it('translates the other errors a French visitor can meet', () => {
    expect(authErrorMessage({ message: 'Email not confirmed', code: 'email_not_confirmed' }, messages)).toBe(authFormText.fr.messages.emailNotConfirmed);
    expect(authErrorMessage({ message: 'Password should be at least 6 characters.', code: 'weak_password' }, messages)).toBe(authFormText.fr.messages.weakPassword);
    expect(authErrorMessage({ message: 'Unable to validate email address: invalid format', code: 'validation_failed' }, messages)).toBe(authFormText.fr.messages.invalidEmail);
    expect(authErrorMessage({ message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 }, messages)).toBe(authFormText.fr.messages.rateLimited);
    expect(authErrorMessage({ message: 'Too many requests', status: 429 }, messages)).toBe(authFormText.fr.messages.rateLimited);
    expect(authErrorMessage({ message: 'Email rate limit exceeded', code: 'over_email_send_rate_limit', status: 429 }, messages)).toBe(authFormText.fr.messages.emailRateLimited);
    expect(authErrorMessage({ message: 'New password should be different from the old password.', code: 'same_password', status: 422 }, messages)).toBe(
      authFormText.fr.messages.samePassword,
    );
  });

  it('shows any other message as the service wrote it, and the generic message when it is empty', () => {
    expect(authErrorMessage({ message: 'Signups not allowed for this instance', code: 'signup_disabled' }, messages)).toBe('Signups not allowed for this instance');
    expect(authErrorMessage({ message: '' }, messages)).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});

describe('the form in English and Spanish', () => {
  it('gives the same verdicts as in French, each in its own words', () => {
    const values = { ...filled, password: '12345' };
    expect(validateAuthForm('signIn', values, authFormText.en.messages)).toBe('Your password must be at least 6 characters long');
    expect(validateAuthForm('signIn', values, authFormText.es.messages)).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(validateAuthForm('signUp', { ...filled, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, authFormText.en.messages)).toBe(
      'Your password must be at least 8 characters long and include a lower-case letter, a capital letter and a digit',
    );
    expect(validateAuthForm('forgotPassword', { email: '', password: '', confirmPassword: '' }, authFormText.es.messages)).toBe('Indica el correo electrónico de tu cuenta');
  });

  it("translates the service's errors into the page's language", () => {
    const wrong = { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 };
    expect(authErrorMessage(wrong, authFormText.en.messages)).toBe('Incorrect email address or password');
    expect(authErrorMessage(wrong, authFormText.es.messages)).toBe('Correo electrónico o contraseña incorrectos');
    expect(authErrorMessage({ message: '' }, authFormText.en.messages)).toBe('Something went wrong. Please try again.');
  });
});

const frenchPaths = authPathsIn('fr');

describe('authPathsIn', () => {
  it('gives the form the home and sign-in pages of its language, and the pro area in every language as return pages', () => {
    expect(frenchPaths).toEqual({ home: '/', signIn: '/auth', returnPaths: ['/acces-pro', '/en/pro-area', '/es/area-profesional'] });
    expect(authPathsIn('en')).toMatchObject({ home: '/en', signIn: '/en/sign-in' });
    expect(signInPathReturningTo('/es/area-profesional', authPathsIn('es'))).toBe('/es/acceso?next=%2Fes%2Farea-profesional');
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to the professional area when the visitor came from it, home otherwise', () => {
    expect(destinationAfterSignIn('?next=%2Facces-pro', frenchPaths)).toBe('/acces-pro');
    expect(destinationAfterSignIn('', frenchPaths)).toBe('/');
    expect(destinationAfterSignIn('?next=https%3A%2F%2Fevil.example', frenchPaths)).toBe('/');
    expect(destinationAfterSignIn('?next=%2F%2Fevil.example', frenchPaths)).toBe('/');
  });

  it('builds the sign-in address that returns to an allowed page only', () => {
    expect(signInPathReturningTo('/acces-pro', frenchPaths)).toBe('/auth?next=%2Facces-pro');
    expect(signInPathReturningTo('/bio', frenchPaths)).toBe('/auth');
  });
});

describe('recoveryRedirectUrl', () => {
  it('brings the recovery link back to /auth on this site, keeping an allowed `next`', () => {
    expect(recoveryRedirectUrl('https://site.example', '', frenchPaths)).toBe('https://site.example/auth');
    expect(recoveryRedirectUrl('http://localhost:4321', '?next=%2Facces-pro', frenchPaths)).toBe('http://localhost:4321/auth?next=%2Facces-pro');
    expect(recoveryRedirectUrl('https://site.example', '?next=https%3A%2F%2Fevil.example', frenchPaths)).toBe('https://site.example/auth');
  });
});

describe('authLinkLanding', () => {
  it('recognises the recovery session GoTrue puts in the fragment', () => {
    expect(authLinkLanding('#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery')).toBe('recovery');
    expect(authLinkLanding('#type=recovery')).toBeNull();
    expect(authLinkLanding('#access_token=a.b.c&type=signup')).toBeNull();
  });

  it('recognises a spent, expired or otherwise refused link', () => {
    expect(authLinkLanding('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe('invalidLink');
    expect(authLinkLanding('#error_description=whatever')).toBe('invalidLink');
  });

  it('ignores an address without a link fragment', () => {
    expect(authLinkLanding('')).toBeNull();
    expect(authLinkLanding('#formulaire')).toBeNull();
  });
});
