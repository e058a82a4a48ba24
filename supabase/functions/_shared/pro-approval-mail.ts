/**
 * The mail that tells a professional the artist has approved their access, in the language of the
 * page they asked from (carried by the approve link, approval-link.ts). It links to the site's home
 * in that language (`/`, `/en/`, `/es/`, the site's prefixes), from where the pro area is one click
 * away; a reply reaches the artist.
 */
import { escapeHtml, type OutgoingMail } from './contact-mail.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

export const PRO_APPROVAL_TEXTS = /* @__PURE__ */ perLanguage(serverWords, (words) => words.proApproval);

/** The site's home page in `language`: French unprefixed, the others under their code. */
export function homeIn(site: string, language: Language): string {
  return `${site.replace(/\/+$/, '')}/${language === defaultLanguage ? '' : `${language}/`}`;
}

/** The mail to `email`, in `language`, from the site's sender; a reply reaches the artist. */
export function buildApprovalMail(email: string, language: Language, site: string, addresses: { from: string; replyTo: string }): OutgoingMail {
  const text = PRO_APPROVAL_TEXTS[language];
  const home = homeIn(site, language);
  return {
    from: addresses.from,
    to: [email],
    subject: text.subject,
    text: [...text.paragraphs, home].join('\n\n'),
    html: [
      `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1712">`,
      ...text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(home)}">${escapeHtml(text.link)}</a></p>`,
      '</body></html>',
    ].join('\n'),
    reply_to: addresses.replyTo,
  };
}
