import { describe, expect, it } from 'vitest';
import { authErrorMessage, authMessages, destinationAfterSignIn, signInPathReturningTo, validateAuthForm } from '../../src/lib/auth-form';

const filled = { email: 'ana@example.com', password: 'secret', confirmPassword: 'secret' };

describe('validateAuthForm', () => {
  it('asks for every field first: empty or blank email, empty password', () => {
    expect(validateAuthForm('signIn', { ...filled, email: '' })).toBe('Tous les champs sont requis');
    expect(validateAuthForm('signIn', { ...filled, email: '   ' })).toBe('Tous les champs sont requis');
    expect(validateAuthForm('signUp', { ...filled, password: '' })).toBe('Tous les champs sont requis');
  });

  it('checks on sign-up that both passwords match before their length', () => {
    expect(validateAuthForm('signUp', { ...filled, password: '123', confirmPassword: '321' })).toBe('Les mots de passe ne correspondent pas');
    expect(validateAuthForm('signUp', { ...filled, confirmPassword: '' })).toBe('Les mots de passe ne correspondent pas');
    expect(validateAuthForm('signIn', { ...filled, confirmPassword: 'autre' })).toBeNull();
  });

  it('requires at least 6 characters', () => {
    expect(validateAuthForm('signIn', { ...filled, password: '12345' })).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(validateAuthForm('signUp', { ...filled, password: '12345', confirmPassword: '12345' })).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(validateAuthForm('signUp', filled)).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it('translates the two errors of the specification by their message', () => {
    expect(authErrorMessage({ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 })).toBe('Email ou mot de passe incorrect');
    expect(authErrorMessage({ message: 'User already registered', status: 422 })).toBe('Un compte existe déjà avec cet email');
  });

  it('translates the other errors a French visitor can meet', () => {
    expect(authErrorMessage({ message: 'Email not confirmed', code: 'email_not_confirmed' })).toBe(authMessages.emailNotConfirmed);
    expect(authErrorMessage({ message: 'Password should be at least 6 characters.', code: 'weak_password' })).toBe(authMessages.weakPassword);
    expect(authErrorMessage({ message: 'Unable to validate email address: invalid format', code: 'validation_failed' })).toBe(authMessages.invalidEmail);
    expect(authErrorMessage({ message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 })).toBe(authMessages.rateLimited);
    expect(authErrorMessage({ message: 'Too many requests', status: 429 })).toBe(authMessages.rateLimited);
  });

  it("shows any other message as the service wrote it, and the generic message when it is empty", () => {
    expect(authErrorMessage({ message: 'Signups not allowed for this instance', code: 'signup_disabled' })).toBe('Signups not allowed for this instance');
    expect(authErrorMessage({ message: '' })).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to the professional area when the visitor came from it, home otherwise', () => {
    expect(destinationAfterSignIn('?next=%2Facces-pro')).toBe('/acces-pro');
    expect(destinationAfterSignIn('')).toBe('/');
    expect(destinationAfterSignIn('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(destinationAfterSignIn('?next=%2F%2Fevil.example')).toBe('/');
  });

  it('builds the sign-in address that returns to an allowed page only', () => {
    expect(signInPathReturningTo('/acces-pro')).toBe('/auth?next=%2Facces-pro');
    expect(signInPathReturningTo('/bio')).toBe('/auth');
  });
});
