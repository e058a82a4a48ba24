/**
 * What the contact form says in each language, beside the rules' own messages
 * (CONTACT_MESSAGES, shared with the send-contact-email function). Written for the people who
 * book the artist: a programmer abroad reads the English or Spanish form first.
 */
import { CONTACT_LIMITS, type ContactField } from './contact-rules';
import type { Language } from './languages';

interface ContactFormText {
  /** The note above the fields, around the asterisk that marks a required field. */
  requiredNote: { before: string; after: string };
  labels: Record<ContactField, string>;
  eventTypeNone: string;
  messageHint: string;
  /** The message's first line when a link names the ensemble (a kit's 'Demander une date'). */
  ensembleLine: (ensemble: string) => string;
  honeypotLabel: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  rateLimited: string;
}

export const contactFormText: Record<Language, ContactFormText> = {
  fr: {
    requiredNote: { before: "Les champs marqués d'un ", after: ' sont obligatoires.' },
    labels: { nom: 'Nom', email: 'Email', telephone: 'Téléphone', type_evenement: "Type d'événement", date: 'Date souhaitée', message: 'Message' },
    eventTypeNone: 'Choisir un type (facultatif)',
    ensembleLine: (ensemble) => `Formation souhaitée : ${ensemble}`,
    messageHint: `Lieu, date, formation souhaitée, durée : ${CONTACT_LIMITS.messageMin} caractères au moins, ${CONTACT_LIMITS.messageMax} au plus.`,
    honeypotLabel: 'Laissez ce champ vide',
    submit: 'Envoyer la demande',
    sending: 'Envoi en cours...',
    success: '✅ Message envoyé avec succès ! Nous vous répondrons rapidement.',
    failure: "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
    rateLimited: 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.',
  },
  en: {
    requiredNote: { before: 'Fields marked with ', after: ' are required.' },
    labels: { nom: 'Name', email: 'Email', telephone: 'Phone', type_evenement: 'Type of event', date: 'Preferred date', message: 'Message' },
    eventTypeNone: 'Choose a type (optional)',
    ensembleLine: (ensemble) => `Ensemble: ${ensemble}`,
    messageHint: `Venue, date, line-up you have in mind, length of the set: ${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax} characters.`,
    honeypotLabel: 'Leave this field empty',
    submit: 'Send your request',
    sending: 'Sending…',
    success: '✅ Your message has been sent. We will get back to you shortly.',
    failure: 'Something went wrong while sending your message. Please try again.',
    rateLimited: 'You have sent several messages in a short time. Please try again in a few minutes.',
  },
  es: {
    requiredNote: { before: 'Los campos marcados con ', after: ' son obligatorios.' },
    labels: { nom: 'Nombre', email: 'Correo electrónico', telephone: 'Teléfono', type_evenement: 'Tipo de evento', date: 'Fecha deseada', message: 'Mensaje' },
    eventTypeNone: 'Elige un tipo (opcional)',
    ensembleLine: (ensemble) => `Formación: ${ensemble}`,
    messageHint: `Lugar, fecha, formación que te interesa, duración: entre ${CONTACT_LIMITS.messageMin} y ${CONTACT_LIMITS.messageMax} caracteres.`,
    honeypotLabel: 'Deja este campo vacío',
    submit: 'Enviar la solicitud',
    sending: 'Enviando…',
    success: '✅ Mensaje enviado. Te responderemos muy pronto.',
    failure: 'Se ha producido un error al enviar el mensaje. Vuelve a intentarlo.',
    rateLimited: 'Has enviado varios mensajes en poco tiempo. Vuelve a intentarlo dentro de unos minutos.',
  },
};
