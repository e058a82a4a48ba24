/** GoTrue's mailed links (confirmation, recovery) and its redirects back to the site once one is followed. */
import type { AuthContext, AuthMailTemplate } from './context.ts';
import { renderMailTemplate } from './mail-template.ts';

/** GoTrue's link to `/verify`: the token, the link type and where to land once verified. */
export function verifyLink(issuer: string, token: string, type: 'signup' | 'recovery', redirectTo: string): URL {
  const link = new URL(`${issuer}/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link;
}

/** GoTrue's templates are html/template: a value is escaped, a link's `&` written `&amp;` in its href. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');
}

/**
 * Sends an auth mail to a user, its templates filled as GoTrue fills them: the mailed link or the
 * nonce to type, the address, the site, and `Data`, the user's metadata (its `lang` picks the language).
 */
export function sendAuthMail(
  { mailbox, senderAddress, settings }: AuthContext,
  template: AuthMailTemplate,
  user: { email: string; metadata: Record<string, unknown> },
  content: { link: URL; redirectTo: string } | { token: string },
): void {
  const value = 'link' in content ? content.link.toString() : content.token;
  const data = {
    SiteURL: settings.siteUrl,
    Email: user.email,
    Data: user.metadata,
    ...('link' in content ? { ConfirmationURL: value, RedirectTo: content.redirectTo } : { Token: value }),
  };
  const subject = renderMailTemplate(template.subject, data, escapeHtml);
  const html = renderMailTemplate(template.html, data, escapeHtml);
  mailbox.deliver({ from: senderAddress, to: [user.email], subject, html, text: `${subject}\n\n${value}`, reply_to: [] });
}

/** GoTrue's answer to a followed mail link: back to the site, the outcome in the URL fragment. */
export function fragmentRedirect(redirectTo: string, fragment: Record<string, string>): Response {
  return new Response(null, { status: 303, headers: { location: `${redirectTo}#${new URLSearchParams(fragment)}` } });
}

/** The fragment supabase-js (detectSessionInUrl) reads a session from; `type` decides its event (recovery: PASSWORD_RECOVERY). */
export function sessionFragment(session: Record<string, unknown>, type: 'signup' | 'recovery'): Record<string, string> {
  return {
    access_token: String(session['access_token']),
    expires_at: String(session['expires_at']),
    expires_in: String(session['expires_in']),
    refresh_token: String(session['refresh_token']),
    token_type: 'bearer',
    type,
  };
}

export const EXPIRED_LINK_FRAGMENT = { error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' };

/**
 * GoTrue accepts a redirect only to the site URL's host (any port on loopback) or an allowed URL.
 * This stack only ever serves a site on this machine, while config.toml names the production
 * site (the hosted project's settings): a loopback target is always accepted here.
 */
export function redirectTarget({ settings }: AuthContext, requested: string | null): string {
  if (!requested) return settings.siteUrl;
  try {
    const target = new URL(requested);
    const loopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
    if (loopback(target.hostname)) return target.toString();
    const allowed = [settings.siteUrl, ...settings.additionalRedirectUrls].some((candidate) => {
      const base = new URL(candidate);
      return base.protocol === target.protocol && base.host === target.host;
    });
    return allowed ? target.toString() : settings.siteUrl;
  } catch {
    return settings.siteUrl;
  }
}
