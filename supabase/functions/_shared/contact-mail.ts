/**
 * The notification mail sent to the booking address for each contact request. Every value
 * the visitor typed is escaped before it reaches the HTML, and line breaks are flattened in
 * the subject.
 */
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

/** '2026-06-21' as 'dimanche 21 juin 2026'. */
export function formatEventDate(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function buildContactMail(request: ContactRequest, addresses: MailAddresses, receivedAt: Date): OutgoingMail {
  const eventType = request.type_evenement === '' ? 'Non précisé' : EVENT_TYPE_LABELS.fr[request.type_evenement];
  const rows: [label: string, value: string][] = [
    ['Nom', request.nom],
    ['Email', request.email],
    ['Téléphone', request.telephone || 'Non précisé'],
    ["Type d'événement", eventType],
    ["Date de l'événement", request.date === '' ? 'Non précisée' : formatEventDate(request.date)],
  ];
  const received = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(receivedAt);
  const subject = `Demande de contact : ${singleLine(request.nom)} (${eventType})`;

  const text = [
    `Nouvelle demande reçue depuis le formulaire de contact le ${received}.`,
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
    `<p>Nouvelle demande reçue depuis le formulaire de contact le ${escapeHtml(received)}.</p>`,
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
