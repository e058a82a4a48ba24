/**
 * The notification mail sent to the booking address for each contact request, laid out as a
 * booking request (ensemble, dates, place, budget first) when it is one. Every value the visitor
 * typed is escaped before it reaches the HTML, and line breaks are flattened in the subject.
 */
import { BOOKING_CHOICE_LABELS, type BookingDetails } from './booking-rules.ts';
import { EVENT_TYPE_LABELS, type ContactRequest } from './contact-rules.ts';

/** The JSON body of a Resend-compatible `POST /emails`. */
export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to: string;
}

export interface MailAddresses {
  /** The booking inbox that receives the requests. */
  to: string;
  /** The sender, on a domain the mail provider has verified. */
  from: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Spaces, tabs and line breaks become one space, so a value cannot add lines to a header. */
function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** '2026-06-21' as 'dimanche 21 juin 2026' (or in the given locale: 'Sunday 21 June 2026'). */
export function formatEventDate(isoDate: string, locale = 'fr-FR'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A booking request's details as the artist reads them, in French, in the order a booker decides: who, when, where, for how much. */
function bookingRows(booking: BookingDetails): [label: string, value: string][] {
  const labels = BOOKING_CHOICE_LABELS.fr;
  return [
    ['Formation', booking.formation],
    [booking.dates.length > 1 ? 'Dates proposées' : 'Date proposée', booking.dates.map((date) => formatEventDate(date)).join(' ; ')],
    ['Souplesse', labels.flexibilite[booking.flexibilite]],
    ['Ville', booking.ville],
    ['Pays', booking.pays],
    ['Lieu', booking.lieu || 'Non précisé'],
    ['Jauge', booking.jauge === '' ? 'Non précisée' : `${Number(booking.jauge).toLocaleString('fr-FR')} places`],
    ['Salle ou plein air', booking.cadre === '' ? 'Non précisé' : labels.cadre[booking.cadre]],
    ['Budget', labels.budget[booking.budget]],
  ];
}

/** Label and value lines of a request, in the artist's mail's words: the booking details first when it is a booking request. */
export function requestRows(request: ContactRequest): [label: string, value: string][] {
  const sender: [string, string][] = [
    ['Nom', request.nom],
    ['Email', request.email],
    ['Téléphone', request.telephone || 'Non précisé'],
    ["Type d'événement", request.type_evenement === '' ? 'Non précisé' : EVENT_TYPE_LABELS.fr[request.type_evenement]],
  ];
  if (request.booking) return [...bookingRows(request.booking), ...sender];
  return [...sender, ["Date de l'événement", request.date === '' ? 'Non précisée' : formatEventDate(request.date)]];
}

/** The subject: who asks, and for a booking request the ensemble, the city and the first date. */
export function requestSubject(request: ContactRequest): string {
  if (request.booking) {
    const { formation, ville, dates } = request.booking;
    const more = dates.length > 1 ? ` (+${dates.length - 1})` : '';
    return singleLine(`Demande de date : ${formation}, ${ville}, ${formatEventDate(dates[0] ?? '')}${more} – ${request.nom}`);
  }
  const eventType = request.type_evenement === '' ? 'Non précisé' : EVENT_TYPE_LABELS.fr[request.type_evenement];
  return `Demande de contact : ${singleLine(request.nom)} (${eventType})`;
}

export function buildContactMail(request: ContactRequest, addresses: MailAddresses, receivedAt: Date): OutgoingMail {
  const rows = requestRows(request);
  const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(receivedAt);
  const subject = requestSubject(request);
  const intro = `${request.booking ? 'Nouvelle demande de date reçue depuis le formulaire de réservation' : 'Nouvelle demande reçue depuis le formulaire de contact'} le ${received}.`;

  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    '',
    'Message :',
    request.message,
    '',
    `Répondre à ce mail écrit directement à ${request.email}.`,
  ].join('\n');

  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1b1712">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`,
    `<p>Répondre à ce mail écrit directement à ${escapeHtml(request.email)}.</p>`,
    '</body></html>',
  ].join('\n');

  return { from: addresses.from, to: [addresses.to], subject, html, text, reply_to: request.email };
}
