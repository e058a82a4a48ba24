import { beforeEach, describe, expect, it } from 'vitest';
import { createDeleteAccountHandler, DELETE_ACCOUNT_MESSAGES, type AccountAdmin, type TokenOwner } from '../../supabase/functions/_shared/delete-account-handler.ts';
import { MemoryLogger } from './contact-fakes';

const SITE = 'https://yaniel-barcenas.example';
const URL_ = 'https://project.supabase.co/functions/v1/delete-account';

/** Auth with a few users and their tokens; deleting a user keeps its tokens around, as signed JWTs outlive their user. */
class MemoryAccounts implements AccountAdmin {
  users = new Set(['user-1', 'user-2']);
  tokens = new Map([
    ['token-1', 'user-1'],
    ['token-2', 'user-2'],
  ]);
  passwords = new Map([
    ['user-1@example.com', 'Clave-son-1'],
    ['user-2@example.com', 'Clave-son-2'],
  ]);
  deletions: string[] = [];
  unreachable = false;

  async ownerOf(accessToken: string): Promise<TokenOwner> {
    if (this.unreachable) throw new Error('fetch failed');
    const userId = this.tokens.get(accessToken);
    if (userId === undefined) return { kind: 'none' };
    return this.users.has(userId) ? { kind: 'user', id: userId, email: `${userId}@example.com` } : { kind: 'deleted' };
  }

  async passwordMatches(email: string, password: string): Promise<boolean> {
    return this.passwords.get(email) === password;
  }

  async deleteUser(userId: string): Promise<boolean> {
    this.deletions.push(userId);
    return this.users.delete(userId);
  }
}

let accounts: MemoryAccounts;
let logger: MemoryLogger;
let handle: (request: Request) => Promise<Response>;

beforeEach(() => {
  accounts = new MemoryAccounts();
  logger = new MemoryLogger();
  handle = createDeleteAccountHandler({ accounts, allowedOrigins: [SITE], logger });
});

/** A request as the pro area sends it: the user's token, and the current password it asked for. */
const call = (headers: Record<string, string>, method = 'POST', body: unknown = { password: 'Clave-son-1' }) =>
  handle(new Request(URL_, { method, headers: { origin: SITE, ...headers }, ...(method === 'OPTIONS' || method === 'GET' ? {} : { body: JSON.stringify(body) }) }));

describe('delete-account handler', () => {
  it("deletes the caller's own account and answers in French", async () => {
    const response = await call({ authorization: 'Bearer token-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, message: DELETE_ACCOUNT_MESSAGES.fr.deleted });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(accounts.users.has('user-1')).toBe(false);
    expect(accounts.users.has('user-2')).toBe(true);
  });

  it('answers in the language the pro area sent, French when it names none the site speaks', async () => {
    const wrong = await call({ authorization: 'Bearer token-1' }, 'POST', { password: 'Clave-son-2', lang: 'en' });
    expect(await wrong.json()).toEqual({ error: 'Incorrect password: your account has not been deleted.' });
    const unknown = await call({ authorization: 'Bearer token-1' }, 'POST', { password: 'Clave-son-2', lang: 'pt' });
    expect(await unknown.json()).toEqual({ error: DELETE_ACCOUNT_MESSAGES.fr.wrongPassword });
    const deleted = await call({ authorization: 'Bearer token-1' }, 'POST', { password: 'Clave-son-1', lang: 'es' });
    expect(await deleted.json()).toEqual({ deleted: true, message: 'Tu cuenta se ha eliminado. Se ha cerrado la sesión en todos tus dispositivos.' });
  });

  it('is harmless the second time: the token of a deleted user gets a clear message and deletes nothing', async () => {
    await call({ authorization: 'Bearer token-1' });
    const again = await call({ authorization: 'Bearer token-1' }, 'DELETE');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ deleted: false, message: DELETE_ACCOUNT_MESSAGES.fr.alreadyDeleted });
    expect(accounts.deletions).toEqual(['user-1']);
  });

  it('treats a user deleted between the token check and the deletion as already deleted', async () => {
    accounts.deleteUser = async () => false;
    expect(await (await call({ authorization: 'Bearer token-2' }, 'POST', { password: 'Clave-son-2' })).json()).toEqual({
      deleted: false,
      message: DELETE_ACCOUNT_MESSAGES.fr.alreadyDeleted,
    });
  });

  it('deletes nothing with a token alone or a wrong password: a stolen token is not enough', async () => {
    for (const [body, message] of [
      [null, DELETE_ACCOUNT_MESSAGES.fr.passwordRequired],
      [{ password: '' }, DELETE_ACCOUNT_MESSAGES.fr.passwordRequired],
      [{ password: 'Clave-son-2' }, DELETE_ACCOUNT_MESSAGES.fr.wrongPassword],
    ] as const) {
      const response = await call({ authorization: 'Bearer token-1' }, 'POST', body);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: message });
    }
    expect(accounts.deletions).toEqual([]);
  });

  it('answers 401 without a bearer token, and for a token that is no user (anon key, ended session)', async () => {
    for (const headers of [{}, { authorization: 'Bearer anon-key' }, { authorization: 'Basic abc' }]) {
      const response = await call(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: DELETE_ACCOUNT_MESSAGES.fr.notSignedIn });
    }
    expect(accounts.deletions).toEqual([]);
  });

  it('answers 500 and logs when Auth cannot be reached', async () => {
    accounts.unreachable = true;
    const response = await call({ authorization: 'Bearer token-1' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: DELETE_ACCOUNT_MESSAGES.fr.failed });
    expect(logger.errors).toEqual(['delete-account: deletion failed']);
  });

  it('answers preflights, refuses other methods and foreign origins', async () => {
    const preflight = await call({ 'access-control-request-method': 'POST' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, DELETE, OPTIONS');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect((await call({ authorization: 'Bearer token-1' }, 'GET')).status).toBe(405);
    const foreign = await handle(new Request(URL_, { method: 'POST', headers: { origin: 'https://evil.example', authorization: 'Bearer token-1' } }));
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(accounts.users.has('user-1')).toBe(true);
  });
});
