/** What the site's browser-facing functions share over HTTP: their opening checks, the caller's bearer token, JSON answers with their CORS headers. */
import { corsHeaders, preflightResponse } from './cors.ts';

export type JsonAnswer = (status: number, body: Record<string, unknown>, extra?: Record<string, string>) => Response;

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** JSON answers carrying `cors` (and any extra headers). */
export function jsonAnswer(cors: Record<string, string>): JsonAnswer {
  return (status, body, extra = {}) => new Response(JSON.stringify(body), { status, headers: { ...cors, ...extra, 'Content-Type': 'application/json; charset=utf-8' } });
}

/**
 * What a browser-facing function checks first: a preflight is answered, another method or a
 * foreign origin refused with the function's own French message. Else the JSON answer, with the
 * CORS headers, for the rest of the request.
 */
export function openBrowserRequest(
  request: Request,
  allowedOrigins: readonly string[],
  methods: readonly string[],
  messages: { method: string; origin: string },
): { answer: Response } | { json: JsonAnswer } {
  const origin = request.headers.get('origin');
  const cors = corsHeaders(origin, allowedOrigins);
  const json = jsonAnswer(cors);
  const allowed = [...methods, 'OPTIONS'].join(', ');
  if (request.method === 'OPTIONS') return { answer: preflightResponse(origin, allowedOrigins, allowed) };
  if (!methods.includes(request.method)) return { answer: json(405, { error: messages.method }, { Allow: allowed }) };
  if (origin !== null && !('Access-Control-Allow-Origin' in cors)) return { answer: json(403, { error: messages.origin }) };
  return { json };
}

/** Compares in time independent of where the strings differ, so a key cannot be guessed byte by byte. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0 && expected.length > 0;
}
