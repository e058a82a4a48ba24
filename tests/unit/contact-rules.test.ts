import { describe, expect, it } from 'vitest';
import { languages } from '../../src/lib/languages';
import { BOOKING_KIND, BOOKING_LIMITS, BOOKING_MESSAGES, REQUEST_KIND_FIELD } from '../../supabase/functions/_shared/booking-rules.ts';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  checkContactRequest,
  contactFormHref,
  ensembleFromSearch,
  eventTypeFromSearch,
  isCalendarDate,
  isHoneypotHit,
  requestKindFromSearch,
} from '../../src/lib/contact-rules';
import { pages } from '../../src/site.config';

const valid = {
  nom: 'Claire Dubois',
  email: 'claire.dubois@festival-lumiere.example',
  telephone: '+33 6 12 34 56 78',
  type_evenement: 'festival',
  date: '2027-07-14',
  message: 'Bonjour, nous aimerions vous programmer cet été.',
};

function problem(body: unknown) {
  const result = checkContactRequest(body);
  if (result.ok) throw new Error('expected a refusal');
  return { message: result.message, field: result.field };
}

describe('checkContactRequest', () => {
  it('accepts a complete request and trims every value', () => {
    const result = checkContactRequest({ ...valid, nom: '  Claire Dubois ', message: `\n${valid.message}  ` });
    expect(result).toEqual({ ok: true, request: { ...valid, booking: null } });
  });

  it('accepts a request with only nom, email and message, the optional fields empty or absent', () => {
    const result = checkContactRequest({ nom: 'Léo', email: 'leo@example.org', message: 'Un message assez long.', telephone: null });
    expect(result).toEqual({
      ok: true,
      request: { nom: 'Léo', email: 'leo@example.org', telephone: '', type_evenement: '', date: '', message: 'Un message assez long.', booking: null },
    });
  });

  it.each(['nom', 'email', 'message'] as const)('asks for the required fields when %s is empty or only spaces', (field) => {
    expect(problem({ ...valid, [field]: '   ' })).toEqual({ message: 'Les champs nom, email et message sont requis', field });
    expect(problem({ ...valid, [field]: undefined })).toEqual({ message: 'Les champs nom, email et message sont requis', field });
  });

  it('checks the required fields before the email, and the email before the message length', () => {
    expect(problem({ ...valid, email: 'pas-un-email', message: '' }).message).toBe('Les champs nom, email et message sont requis');
    expect(problem({ ...valid, email: 'pas-un-email', message: 'court' })).toEqual({
      message: 'Veuillez entrer une adresse email valide',
      field: 'email',
    });
    expect(problem({ ...valid, message: 'court' })).toEqual({ message: 'Le message doit contenir au moins 10 caractères', field: 'message' });
  });

  it.each([
    'claire',
    'claire@',
    'claire@festival',
    '@festival.fr',
    'claire dubois@festival.fr',
    'a@b@c.fr',
    // What a mail provider refuses as reply_to: several addresses, a display name, a quoted or dotted local part.
    'a,b@festival.fr',
    'a;b@festival.fr',
    'chevron<pirate>@festival.fr',
    '"claire"@festival.fr',
    'claire..dubois@festival.fr',
    `${'c'.repeat(65)}@festival.fr`,
  ])('refuses the email %s', (email) => {
    expect(problem({ ...valid, email }).message).toBe('Veuillez entrer une adresse email valide');
  });

  it('counts the message length after trimming, in characters', () => {
    expect(problem({ ...valid, message: '   123456789   ' }).message).toBe(CONTACT_MESSAGES.fr.messageTooShort);
    expect(checkContactRequest({ ...valid, message: '1234567890' }).ok).toBe(true);
    // Ten emoji are ten characters even though each takes two UTF-16 units.
    expect(checkContactRequest({ ...valid, message: '🎺'.repeat(10) }).ok).toBe(true);
    expect(problem({ ...valid, message: '🎺'.repeat(9) }).message).toBe(CONTACT_MESSAGES.fr.messageTooShort);
  });

  it.each(["o'brien+jazz@sub.festival.co.uk", 'claire@xn--festival-lumire-dnb.fr'])('accepts the email %s', (email) => {
    expect(checkContactRequest({ ...valid, email }).ok).toBe(true);
  });

  it('enforces the length limits of nom, email, telephone and message', () => {
    expect(checkContactRequest({ ...valid, nom: 'n'.repeat(CONTACT_LIMITS.nomMax) }).ok).toBe(true);
    expect(problem({ ...valid, nom: 'n'.repeat(CONTACT_LIMITS.nomMax + 1) })).toEqual({
      message: 'Le nom ne doit pas dépasser 120 caractères',
      field: 'nom',
    });
    const longDomain = Array.from({ length: 4 }, () => 'a'.repeat(62)).join('.');
    expect(problem({ ...valid, email: `ee@${longDomain}.fr` })).toEqual({
      message: "L'adresse email ne doit pas dépasser 254 caractères",
      field: 'email',
    });
    expect(problem({ ...valid, telephone: '0'.repeat(CONTACT_LIMITS.telephoneMax + 1) }).field).toBe('telephone');
    expect(checkContactRequest({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.messageMax) }).ok).toBe(true);
    expect(problem({ ...valid, message: 'm'.repeat(CONTACT_LIMITS.messageMax + 1) })).toEqual({
      message: 'Le message ne doit pas dépasser 5000 caractères',
      field: 'message',
    });
  });

  it('refuses a telephone with letters and accepts the usual ways of writing one', () => {
    expect(problem({ ...valid, telephone: 'appelez-moi' }).message).toBe(CONTACT_MESSAGES.fr.telephone);
    for (const telephone of ['06 12 34 56 78', '+33 (0)6.12.34.56.78', '+53-7-555-0100']) {
      expect(checkContactRequest({ ...valid, telephone }).ok).toBe(true);
    }
  });

  it('accepts the five event types or none, and nothing else', () => {
    for (const type of ['concert', 'festival', 'masterclass', 'prive', 'autre', '']) {
      expect(checkContactRequest({ ...valid, type_evenement: type }).ok).toBe(true);
    }
    expect(problem({ ...valid, type_evenement: 'mariage' })).toEqual({ message: CONTACT_MESSAGES.fr.eventType, field: 'type_evenement' });
  });

  it('accepts an empty date or a real calendar day, and refuses anything else', () => {
    expect(checkContactRequest({ ...valid, date: '' }).ok).toBe(true);
    expect(checkContactRequest({ ...valid, date: '2028-02-29' }).ok).toBe(true);
    for (const date of ['2027-02-29', '2027-04-31', '14/07/2027', '2027-7-14', 'demain']) {
      expect(problem({ ...valid, date })).toEqual({ message: CONTACT_MESSAGES.fr.date, field: 'date' });
    }
  });

  it('refuses values that are not text, naming the field', () => {
    expect(problem({ ...valid, nom: 42 })).toEqual({ message: CONTACT_MESSAGES.fr.notText, field: 'nom' });
    expect(problem({ ...valid, message: ['a'] }).field).toBe('message');
    expect(problem('nom=Claire').message).toBe(CONTACT_MESSAGES.fr.required);
    expect(problem(null).message).toBe(CONTACT_MESSAGES.fr.required);
  });

  it('drops NUL characters and repairs lone surrogates, which the database cannot hold', () => {
    const result = checkContactRequest({ ...valid, nom: 'Cla\u0000ire', message: `${valid.message}\ud800` });
    expect(result.ok && result.request.nom).toBe('Claire');
    expect(result.ok && result.request.message).toBe(`${valid.message}\ufffd`);
  });
});

describe('the rules in each language', () => {
  it('gives the same problem and field in every language, each in its own words', () => {
    const body = { ...valid, email: 'pas-un-email' };
    const checks = languages.map((language) => checkContactRequest(body, language));
    expect(checks.map((check) => (check.ok ? undefined : [check.problem, check.field]))).toEqual(languages.map(() => ['email', 'email']));
    expect(checks.map((check) => (check.ok ? '' : check.message))).toEqual([
      'Veuillez entrer une adresse email valide',
      'Please enter a valid email address',
      'Introduce una dirección de correo electrónico válida',
    ]);
  });
});

describe('isCalendarDate', () => {
  it('tells real days from impossible ones', () => {
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
  });
});

describe('isHoneypotHit', () => {
  it('is hit only when the hidden website field holds something', () => {
    expect(isHoneypotHit({ ...valid, website: 'https://spam.example' })).toBe(true);
    expect(isHoneypotHit({ ...valid, website: '' })).toBe(false);
    expect(isHoneypotHit(valid)).toBe(false);
  });
});

describe('the link that preselects the event type', () => {
  it('is built and read back the same way', () => {
    const href = contactFormHref('masterclass', pages.contact.fr.path);
    expect(href).toBe('/contact?type=masterclass#formulaire');
    expect(eventTypeFromSearch(new URL(href, 'https://site.example').search)).toBe('masterclass');
  });

  it('leads to the contact page it is given, in any language', () => {
    expect(contactFormHref('festival', pages.contact.en.path)).toBe('/en/contact?type=festival#formulaire');
    expect(contactFormHref('concert', pages.contact.es.path)).toBe('/es/contacto?type=concert#formulaire');
  });

  it('preselects nothing for an unknown or missing type', () => {
    expect(eventTypeFromSearch('?type=mariage')).toBe('');
    expect(eventTypeFromSearch('')).toBe('');
  });

  it('opens a booking request for the ensemble named by its key, which the form turns into its name, and only a known one', () => {
    const href = contactFormHref('concert', pages.contact.en.path, 'quintet');
    expect(href).toBe('/en/contact?type=concert&demande=booking&formation=quintet#formulaire');
    expect(requestKindFromSearch(new URL(href, 'https://site.example').search)).toBe('booking');
    expect(requestKindFromSearch('?type=concert')).toBe('message');
    expect(requestKindFromSearch('?type=concert&formation=trio')).toBe('booking');
    const names = { quintet: 'Yaniel Bárcenas Quintet', duo: 'Yaniel Bárcenas Duo' };
    expect(ensembleFromSearch(new URL(href, 'https://site.example').search, names)).toBe('Yaniel Bárcenas Quintet');
    expect(ensembleFromSearch('?formation=toString', names)).toBeUndefined();
    expect(ensembleFromSearch('?type=concert', names)).toBeUndefined();
  });
});

describe('a booking request', () => {
  const message = { nom: 'Ana Pérez', email: 'ana@festival.example', message: 'Nos gustaría programar al trío.' };
  const booking = {
    ...message,
    [REQUEST_KIND_FIELD]: BOOKING_KIND,
    formation: ' Yaniel Bárcenas Trio ',
    dates: ['2027-07-14', '', '2027-07-16'],
    flexibilite: 'mois',
    ville: 'Sevilla',
    pays: 'España',
    lieu: '',
    jauge: '1 200',
    cadre: 'interieur',
    budget: '2500-5000',
  };

  it('is checked with the same rules as a message, its details apart, blank dates dropped and the capacity in digits', () => {
    expect(checkContactRequest(booking, 'es')).toEqual({
      ok: true,
      request: {
        ...message,
        telephone: '',
        type_evenement: '',
        date: '',
        booking: {
          formation: 'Yaniel Bárcenas Trio',
          dates: ['2027-07-14', '2027-07-16'],
          flexibilite: 'mois',
          ville: 'Sevilla',
          pays: 'España',
          lieu: '',
          jauge: '1200',
          cadre: 'interieur',
          budget: '2500-5000',
        },
      },
    });
    // Without the field that says it is one, the same body is a message: its booking fields are ignored.
    expect(checkContactRequest({ ...booking, [REQUEST_KIND_FIELD]: undefined })).toMatchObject({ ok: true, request: { booking: null } });
  });

  it("checks the message's own fields first, then names the booking field at fault, in the page's language", () => {
    expect(checkContactRequest({ ...booking, email: 'ana' }, 'en')).toMatchObject({ ok: false, field: 'email' });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ formation: '' }, 'formation', BOOKING_MESSAGES.en.bookingRequired],
      [{ dates: ['', ' '] }, 'dates', BOOKING_MESSAGES.en.bookingRequired],
      [{ dates: ['2027-02-29'] }, 'dates', CONTACT_MESSAGES.en.date],
      [{ dates: Array.from({ length: BOOKING_LIMITS.datesMax + 1 }, () => '2027-07-14') }, 'dates', BOOKING_MESSAGES.en.datesTooMany],
      [{ dates: '2027-07-14' }, 'dates', CONTACT_MESSAGES.en.notText],
      [{ ville: ' ' }, 'ville', BOOKING_MESSAGES.en.bookingRequired],
      [{ pays: 'x'.repeat(BOOKING_LIMITS.placeMax + 1) }, 'pays', BOOKING_MESSAGES.en.bookingTooLong],
      [{ jauge: 'many' }, 'jauge', BOOKING_MESSAGES.en.capacity],
      [{ jauge: '0' }, 'jauge', BOOKING_MESSAGES.en.capacity],
      [{ flexibilite: '' }, 'flexibilite', BOOKING_MESSAGES.en.flexibility],
      [{ cadre: 'barn' }, 'cadre', BOOKING_MESSAGES.en.setting],
      [{ budget: '5000' }, 'budget', BOOKING_MESSAGES.en.budget],
    ];
    for (const [change, field, text] of refusals) expect(checkContactRequest({ ...booking, ...change }, 'en')).toMatchObject({ ok: false, field, message: text });
  });
});
