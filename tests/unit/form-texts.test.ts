/**
 * The forms' dictionaries: every string of the French one has its English and Spanish twin
 * (the types already demand the keys; this checks that none is empty or left in French).
 */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index.ts';
import { fillTemplate } from '../../src/lib/template';
import { DELETE_ACCOUNT_MESSAGES } from '../../supabase/functions/_shared/delete-account-handler.ts';
import { CONTACT_MESSAGES, EVENT_TYPE_LABELS } from '../../src/lib/contact-rules';
import { HANDLER_MESSAGES } from '../../supabase/functions/_shared/contact-handler.ts';
import { BOOKING_CHOICE_LABELS } from '../../supabase/functions/_shared/booking-rules.ts';
import { ACKNOWLEDGEMENT_TEXTS } from '../../supabase/functions/_shared/contact-acknowledgement.ts';
import { PRO_APPROVAL_TEXTS } from '../../supabase/functions/_shared/pro-approval-mail.ts';

/** One section of the three dictionaries. */
const section = <Key extends keyof (typeof dictionaries)['fr']>(key: Key) => ({ fr: dictionaries.fr[key], en: dictionaries.en[key], es: dictionaries.es[key] });
const proAreaText = section('proArea');

/** Every string of a dictionary, by its path of keys. */
function strings(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => strings(inner, path === '' ? key : `${path}.${key}`));
  return [];
}

/** Words only French writes: one of them in an English or Spanish string is a string left untranslated. */
const FRENCH_WORDS = /(?<!\p{L})(vous|votre|veuillez|nous|le|les|des|du|une|est|avec|pour|mot de passe|réessayer|compte|champ|caractères|envoyer|connexion)(?!\p{L})/iu;

/** Strings that are the same word in several languages. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Email', 'Message', 'Festival', 'Concert', 'Budget']);

function expectTranslated(dictionary: Record<'fr' | 'en' | 'es', unknown>): void {
  const french = new Map(strings(dictionary.fr));
  for (const language of ['en', 'es'] as const) {
    const translated = strings(dictionary[language]);
    expect(translated.map(([path]) => path)).toEqual([...french.keys()]);
    for (const [path, text] of translated) {
      expect(text.trim(), `${language}: ${path} is empty`).not.toBe('');
      expect(text, `${language}: ${path} is in French`).not.toMatch(FRENCH_WORDS);
      if (!SAME_IN_EVERY_LANGUAGE.has(text) && text.trim().length > 1) expect(text, `${language}: ${path} is the French text`).not.toBe(french.get(path));
    }
  }
}

describe('the contact form in three languages', () => {
  it('has every string in English and Spanish, none left in French', () => {
    expectTranslated(section('contactForm'));
  });

  it("has the rules' messages, the event types and the function's answers in English and Spanish", () => {
    expectTranslated(CONTACT_MESSAGES);
    expectTranslated(EVENT_TYPE_LABELS);
    expectTranslated(HANDLER_MESSAGES);
    expectTranslated(BOOKING_CHOICE_LABELS);
  });

  it('acknowledges a message or a booking request in English and Spanish, none left in French', () => {
    expectTranslated(ACKNOWLEDGEMENT_TEXTS);
    expectTranslated({
      fr: ACKNOWLEDGEMENT_TEXTS.fr.received.booking('x'),
      en: ACKNOWLEDGEMENT_TEXTS.en.received.booking('x'),
      es: ACKNOWLEDGEMENT_TEXTS.es.received.booking('x'),
    });
  });
});

describe('the mails to a professional in three languages', () => {
  it('tells an approved account in English and Spanish, none left in French', () => {
    expectTranslated(PRO_APPROVAL_TEXTS);
  });
});

describe('the sign-in form in three languages', () => {
  it('has every string, and the password rule, in English and Spanish, none left in French', () => {
    expectTranslated(section('authForm'));
  });
});

describe('the professional area in three languages', () => {
  it("has every string, and the delete-account function's answers, in English and Spanish, none left in French", () => {
    expectTranslated(proAreaText);
    expectTranslated(DELETE_ACCOUNT_MESSAGES);
    expectTranslated({
      fr: fillTemplate(proAreaText.fr.contactMessagesKept, { months: 12 }),
      en: fillTemplate(proAreaText.en.contactMessagesKept, { months: 12 }),
      es: fillTemplate(proAreaText.es.contactMessagesKept, { months: 12 }),
    });
    expect(fillTemplate(proAreaText.en.contactMessagesKept, { months: 12 })).toContain('12 months');
  });
});
