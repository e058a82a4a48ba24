/** fan-unsubscribe: RFC 8058's one-click POST, or the preferences page (fan-link-handlers.ts); this file wires it to Deno. */
import { fanEnvironment } from '../_shared/fan-function-env.ts';
import { createFanUnsubscribeHandler } from '../_shared/fan-link-handlers.ts';
import { createSupabaseFanStore } from '../_shared/supabase-fan-store.ts';

const env = fanEnvironment('fan-unsubscribe', Deno.env);

Deno.serve(createFanUnsubscribeHandler({ store: createSupabaseFanStore(env.database), allowedOrigins: env.allowedOrigins, secret: env.listSecret }));
