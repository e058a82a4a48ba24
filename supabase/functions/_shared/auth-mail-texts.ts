/**
 * The authentication mails (sign-up confirmation, password reset, re-authentication code), in the
 * language of the page that asked for them (authMailLanguage). The send-auth-email function (the
 * Send Email hook) writes them: with the hook on, Auth renders no template of its own, so these
 * texts are the only ones.
 */
import { escapeHtml, type OutgoingMail } from './contact-mail.ts';
import { languageOfPageUrl, languageOr, type Language } from './languages.ts';
import { perLanguage, serverWords } from './i18n/index.ts';

/** The mails the site's pages make Auth send; any other kind (email change, magic link) the site never asks for. */
export const AUTH_MAIL_KINDS = ['signup', 'recovery', 'reauthentication'] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

export function isAuthMailKind(value: unknown): value is AuthMailKind {
  return typeof value === 'string' && (AUTH_MAIL_KINDS as readonly string[]).includes(value);
}

/** A mail's words: a heading, paragraphs around its link (or its code), and the link's label. */
interface AuthMailText {
  subject: string;
  heading: string;
  before: string[];
  /** The label of the mailed link; none for the re-authentication mail, which gives a code to type. */
  link?: string;
  after: string[];
}

export const AUTH_MAIL_TEXTS = /* @__PURE__ */ Object.fromEntries(AUTH_MAIL_KINDS.map((kind) => [kind, perLanguage(serverWords, (words) => words.authMails[kind])])) as Record<
  AuthMailKind,
  Record<Language, AuthMailText>
>;

/** What Auth gives the hook to write a mail with (the Send Email hook's `email_data`). */
export interface AuthMailData {
  kind: AuthMailKind;
  /** The six-digit code (the re-authentication mail's). */
  token: string;
  /** The link's token, as Auth checks it at /verify. */
  tokenHash: string;
  /** Where the followed link leads back to on the site. */
  redirectTo: string;
  /** Auth's own address (`https://<ref>.supabase.co/auth/v1`): the link goes to its /verify. */
  authUrl: string;
}

/** Auth's link to /verify, as its own templates' {{ .ConfirmationURL }}: the token, the link type and where to land. */
export function verifyLink({ kind, tokenHash, redirectTo, authUrl }: AuthMailData): string {
  const link = new URL(`${authUrl.replace(/\/+$/, '')}/verify`);
  link.searchParams.set('token', tokenHash);
  link.searchParams.set('type', kind);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

/**
 * The language a mail is written in: the page's. A sign-up or a reset names the page to come back
 * to (`redirect_to`: `/en/…`, `/es/…`, or an unprefixed French page), the page's language whatever
 * the account's; `recover` takes no other data from the page. A re-authentication takes none at all
 * (Auth puts the Referer or the site's address there), so its mail follows the account's stored
 * language (`lang` in the user's metadata), which the site updates at each sign-in from a page of
 * another language (src/lib/auth-form.ts, languagePreferenceUpdate). French for an account without one.
 */
export function authMailLanguage(kind: AuthMailKind, redirectTo: string, metadata: Record<string, unknown>): Language {
  const stored = languageOr(metadata['lang']);
  return kind === 'reauthentication' ? stored : (languageOfPageUrl(redirectTo) ?? stored);
}

/** The mail of `data` to `to`, in the requesting page's language (authMailLanguage); a reply goes to the artist (`replyTo`). */
export function buildAuthMail(data: AuthMailData, to: { email: string; metadata: Record<string, unknown> }, { from, replyTo }: { from: string; replyTo: string }): OutgoingMail {
  const text = AUTH_MAIL_TEXTS[data.kind][authMailLanguage(data.kind, data.redirectTo, to.metadata)];
  const link = text.link === undefined ? undefined : verifyLink(data);
  const action =
    link === undefined
      ? `<p style="font-size: 24px; font-weight: bold; letter-spacing: 4px">${escapeHtml(data.token)}</p>`
      : `<p><a href="${escapeHtml(link)}">${escapeHtml(text.link ?? '')}</a></p>`;
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`);
  return {
    from,
    to: [to.email],
    subject: text.subject,
    html: [`<h2>${escapeHtml(text.heading)}</h2>`, ...paragraphs(text.before), action, ...paragraphs(text.after)].join('\n'),
    text: [text.heading, '', ...text.before, '', link ?? data.token, '', ...text.after].join('\n'),
    reply_to: replyTo,
  };
}
