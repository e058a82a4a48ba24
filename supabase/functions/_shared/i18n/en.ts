/** The Edge Functions' words in English (shape: fr.ts). */
import { ARTIST_NAME } from '../artist.ts';
import { BOOKING_LIMITS, CONTACT_LIMITS } from '../form-limits.ts';
import type { BrowserWords, ServerWords } from './fr.ts';

export const browser: BrowserWords = {
  fanPagePaths: { confirm: '/en/concert-alerts/confirm', unsubscribe: '/en/concert-alerts/unsubscribe', manage: '/en/concert-alerts/preferences' },
  eventTypeLabels: { concert: 'Concert', festival: 'Festival', masterclass: 'Master class or workshop', prive: 'Private event', autre: 'Other' },
  contactMessages: {
    notText: 'Every field of the form must be text',
    required: 'Please fill in your name, email address and message',
    email: 'Please enter a valid email address',
    messageTooShort: `Your message must be at least ${CONTACT_LIMITS.messageMin} characters long`,
    nomTooLong: `Your name must not be longer than ${CONTACT_LIMITS.nomMax} characters`,
    emailTooLong: `Your email address must not be longer than ${CONTACT_LIMITS.emailMax} characters`,
    telephoneTooLong: `Your phone number must not be longer than ${CONTACT_LIMITS.telephoneMax} characters`,
    telephone: 'Please enter a valid phone number (digits, spaces, +, -, full stops or brackets)',
    messageTooLong: `Your message must not be longer than ${CONTACT_LIMITS.messageMax} characters`,
    eventType: 'Please choose a type of event from the list',
    date: 'Please enter a valid date (day, month and year)',
  },
  bookingMessages: {
    bookingRequired: 'For a booking request, please give the ensemble, at least one date, the city and the country',
    datesTooMany: `Please suggest ${BOOKING_LIMITS.datesMax} dates at most`,
    bookingTooLong: `The ensemble, city, country and venue must not be longer than ${BOOKING_LIMITS.placeMax} characters`,
    capacity: `Please give the capacity in figures, from 1 to ${BOOKING_LIMITS.capacityMax.toLocaleString('en-GB')}`,
    flexibility: 'Please choose how flexible the dates are from the list',
    setting: 'Please choose indoor or outdoor from the list',
    budget: 'Please choose a budget from the list, or “Open to discussion”',
  },
  bookingChoiceLabels: {
    flexibilite: { fixe: 'Fixed dates', 'quelques-jours': 'Give or take a few days', mois: 'Within the same month', ouverte: 'Open to other dates' },
    cadre: { interieur: 'Indoor', exterieur: 'Outdoor' },
    budget: {
      'a-discuter': 'Open to discussion',
      'moins-2500': 'Under €2,500 excl. VAT',
      '2500-5000': '€2,500 to €5,000 excl. VAT',
      '5000-10000': '€5,000 to €10,000 excl. VAT',
      'plus-10000': 'Over €10,000 excl. VAT',
    },
  },
};

export const server: ServerWords = {
  fanConsent: `I agree to receive emails from ${ARTIST_NAME} announcing his concerts near me. I can unsubscribe at any time with the link in every email.`,
  fanMessages: {
    notText: 'Every field of the form must be text',
    email: 'Please enter a valid email address',
    emailTooLong: `Your email address must not be longer than ${CONTACT_LIMITS.emailMax} characters`,
    city: 'Please choose your city from the list that appears as you type its name',
    unknownCity: 'This city is not in our list: type its name and pick it from the suggestions',
    distance: 'Please choose a distance: 50, 100 or 300 km, or every concert',
    consent: 'Please tick the box to agree to receive concert announcements',
    page: 'We could not tell which page you signed up from: please reload the page and try again',
  },
  contactAnswers: {
    method: 'Method not allowed: send the form with POST.',
    origin: 'This origin may not send the form.',
    tooLarge: 'The request is too large: please shorten your message.',
    notJson: 'The request’s body must be a JSON object with the form’s fields.',
    rateLimited: 'Too many messages have been sent from your connection. Please try again in a few minutes.',
    storeFailed: 'Your message could not be saved. Please try again.',
  },
  signupAnswers: {
    accepted: 'Almost done: open the email we’ve just sent you and confirm your address. If nothing arrives within a few minutes, check your spam folder.',
    method: 'Method not allowed: send the form with POST.',
    origin: 'This origin may not send the form.',
    tooLarge: 'The request is too large.',
    notJson: 'The request’s body must be a JSON object with the form’s fields.',
    rateLimited: 'Too many sign-ups have been sent from your connection. Please try again in an hour.',
    failed: 'We couldn’t save your sign-up. Please try again in a moment.',
  },
  linkAnswers: {
    method: 'Method not allowed: this link opens on the website page the email leads to.',
    origin: 'This origin is not allowed.',
    notJson: 'The request’s body must be a JSON object.',
    failed: 'Nothing could be saved. Please try again in a moment.',
    invalidLink: 'This link isn’t valid: copy the whole link from the email, or sign up again.',
    expired: 'This link has expired (it only works for 7 days): sign up again to get a new one.',
    superseded: 'A newer link has been sent to you since, so this one no longer works: use the link in your latest email, or sign up again to get a new one.',
    confirmed: `You’re confirmed: we’ll let you know when ${ARTIST_NAME} plays near you.`,
    alreadyConfirmed: 'Your address is already confirmed: there’s nothing more to do.',
    unsubscribed: 'You’ve been unsubscribed: you won’t receive any more emails from this list.',
    alreadyGone: 'This address is no longer subscribed: you won’t receive any more emails from this list.',
    saved: 'Your choices have been saved.',
  },
  authMailAnswers: {
    rateLimited: 'Too many emails asked for this address or for the site in a short time: please wait before asking for another one.',
    failed: 'The email could not be sent. Please try again in a moment.',
  },
  acknowledgement: {
    subject: { message: 'We have received your message', booking: 'We have received your booking request' },
    received: {
      message: 'Your message, sent from the contact form on the website, has reached us.',
      booking: (dates) => `Your booking request (${dates}), sent from the website, has reached us.`,
    },
    next: {
      message: 'What happens next: the artist’s team reads it and gets back to you by email, usually within a week.',
      booking:
        'What happens next: we check that the musicians are free on those dates, then get back to you by email, usually within a week, with an offer (fee, technical rider, contract terms).',
    },
    reply: 'To add anything to your request, simply reply to this email.',
    notYou: 'You are receiving this email because this address was typed into the form on the website. If it was not you, please ignore it: you will not receive another one.',
  },
  proApproval: {
    subject: 'Your access to the professional documents is open',
    paragraphs: [
      'Good news: the artist has approved your account for the professional area.',
      'Sign in on the website with the email address and password of your account: the restricted documents (terms, contracts) can now be downloaded from the professional area.',
      'If you have any questions, simply reply to this email.',
    ],
    link: 'Go to the website',
  },
  authMails: {
    signup: {
      subject: 'Confirm your sign-up',
      heading: 'Welcome!',
      before: ['You have just created an account for the professional area of the website.', 'To confirm your email address and sign in, follow this link:'],
      link: 'Confirm my email address',
      after: ['If you did not sign up, simply ignore this message.'],
    },
    recovery: {
      subject: 'Reset your password',
      heading: 'Resetting your password',
      before: [
        'Someone asked for a new password for your account on the professional area of the website.',
        'To choose a new password, follow this link (valid for one hour, and once only):',
      ],
      link: 'Choose a new password',
      after: ['If you did not ask for this, simply ignore this message: your current password still works.'],
    },
    reauthentication: {
      subject: 'Your confirmation code',
      heading: 'Confirming it is you',
      before: ['To change the password of your account on the professional area of the website, enter this code (valid for one hour, and once only):'],
      after: ['If you did not ask for this, ignore this message and change your password: someone may be using your session.'],
    },
  },
  fanMail: {
    at: 'at',
    labelSeparator: ': ',
    distance: { all: 'all of his concerts, wherever they are', within: (km) => `his concerts within ${km} km` },
    footer: {
      why: `You are receiving this email because you signed up for concert announcements on ${ARTIST_NAME}’s website.`,
      manage: 'Change your city or distance',
      unsubscribe: 'Unsubscribe',
    },
    confirmation: {
      subject: `Please confirm your sign-up for ${ARTIST_NAME}’s concerts`,
      lines: (city, distance) => ['Hello,', `You asked to hear about ${ARTIST_NAME}’s concerts near ${city}: ${distance}. Please confirm your address to start receiving them.`],
      button: 'Confirm my sign-up',
      after: 'This link works once and expires in 7 days. If you didn’t ask for this, just ignore this email: you won’t hear from us again.',
    },
    announcement: {
      subject: (city, day) => `${ARTIST_NAME} live in ${city} on ${day}`,
      lines: ({ title, when, place, ensemble }) => [`${ARTIST_NAME} is playing near you: ${title}.`, `When: ${when}`, `Where: ${place}`, `Line-up: ${ensemble}`],
      tickets: 'Get tickets',
      ics: 'Add it to your calendar (.ics)',
    },
    concertPage: 'See the concert on the website',
    cancelled: {
      subject: (city, day) => `Cancelled: ${ARTIST_NAME} in ${city} on ${day}`,
      line: ({ when, venue, city }) => `${ARTIST_NAME}’s concert on ${when} (${venue}, ${city}) has been cancelled. Please contact the box office about your tickets.`,
    },
    postponed: {
      subject: (city) => `Postponed: ${ARTIST_NAME} in ${city}`,
      line: ({ when, venue, city, newWhen }) => `${ARTIST_NAME}’s concert planned for ${when} (${venue}, ${city}) has been moved to ${newWhen}.`,
    },
  },
  fanListSafety: {
    notMe: {
      line: 'Didn’t ask for this? One click and this address won’t receive any more emails from this list:',
      link: 'This wasn’t me',
    },
    changeRequest: {
      subject: `Change your ${ARTIST_NAME} concert alerts?`,
      line: (city, distance, language) =>
        `Someone, probably you, asked on the website to change your sign-up to: ${city}, ${distance}, emails in ${language}. Nothing has changed yet: your choices are still the ones you made.`,
      button: 'Apply these changes',
      after: 'This link works once and expires in 7 days. If you didn’t ask for this, just ignore this email: nothing will change.',
    },
    welcome: {
      subject: `Welcome: ${ARTIST_NAME}’s concerts already planned near you`,
      intro: (city, distance) => `Your sign-up is confirmed: ${city}, ${distance}. Here’s what has already been announced:`,
      none: 'No concert has been announced near you yet: we’ll email you as soon as there is one.',
      after: 'You’ll get one email for each new concert announced near you, and only one.',
      concert: ({ title, when, place }) => `${title}: ${when}, ${place}`,
    },
    answers: {
      changed: 'Done: your new choices have been saved.',
      notMe: 'Noted: this address won’t receive any more emails from this list.',
    },
  },
};
