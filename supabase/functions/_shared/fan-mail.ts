/**
 * The fan list's mails, in the subscriber's language: the confirmation link, a concert's
 * announcement, the short update when it is postponed or cancelled, and the artist's monthly
 * report (in French). Every list mail carries RFC 8058's one-click unsubscription headers and a
 * visible link; every value from outside is escaped before it reaches the HTML.
 */
import { ARTIST_NAME } from './artist.ts';
import { escapeHtml } from './contact-mail.ts';
import { currentStart, type FanConcert } from './fan-concerts.ts';
import type { FanDistance } from './fan-geo.ts';
import type { Language } from './languages.ts';

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

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

const AT: Record<Language, string> = { fr: 'à', en: 'at', es: 'a las' };

/** « vendredi 12 mars 2027 à 21:30 », Paris time; the comma some ICU versions put after the weekday is dropped, as on the site. */
function when(instant: Date, lang: Language): string {
  const date = new Intl.DateTimeFormat(LOCALES[lang], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' })
    .format(instant)
    .replace(/^(\p{L}+),/u, '$1');
  const time = new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }).format(instant);
  return `${date} ${AT[lang]} ${time}`;
}
function day(instant: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(instant);
}

function distanceText(distance: FanDistance, lang: Language): string {
  if (distance === null) return { fr: 'tous ses concerts, où qu’ils soient', en: 'all of his concerts, wherever they are', es: 'todos sus conciertos, estén donde estén' }[lang];
  return { fr: `ses concerts à ${distance} km ou moins`, en: `his concerts within ${distance} km`, es: `sus conciertos a ${distance} km o menos` }[lang];
}

/** A paragraph is text; a link is [label, href]. */
type Block = string | [label: string, href: string];

function render(lang: Language, blocks: Block[], footer: Block[]): { html: string; text: string } {
  const htmlOf = (block: Block) => (typeof block === 'string' ? `<p>${escapeHtml(block)}</p>` : `<p><a href="${escapeHtml(block[1])}">${escapeHtml(block[0])}</a></p>`);
  const textOf = (block: Block) => (typeof block === 'string' ? block : `${block[0]}${lang === 'fr' ? ' : ' : ': '}${block[1]}`);
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
  const texts: Record<Language, [why: string, manage: string, unsubscribe: string]> = {
    fr: [`Vous recevez ce mail parce que vous vous êtes inscrit aux annonces de concerts du site de ${ARTIST_NAME}.`, 'Changer de ville ou de distance', 'Se désinscrire'],
    en: [`You are receiving this email because you signed up for concert announcements on ${ARTIST_NAME}’s website.`, 'Change your city or distance', 'Unsubscribe'],
    es: [`Recibes este correo porque te suscribiste a los avisos de conciertos de la web de ${ARTIST_NAME}.`, 'Cambiar de ciudad o de distancia', 'Darme de baja'],
  };
  const [why, manage, unsubscribe] = texts[lang];
  return [why, [manage, links.manage], [unsubscribe, links.unsubscribe]];
}

/** RFC 8058: the one-click address, which the provider's client POSTs `List-Unsubscribe=One-Click` to. */
export function listHeaders(links: ListLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function buildConfirmationMail(to: string, lang: Language, confirmUrl: string, city: string, distance: FanDistance, sender: FanSender): FanMail {
  const copy = {
    fr: {
      subject: `Confirmez votre inscription aux concerts de ${ARTIST_NAME}`,
      lines: [
        'Bonjour,',
        `Vous avez demandé à être prévenu des concerts de ${ARTIST_NAME} près de ${city} : ${distanceText(distance, lang)}. Confirmez votre adresse pour recevoir ces annonces.`,
      ],
      button: 'Confirmer mon inscription',
      after: 'Ce lien est valable 7 jours et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce mail : vous ne recevrez rien d’autre.',
    },
    en: {
      subject: `Please confirm your sign-up for ${ARTIST_NAME}’s concerts`,
      lines: ['Hello,', `You asked to hear about ${ARTIST_NAME}’s concerts near ${city}: ${distanceText(distance, lang)}. Please confirm your address to start receiving them.`],
      button: 'Confirm my sign-up',
      after: 'This link works once and expires in 7 days. If you didn’t ask for this, just ignore this email: you won’t hear from us again.',
    },
    es: {
      subject: `Confirma tu suscripción a los conciertos de ${ARTIST_NAME}`,
      lines: [
        'Hola:',
        `Has pedido que te avisemos de los conciertos de ${ARTIST_NAME} cerca de ${city}: ${distanceText(distance, lang)}. Confirma tu dirección para empezar a recibir los avisos.`,
      ],
      button: 'Confirmar mi suscripción',
      after: 'Este enlace es válido durante 7 días y solo se puede usar una vez. Si no lo has pedido tú, ignora este correo: no recibirás nada más.',
    },
  }[lang];
  return { from: sender.from, to: [to], reply_to: sender.replyTo, subject: copy.subject, ...render(lang, [...copy.lines, [copy.button, confirmUrl], copy.after], []) };
}

export function buildAnnouncementMail(to: string, lang: Language, concert: FanConcert, links: ListLinks, sender: FanSender): FanMail {
  const start = currentStart(concert);
  const city = concert.city[lang];
  const place = `${concert.venue}, ${city}`;
  const copy = {
    fr: {
      subject: `${ARTIST_NAME} en concert à ${city} le ${day(start, lang)}`,
      lines: [`${ARTIST_NAME} joue près de chez vous : ${concert.title.fr}.`, `Quand : ${when(start, lang)}`, `Où : ${place}`, `Formation : ${concert.ensemble}`],
      tickets: 'Réserver vos places',
      page: 'Le concert sur le site',
      ics: 'Ajouter à votre agenda (.ics)',
    },
    en: {
      subject: `${ARTIST_NAME} live in ${city} on ${day(start, lang)}`,
      lines: [`${ARTIST_NAME} is playing near you: ${concert.title.en}.`, `When: ${when(start, lang)}`, `Where: ${place}`, `Line-up: ${concert.ensemble}`],
      tickets: 'Get tickets',
      page: 'See the concert on the website',
      ics: 'Add it to your calendar (.ics)',
    },
    es: {
      subject: `${ARTIST_NAME} en concierto en ${city} el ${day(start, lang)}`,
      lines: [`${ARTIST_NAME} toca cerca de ti: ${concert.title.es}.`, `Cuándo: ${when(start, lang)}`, `Dónde: ${place}`, `Formación: ${concert.ensemble}`],
      tickets: 'Comprar entradas',
      page: 'El concierto en la web',
      ics: 'Añadirlo a tu calendario (.ics)',
    },
  }[lang];
  const body = render(lang, [...copy.lines, [copy.tickets, concert.bookingUrl], [copy.page, concert.page[lang]], [copy.ics, concert.ics[lang]]], listFooter(lang, links));
  return { from: sender.from, to: [to], reply_to: sender.replyTo, subject: copy.subject, ...body, headers: listHeaders(links) };
}

export function buildUpdateMail(to: string, lang: Language, concert: FanConcert, kind: 'postponed' | 'cancelled', links: ListLinks, sender: FanSender): FanMail {
  const city = concert.city[lang];
  const first = new Date(concert.start);
  const copy =
    kind === 'cancelled'
      ? {
          fr: {
            subject: `Annulé : ${ARTIST_NAME} à ${city} le ${day(first, lang)}`,
            line: `Le concert de ${ARTIST_NAME} du ${when(first, lang)} (${concert.venue}, ${city}) est annulé. Pour vos billets, voyez avec la billetterie.`,
          },
          en: {
            subject: `Cancelled: ${ARTIST_NAME} in ${city} on ${day(first, lang)}`,
            line: `${ARTIST_NAME}’s concert on ${when(first, lang)} (${concert.venue}, ${city}) has been cancelled. Please contact the box office about your tickets.`,
          },
          es: {
            subject: `Cancelado: ${ARTIST_NAME} en ${city} el ${day(first, lang)}`,
            line: `El concierto de ${ARTIST_NAME} del ${when(first, lang)} (${concert.venue}, ${city}) se ha cancelado. Para tus entradas, contacta con la taquilla.`,
          },
        }[lang]
      : {
          fr: {
            subject: `Reporté : ${ARTIST_NAME} à ${city}`,
            line: `Le concert de ${ARTIST_NAME} prévu le ${when(first, lang)} (${concert.venue}, ${city}) est reporté au ${when(currentStart(concert), lang)}.`,
          },
          en: {
            subject: `Postponed: ${ARTIST_NAME} in ${city}`,
            line: `${ARTIST_NAME}’s concert planned for ${when(first, lang)} (${concert.venue}, ${city}) has been moved to ${when(currentStart(concert), lang)}.`,
          },
          es: {
            subject: `Aplazado: ${ARTIST_NAME} en ${city}`,
            line: `El concierto de ${ARTIST_NAME} previsto el ${when(first, lang)} (${concert.venue}, ${city}) se aplaza al ${when(currentStart(concert), lang)}.`,
          },
        }[lang];
  const pageLabel = { fr: 'Le concert sur le site', en: 'See the concert on the website', es: 'El concierto en la web' }[lang];
  return {
    from: sender.from,
    to: [to],
    reply_to: sender.replyTo,
    subject: copy.subject,
    ...render(lang, [copy.line, [pageLabel, concert.page[lang]]], listFooter(lang, links)),
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
}

/** The artist's monthly report, in French. */
export function buildMonthlyReport(figures: MonthlyFigures, to: string, sender: FanSender): FanMail {
  const [year, month] = figures.month.split('-').map(Number);
  const label = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)));
  const languageNames: Record<Language, string> = { fr: 'français', en: 'anglais', es: 'espagnol' };
  const blocks: Block[] = [
    `Liste des fans, ${label} : ${figures.confirmed} inscrit${figures.confirmed > 1 ? 's' : ''} confirmé${figures.confirmed > 1 ? 's' : ''}, ${figures.alertsSent} annonce${figures.alertsSent > 1 ? 's' : ''} de concert envoyée${figures.alertsSent > 1 ? 's' : ''} pendant le mois.`,
    `Par ville : ${figures.byCity.map(([city, count]) => `${city} ${count}`).join(', ') || 'aucune'}.`,
    `Par langue : ${figures.byLanguage.map(([lang, count]) => `${languageNames[lang]} ${count}`).join(', ') || 'aucune'}.`,
    'Les adresses restent dans la base du site ; pour les avoir dans un fichier sur votre ordinateur : npm run fans:export (supabase/README.md, « Liste des fans »).',
  ];
  const of = /^[aeiou]/.test(label) ? 'd’' : 'de ';
  return { from: sender.from, to: [to], reply_to: sender.replyTo, subject: `Liste des fans : bilan ${of}${label}`, ...render('fr', blocks, []) };
}

/** To a confirmed fan whose address signed up again: what the subscription now covers, and the page to set it back. */
export function buildPreferencesChangedMail(to: string, lang: Language, city: string, distance: FanDistance, manageUrl: string, sender: FanSender): FanMail {
  const copy = {
    fr: {
      subject: `Vos annonces de concerts de ${ARTIST_NAME} ont changé`,
      line: `Votre inscription vaut maintenant pour ${city} : ${distanceText(distance, lang)}. Si ce n’est pas vous qui l’avez changée, remettez vos choix sur cette page :`,
      link: 'Changer de ville ou de distance',
    },
    en: {
      subject: `Your ${ARTIST_NAME} concert alerts have changed`,
      line: `Your sign-up now covers ${city}: ${distanceText(distance, lang)}. If you didn’t make this change, you can set things back on this page:`,
      link: 'Change your city or distance',
    },
    es: {
      subject: `Han cambiado tus avisos de conciertos de ${ARTIST_NAME}`,
      line: `Tu suscripción ahora es para ${city}: ${distanceText(distance, lang)}. Si no has hecho tú este cambio, puedes deshacerlo en esta página:`,
      link: 'Cambiar de ciudad o de distancia',
    },
  }[lang];
  return { from: sender.from, to: [to], reply_to: sender.replyTo, subject: copy.subject, ...render(lang, [copy.line, [copy.link, manageUrl]], []) };
}
