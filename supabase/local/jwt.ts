/** HS256 JWTs with the stack's secret: access tokens, the demo API keys and storage download tokens. */
import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';

/** The Supabase CLI's demo secret: any Supabase tool pointed at the stack accepts its tokens. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export class JwtKeys {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: JWTPayload): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.#key);
  }

  /** The verified claims, or why the token is refused (`expired` apart, for storage's message). */
  async verify(token: string): Promise<{ claims: JWTPayload } | { failure: 'expired' | 'invalid'; reason: string }> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      return { claims: payload };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { failure: 'expired', reason: 'token is expired' };
      return { failure: 'invalid', reason: error instanceof Error ? error.message : 'invalid token' };
    }
  }

  /** The CLI's long-lived API key for a role (`anon` or `service_role`), byte for byte. */
  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.sign({ iss: 'supabase-demo', role, exp: 1983812996 });
  }
}
