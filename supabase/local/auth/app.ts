/**
 * `/auth/v1`: the part of GoTrue (Supabase Auth) the site and supabase-js use, with GoTrue's
 * requests, answers, error codes and messages (see shared/reference/supabase-wire.md). One module
 * per endpoint group: sign-up, tokens, the current user, recovery, admin.
 */
import { Hono } from 'hono';
import { json } from '../http.ts';
import { adminRoutes } from './admin.ts';
import type { AuthContext } from './context.ts';
import { fragmentRedirect, redirectTarget } from './mail.ts';
import { AuthError, authErrorResponse } from './protocol.ts';
import { reauthenticationRoutes } from './reauthentication.ts';
import { followRecoveryLink, recoveryRoutes } from './recovery.ts';
import { followConfirmationLink, signUpRoutes } from './sign-up.ts';
import { tokenRoutes } from './tokens.ts';
import { userRoutes } from './user.ts';

/** The paths Kong lets through without an API key: mailed links are followed by a bare browser. */
export const OPEN_AUTH_PATHS = ['/verify', '/health', '/.well-known/jwks.json'];

/** `GET /verify`: a mailed link (confirmation or recovery), answered by a redirect to the site. */
function followMailedLink(ctx: AuthContext, url: URL): Promise<Response> | Response {
  const redirectTo = redirectTarget(ctx, url.searchParams.get('redirect_to'));
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type');
  if (type === 'recovery') return followRecoveryLink(ctx, token, redirectTo);
  if (type !== 'signup' || token === '') {
    return fragmentRedirect(redirectTo, { error: 'access_denied', error_code: 'validation_failed', error_description: 'Verify requires a token and a type' });
  }
  return followConfirmationLink(ctx, token, redirectTo);
}

export function authApp(ctx: AuthContext): Hono {
  const app = new Hono()
    .get('/health', () => json({ version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }))
    .get('/settings', () =>
      json({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: !ctx.settings.enableSignup,
        mailer_autoconfirm: ctx.settings.mailerAutoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    )
    // HS256 keys are secret: GoTrue publishes none, and says how long to cache that.
    .get('/.well-known/jwks.json', () => json({ keys: [] }, 200, { 'cache-control': 'public, max-age=600' }))
    .get('/verify', (c) => followMailedLink(ctx, new URL(c.req.url)))
    .route('/', signUpRoutes(ctx))
    .route('/', tokenRoutes(ctx))
    .route('/', userRoutes(ctx))
    .route('/', recoveryRoutes(ctx))
    .route('/', reauthenticationRoutes(ctx))
    .route('/', adminRoutes(ctx))
    .all('*', () => {
      throw new AuthError(404, 'not_found', 'Not Found');
    });
  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c.req.raw, error);
    throw error;
  });
  return app;
}
