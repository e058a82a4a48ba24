/**
 * `/rest/v1`: the subset of PostgREST that supabase-js's query builder uses on the tables of the
 * `public` schema, and `supabase.rpc()` on its functions (named arguments, a single value
 * returned). Each request runs in a transaction under the role of its JWT, so Postgres row-level
 * security and grants (EXECUTE on a function) decide, as they do behind hosted Supabase.
 */
import { Hono } from 'hono';
import { callerOf } from './caller.ts';
import { asRole, type Caller, type Database, type Tx } from './database.ts';
import { json } from './http.ts';
import type { JwtKeys } from './jwt.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const quote = (identifier: string): string => `"${identifier}"`;
const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const comparisons: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' };

class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }
}

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new RestError(400, 'PGRST100', `"failed to parse" (${name})`);
  return quote(name);
}

/** PostgREST's horizontal filters: `column=op.value`, with `not.` negation. */
function filters(search: URLSearchParams, params: unknown[]): string {
  const clauses: string[] = [];
  for (const [column, expression] of search) {
    if (reservedParams.has(column)) continue;
    const negated = expression.startsWith('not.');
    const [operator = '', ...valueParts] = (negated ? expression.slice(4) : expression).split('.');
    const value = valueParts.join('.');
    const target = identifier(column);
    let clause: string;
    if (operator in comparisons) {
      params.push(value);
      clause = `${target} ${comparisons[operator]} $${params.length}`;
    } else if (operator === 'is') {
      const literal = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[value.toLowerCase()];
      if (!literal) throw new RestError(400, 'PGRST100', `"failed to parse filter (is.${value})"`);
      clause = `${target} is ${literal}`;
    } else if (operator === 'in' && /^\(.*\)$/.test(value)) {
      params.push(
        value
          .slice(1, -1)
          .split(',')
          .map((item) => item.trim().replace(/^"(.*)"$/, '$1')),
      );
      clause = `${target}::text = any($${params.length}::text[])`;
    } else {
      throw new RestError(400, 'PGRST100', `"failed to parse filter (${expression})"`);
    }
    clauses.push(negated ? `not (${clause})` : clause);
  }
  return clauses.length > 0 ? ` where ${clauses.join(' and ')}` : '';
}

function selectList(search: URLSearchParams): string {
  const select = search.get('select') ?? '*';
  if (select === '*') return '*';
  return select
    .split(',')
    .map((column) => column.trim())
    .map((column) => {
      const [alias, name] = column.includes(':') ? column.split(':') : [undefined, column];
      return alias ? `${identifier(name ?? '')} as ${identifier(alias)}` : identifier(name ?? '');
    })
    .join(', ');
}

function orderBy(search: URLSearchParams): string {
  const order = search.get('order');
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    const direction = modifiers.includes('desc') ? ' desc' : ' asc';
    const nulls = modifiers.includes('nullsfirst') ? ' nulls first' : modifiers.includes('nullslast') ? ' nulls last' : '';
    return `${identifier(column)}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function preferences(request: Request): { returnRepresentation: boolean; countExact: boolean } {
  const prefer = request.headers.get('prefer') ?? '';
  return { returnRepresentation: /return=representation/.test(prefer), countExact: /count=exact/.test(prefer) };
}

/** Postgres errors keep their SQLSTATE as `code`, with PostgREST's HTTP statuses. */
function fromDatabaseError(error: unknown, role: string): RestError {
  const pgError = error as { code?: string; message?: string; detail?: string; hint?: string };
  const code = pgError.code ?? 'PGRST000';
  const message = pgError.message ?? String(error);
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '42P01') status = 404;
  else if (!/^(22|23|42)/.test(code)) status = 500;
  return new RestError(status, code, message, pgError.detail ?? null, pgError.hint ?? null);
}

async function tableExists(tx: Tx, table: string): Promise<boolean> {
  const found = await tx.query(`select 1 from information_schema.tables where table_schema = 'public' and table_name = $1`, [table]);
  return found.rows.length > 0;
}

async function answer(db: Database, request: Request, table: string, caller: Caller): Promise<Response> {
  try {
    if ('invalid' in caller) throw new RestError(401, 'PGRST301', caller.invalid);
    const { claims } = caller;
    const search = new URL(request.url).searchParams;
    const body = ['POST', 'PATCH'].includes(request.method) ? await request.text() : '';
    return await asRole(db, claims, async (tx) => {
      if (!(await tableExists(tx, table))) {
        throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
      }
      try {
        return await run(tx, request, table, search, body);
      } catch (error) {
        throw error instanceof RestError ? error : fromDatabaseError(error, claims.role);
      }
    });
  } catch (error) {
    return restErrorResponse(error instanceof RestError ? error : fromDatabaseError(error, 'anon'));
  }
}

function restErrorResponse(error: RestError): Response {
  return json({ code: error.code, message: error.message, details: error.details, hint: error.hint }, error.status);
}

async function run(tx: Tx, request: Request, table: string, search: URLSearchParams, body: string): Promise<Response> {
  const target = `public.${quote(table)}`;
  const { returnRepresentation, countExact } = preferences(request);
  const params: unknown[] = [];

  if (request.method === 'GET' || request.method === 'HEAD') {
    const where = filters(search, params);
    const limit = Number(search.get('limit') ?? NaN);
    const offset = Number(search.get('offset') ?? 0);
    const page = `${Number.isInteger(limit) ? ` limit ${limit}` : ''}${offset > 0 ? ` offset ${offset}` : ''}`;
    const rows = (await tx.query<Record<string, unknown>>(`select ${selectList(search)} from ${target}${where}${orderBy(search)}${page}`, params)).rows;
    const total = countExact ? (await tx.query<{ count: number }>(`select count(*)::int as count from ${target}${where}`, params)).rows[0]?.count : undefined;
    const range = rows.length > 0 ? `${offset}-${offset + rows.length - 1}` : '*';
    const headers = { 'content-range': `${range}/${total ?? '*'}` };
    if ((request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json')) {
      if (rows.length !== 1) {
        throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`);
      }
      return json(rows[0], 200, headers);
    }
    return request.method === 'HEAD' ? new Response(null, { status: 200, headers }) : json(rows, 200, headers);
  }

  if (request.method === 'POST') {
    let payload: unknown;
    try {
      payload = JSON.parse(body);
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    const rows = Array.isArray(payload) ? payload : [payload];
    const columns = [...new Set(rows.flatMap((row) => (typeof row === 'object' && row !== null ? Object.keys(row) : [])))];
    if (columns.length === 0) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const list = columns.map(identifier).join(', ');
    const inserted = await tx.query<Record<string, unknown>>(
      `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json) returning ${returnRepresentation ? selectList(search) : '1'}`,
      [JSON.stringify(rows)],
    );
    return returnRepresentation ? json(inserted.rows, 201) : new Response(null, { status: 201 });
  }

  if (request.method === 'PATCH' || request.method === 'DELETE') {
    let statement: string;
    if (request.method === 'PATCH') {
      const payload = JSON.parse(body || '{}') as Record<string, unknown>;
      const columns = Object.keys(payload).map(identifier);
      if (columns.length === 0) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      params.push(JSON.stringify(payload));
      statement = `update ${target} set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::${target}, $1::json))`;
    } else {
      statement = `delete from ${target}`;
    }
    const changed = await tx.query<Record<string, unknown>>(`${statement}${filters(search, params)} returning ${returnRepresentation ? selectList(search) : '1'}`, params);
    return returnRepresentation ? json(changed.rows, 200) : new Response(null, { status: 204 });
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
}

/**
 * `POST /rest/v1/rpc/<function>`: PostgREST's call of a `public` function with the body's keys as
 * named arguments (Postgres infers each type from the signature); its value is the answer, as
 * PostgREST answers a function that returns one value.
 */
async function callFunction(db: Database, request: Request, name: string, caller: Caller): Promise<Response> {
  try {
    if ('invalid' in caller) throw new RestError(401, 'PGRST301', caller.invalid);
    if (request.method !== 'POST') throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    const { claims } = caller;
    const text = await request.text();
    let payload: unknown = {};
    try {
      payload = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const entries = Object.entries(payload as Record<string, unknown>);
    return await asRole(db, claims, async (tx) => {
      const found = await tx.query(`select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.proname = $1`, [name]);
      if (found.rows.length === 0) throw new RestError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
      // Objects and arrays go as JSON text, for json and jsonb arguments; other values as their text.
      const values = entries.map(([, value]) => (value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value)));
      const list = entries.map(([key], index) => `${identifier(key)} => $${index + 1}`).join(', ');
      try {
        const result = await tx.query<{ result: unknown }>(`select public.${identifier(name)}(${list}) as result`, values);
        return json(result.rows[0]?.result ?? null);
      } catch (error) {
        throw fromDatabaseError(error, claims.role);
      }
    });
  } catch (error) {
    return restErrorResponse(error instanceof RestError ? error : fromDatabaseError(error, 'anon'));
  }
}

/** Answers `/rest/v1/<table>` and `/rest/v1/rpc/<function>`, under the role of the request's token. */
export function restApp(db: Database, keys: JwtKeys): Hono {
  return new Hono()
    .all('/rpc/:name{[A-Za-z_][A-Za-z0-9_]*}', async (c) => callFunction(db, c.req.raw, c.req.param('name'), await callerOf(keys, c.req.raw)))
    .all('/:table{[A-Za-z_][A-Za-z0-9_]*}', async (c) => answer(db, c.req.raw, c.req.param('table'), await callerOf(keys, c.req.raw)))
    .all('*', () => restErrorResponse(new RestError(404, 'PGRST125', 'Invalid path specified in request URL')));
}
