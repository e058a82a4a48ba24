/**
 * GoTrue's mailed links (confirmation, recovery) and its redirects back to the site once one is
 * followed; its mails go through the project's Send Email hook (config.toml [auth.hook.send_email]).
 */
import { hookError, type AuthContext } from './context.ts';
import { AuthError } from './protocol.ts';

/** One bucket for the whole project: GoTrue's email_sent limit is not per address. */
const PROJECT_KEY = 'project';

/** What a mail carries: the link's token (confirmation, recovery) or the code to type (re-authentication). */
export interface AuthMailContent {
  kind: 'signup' | 'recovery' | 'reauthentication';
  /** The six-digit code of the re-authentication mail; empty for a link. */
  token: string;
  /** The link's token, checked at /verify; empty for a code. */
  tokenHash: string;
  redirectTo: string;
}

/**
 * GoTrue's sendEmail with the Send Email hook on: the project's hourly count first (email_sent,
 * every kind of mail, a mail the hook then refuses included), then the hook, whose refusal comes
 * back to the caller as GoTrue answers it. `user` is the user as GoTrue's JSON writes it.
 */
export async function sendAuthMail(ctx: AuthContext, user: Record<string, unknown>, content: AuthMailContent): Promise<void> {
  if (!ctx.limiters.hourlyMails.allow(PROJECT_KEY, ctx.settings.emailsSentPerHour)) {
    throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  }
  const refusal = await ctx.hooks.sendEmail({
    user,
    email_data: {
      token: content.token,
      token_hash: content.tokenHash,
      redirect_to: content.redirectTo,
      email_action_type: content.kind,
      site_url: ctx.issuer,
      token_new: '',
      token_hash_new: '',
    },
  });
  if (refusal) throw hookError(refusal);
}

/** GoTrue's max_frequency: one mail of a kind to an address per `[auth.email] max_frequency`, counted from when the last one was sent. */
export function checkMailFrequency(ctx: AuthContext, sentAt: Date | null | undefined): void {
  const waitMs = (sentAt?.getTime() ?? 0) + ctx.settings.emailMaxFrequency * 1000 - Date.now();
  if (waitMs > 0) {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
  }
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
