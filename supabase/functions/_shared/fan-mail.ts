/**
 * The fan list's mails, in the subscriber's language: the confirmation link, a concert's
 * announcement, the short update when it is postponed or cancelled, and the artist's monthly
 * report (in French). Every list mail carries RFC 8058's one-click unsubscription headers and a
 * visible link; every value from outside is escaped before it reaches the HTML.
 */
import { escapeHtml } from './contact-mail.ts';
import { currentStart, type FanConcert } from './fan-concerts.ts';
import type { FanDistance } from './fan-geo.ts';
import { languageNames, languageTags, type Language } from './languages.ts';
import { serverWords } from './i18n/index.ts';

/** A Resend-compatible mail, with the headers a list mail needs. */
export interface FanMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  reply_to: string;
  headers?: Record<string, string>;
}

export interface FanSender {
  from: string;
  /** Where a reply goes: the artist's contact address. */
  replyTo: string;
}

/** The links of every list mail: RFC 8058's one-click address (the function, in the headers), the visible unsubscription and preferences pages (the site). */
export interface ListLinks {
  oneClick: string;
  unsubscribe: string;
  manage: string;
}

/** « vendredi 12 mars 2027 à 21:30 », Paris time; the comma some ICU versions put after the weekday is dropped, as on the site. */
function when(instant: Date, lang: Language): string {
  const date = new Intl.DateTimeFormat(languageTags[lang].bcp47, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })
    .format(instant)
    .replace(/^(\p{L}+),/u, '$1');
  const time = new Intl.DateTimeFormat(languageTags[lang].bcp47, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }).format(instant);
  return `${date} ${serverWords[lang].fanMail.at} ${time}`;
}
function day(instant: Date, lang: Language): string {
  return new Intl.DateTimeFormat(languageTags[lang].bcp47, { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(instant);
}

function distanceText(distance: FanDistance, lang: Language): string {
  const words = serverWords[lang].fanMail.distance;
  return distance === null ? words.all : words.within(distance);
}

/** A paragraph is text; a link is [label, href]. */
type Block = string | [label: string, href: string];

function render(lang: Language, blocks: Block[], footer: Block[]): { html: string; text: string } {
  const htmlOf = (block: Block) => (typeof block === 'string' ? `<p>${escapeHtml(block)}</p>` : `<p><a href="${escapeHtml(block[1])}">${escapeHtml(block[0])}</a></p>`);
  const textOf = (block: Block) => (typeof block === 'string' ? block : `${block[0]}${serverWords[lang].fanMail.labelSeparator}${block[1]}`);
  return {
    html: [
      `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1b1712;max-width:36rem">`,
      ...blocks.map(htmlOf),
      footer.length > 0 ? `<hr><div style="font-size:13px;color:#5c554c">${footer.map(htmlOf).join('')}</div>` : '',
      '</body></html>',
    ].join('\n'),
    text: [...blocks.map(textOf), ...(footer.length > 0 ? ['--', ...footer.map(textOf)] : [])].join('\n\n'),
  };
}

function listFooter(lang: Language, links: ListLinks): Block[] {
  const { why, manage, unsubscribe } = serverWords[lang].fanMail.footer;
  return [why, [manage, links.manage], [unsubscribe, links.unsubscribe]];
}

/** RFC 8058: the one-click address, which the provider's client POSTs `List-Unsubscribe=One-Click` to. */
export function listHeaders(links: ListLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The confirmation link, and « this wasn't me » (the unsubscription page with the same token), which puts the mailbox on « do not mail ». */
export function buildConfirmationMail(to: string, lang: Language, confirmUrl: string, city: string, distance: FanDistance, sender: FanSender, notMeUrl: string): FanMail {
  const copy = serverWords[lang].fanMail.confirmation;
  const notMe = serverWords[lang].fanListSafety.notMe;
  return {
    from: sender.from,
    to: [to],
    reply_to: sender.replyTo,
    subject: copy.subject,
    ...render(lang, [...copy.lines(city, distanceText(distance, lang)), [copy.button, confirmUrl], copy.after], [notMe.line, [notMe.link, notMeUrl]]),
  };
}

/** To a confirmed fan whose address was signed up again: nothing changed yet; the link applies the request. Its footer has the fan's links of the new version. */
export function buildChangeRequestMail(
  to: string,
  lang: Language,
  request: { city_name: string; distance_km: FanDistance; lang: Language },
  applyUrl: string,
  links: ListLinks,
  sender: FanSender,
): FanMail {
  const copy = serverWords[lang].fanListSafety.changeRequest;
  return {
    from: sender.from,
    to: [to],
    reply_to: sender.replyTo,
    subject: copy.subject,
    ...render(
      lang,
      [copy.line(request.city_name, distanceText(request.distance_km, lang), languageNames[request.lang]), [copy.button, applyUrl], copy.after],
      listFooter(lang, links),
    ),
    headers: listHeaders(links),
  };
}

export function buildAnnouncementMail(to: string, lang: Language, concert: FanConcert, links: ListLinks, sender: FanSender): FanMail {
  const start = currentStart(concert);
  const city = concert.city[lang];
  const place = `${concert.venue}, ${city}`;
  const words = serverWords[lang].fanMail;
  const lines = words.announcement.lines({ title: concert.title[lang], when: when(start, lang), place, ensemble: concert.ensemble });
  const body = render(
    lang,
    [...lines, [words.announcement.tickets, concert.bookingUrl], [words.concertPage, concert.page[lang]], [words.announcement.ics, concert.ics[lang]]],
    listFooter(lang, links),
  );
  return { from: sender.from, to: [to], reply_to: sender.replyTo, subject: words.announcement.subject(city, day(start, lang)), ...body, headers: listHeaders(links) };
}

export function buildUpdateMail(to: string, lang: Language, concert: FanConcert, kind: 'postponed' | 'cancelled', links: ListLinks, sender: FanSender): FanMail {
  const city = concert.city[lang];
  const first = new Date(concert.start);
  const words = serverWords[lang].fanMail;
  const place = { when: when(first, lang), venue: concert.venue, city };
  const copy =
    kind === 'cancelled'
      ? { subject: words.cancelled.subject(city, day(first, lang)), line: words.cancelled.line(place) }
      : { subject: words.postponed.subject(city), line: words.postponed.line({ ...place, newWhen: when(currentStart(concert), lang) }) };
  return {
    from: sender.from,
    to: [to],
    reply_to: sender.replyTo,
    subject: copy.subject,
    ...render(lang, [copy.line, [words.concertPage, concert.page[lang]]], listFooter(lang, links)),
    headers: listHeaders(links),
  };
}

/** The welcome after confirming: what is already planned in reach, each with its page and calendar file, or that nothing is yet. */
export function buildWelcomeMail(
  subscriber: { email: string; lang: Language; city_name: string; distance_km: FanDistance },
  concerts: readonly FanConcert[],
  links: ListLinks,
  sender: FanSender,
): FanMail {
  const { lang } = subscriber;
  const words = serverWords[lang].fanMail;
  const copy = serverWords[lang].fanListSafety.welcome;
  const listed: Block[] = concerts.flatMap((concert): Block[] => [
    copy.concert({ title: concert.title[lang], when: when(currentStart(concert), lang), place: `${concert.venue}, ${concert.city[lang]}` }),
    [words.concertPage, concert.page[lang]],
    [words.announcement.ics, concert.ics[lang]],
  ]);
  const blocks: Block[] =
    concerts.length > 0
      ? [copy.intro(subscriber.city_name, distanceText(subscriber.distance_km, lang)), ...listed, copy.after]
      : [copy.intro(subscriber.city_name, distanceText(subscriber.distance_km, lang)), copy.none];
  return {
    from: sender.from,
    to: [subscriber.email],
    reply_to: sender.replyTo,
    subject: copy.subject,
    ...render(lang, blocks, listFooter(lang, links)),
    headers: listHeaders(links),
  };
}

export interface MonthlyFigures {
  /** Month covered, YYYY-MM. */
  month: string;
  confirmed: number;
  byCity: [city: string, count: number][];
  byLanguage: [lang: Language, count: number][];
  alertsSent: number;
  /** The month's consent events. */
  consents: { given: number; changed: number; withdrawn: number };
}

/** The artist's monthly report, in French. */
export function buildMonthlyReport(figures: MonthlyFigures, to: string, sender: FanSender): FanMail {
  const [year, month] = figures.month.split('-').map(Number);
  const label = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)));
  const languageNames = new Intl.DisplayNames(['fr-FR'], { type: 'language' });
  const blocks: Block[] = [
    `Liste des fans, ${label} : ${figures.confirmed} inscrit${figures.confirmed > 1 ? 's' : ''} confirmé${figures.confirmed > 1 ? 's' : ''}, ${figures.alertsSent} annonce${figures.alertsSent > 1 ? 's' : ''} de concert envoyée${figures.alertsSent > 1 ? 's' : ''} pendant le mois.`,
    `Consentements du mois : ${figures.consents.given} donné${figures.consents.given > 1 ? 's' : ''}, ${figures.consents.changed} modifié${figures.consents.changed > 1 ? 's' : ''}, ${figures.consents.withdrawn} retiré${figures.consents.withdrawn > 1 ? 's' : ''} (désinscriptions et « ce n’était pas moi »).`,
    `Par ville : ${figures.byCity.map(([city, count]) => `${city} ${count}`).join(', ') || 'aucune'}.`,
    `Par langue : ${figures.byLanguage.map(([lang, count]) => `${languageNames.of(lang) ?? lang} ${count}`).join(', ') || 'aucune'}.`,
    'Les adresses restent dans la base du site ; pour les avoir dans un fichier sur votre ordinateur : npm run fans:export (supabase/README.md, « Liste des fans »).',
  ];
  const of = /^[aeiou]/.test(label) ? 'd’' : 'de ';
  return { from: sender.from, to: [to], reply_to: sender.replyTo, subject: `Liste des fans : bilan ${of}${label}`, ...render('fr', blocks, []) };
}
