/** fan-confirm: the confirmation page sends the mailed token (fan-link-handlers.ts); this file wires it to Deno. */
import { siteConcertFeed } from '../_shared/fan-concerts.ts';
import { fanEnvironment } from '../_shared/fan-function-env.ts';
import { createFanConfirmHandler } from '../_shared/fan-link-handlers.ts';
import { createHttpMailer } from '../_shared/http-mailer.ts';
import { createSupabaseFanStore } from '../_shared/supabase-fan-store.ts';

const env = fanEnvironment('fan-confirm', Deno.env);

Deno.serve(
  createFanConfirmHandler({
    store: createSupabaseFanStore(env.database),
    allowedOrigins: env.allowedOrigins,
    secret: env.listSecret,
    readFeed: siteConcertFeed(env.site),
    mailer: createHttpMailer({ url: env.mailApiUrl, apiKey: env.listMailApiKey }),
    sender: env.sender,
    site: env.site,
    functionsBase: env.functionsBase,
  }),
);
