/** What the site's browser-facing functions share over HTTP: the caller's bearer token, and JSON answers with their CORS headers. */

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** JSON answers carrying `cors` (and any extra headers). */
export function jsonAnswer(cors: Record<string, string>) {
  return (status: number, body: Record<string, unknown>, extra: Record<string, string> = {}): Response =>
    new Response(JSON.stringify(body), { status, headers: { ...cors, ...extra, 'Content-Type': 'application/json; charset=utf-8' } });
}
