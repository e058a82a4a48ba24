/**
 * The mail that tells a professional the artist has approved their access, in the language of the
 * page they asked from (carried by the approve link, approval-link.ts). It links to the site's home
 * in that language (`/`, `/en/`, `/es/`, the site's prefixes), from where the pro area is one click
 * away; a reply reaches the artist.
 */
import { escapeHtml, type OutgoingMail } from './contact-mail.ts';
import { defaultLanguage, type Language } from './languages.ts';

interface ApprovalText {
  subject: string;
  paragraphs: string[];
  link: string;
}

export const PRO_APPROVAL_TEXTS: Record<Language, ApprovalText> = {
  fr: {
    subject: 'Votre accès aux documents professionnels est ouvert',
    paragraphs: [
      "Bonne nouvelle : l'artiste a approuvé votre compte de l'espace professionnel.",
      "Connectez-vous sur le site avec l'adresse et le mot de passe de votre compte : les documents réservés (conditions, contrats) sont maintenant téléchargeables dans l'espace pro.",
      'Pour toute question, répondez simplement à ce mail.',
    ],
    link: 'Aller sur le site',
  },
  en: {
    subject: 'Your access to the professional documents is open',
    paragraphs: [
      'Good news: the artist has approved your account for the professional area.',
      'Sign in on the website with the email address and password of your account: the restricted documents (terms, contracts) can now be downloaded from the professional area.',
      'If you have any questions, simply reply to this email.',
    ],
    link: 'Go to the website',
  },
  es: {
    subject: 'Ya tienes acceso a los documentos profesionales',
    paragraphs: [
      'Buenas noticias: el artista ha aprobado tu cuenta del área profesional.',
      'Inicia sesión en el sitio web con el correo y la contraseña de tu cuenta: los documentos reservados (condiciones, contratos) ya se pueden descargar desde el área profesional.',
      'Si tienes alguna pregunta, responde a este correo.',
    ],
    link: 'Ir al sitio web',
  },
};

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
