/** Who a PostgREST or Storage request acts as: the role and claims of its bearer token (or API key). */
import type { Caller } from './database.ts';
import type { JwtKeys } from './jwt.ts';

export async function callerOf(keys: JwtKeys, request: Request): Promise<Caller> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? request.headers.get('apikey');
  if (!bearer) return { claims: { role: 'anon' } };
  const verified = await keys.verify(bearer);
  if ('failure' in verified) return { invalid: verified.failure === 'expired' ? 'jwt expired' : verified.reason };
  const role = verified.claims['role'];
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return { invalid: `role "${String(role)}" does not exist` };
  return { claims: { ...verified.claims, role } };
}
