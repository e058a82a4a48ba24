/**
 * The API port, as Kong routes it in front of hosted Supabase: one app per service under its
 * path, the gateway's CORS on all but the functions, and the API key check for auth and rest.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { except } from 'hono/combine';
import { OPEN_AUTH_PATHS } from './auth/app.ts';
import { FUNCTIONS_PATH } from './functions.ts';
import { gatewayCors, json } from './http.ts';

export interface ApiServices {
  auth: Hono;
  rest: Hono;
  storage: Hono;
  functions: Hono;
  anonKey: string;
  serviceRoleKey: string;
}

const AUTH_PATH = '/auth/v1';

/** Kong's key check: the request must carry one of the project's keys. */
function requireApiKey(anonKey: string, serviceRoleKey: string): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) return json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    if (key !== anonKey && key !== serviceRoleKey) return json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    return next();
  };
}

export function apiApp(services: ApiServices): Hono {
  const keyCheck = requireApiKey(services.anonKey, services.serviceRoleKey);
  const app = new Hono()
    // A function answers its own CORS, preflights included, as behind Supabase's gateway.
    .use(except(`${FUNCTIONS_PATH}/*`, gatewayCors))
    .use(
      `${AUTH_PATH}/*`,
      except(
        OPEN_AUTH_PATHS.map((path) => `${AUTH_PATH}${path}`),
        keyCheck,
      ),
    )
    .use('/rest/v1/*', keyCheck)
    .route(AUTH_PATH, services.auth)
    .route('/rest/v1', services.rest)
    .route('/storage/v1', services.storage)
    .route(FUNCTIONS_PATH, services.functions)
    .notFound(() => json({ message: 'no Route matched with those values' }, 404));
  app.onError((error) => {
    console.error('[supabase-local]', error);
    return json({ code: 'unexpected_failure', message: error.message }, 500);
  });
  return app;
}
