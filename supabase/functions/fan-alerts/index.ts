/**
 * fan-alerts: one run of the concert alerts (fan-alerts.ts): Supabase Cron calls it every 15
 * minutes with the service-role key (migration 20261202090000); the local stack's timer does the same.
 */
import { createHttpBatchMailer } from '../_shared/batch-mailer.ts';
import { siteConcertFeed } from '../_shared/fan-concerts.ts';
import { createFanAlertsHandler } from '../_shared/fan-alerts.ts';
import { fanEnvironment } from '../_shared/fan-function-env.ts';
import { createHttpMailer } from '../_shared/http-mailer.ts';
import { createSupabaseFanStore } from '../_shared/supabase-fan-store.ts';

const env = fanEnvironment('fan-alerts', Deno.env);

Deno.serve(
  createFanAlertsHandler({
    store: createSupabaseFanStore(env.database),
    readFeed: siteConcertFeed(env.site),
    batchMailer: createHttpBatchMailer({ url: env.mailApiUrl, apiKey: env.listMailApiKey }),
    // The list's own key for its mails; the artist's monthly report goes with them.
    mailer: createHttpMailer({ url: env.mailApiUrl, apiKey: env.listMailApiKey }),
    sender: env.sender,
    reportTo: env.reportTo,
    site: env.site,
    functionsBase: env.functionsBase,
    secret: env.listSecret,
    serviceKey: env.serviceRoleKey,
  }),
);
