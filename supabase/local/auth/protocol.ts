/** GoTrue's wire conventions the `/auth/v1` routes share: its errors, its body reading, its tokens. */
import { randomBytes } from 'node:crypto';
import { json } from '../http.ts';

/** GoTrue's API version that switches error bodies to `{ code, message }`. */
export const API_VERSION = '2024-01-01';

/** bcrypt cost of stored passwords (GoTrue's default). */
export const BCRYPT_COST = 10;

/** An error GoTrue would answer; rendered in the body format the caller's API version asks for. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export function authErrorResponse(request: Request, error: AuthError): Response {
  const modern = (request.headers.get('x-supabase-api-version') ?? '') >= API_VERSION;
  const body = modern ? { code: error.code, message: error.message, ...error.extra } : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  return json(body, error.status, {
    'x-sb-error-code': error.code,
    ...(modern ? { 'x-supabase-api-version': API_VERSION } : {}),
  });
}

export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const body = await request.text();
  if (body.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to GoTrue's answer for a body it cannot read.
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
}
