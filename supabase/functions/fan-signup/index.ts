/** fan-signup: a fan joins the concert alerts list (fan-signup-handler.ts); this file wires it to Deno. */
import { createSupabaseAlertStore } from '../_shared/artist-alerts.ts';
import { createSiteCityDirectory } from '../_shared/fan-city-directory.ts';
import { fanEnvironment } from '../_shared/fan-function-env.ts';
import { createFanSignUpHandler } from '../_shared/fan-signup-handler.ts';
import { createHttpMailer } from '../_shared/http-mailer.ts';
import { createSupabaseFanStore } from '../_shared/supabase-fan-store.ts';

const env = fanEnvironment('fan-signup', Deno.env);

Deno.serve(
  createFanSignUpHandler({
    store: createSupabaseFanStore(env.database),
    cities: createSiteCityDirectory(env.site),
    mailer: createHttpMailer({ url: env.mailApiUrl, apiKey: env.listMailApiKey }),
    sender: env.sender,
    site: env.site,
    functionsBase: env.functionsBase,
    allowedOrigins: env.allowedOrigins,
    secret: env.listSecret,
    reportTo: env.reportTo,
    alerts: createSupabaseAlertStore(env.database),
  }),
);
