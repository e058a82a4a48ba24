// A function for the conformance suite: reports what the local stack gives a function, and reaches
// the database through supabase-js with the service-role key, as the project's functions do.
import { createClient } from 'npm:@supabase/supabase-js@2';

Deno.serve(async (request: Request) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type' };
  if (request.method === 'OPTIONS') return new Response('ok', { headers: cors });
  const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');
  const body = await request.json().catch(() => null);
  const { count, error } = await supabase.from('conformance_notes').select('*', { count: 'exact', head: true });
  return Response.json(
    {
      received: body,
      path: new URL(request.url).pathname,
      env: { url: Deno.env.get('SUPABASE_URL'), mail: Deno.env.get('MAIL_API_URL'), hasServiceKey: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')) },
      notes: error ? { error: error.message } : { count },
    },
    { headers: cors },
  );
});
