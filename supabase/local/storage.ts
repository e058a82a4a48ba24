/**
 * `/storage/v1`: objects of the buckets the migrations create, with Supabase Storage's uploads and
 * signed URLs. Whether a caller may upload, sign or read an object is decided by Postgres row-level
 * security on `storage.objects`, under the caller's role, as in hosted Supabase. The bytes live in
 * the data folder.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { callerOf } from './caller.ts';
import { asRole, type Database, type RequestClaims } from './database.ts';
import { json } from './http.ts';
import type { JwtKeys } from './jwt.ts';

const mimeTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.zip': 'application/zip',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain',
};

/** Storage answers every client error with HTTP 400 and the real status in the body. */
function storageError(statusCode: number, code: string, error: string, message: string): Response {
  return json({ statusCode: String(statusCode), code, error, message }, statusCode >= 500 ? statusCode : 400);
}

const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const NOT_ACCESSIBLE = 'Either the object does not exist or you do not have access to it';

interface ObjectRow {
  name: string;
  metadata: { mimetype?: string; size?: number };
}

export interface StorageServiceOptions {
  db: Database;
  keys: JwtKeys;
  filesDir: string;
}

/** A signing request's body: `expiresIn` (seconds) and, to sign several objects, their `paths`; or Storage's refusal. */
async function signingBody(request: Request): Promise<{ expiresIn: number; paths?: unknown } | Response> {
  const body = (await request.json().catch(() => ({}))) as { expiresIn?: unknown; paths?: unknown };
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1) {
    return storageError(400, 'InvalidRequest', 'Bad Request', "body must have required property 'expiresIn'");
  }
  return { expiresIn, paths: body.paths };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => join(entry.parentPath, entry.name));
}

export class StorageService {
  readonly #db: Database;
  readonly #keys: JwtKeys;
  readonly #filesDir: string;

  constructor(options: StorageServiceOptions) {
    this.#db = options.db;
    this.#keys = options.keys;
    this.#filesDir = options.filesDir;
  }

  /**
   * Uploads into `bucket` each file of `sourceDir` it does not hold yet, the folder layout giving
   * the object names: what `npm run pro-documents:push` put there survives a restart.
   */
  async seed(bucket: string, sourceDir: string): Promise<number> {
    const files = await listFiles(sourceDir);
    let seeded = 0;
    for (const file of files) {
      const name = relative(sourceDir, file).split(sep).join('/');
      const metadata = { size: (await stat(file)).size, mimetype: mimeTypes[extname(file).toLowerCase()] ?? 'application/octet-stream' };
      const inserted = await this.#db.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3) on conflict (bucket_id, name) do nothing returning name`, [
        bucket,
        name,
        JSON.stringify(metadata),
      ]);
      if (inserted.rows.length === 0) continue;
      const target = this.#objectPath(bucket, name);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(file, target);
      seeded += 1;
    }
    return seeded;
  }

  #objectPath(bucket: string, name: string): string {
    return join(this.#filesDir, bucket, ...name.split('/'));
  }

  /** Answers `/storage/v1/object/…`: signed downloads by their token, everything else under the caller's role. */
  app(): Hono {
    /** Runs `answer` with the caller's claims, or refuses a request whose token is invalid. */
    const asCaller = (answer: (claims: RequestClaims, c: Context) => Promise<Response>) => async (c: Context) => {
      const caller = await callerOf(this.#keys, c.req.raw);
      return 'invalid' in caller ? storageError(403, 'InvalidJWT', 'Unauthorized', caller.invalid) : answer(caller.claims, c);
    };
    const visibleDownload = asCaller((claims, c) => this.#visibleDownload(claims, c.req.param('bucket') ?? '', c.req.param('name') ?? ''));
    const upload = (method: 'POST' | 'PUT') => asCaller((claims, c) => this.#upload(claims, c.req.raw, c.req.param('bucket') ?? '', c.req.param('name') ?? '', method));
    return new Hono()
      .get('/object/sign/:bucket/:name{.+}', (c) => this.#signedDownload(c.req.param('bucket'), c.req.param('name'), new URL(c.req.url)))
      .post(
        '/object/sign/:bucket/:name{.+}',
        asCaller(async (claims, c) => {
          const body = await signingBody(c.req.raw);
          return body instanceof Response ? body : this.#signOne(claims, c.req.param('bucket') ?? '', c.req.param('name') ?? '', body.expiresIn);
        }),
      )
      .post(
        '/object/sign/:bucket',
        asCaller(async (claims, c) => {
          const body = await signingBody(c.req.raw);
          if (body instanceof Response) return body;
          if (!Array.isArray(body.paths)) return storageError(400, 'InvalidRequest', 'Bad Request', "body must have required property 'paths'");
          const names = body.paths.filter((item): item is string => typeof item === 'string');
          return this.#signMany(claims, c.req.param('bucket') ?? '', names, body.expiresIn);
        }),
      )
      .get('/object/public/:bucket/:name{.+}', (c) => this.#publicDownload(c.req.param('bucket'), c.req.param('name')))
      .get('/object/authenticated/:bucket/:name{.+}', visibleDownload)
      .get('/object/:bucket/:name{.+}', visibleDownload)
      .post('/object/:bucket/:name{.+}', upload('POST'))
      .put('/object/:bucket/:name{.+}', upload('PUT'))
      .all('*', () => storageError(404, 'not_found', 'not_found', 'Route not found'));
  }

  /**
   * `POST /object/{bucket}/{name}` creates an object (replacing one only with `x-upsert: true`),
   * `PUT` replaces one; the body is the file itself, or a multipart form holding it, as storage-js
   * sends a Blob. Row-level security decides, under the caller's role: no policy lets anyone but
   * the service role write to the pro-documents bucket.
   */
  async #upload(claims: RequestClaims, request: Request, bucket: string, name: string, method: 'POST' | 'PUT'): Promise<Response> {
    const form = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') ? await request.formData() : undefined;
    const file = form ? [...form.values()].find((value): value is File => typeof value !== 'string') : undefined;
    const bytes = new Uint8Array(file ? await file.arrayBuffer() : await request.arrayBuffer());
    const contentType = (file?.type || request.headers.get('content-type')) ?? '';
    const metadata = {
      size: bytes.byteLength,
      mimetype: contentType && !contentType.startsWith('multipart/') ? contentType : (mimeTypes[extname(name).toLowerCase()] ?? 'application/octet-stream'),
    };
    const upsert = method === 'PUT' || request.headers.get('x-upsert') === 'true';
    // Storage finds the bucket with its own rights; only the object is written under the caller's role.
    const bucketFound = await this.#db.query('select 1 from storage.buckets where id = $1', [bucket]);
    if (bucketFound.rows.length === 0) return storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
    try {
      return await asRole(this.#db, claims, async (tx) => {
        const written =
          method === 'PUT'
            ? await tx.query<{ id: string }>(`update storage.objects set metadata = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id`, [
                bucket,
                name,
                JSON.stringify(metadata),
              ])
            : await tx.query<{ id: string }>(
                `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)
                 on conflict (bucket_id, name) do ${upsert ? 'update set metadata = excluded.metadata, updated_at = now()' : 'nothing'} returning id`,
                [bucket, name, JSON.stringify(metadata)],
              );
        const id = written.rows[0]?.id;
        if (id === undefined) return method === 'PUT' ? notFound() : storageError(409, 'Duplicate', 'Duplicate', 'The resource already exists');
        const target = this.#objectPath(bucket, name);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, bytes);
        return json({ Key: `${bucket}/${name}`, Id: id });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '42501') return storageError(403, 'Unauthorized', 'Unauthorized', 'new row violates row-level security policy');
      throw error;
    }
  }

  /** `/object/{bucket}/{name}` and `/object/authenticated/…`: the caller's role decides. */
  async #visibleDownload(claims: RequestClaims, bucket: string, name: string): Promise<Response> {
    const object = await this.#visibleObject(claims, bucket, name);
    return object ? this.#sendFile(bucket, object, null) : notFound();
  }

  async #visibleObject(claims: RequestClaims, bucket: string, name: string): Promise<ObjectRow | undefined> {
    const found = await asRole(this.#db, claims, (tx) => tx.query<ObjectRow>('select name, metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]));
    return found.rows[0];
  }

  async #signedPath(bucket: string, name: string, expiresIn: number): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const token = await this.#keys.sign({ url: `${bucket}/${name}`, iat, exp: iat + expiresIn });
    // Unencoded on purpose: supabase-js runs encodeURI on it.
    return `/object/sign/${bucket}/${name}?token=${token}`;
  }

  async #signOne(claims: RequestClaims, bucket: string, name: string, expiresIn: number): Promise<Response> {
    if (!(await this.#visibleObject(claims, bucket, name))) return notFound();
    return json({ signedURL: await this.#signedPath(bucket, name, expiresIn) });
  }

  async #signMany(claims: RequestClaims, bucket: string, names: string[], expiresIn: number): Promise<Response> {
    const visible = await asRole(this.#db, claims, (tx) =>
      tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, names]),
    );
    const allowed = new Set(visible.rows.map((row) => row.name));
    const entries = await Promise.all(
      names.map(async (name) =>
        allowed.has(name) ? { error: null, path: name, signedURL: await this.#signedPath(bucket, name, expiresIn) } : { error: NOT_ACCESSIBLE, path: name, signedURL: null },
      ),
    );
    return json(entries);
  }

  async #signedDownload(bucket: string, name: string, url: URL): Promise<Response> {
    const token = url.searchParams.get('token');
    if (!token) return storageError(400, 'InvalidRequest', 'Bad Request', "querystring must have required property 'token'");
    const verified = await this.#keys.verify(token);
    if ('failure' in verified) {
      return verified.failure === 'expired'
        ? storageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.')
        : storageError(400, 'InvalidJWT', 'InvalidJWT', verified.reason);
    }
    if (verified.claims['url'] !== `${bucket}/${name}`) {
      return storageError(400, 'InvalidSignature', 'InvalidSignature', 'The url do not match the signature');
    }
    const found = await this.#db.query<ObjectRow>('select name, metadata from storage.objects where bucket_id = $1 and name = $2', [bucket, name]);
    const object = found.rows[0];
    if (!object) return notFound();
    return this.#sendFile(bucket, object, url.searchParams.get('download'));
  }

  async #publicDownload(bucket: string, name: string): Promise<Response> {
    const found = await this.#db.query<ObjectRow>(
      `select o.name, o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucket, name],
    );
    const object = found.rows[0];
    return object ? this.#sendFile(bucket, object, null) : notFound();
  }

  async #sendFile(bucket: string, object: ObjectRow, download: string | null): Promise<Response> {
    const path = this.#objectPath(bucket, object.name);
    const size = (await stat(path).catch(() => undefined))?.size;
    if (size === undefined) return notFound();
    const headers: Record<string, string> = {
      'content-type': object.metadata.mimetype ?? 'application/octet-stream',
      'content-length': String(size),
      'cache-control': 'no-cache',
    };
    if (download !== null) {
      const filename = download === '' ? basename(object.name) : download;
      headers['content-disposition'] = `attachment; filename="${filename.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
    }
    return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, { headers });
  }
}
