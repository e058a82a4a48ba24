/**
 * What the contact form says in each language, beside the rules' own messages
 * (CONTACT_MESSAGES, shared with the send-contact-email function). Written for the people who
 * book the artist: a programmer abroad reads the English or Spanish form first.
 */
import { BOOKING_LIMITS, CONTACT_LIMITS, type BookingField, type ContactField, type RequestKind } from './contact-rules';
import type { Language } from './languages';

interface ContactFormText {
  /** The note above the fields, around the asterisk that marks a required field. */
  requiredNote: { before: string; after: string };
  labels: Record<ContactField, string>;
  eventTypeNone: string;
  messageHint: string;
  /** The choice between a message and a booking request, and each one's name. */
  kindLegend: string;
  kinds: Record<RequestKind, string>;
  /** A booking request's fields (the dates' label is the first date's). */
  bookingLabels: Record<BookingField, string>;
  bookingLegend: string;
  formationNone: string;
  /** The label of a date after the first. */
  otherDate: (position: number) => string;
  addDate: string;
  removeDate: (position: number) => string;
  datesHint: string;
  settingNone: string;
  bookingMessageHint: string;
  honeypotLabel: string;
  submit: string;
  sending: string;
  success: string;
  bookingSuccess: string;
  failure: string;
  rateLimited: string;
}

export const contactFormText: Record<Language, ContactFormText> = {
  fr: {
    requiredNote: { before: "Les champs marqués d'un ", after: ' sont obligatoires.' },
    labels: { nom: 'Nom', email: 'Email', telephone: 'Téléphone', type_evenement: "Type d'événement", date: 'Date souhaitée', message: 'Message' },
    eventTypeNone: 'Choisir un type (facultatif)',
    messageHint: `Lieu, date, formation souhaitée, durée : ${CONTACT_LIMITS.messageMin} caractères au moins, ${CONTACT_LIMITS.messageMax} au plus.`,
    kindLegend: 'Votre demande',
    kinds: { message: 'Question ou autre demande', booking: 'Demande de date' },
    bookingLabels: {
      formation: 'Formation',
      dates: 'Date proposée',
      flexibilite: 'Souplesse des dates',
      ville: 'Ville',
      pays: 'Pays',
      lieu: 'Lieu (salle ou festival)',
      jauge: 'Jauge (places)',
      cadre: 'En salle ou en plein air',
      budget: 'Budget',
    },
    bookingLegend: 'Le concert',
    formationNone: 'Choisir une formation',
    otherDate: (position) => `Autre date (${position})`,
    addDate: 'Ajouter une date',
    removeDate: (position) => `Retirer la date ${position}`,
    datesHint: `Jusqu'à ${BOOKING_LIMITS.datesMax} dates.`,
    settingNone: 'Non précisé',
    bookingMessageHint: `Horaires, durée du concert, accueil, toute précision utile : ${CONTACT_LIMITS.messageMin} caractères au moins, ${CONTACT_LIMITS.messageMax} au plus.`,
    honeypotLabel: 'Laissez ce champ vide',
    submit: 'Envoyer la demande',
    sending: 'Envoi en cours...',
    success: '✅ Message envoyé avec succès ! Nous vous répondrons rapidement.',
    bookingSuccess: '✅ Demande de date envoyée ! Nous vérifions les disponibilités et vous répondons sous une semaine.',
    failure: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
    rateLimited: 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.',
  },
  en: {
    requiredNote: { before: 'Fields marked with ', after: ' are required.' },
    labels: { nom: 'Name', email: 'Email', telephone: 'Phone', type_evenement: 'Type of event', date: 'Preferred date', message: 'Message' },
    eventTypeNone: 'Choose a type (optional)',
    messageHint: `Venue, date, line-up you have in mind, length of the set: ${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax} characters.`,
    kindLegend: 'Your request',
    kinds: { message: 'General enquiry', booking: 'Booking request' },
    bookingLabels: {
      formation: 'Ensemble',
      dates: 'Proposed date',
      flexibilite: 'How flexible are the dates?',
      ville: 'City',
      pays: 'Country',
      lieu: 'Venue',
      jauge: 'Capacity',
      cadre: 'Indoor or outdoor',
      budget: 'Budget',
    },
    bookingLegend: 'The show',
    formationNone: 'Choose an ensemble',
    otherDate: (position) => `Alternative date (${position})`,
    addDate: 'Add a date',
    removeDate: (position) => `Remove date ${position}`,
    datesHint: `Up to ${BOOKING_LIMITS.datesMax} dates.`,
    settingNone: 'Not sure yet',
    bookingMessageHint: `Set times, length of the show, hospitality, anything else we should know: ${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax} characters.`,
    honeypotLabel: 'Leave this field empty',
    submit: 'Send your request',
    sending: 'Sending…',
    success: '✅ Your message has been sent. We will get back to you shortly.',
    bookingSuccess: '✅ Your booking request has been sent. We will check availability and get back to you within a week.',
    failure: 'Something went wrong while sending your message. Please try again.',
    rateLimited: 'You have sent several messages in a short time. Please try again in a few minutes.',
  },
  es: {
    requiredNote: { before: 'Los campos marcados con ', after: ' son obligatorios.' },
    labels: { nom: 'Nombre', email: 'Correo electrónico', telephone: 'Teléfono', type_evenement: 'Tipo de evento', date: 'Fecha deseada', message: 'Mensaje' },
    eventTypeNone: 'Elige un tipo (opcional)',
    messageHint: `Lugar, fecha, formación que te interesa, duración: entre ${CONTACT_LIMITS.messageMin} y ${CONTACT_LIMITS.messageMax} caracteres.`,
    kindLegend: 'Tu solicitud',
    kinds: { message: 'Consulta general', booking: 'Solicitud de fecha' },
    bookingLabels: {
      formation: 'Formación',
      dates: 'Fecha propuesta',
      flexibilite: 'Flexibilidad de las fechas',
      ville: 'Ciudad',
      pays: 'País',
      lieu: 'Lugar (sala o festival)',
      jauge: 'Aforo',
      cadre: 'En sala o al aire libre',
      budget: 'Presupuesto',
    },
    bookingLegend: 'El concierto',
    formationNone: 'Elige una formación',
    otherDate: (position) => `Otra fecha (${position})`,
    addDate: 'Añadir una fecha',
    removeDate: (position) => `Quitar la fecha ${position}`,
    datesHint: `Hasta ${BOOKING_LIMITS.datesMax} fechas.`,
    settingNone: 'Aún sin decidir',
    bookingMessageHint: `Horarios, duración del concierto, acogida, cualquier detalle útil: entre ${CONTACT_LIMITS.messageMin} y ${CONTACT_LIMITS.messageMax} caracteres.`,
    honeypotLabel: 'Deja este campo vacío',
    submit: 'Enviar la solicitud',
    sending: 'Enviando…',
    success: '✅ Mensaje enviado. Te responderemos muy pronto.',
    bookingSuccess: '✅ Solicitud de fecha enviada. Comprobamos la disponibilidad y te respondemos en el plazo de una semana.',
    failure: 'Se ha producido un error al enviar el mensaje. Vuelve a intentarlo.',
    rateLimited: 'Has enviado varios mensajes en poco tiempo. Vuelve a intentarlo dentro de unos minutos.',
  },
};
