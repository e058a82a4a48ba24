/**
 * Edge Functions run under Deno behind the CLI's gateway rules (wire reference, section 5), and the
 * PostgREST subset they and supabase-js use, with row-level security deciding per role.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { API_URL, ANON_KEY, MAIL_URL, admin, newClient, signedInClient } from './stack';

describe('functions.invoke', () => {
  it('runs the function under Deno with the standard environment and the service-role database access', async () => {
    const { data, error } = await newClient().functions.invoke('echo', { body: { nom: 'Ana' } });
    expect(error).toBeNull();
    expect(data).toEqual({
      received: { nom: 'Ana' },
      path: '/echo',
      env: { url: API_URL, mail: `${MAIL_URL}/emails`, hasServiceKey: true },
      notes: { count: expect.any(Number) },
    });
  });

  it('refuses an invalid JWT with 401 {"msg":"Invalid JWT"} as a FunctionsHttpError', async () => {
    const client = newClient();
    const { data, error } = await client.functions.invoke('echo', { body: {}, headers: { Authorization: 'Bearer not-a-jwt' } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('passes preflights to the function without a JWT, and answers 404 for an unknown function', async () => {
    const preflight = await fetch(`${API_URL}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,content-type,x-client-info' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-client-info/);

    const { error } = await newClient().functions.invoke('absent', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
  });

  it('never runs a shared folder (underscore name) as a function', async () => {
    const response = await fetch(`${API_URL}/functions/v1/_shared`, { method: 'POST', headers: { authorization: `Bearer ${ANON_KEY}` } });
    expect(response.status).toBe(404);
  });
});

describe('rest/v1 under row-level security', () => {
  it('lets a signed-in user insert and read only their own rows, with count, order, filters and limit', async () => {
    const { client } = await signedInClient('rest-owner');
    const inserted = await client
      .from('conformance_notes')
      .insert([
        { title: 'Clave 3-2', rank: 2 },
        { title: 'Clave 2-3', rank: 1 },
        { title: 'Rumba', rank: 3 },
      ])
      .select('id, title, rank');
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data?.map((row) => row.title)).toEqual(['Clave 3-2', 'Clave 2-3', 'Rumba']);

    const ordered = await client.from('conformance_notes').select('title, rank', { count: 'exact' }).order('rank', { ascending: false }).limit(2);
    expect(ordered.error).toBeNull();
    expect(ordered.count).toBe(3);
    expect(ordered.data).toEqual([
      { title: 'Rumba', rank: 3 },
      { title: 'Clave 3-2', rank: 2 },
    ]);

    const filtered = await client.from('conformance_notes').select('title').gte('rank', 2).neq('title', 'Rumba').like('title', 'Clave%');
    expect(filtered.data).toEqual([{ title: 'Clave 3-2' }]);
    const single = await client.from('conformance_notes').select('rank').eq('title', 'Rumba').single();
    expect(single.data).toEqual({ rank: 3 });
    const nulls = await client.from('conformance_notes').select('title').is('rank', null);
    expect(nulls.data).toEqual([]);

    const { client: stranger } = await signedInClient('rest-stranger');
    const theirs = await stranger.from('conformance_notes').select('*', { count: 'exact' });
    expect(theirs.data).toEqual([]);
    expect(theirs.count).toBe(0);
  });

  it('gives anon nothing and refuses its insert with the PostgreSQL error in PostgREST form', async () => {
    const anonymous = newClient();
    const read = await anonymous.from('conformance_notes').select('*');
    expect(read.data).toEqual([]);
    const write = await anonymous.from('conformance_notes').insert({ title: 'anonyme' });
    expect(write.status).toBe(401);
    expect(write.error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
    expect(write.error).toHaveProperty('details');
    expect(write.error).toHaveProperty('hint');
  });

  it('lets the service role bypass row-level security to read, update and delete', async () => {
    const { client } = await signedInClient('rest-service');
    await client.from('conformance_notes').insert({ title: 'Son montuno', rank: 7 });
    const updated = await admin.from('conformance_notes').update({ rank: 8 }).eq('title', 'Son montuno').select('title, rank');
    expect(updated.data).toEqual([{ title: 'Son montuno', rank: 8 }]);
    const removed = await admin.from('conformance_notes').delete().eq('title', 'Son montuno');
    expect(removed.error).toBeNull();
    expect(removed.status).toBe(204);
    const left = await admin.from('conformance_notes').select('id', { count: 'exact', head: true }).eq('title', 'Son montuno');
    expect(left.count).toBe(0);
  });

  it('answers PostgREST errors for an unknown table and a constraint violation', async () => {
    const unknown = await admin.from('absent_table').select('*');
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST205');
    const invalid = await admin.from('conformance_notes').insert({ rank: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23502');
  });
});
