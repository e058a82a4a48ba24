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
import { languageTags, type Language } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

/** One acknowledgement to an address in this time, however many messages name it. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000;

export const ACKNOWLEDGEMENT_TEXTS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.acknowledgement);

/** The acknowledgement of `request` to its sender, in `language`; a reply reaches the booking inbox (`addresses.to`). */
export function buildAcknowledgementMail(request: ContactRequest, language: Language, addresses: MailAddresses): OutgoingMail {
  const text = ACKNOWLEDGEMENT_TEXTS[language];
  const kind = request.booking ? 'booking' : 'message';
  const dates = (request.booking?.dates ?? []).map((date) => formatEventDate(date, languageTags[language].bcp47));
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
