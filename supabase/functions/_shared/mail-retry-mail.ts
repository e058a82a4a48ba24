/**
 * The mails of the retry function: a stored contact message turned back into the booking mail
 * send-contact-email would have sent, the hourly digest of the messages held past the form's
 * ceiling, and the one summary that tells the artist which messages could not be delivered at
 * all, each message given in full so that none is lost.
 */
import type { BookingDetails } from './booking-rules.ts';
import { buildContactMail, escapeHtml, requestRows, type MailAddresses, type OutgoingMail } from './contact-mail.ts';
import { EVENT_TYPES, isMailableAddress, type ContactRequest, type EventType } from './contact-rules.ts';

/** A contact_messages row as the retry function reads it. */
export interface StoredMessage {
  id: string;
  created_at: Date;
  nom: string;
  email: string;
  telephone: string | null;
  type_evenement: string | null;
  date_evenement: string | null;
  message: string;
  /** A booking request's details, as send-contact-email checked and stored them; null for a message. */
  booking: BookingDetails | null;
  mail_attempts: number;
  mail_error: string | null;
}

const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** The row as the form's request: '' for what the visitor left empty. */
export function storedRequest(row: StoredMessage): ContactRequest {
  const type = row.type_evenement ?? '';
  return {
    nom: row.nom,
    email: row.email,
    telephone: row.telephone ?? '',
    type_evenement: isEventType(type) ? type : '',
    date: row.date_evenement ?? '',
    message: row.message,
    booking: row.booking,
  };
}

export function buildRetryMail(row: StoredMessage, addresses: MailAddresses): OutgoingMail {
  return buildContactMail(storedRequest(row), addresses, row.created_at);
}

const dateTime = (date: Date): string => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

/** Label and value lines of one stored request, in the booking mail's words. */
function requestDetails(row: StoredMessage): [label: string, value: string][] {
  return [['Reçu le', dateTime(row.created_at)], ...requestRows(storedRequest(row))];
}

/** One mail listing `rows` in full under `intro`, each with its details (and `extra` lines), so that none is lost. */
function messageListMail(
  { subject, intro, rows, extra }: { subject: string; intro: string; rows: readonly StoredMessage[]; extra: (row: StoredMessage) => [string, string][] },
  addresses: MailAddresses,
): OutgoingMail {
  const count = rows.length;
  const details = (row: StoredMessage) => [...requestDetails(row), ...extra(row)];
  const text = [
    intro,
    ...rows.flatMap((row, index) => ['', `--- Message ${index + 1} sur ${count} ---`, ...details(row).map(([label, value]) => `${label} : ${value}`), '', row.message]),
  ].join('\n');

  const html = [
    '<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1b1712">',
    `<p>${escapeHtml(intro)}</p>`,
    ...rows.map((row, index) =>
      [
        `<h2 style="font-size:16px">Message ${index + 1} sur ${count}</h2>`,
        '<table cellpadding="6" style="border-collapse:collapse">',
        ...details(row).map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
        '</table>',
        `<p style="white-space:pre-wrap">${escapeHtml(row.message)}</p>`,
      ].join('\n'),
    ),
    '</body></html>',
  ].join('\n');

  // A reply goes to the sender when there is only one and a provider takes the address; else to no one in particular.
  const [only] = rows;
  return { from: addresses.from, to: [addresses.to], subject, html, text, reply_to: count === 1 && only && isMailableAddress(only.email) ? only.email : addresses.to };
}

/** One mail for every message abandoned since the last summary, to the artist's contact address. */
export function buildAbandonedSummaryMail(rows: readonly StoredMessage[], addresses: MailAddresses): OutgoingMail {
  const count = rows.length;
  const plural = count > 1 ? 's' : '';
  return messageListMail(
    {
      subject: `${count} message${plural} de contact non remis au booking`,
      intro: `${count} message${plural} envoyé${plural} depuis le formulaire de contact n'${count > 1 ? 'ont' : 'a'} pas pu être remis à l'adresse de booking : après cinq tentatives sur environ quinze heures, ou parce que l'adresse de l'expéditeur est refusée par les fournisseurs d'envoi (voir « Dernière erreur »). ${count > 1 ? 'Les voici' : 'Le voici'} en entier : répondez directement à l'adresse de chaque expéditeur.`,
      rows,
      extra: (row) => [
        ['Tentatives', String(row.mail_attempts)],
        ['Dernière erreur', row.mail_error ?? 'inconnue'],
      ],
    },
    addresses,
  );
}

/**
 * The hourly digest: the messages stored while the form's hourly ceiling was reached, to the
 * booking inbox, where each would have gone alone, oldest first.
 */
export function buildDigestMail(rows: readonly StoredMessage[], addresses: MailAddresses): OutgoingMail {
  const count = rows.length;
  const plural = count > 1 ? 's' : '';
  return messageListMail(
    {
      subject: `${count} demande${plural} de contact reçue${plural} pendant une vague de messages`,
      intro: `Le formulaire de contact a dépassé son plafond de messages envoyés un par un en une heure. Pour ne pas épuiser le quota du fournisseur d'envoi, les demandes suivantes n'ont pas été refusées : elles sont regroupées ici, une fois par heure au plus. ${count > 1 ? 'Les voici' : 'La voici'} en entier, de la plus ancienne à la plus récente : répondez directement à l'adresse de chaque expéditeur.`,
      rows,
      extra: () => [],
    },
    addresses,
  );
}
