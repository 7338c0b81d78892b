// Supabase Storage's HTTP API at /storage/v1, as supabase-js's `storage` client calls it
// (docs/supabase-protocol.md#storage). Rows of storage.buckets and storage.objects are read and
// written in a transaction under the caller's role, so the policies of our migrations decide, as
// they do on hosted Supabase; object bytes are files under DATA_DIR/storage (./disk.ts).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { supabaseCors } from '../cors';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { BackendContext } from '../context';
import type { Queryable } from '../db/database';
import { LruMap } from '../lru';
import { RestError, isDatabaseError } from '../rest/errors';
import { authenticate, VerifiedTokens, type RequestAuth } from '../rest/request-auth';
import {
  StorageError,
  accessDenied,
  bucketExists,
  bucketNotEmpty,
  expiredSignature,
  fromDatabaseError,
  internalError,
  invalidJwt,
  invalidRequest,
  invalidSignature,
  keyExists,
  noSuchBucket,
  noSuchKey,
  notFoundRoute,
} from './errors';
import { checkBucketName, checkKey, parseSizeLimit } from './names';
import { createResumableServer } from './resumable';
import { parseJsonObject, receiveUpload, type ReceivedUpload } from './upload-body';

/** Largest object the embedded backend stores when its bucket sets no smaller limit. */
export const GLOBAL_FILE_SIZE_LIMIT = 1024 ** 3;
/** Signed upload URLs last two hours, as Supabase's do. */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;
const MAX_JSON_BYTES = 64 * 1024;

export const storageCors = supabaseCors(
  [
    'cache-control',
    'x-upsert',
    'x-metadata',
    'range',
    'tus-resumable',
    'upload-length',
    'upload-offset',
    'upload-metadata',
    'upload-defer-length',
    'upload-concat',
    'x-http-method-override',
  ],
  [
    'Content-Range',
    'Content-Length',
    'Content-Type',
    'Accept-Ranges',
    'ETag',
    'Last-Modified',
    'Location',
    'Tus-Resumable',
    'Tus-Version',
    'Tus-Max-Size',
    'Tus-Extension',
    'Upload-Offset',
    'Upload-Length',
  ],
);

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const SERVICE: RequestAuth = {
  role: 'service_role',
  claimsJson: JSON.stringify({ role: 'service_role' }),
};

const BUCKET_COLUMNS =
  'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

const bucketJson = (row: BucketRow) => ({
  id: row.id,
  name: row.name,
  owner: row.owner ?? '',
  public: row.public,
  file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  allowed_mime_types: row.allowed_mime_types,
  created_at: row.created_at,
  updated_at: row.updated_at,
  type: 'STANDARD',
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first statement of each transaction: the session check, then the caller's claims and role. */
const PREAMBLE_SQL = `select auth.require_session($1::uuid, $2::uuid),
       set_config('request.jwt.claims', $3, true), set_config('role', $4, true)`;

export function createStorageRoutes(ctx: BackendContext): Hono {
  const files = ctx.files;
  const tokens = new VerifiedTokens(ctx.keys.jwtSecret);
  const urlKey = new TextEncoder().encode(ctx.keys.jwtSecret);
  // Signed upload URLs work once: the ids of those used, until they expire.
  const usedUploadTokens = new LruMap<string, number>(100_000);
  const app = new Hono();

  async function whoOf(headers: Headers): Promise<RequestAuth> {
    try {
      return await authenticate(
        headers.get('authorization') ?? undefined,
        headers.get('apikey') ?? undefined,
        tokens,
      );
    } catch (error) {
      if (error instanceof RestError) throw invalidJwt(error.message);
      throw error;
    }
  }
  const who = (c: Context) => whoOf(c.req.raw.headers);

  /** Runs `work` in one transaction as `auth`'s role: row-level security applies. */
  async function asRole<T>(
    auth: RequestAuth,
    work: (tx: Queryable) => Promise<T>,
    readOnly = false,
  ): Promise<T> {
    try {
      return await ctx.db.transaction(
        async (tx) => {
          await tx.query(PREAMBLE_SQL, [
            auth.session?.id ?? null,
            auth.session?.userId ?? null,
            auth.claimsJson,
            auth.role,
          ]);
          return work(tx);
        },
        { readOnly },
      );
    } catch (error) {
      if (isDatabaseError(error) && error.code === 'PT401') throw invalidJwt(error.message);
      throw fromDatabaseError(error) ?? error;
    }
  }

  async function findBucket(id: string): Promise<BucketRow> {
    const { rows } = await asRole(SERVICE, (tx) =>
      tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!rows[0]) throw noSuchBucket();
    return rows[0];
  }

  const uploadRules = (bucket: BucketRow) => ({
    maxBytes: Math.min(
      bucket.file_size_limit === null ? GLOBAL_FILE_SIZE_LIMIT : Number(bucket.file_size_limit),
      GLOBAL_FILE_SIZE_LIMIT,
    ),
    allowedMimeTypes: bucket.allowed_mime_types,
  });

  // ─── Buckets ──────────────────────────────────────────────────────────────────────────────

  app.get('/bucket', async (c) => {
    const auth = await who(c);
    const query = new URL(c.req.url).searchParams;
    const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(
      query.get('sortColumn') ?? '',
    )
      ? (query.get('sortColumn') as string)
      : 'name';
    const sortOrder = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 1000) || 1000, 1), 1000);
    const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
    const search = `%${escapeLike(query.get('search') ?? '')}%`;
    const { rows } = await asRole(
      auth,
      (tx) =>
        tx.query<BucketRow>(
          `select ${BUCKET_COLUMNS} from storage.buckets where name ilike $1
           order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
          [search, limit, offset],
        ),
      true,
    );
    return c.json(rows.map(bucketJson));
  });

  app.get('/bucket/:id', async (c) => {
    const auth = await who(c);
    const { rows } = await asRole(
      auth,
      (tx) =>
        tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
          c.req.param('id'),
        ]),
      true,
    );
    if (!rows[0]) throw noSuchBucket();
    return c.json(bucketJson(rows[0]));
  });

  app.post('/bucket', async (c) => {
    const auth = await who(c);
    const body = await readJson(c);
    const name = checkBucketName(body['name']);
    const id = body['id'] === undefined ? name : checkBucketName(body['id']);
    try {
      await asRole(auth, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit,
             allowed_mime_types)
           values ($1, $2, nullif(auth.jwt() ->> 'sub', '')::uuid, auth.jwt() ->> 'sub', $3, $4, $5)`,
          [
            id,
            name,
            body['public'] === true,
            parseSizeLimit(body['file_size_limit']),
            mimeTypes(body['allowed_mime_types']),
          ],
        ),
      );
    } catch (error) {
      if (error instanceof StorageError && error.statusCode === 409) throw bucketExists();
      throw error;
    }
    return c.json({ name });
  });

  app.put('/bucket/:id', async (c) => {
    const auth = await who(c);
    const body = await readJson(c);
    const sets: string[] = [];
    const params: unknown[] = [c.req.param('id')];
    if (body['public'] !== undefined) {
      params.push(body['public'] === true);
      sets.push(`public = $${params.length}`);
    }
    if (body['file_size_limit'] !== undefined) {
      params.push(parseSizeLimit(body['file_size_limit']));
      sets.push(`file_size_limit = $${params.length}`);
    }
    if (body['allowed_mime_types'] !== undefined) {
      params.push(mimeTypes(body['allowed_mime_types']));
      sets.push(`allowed_mime_types = $${params.length}`);
    }
    sets.push('updated_at = now()');
    const { rows } = await asRole(auth, (tx) =>
      tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1 returning id`, params),
    );
    if (!rows[0]) throw noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const auth = await who(c);
    const id = c.req.param('id');
    const removed = await asRole(auth, async (tx) => {
      const bucket = await tx.query('select 1 from storage.buckets where id = $1', [id]);
      if (!bucket.rows[0]) throw noSuchBucket();
      return (
        await tx.query<{ version: string | null }>(
          'delete from storage.objects where bucket_id = $1 returning version',
          [id],
        )
      ).rows;
    });
    await Promise.all(removed.map((row) => files.remove(row.version)));
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const auth = await who(c);
    const id = c.req.param('id');
    await findBucket(id);
    const held = await asRole(SERVICE, (tx) =>
      tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]),
    );
    if (held.rows[0]) throw bucketNotEmpty();
    const { rows } = await asRole(auth, (tx) =>
      tx.query('delete from storage.buckets where id = $1 returning id', [id]),
    );
    if (!rows[0]) throw noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  });

  // ─── Objects ──────────────────────────────────────────────────────────────────────────────

  /** Stores an upload as `key` in `bucket`, as `auth`; the object's id. */
  async function storeObject(
    auth: RequestAuth,
    bucket: BucketRow,
    key: string,
    upload: ReceivedUpload,
    mode: 'insert' | 'upsert' | 'update',
    owner?: string,
  ): Promise<string> {
    const version = randomUUID();
    const metadata: ObjectMetadata = {
      eTag: `"${upload.written.md5}"`,
      size: upload.written.size,
      mimetype: upload.mimeType,
      cacheControl: `max-age=${upload.cacheControl}`,
      lastModified: new Date(ctx.clock()).toUTCString(),
      contentLength: upload.written.size,
      httpStatusCode: 200,
    };
    let replaced: string | null = null;
    let committed = false;
    try {
      const id = await asRole(auth, async (tx) => {
        const existing = (
          await tx.query<{ id: string; version: string | null }>(
            'select id, version from storage.objects where bucket_id = $1 and name = $2',
            [bucket.id, key],
          )
        ).rows[0];
        if (existing && mode === 'insert') throw keyExists();
        if (!existing && mode === 'update') throw noSuchKey();
        const params = [
          bucket.id,
          key,
          JSON.stringify(metadata),
          upload.userMetadata ? JSON.stringify(upload.userMetadata) : null,
          version,
          owner ?? null,
        ];
        const ownerSql = `coalesce($6::uuid, nullif(auth.jwt() ->> 'sub', '')::uuid)`;
        const written = existing
          ? await tx.query<{ id: string }>(
              `update storage.objects set metadata = $3::jsonb, user_metadata = $4::jsonb,
                 version = $5, owner = ${ownerSql}, owner_id = ${ownerSql}::text,
                 updated_at = now(), last_accessed_at = now()
               where bucket_id = $1 and name = $2 returning id`,
              params,
            )
          : await tx.query<{ id: string }>(
              `insert into storage.objects (bucket_id, name, metadata, user_metadata, version, owner,
                 owner_id)
               values ($1, $2, $3::jsonb, $4::jsonb, $5, ${ownerSql}, ${ownerSql}::text)
               returning id`,
              params,
            );
        // An update that row-level security hides writes no row.
        if (!written.rows[0]) throw noSuchKey();
        replaced = existing?.version ?? null;
        await files.commit(upload.written, version);
        return written.rows[0].id;
      });
      committed = true;
      return id;
    } finally {
      if (committed) await files.remove(replaced);
      else {
        await files.discard(upload.written);
        await files.remove(version);
      }
    }
  }

  async function handleUpload(c: Context, bucketId: string, key: string) {
    const auth = await who(c);
    const bucket = await findBucket(bucketId);
    const upsert = c.req.header('x-upsert') === 'true';
    const upload = await receiveUpload(c.req.raw, files, uploadRules(bucket));
    const mode = c.req.method === 'PUT' ? 'update' : upsert ? 'upsert' : 'insert';
    const id = await storeObject(auth, bucket, key, upload, mode);
    return c.json({ Key: `${bucketId}/${key}`, Id: id });
  }

  async function readObject(auth: RequestAuth, bucketId: string, key: string): Promise<ObjectRow> {
    const { rows } = await asRole(
      auth,
      (tx) =>
        tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, key],
        ),
      true,
    );
    if (!rows[0]?.version) throw noSuchKey();
    return rows[0];
  }

  async function serve(c: Context, object: ObjectRow, isPublic: boolean): Promise<Response> {
    const version = object.version as string;
    const size = await files.size(version);
    if (size === undefined) throw noSuchKey();
    const mimeType = object.metadata?.mimetype ?? 'application/octet-stream';
    const headers = new Headers({
      'Content-Type': mimeType,
      'Accept-Ranges': 'bytes',
      ETag: object.metadata?.eTag ?? `"${version}"`,
      'Last-Modified': new Date(object.updated_at).toUTCString(),
      'Cache-Control': `${isPublic ? '' : 'private, '}${object.metadata?.cacheControl ?? 'max-age=3600'}`,
      // A file is data, never a page of this site: a lying type (HTML or SVG with script) cannot
      // run here.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    const download = new URL(c.req.url).searchParams.get('download');
    if (download !== null) {
      const name = download || object.name.split('/').pop() || 'download';
      headers.set(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    }
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    const status = range ? 206 : 200;
    const span = range ?? { start: 0, end: size - 1 };
    if (range) headers.set('Content-Range', `bytes ${span.start}-${span.end}/${size}`);
    headers.set('Content-Length', String(size === 0 ? 0 : span.end - span.start + 1));
    if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
    const stream = Readable.toWeb(files.read(version, span)) as unknown as ReadableStream;
    return new Response(stream, { status, headers });
  }

  function infoJson(row: ObjectRow) {
    return {
      id: row.id,
      version: row.version,
      name: row.name,
      bucket_id: row.bucket_id,
      created_at: row.created_at,
      last_modified: row.updated_at,
      size: row.metadata?.size,
      cache_control: row.metadata?.cacheControl,
      content_type: row.metadata?.mimetype,
      etag: row.metadata?.eTag,
      metadata: row.user_metadata ?? {},
    };
  }

  async function signUrl(
    bucketId: string,
    key: string,
    expiresIn: unknown,
  ): Promise<{ signedURL: string }> {
    const seconds = Number(expiresIn);
    if (!Number.isSafeInteger(seconds) || seconds < 1) {
      throw invalidRequest('expiresIn must be a positive integer');
    }
    const now = Math.floor(ctx.clock() / 1000);
    const token = await new SignJWT({ url: `${bucketId}/${key}` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .sign(urlKey);
    return { signedURL: `/object/sign/${bucketId}/${key}?token=${token}` };
  }

  /**
   * The claims of a signed URL's token, which must name exactly this object and be made for this
   * use: an upload URL's token (it says whether it may replace) never downloads, nor a download
   * URL's uploads.
   */
  async function checkToken(
    c: Context,
    bucketId: string,
    key: string,
    use: 'download' | 'upload',
  ): Promise<JWTPayload> {
    const token = new URL(c.req.url).searchParams.get('token');
    if (!token) throw invalidSignature('Missing token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, urlKey, {
        algorithms: ['HS256'],
        currentDate: new Date(ctx.clock()),
      }));
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_JWT_EXPIRED') throw expiredSignature();
      throw invalidSignature();
    }
    // An API token (it has a role) is never a signed URL, nor one URL's token another's.
    if (payload['role'] !== undefined || payload['url'] !== `${bucketId}/${key}`) {
      throw invalidSignature();
    }
    const madeForUpload = typeof payload['upsert'] === 'boolean';
    if (madeForUpload !== (use === 'upload')) throw invalidSignature();
    return payload;
  }

  async function list(c: Context, bucketId: string) {
    const auth = await who(c);
    const body = await readJson(c);
    const prefix =
      typeof body['prefix'] === 'string' ? body['prefix'].replace(/^\/+|\/+$/g, '') : '';
    const folder = prefix ? `${prefix}/` : '';
    const search = typeof body['search'] === 'string' ? body['search'] : '';
    const limit = Math.min(Math.max(Number(body['limit'] ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body['offset'] ?? 0) || 0, 0);
    const sortBy = (body['sortBy'] ?? {}) as { column?: unknown; order?: unknown };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(
      String(sortBy.column),
    )
      ? String(sortBy.column)
      : 'name';
    const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc';
    const { rows } = await asRole(
      auth,
      (tx) =>
        tx.query(
          `with matched as (
             select o.*, substr(o.name, $3::int + 1) as rest
             from storage.objects o
             where o.bucket_id = $1 and o.name like $2 escape '\\'
           ), entries as (
             select distinct on (split_part(rest, '/', 1))
               split_part(rest, '/', 1) as name, position('/' in rest) > 0 as is_folder,
               id, updated_at, created_at, last_accessed_at, metadata
             from matched
             where split_part(rest, '/', 1) ilike $4 escape '\\'
             order by split_part(rest, '/', 1), position('/' in rest) > 0
           )
           select name,
             case when is_folder then null else id end as id,
             case when is_folder then null else updated_at end as updated_at,
             case when is_folder then null else created_at end as created_at,
             case when is_folder then null else last_accessed_at end as last_accessed_at,
             case when is_folder then null else metadata end as metadata
           from entries
           order by ${column === 'name' ? 'name' : `case when is_folder then null else ${column} end`}
             ${order} nulls first, name
           limit $5 offset $6`,
          [
            bucketId,
            `${escapeLike(folder)}%`,
            folder.length,
            `${escapeLike(search)}%`,
            limit,
            offset,
          ],
        ),
      true,
    );
    return c.json(rows);
  }

  async function listV2(c: Context, bucketId: string) {
    const auth = await who(c);
    const body = await readJson(c);
    const prefix = typeof body['prefix'] === 'string' ? body['prefix'] : '';
    const limit = Math.min(Math.max(Number(body['limit'] ?? 1000) || 1000, 1), 1000);
    const delimiter = body['with_delimiter'] === true;
    const sortBy = (body['sortBy'] ?? {}) as { column?: unknown; order?: unknown };
    const column = ['created_at', 'updated_at'].includes(String(sortBy.column))
      ? String(sortBy.column)
      : 'name';
    const descending = String(sortBy.order).toLowerCase() === 'desc';
    // The cursor is the last entry's sort value and name, opaque to the client.
    const cursor = parseCursor(body['cursor']);
    // Timestamps sort as fixed-width UTC text, so one row comparison serves every column.
    const sortValue =
      column === 'name'
        ? 'entry'
        : `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
    const { rows } = await asRole(
      auth,
      (tx) =>
        tx.query<ObjectRow & { entry: string; is_folder: boolean; sort_value: string }>(
          `with candidates as (
             select o.id, o.name, o.created_at, o.updated_at, o.last_accessed_at, o.metadata,
               case when $4 and position('/' in substr(o.name, length($2) + 1)) > 0
                 then $2 || split_part(substr(o.name, length($2) + 1), '/', 1) end as folder
             from storage.objects o
             where o.bucket_id = $1 and o.name like $3 escape '\\'
           ), entries as (
             select folder as entry, true as is_folder, null::uuid as id, folder as name,
               min(created_at) as created_at, max(updated_at) as updated_at,
               max(last_accessed_at) as last_accessed_at, null::jsonb as metadata
             from candidates where folder is not null group by folder
             union all
             select name, false, id, name, created_at, updated_at, last_accessed_at, metadata
             from candidates where folder is null
           ), sorted as (
             select entries.*, ${sortValue} as sort_value from entries
           )
           select * from sorted
           where $5::text is null or (sort_value, entry) ${descending ? '<' : '>'} ($5, $6)
           order by sort_value ${descending ? 'desc' : 'asc'}, entry ${descending ? 'desc' : 'asc'}
           limit $7`,
          [
            bucketId,
            prefix,
            `${escapeLike(prefix)}%`,
            delimiter,
            cursor?.[0] ?? null,
            cursor?.[1] ?? null,
            limit + 1,
          ],
        ),
      true,
    );
    const page = rows.slice(0, limit);
    const hasNext = rows.length > limit;
    const last = page[page.length - 1];
    return c.json({
      hasNext,
      // Supabase names a folder with its slash and keys it without.
      folders: page
        .filter((row) => row.is_folder)
        .map((row) => ({ name: `${row.entry}/`, key: row.entry })),
      objects: page
        .filter((row) => !row.is_folder)
        .map((row) => ({
          name: row.name,
          key: row.name,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.last_accessed_at,
          metadata: row.metadata,
        })),
      ...(hasNext && last
        ? {
            nextCursor: Buffer.from(JSON.stringify([last.sort_value, last.entry])).toString(
              'base64url',
            ),
          }
        : {}),
    });
  }

  async function moveOrCopy(c: Context, operation: 'move' | 'copy') {
    const auth = await who(c);
    const body = await readJson(c);
    const bucketId = String(body['bucketId'] ?? '');
    const destinationBucket =
      typeof body['destinationBucket'] === 'string' ? body['destinationBucket'] : bucketId;
    const source = checkKey(String(body['sourceKey'] ?? ''));
    const destination = checkKey(String(body['destinationKey'] ?? ''));
    await findBucket(bucketId);
    if (destinationBucket !== bucketId) await findBucket(destinationBucket);
    if (operation === 'move') {
      await asRole(auth, async (tx) => {
        const { rows } = await tx.query(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [bucketId, source, destinationBucket, destination],
        );
        if (!rows[0]) throw noSuchKey();
      });
      return c.json({ message: 'Successfully moved' });
    }
    const version = randomUUID();
    let committed = false;
    try {
      const id = await asRole(auth, async (tx) => {
        const original = (
          await tx.query<ObjectRow>(
            `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
            [bucketId, source],
          )
        ).rows[0];
        if (!original?.version) throw noSuchKey();
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, metadata, user_metadata, version, owner,
             owner_id)
           values ($1, $2, $3::jsonb, $4::jsonb, $5, nullif(auth.jwt() ->> 'sub', '')::uuid,
             auth.jwt() ->> 'sub')
           returning id`,
          [
            destinationBucket,
            destination,
            JSON.stringify(original.metadata),
            original.user_metadata ? JSON.stringify(original.user_metadata) : null,
            version,
          ],
        );
        await files.copy(original.version, version);
        return (rows[0] as { id: string }).id;
      });
      committed = true;
      return c.json({ Key: `${destinationBucket}/${destination}`, Id: id });
    } finally {
      if (!committed) await files.remove(version);
    }
  }

  async function remove(c: Context, bucketId: string, keys: string[]) {
    const auth = await who(c);
    const removed = await asRole(auth, async (tx) => {
      return (
        await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning ${OBJECT_COLUMNS}`,
          [bucketId, keys],
        )
      ).rows;
    });
    await Promise.all(removed.map((row) => files.remove(row.version)));
    return removed.map((row) => {
      const { version, ...shown } = row;
      void version;
      return shown;
    });
  }

  app.all('/object/*', async (c) => {
    const method = c.req.method;
    const read = method === 'GET' || method === 'HEAD';
    const segments = objectPath(c);
    const [first = '', second = ''] = segments;

    if (method === 'POST' && first === 'list' && segments.length === 2) return list(c, second);
    if (method === 'POST' && first === 'list-v2' && segments.length === 2) {
      return listV2(c, second);
    }
    if (method === 'POST' && (first === 'move' || first === 'copy') && segments.length === 1) {
      return moveOrCopy(c, first);
    }
    if (read && first === 'info') {
      const rest = ['authenticated', 'public'].includes(second)
        ? segments.slice(2)
        : segments.slice(1);
      const [bucketId = '', ...key] = rest;
      const object = await readObject(await who(c), bucketId, checkKey(key.join('/')));
      return c.json(infoJson(object));
    }
    if (first === 'upload' && second === 'sign') {
      const [bucketId = '', ...parts] = segments.slice(2);
      const key = checkKey(parts.join('/'));
      if (method === 'POST') return createSignedUpload(c, bucketId, key);
      if (method === 'PUT') return uploadWithToken(c, bucketId, key);
    }
    if (first === 'sign') {
      const [bucketId = '', ...parts] = segments.slice(1);
      if (method === 'POST' && parts.length === 0) {
        const auth = await who(c);
        const body = await readJson(c);
        const paths = Array.isArray(body['paths']) ? body['paths'].map(String) : [];
        const visible = await asRole(
          auth,
          (tx) =>
            tx.query<{ name: string }>(
              'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
              [bucketId, paths],
            ),
          true,
        );
        const found = new Set(visible.rows.map((row) => row.name));
        return c.json(
          await Promise.all(
            paths.map(async (path) =>
              found.has(path)
                ? { error: null, path, ...(await signUrl(bucketId, path, body['expiresIn'])) }
                : {
                    error: 'Either the object does not exist or you do not have access to it',
                    path,
                    signedURL: null,
                  },
            ),
          ),
        );
      }
      const key = checkKey(parts.join('/'));
      if (method === 'POST') {
        const body = await readJson(c);
        await readObject(await who(c), bucketId, key);
        return c.json(await signUrl(bucketId, key, body['expiresIn']));
      }
      if (read) {
        await checkToken(c, bucketId, key, 'download');
        const bucket = await findBucket(bucketId);
        return serve(c, await readObject(SERVICE, bucketId, key), bucket.public);
      }
    }
    if (read && first === 'public') {
      const [bucketId = '', ...parts] = segments.slice(1);
      const key = checkKey(parts.join('/'));
      const bucket = await findBucket(bucketId).catch(() => undefined);
      // A private bucket's objects are not public: answered as absent.
      if (!bucket?.public) throw noSuchKey();
      return serve(c, await readObject(SERVICE, bucketId, key), true);
    }
    const objectSegments = read && first === 'authenticated' ? segments.slice(1) : segments;
    const [bucketId = '', ...parts] = objectSegments;
    if (method === 'DELETE' && parts.length === 0) {
      const body = await readJson(c);
      const prefixes = Array.isArray(body['prefixes']) ? body['prefixes'].map(String) : [];
      return c.json(await remove(c, bucketId, prefixes));
    }
    if (!bucketId || parts.length === 0) throw notFoundRoute();
    const key = checkKey(parts.join('/'));
    if (read) {
      const bucket = await findBucket(bucketId);
      return serve(c, await readObject(await who(c), bucketId, key), bucket.public);
    }
    if (method === 'POST' || method === 'PUT') return handleUpload(c, bucketId, key);
    if (method === 'DELETE') {
      const removed = await remove(c, bucketId, [key]);
      if (!removed.length) throw noSuchKey();
      return c.json({ message: 'Successfully deleted' });
    }
    throw notFoundRoute();
  });

  /**
   * Throws unless `auth` may create the object, or with upsert replace the one there: tried under
   * the caller's role and rolled back, so the bucket's policies decide (an object the caller may
   * read is not one they may replace). Says which of the two was allowed.
   */
  async function mayCreate(
    auth: RequestAuth,
    bucketId: string,
    key: string,
    upsert: boolean,
  ): Promise<'insert' | 'replace'> {
    const tried = Symbol('tried');
    let allowed: 'insert' | 'replace' = 'insert';
    try {
      await asRole(auth, async (tx) => {
        const exists = await tx.query(
          'select 1 from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, key],
        );
        if (exists.rows[0] && !upsert) throw keyExists();
        if (exists.rows[0]) {
          // An update that row-level security hides writes no row.
          const replaced = await tx.query(
            'update storage.objects set name = name where bucket_id = $1 and name = $2 returning 1',
            [bucketId, key],
          );
          if (!replaced.rows[0]) throw accessDenied('new row violates row-level security policy');
          allowed = 'replace';
        } else {
          await tx.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id)
             values ($1, $2, nullif(auth.jwt() ->> 'sub', '')::uuid, auth.jwt() ->> 'sub')`,
            [bucketId, key],
          );
        }
        throw tried;
      });
    } catch (error) {
      if (error !== tried) throw error;
    }
    return allowed;
  }

  async function createSignedUpload(c: Context, bucketId: string, key: string) {
    const auth = await who(c);
    await findBucket(bucketId);
    // The upload itself is stored by the service role, so the URL carries what the caller was
    // allowed now: to replace this object, or only to create it (never what appears meanwhile).
    const allowed = await mayCreate(auth, bucketId, key, c.req.header('x-upsert') === 'true');
    const claims = JSON.parse(auth.claimsJson) as { sub?: string };
    const now = Math.floor(ctx.clock() / 1000);
    const token = await new SignJWT({
      url: `${bucketId}/${key}`,
      upsert: allowed === 'replace',
      ...(claims.sub ? { owner: claims.sub } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + SIGNED_UPLOAD_SECONDS)
      .sign(urlKey);
    return c.json({ url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
  }

  async function uploadWithToken(c: Context, bucketId: string, key: string) {
    const payload = await checkToken(c, bucketId, key, 'upload');
    // A URL that may only create works once by itself: the object then exists (409). One that
    // may replace is remembered, so it cannot overwrite again.
    const upsert = payload['upsert'] === true;
    const jti = String(payload.jti ?? '');
    if (upsert && (!jti || usedUploadTokens.get(jti) !== undefined)) {
      throw invalidSignature('The signed upload URL has already been used');
    }
    if (upsert) usedUploadTokens.set(jti, payload.exp ?? 0);
    try {
      const bucket = await findBucket(bucketId);
      const upload = await receiveUpload(c.req.raw, files, uploadRules(bucket));
      const owner = typeof payload['owner'] === 'string' ? payload['owner'] : undefined;
      await storeObject(SERVICE, bucket, key, upload, upsert ? 'upsert' : 'insert', owner);
      return c.json({ Key: `${bucketId}/${key}` });
    } catch (error) {
      // A failed upload leaves the URL usable for another try.
      usedUploadTokens.delete(jti);
      throw error;
    }
  }

  const resumable = createResumableServer({
    files,
    who: (request) => whoOf(request.headers),
    bucket: async (id) => {
      const bucket = await findBucket(id);
      return { id: bucket.id, ...uploadRules(bucket) };
    },
    mayCreate,
    store: (auth, bucketId, key, upload, upsert) =>
      findBucket(bucketId).then((bucket) =>
        storeObject(auth, bucket, key, upload, upsert ? 'upsert' : 'insert'),
      ),
  });
  app.all('/upload/resumable', (c) => resumable.handleWeb(c.req.raw));
  app.all('/upload/resumable/*', (c) => resumable.handleWeb(c.req.raw));

  app.all('*', () => {
    throw notFoundRoute();
  });
  app.onError((error, c) => {
    const known = error instanceof StorageError ? error : fromDatabaseError(error);
    if (known) return c.json(known.body, known.httpStatus);
    ctx.log(`storage: unexpected ${error.name} on ${c.req.method}: ${error.message}`);
    const failure = internalError();
    return c.json(failure.body, failure.httpStatus);
  });
  return app;
}

/** The path after /object/, split and decoded; a malformed escape is an invalid key. */
function objectPath(c: Context): string[] {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf('/object/');
  const raw = path.slice(at + '/object/'.length);
  try {
    return raw.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    throw new StorageError(400, 'InvalidKey', 'InvalidKey', 'Invalid key');
  }
}

function mimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw invalidRequest('allowed_mime_types must be a list of MIME types');
  }
  return value as string[];
}

/** A JSON object body of at most 64 KB, counted as it arrives (a chunked body has no length). */
async function readJson(c: Context): Promise<Record<string, unknown>> {
  const tooLarge = () => invalidRequest('Request body is larger than 64 KB');
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (c.req.raw.body) {
    for await (const chunk of c.req.raw.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_JSON_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() ? parseJsonObject(text, 'Invalid JSON body') : {};
}

/** A listV2 cursor: [sort value, entry]; none starts from the beginning; anything else is 400. */
function parseCursor(value: unknown): [string, string] | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed.every((part) => typeof part === 'string')
    ) {
      return parsed as [string, string];
    }
  } catch {
    // Refused below.
  }
  throw invalidRequest('Invalid cursor');
}

/** One `bytes=` range of a file of `size` bytes; undefined when absent or not one range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
