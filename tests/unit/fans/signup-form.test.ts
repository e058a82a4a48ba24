import { describe, expect, it } from 'vitest';
import { checkSignUp } from '../../../src/lib/fan-list';
import { nextSuggestion, signUpBody, signUpOutcome, type SignUpFields } from '../../../src/lib/fan-signup-form';

const filled: SignUpFields = {
  email: 'ana@fans.example',
  cityId: '2267057',
  cityName: 'Lisbon',
  distance: '300',
  consent: true,
  honeypot: { name: 'website', value: '' },
};

describe('the arrows in the city suggestions', () => {
  it('go down from the text to the first city, then wrap round at either end', () => {
    expect(nextSuggestion(-1, 'ArrowDown', 3)).toBe(0);
    expect(nextSuggestion(0, 'ArrowDown', 3)).toBe(1);
    expect(nextSuggestion(2, 'ArrowDown', 3)).toBe(0);
    expect(nextSuggestion(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextSuggestion(0, 'ArrowUp', 3)).toBe(2);
    expect(nextSuggestion(2, 'ArrowUp', 3)).toBe(1);
  });

  it('reach nothing when there is nothing suggested', () => {
    expect(nextSuggestion(-1, 'ArrowDown', 0)).toBe(-1);
    expect(nextSuggestion(-1, 'ArrowUp', 0)).toBe(-1);
  });
});

describe('the body the form sends', () => {
  it('is one fan-signup accepts: the picked city, the distance in kilometres, the page and its language', () => {
    const body = signUpBody(filled, '/en/concerts/2027-07-24-son-del-puerto-lisbonne', 'en');
    expect(body).toEqual({
      email: 'ana@fans.example',
      city: { id: 2267057, name: 'Lisbon' },
      distance: 300,
      consent: true,
      page: '/en/concerts/2027-07-24-son-del-puerto-lisbonne',
      lang: 'en',
      website: '',
    });
    expect(checkSignUp(body, 'en')).toMatchObject({ ok: true, request: { distance: 300, city: { id: 2267057 } } });
  });

  it('names « every concert » as the function does', () => {
    const body = signUpBody({ ...filled, distance: 'all' }, '/es/conciertos', 'es');
    expect(body['distance']).toBe('all');
    expect(checkSignUp(body, 'es')).toMatchObject({ ok: true, request: { distance: null } });
  });

  it('sends no city while none was picked, so that the function asks for one in the page’s language', () => {
    const body = signUpBody({ ...filled, cityId: '', cityName: '' }, '/concerts', 'fr');
    expect(body).not.toHaveProperty('city');
    expect(checkSignUp(body, 'fr')).toMatchObject({ ok: false, field: 'city', message: 'Choisissez votre ville dans la liste qui s’affiche quand vous tapez son nom' });
  });

  it('sends an unticked box as false and the trap’s content as typed, for the function to refuse or drop', () => {
    const body = signUpBody({ ...filled, consent: false, honeypot: { name: 'website', value: 'https://spam.example' } }, '/concerts', 'fr');
    expect(body).toMatchObject({ consent: false, website: 'https://spam.example' });
    expect(checkSignUp(body, 'fr')).toMatchObject({ ok: false, field: 'consent' });
  });
});

describe('what fan-signup’s answer means for the form', () => {
  it('accepted: its own message, whatever the address', () => {
    expect(signUpOutcome(true, { ok: true, message: 'Almost done' })).toEqual({ kind: 'accepted', message: 'Almost done' });
  });

  it('a refusal of one of the form’s fields goes next to it; any other refusal above the button', () => {
    expect(signUpOutcome(false, { error: 'Please enter a valid email address', field: 'email' })).toEqual({
      kind: 'field',
      field: 'email',
      message: 'Please enter a valid email address',
    });
    expect(signUpOutcome(false, { error: 'Reload the page', field: 'page' })).toEqual({ kind: 'refused', message: 'Reload the page' });
    expect(signUpOutcome(false, { error: 'Too many sign-ups' })).toEqual({ kind: 'refused', message: 'Too many sign-ups' });
  });

  it('an answer the function never gives (a proxy’s page, an empty body) is unexpected', () => {
    expect(signUpOutcome(true, null)).toEqual({ kind: 'unexpected' });
    expect(signUpOutcome(false, '<html>')).toEqual({ kind: 'unexpected' });
    expect(signUpOutcome(false, { field: 'email' })).toEqual({ kind: 'unexpected' });
  });
});
