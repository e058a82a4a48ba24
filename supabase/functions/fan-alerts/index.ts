/**
 * fan-alerts: one run of the concert alerts (fan-alerts.ts): Supabase Cron calls it every 15
 * minutes with the service-role key (migration 20261202090000); the local stack's timer does the same.
 */
import { createHttpBatchMailer } from '../_shared/batch-mailer.ts';
import { FAN_CONCERT_FEED_PATH } from '../_shared/fan-concerts.ts';
import { createFanAlertsHandler } from '../_shared/fan-alerts.ts';
import { fanEnvironment } from '../_shared/fan-function-env.ts';
import { createHttpMailer } from '../_shared/http-mailer.ts';
import { createSupabaseFanStore } from '../_shared/supabase-fan-store.ts';

const env = fanEnvironment('fan-alerts', Deno.env);
const feedUrl = `${env.site.replace(/\/$/, '')}${FAN_CONCERT_FEED_PATH}`;

Deno.serve(
  createFanAlertsHandler({
    store: createSupabaseFanStore(env.database),
    async readFeed() {
      const response = await fetch(feedUrl, { signal: AbortSignal.timeout(15_000) });
      if (!response.ok) throw new Error(`${feedUrl} answered ${response.status}`);
      return (await response.json()) as unknown;
    },
    batchMailer: createHttpBatchMailer({ url: env.mailApiUrl, apiKey: env.mailApiKey }),
    mailer: createHttpMailer({ url: env.mailApiUrl, apiKey: env.mailApiKey }),
    sender: env.sender,
    reportTo: env.reportTo,
    site: env.site,
    functionsBase: env.functionsBase,
    secret: env.serviceRoleKey,
    serviceKey: env.serviceRoleKey,
  }),
);
