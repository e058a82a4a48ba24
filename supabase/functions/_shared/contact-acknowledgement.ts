/**
 * The acknowledgement a sender of the contact or booking form gets, in the page's language: the
 * message is received and what happens next. Anyone can type any address in the form, so this mail
 * must be worthless to a spammer: it carries nothing the visitor wrote (no name, message, ensemble
 * or city; a booking request's dates only, which the rules have checked are calendar days), it goes
 * to that one address, replies reach the booking inbox, and send-contact-email sends one a day per
 * address at most, within the form's own limits (never for a message held past the hourly ceiling).
 */
import type { ContactRequest } from './contact-rules.ts';
import { escapeHtml, formatEventDate, type MailAddresses, type OutgoingMail } from './contact-mail.ts';
import type { Language } from './languages.ts';

/** One acknowledgement to an address in this time, however many messages name it. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000;

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

interface AcknowledgementText {
  subject: { message: string; booking: string };
  received: { message: string; booking: (dates: string) => string };
  next: { message: string; booking: string };
  reply: string;
  notYou: string;
}

export const ACKNOWLEDGEMENT_TEXTS: Record<Language, AcknowledgementText> = {
  fr: {
    subject: { message: 'Nous avons bien reçu votre message', booking: 'Nous avons bien reçu votre demande de date' },
    received: {
      message: 'Votre message, envoyé depuis le formulaire de contact du site, nous est bien parvenu.',
      booking: (dates) => `Votre demande de date (${dates}), envoyée depuis le site, nous est bien parvenue.`,
    },
    next: {
      message: "La suite : l'équipe de l'artiste le lit et vous répond par mail, en général sous une semaine.",
      booking:
        'La suite : nous vérifions la disponibilité des musiciens à ces dates, puis nous vous répondons par mail, en général sous une semaine, avec une proposition (cachet, fiche technique, conditions du contrat).',
    },
    reply: 'Pour compléter votre demande, répondez simplement à ce mail.',
    notYou: "Vous recevez ce mail parce que cette adresse a été saisie dans le formulaire du site. Si ce n'était pas vous, ignorez-le : vous n'en recevrez pas d'autre.",
  },
  en: {
    subject: { message: 'We have received your message', booking: 'We have received your booking request' },
    received: {
      message: 'Your message, sent from the contact form on the website, has reached us.',
      booking: (dates) => `Your booking request (${dates}), sent from the website, has reached us.`,
    },
    next: {
      message: "What happens next: the artist's team reads it and gets back to you by email, usually within a week.",
      booking:
        'What happens next: we check that the musicians are free on those dates, then get back to you by email, usually within a week, with an offer (fee, technical rider, contract terms).',
    },
    reply: 'To add anything to your request, simply reply to this email.',
    notYou: 'You are receiving this email because this address was typed into the form on the website. If it was not you, please ignore it: you will not receive another one.',
  },
  es: {
    subject: { message: 'Hemos recibido tu mensaje', booking: 'Hemos recibido tu solicitud de fecha' },
    received: {
      message: 'Tu mensaje, enviado desde el formulario de contacto del sitio web, nos ha llegado correctamente.',
      booking: (dates) => `Tu solicitud de fecha (${dates}), enviada desde el sitio web, nos ha llegado correctamente.`,
    },
    next: {
      message: 'Y ahora: el equipo del artista lo lee y te responde por correo, normalmente en el plazo de una semana.',
      booking:
        'Y ahora: comprobamos que los músicos estén disponibles en esas fechas y te respondemos por correo, normalmente en el plazo de una semana, con una propuesta (caché, rider técnico, condiciones del contrato).',
    },
    reply: 'Si quieres completar tu solicitud, responde a este correo.',
    notYou: 'Recibes este correo porque alguien escribió esta dirección en el formulario del sitio web. Si no has sido tú, ignóralo: no recibirás ningún otro.',
  },
};

/** The acknowledgement of `request` to its sender, in `language`; a reply reaches the booking inbox (`addresses.to`). */
export function buildAcknowledgementMail(request: ContactRequest, language: Language, addresses: MailAddresses): OutgoingMail {
  const text = ACKNOWLEDGEMENT_TEXTS[language];
  const kind = request.booking ? 'booking' : 'message';
  const dates = (request.booking?.dates ?? []).map((date) => formatEventDate(date, LOCALES[language]));
  const paragraphs = [request.booking ? text.received.booking(dates.join(', ')) : text.received.message, text.next[kind], text.reply, text.notYou];
  return {
    from: addresses.from,
    to: [request.email],
    subject: text.subject[kind],
    text: paragraphs.join('\n\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1712">`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '</body></html>',
    ].join('\n'),
    reply_to: addresses.to,
  };
}
