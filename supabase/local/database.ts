/**
 * The stack's Postgres: PGlite (Postgres compiled to WASM) in this process, stored in a folder
 * so that users, sessions and files survive a restart. Hosted Supabase's own schemas come from
 * bootstrap.sql; then the project's migrations apply, each once, as `supabase db push` would.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export type Database = PGlite;
export type Tx = Transaction;

/** The JWT claims a request runs under; `role` becomes the Postgres role, as in PostgREST. */
export interface RequestClaims {
  role: string;
  [claim: string]: unknown;
}

/** Who a request acts as: its verified claims, or why its bearer token was refused. */
export type Caller = { claims: RequestClaims } | { invalid: string };

const DATE_OID = 1082;
const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

export async function openDatabase(dataDir: string, migrationsDir: string): Promise<Database> {
  // PostgREST answers a `date` as its text ('2027-07-14'); PGlite would make it a midnight-UTC timestamp.
  const db = await PGlite.create(join(dataDir, 'pgdata'), { parsers: { [DATE_OID]: (value: string) => value } });
  await db.exec(await readFile(new URL('./bootstrap.sql', import.meta.url), 'utf8'));
  await applyMigrations(db, migrationsDir);
  return db;
}

async function applyMigrations(db: Database, migrationsDir: string): Promise<void> {
  const files = (await readdir(migrationsDir).catch(() => [])).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  const applied = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  for (const file of files) {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
  }
}

/**
 * Runs `work` in a transaction under the caller's Postgres role and JWT claims, so that
 * row-level security decides what it may see, exactly as PostgREST does for each request.
 */
export async function asRole<T>(db: Database, claims: RequestClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!apiRoles.has(claims.role)) throw new Error(`Unknown role ${claims.role}`);
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${claims.role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.role', $2, true)`, [JSON.stringify(claims), claims.role]);
    return work(tx);
  });
}
