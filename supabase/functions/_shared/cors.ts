/**
 * Browser access to the site's Edge Functions: the site's own origins (SITE_ORIGINS) and any
 * loopback origin (development) may call them, with the headers supabase-js sends.
 */

/** The headers supabase-js and browser tracing send with an invocation. */
export const ALLOWED_REQUEST_HEADERS = 'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage';

export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]');
  } catch {
    return false;
  }
}

/** SITE_ORIGINS as a list: comma-separated origins, blanks ignored. */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * The site's address, for a link a function mails (the approve link): the first of SITE_ORIGINS,
 * the production site, whichever of its origins the request came from; with none listed
 * (development, where only loopback pages may call), the loopback page that called. Undefined
 * when neither is known: a link to nowhere must not be mailed.
 */
export function siteOriginOf(request: Request, allowedOrigins: readonly string[]): string | undefined {
  const origin = request.headers.get('origin');
  return allowedOrigins[0] ?? (origin !== null && isLoopbackOrigin(origin) ? origin : undefined);
}

/** The CORS headers of an answer to `origin`: allowed origins are echoed, others get none. */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin !== null && (allowedOrigins.includes(origin) || isLoopbackOrigin(origin))) headers['Access-Control-Allow-Origin'] = origin;
  return headers;
}

/** The answer to a preflight, for a function that takes the given methods. */
export function preflightResponse(origin: string | null, allowedOrigins: readonly string[], methods: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin, allowedOrigins),
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
      'Access-Control-Max-Age': '86400',
    },
  });
}
