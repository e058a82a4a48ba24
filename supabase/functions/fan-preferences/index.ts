/** fan-preferences: read and change city and distance with the signed link of any mail (fan-link-handlers.ts); this file wires it to Deno. */
import { createSiteCityDirectory } from '../_shared/fan-city-directory.ts';
import { fanEnvironment } from '../_shared/fan-function-env.ts';
import { createFanPreferencesHandler } from '../_shared/fan-link-handlers.ts';
import { createSupabaseFanStore } from '../_shared/supabase-fan-store.ts';

const env = fanEnvironment('fan-preferences', Deno.env);

Deno.serve(
  createFanPreferencesHandler({
    store: createSupabaseFanStore(env.database),
    cities: createSiteCityDirectory(env.site),
    allowedOrigins: env.allowedOrigins,
    secret: env.listSecret,
  }),
);
