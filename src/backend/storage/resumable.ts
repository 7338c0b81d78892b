// Resumable uploads with the TUS protocol at /storage/v1/upload/resumable, as Supabase Storage
// offers them (docs/supabase-protocol.md#storage): a maintained TUS server (@tus/server) keeps
// the partial upload in DATA_DIR/storage/tus; the metadata names the bucket and object as
// Supabase's does (bucketName, objectName, contentType, cacheControl, metadata). Whoever creates
// an upload must be allowed to create the object (tried under row-level security); only they can
// continue it; the finished file is stored like any other upload, under their role.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { RequestAuth } from '../rest/request-auth';
import type { ObjectFiles } from './disk';
import { StorageError, accessDenied, invalidMimeType, noSuchKey } from './errors';
import { checkKey, mimeTypeAllowed } from './names';
import type { ReceivedUpload } from './upload-body';

export const RESUMABLE_PATH = '/storage/v1/upload/resumable';

export interface BucketLimits {
  id: string;
  maxBytes: number;
  allowedMimeTypes: readonly string[] | null;
}

export interface ResumableDeps {
  files: ObjectFiles;
  /** The caller of a request; throws a StorageError when its token does not verify. */
  who(request: Request): Promise<RequestAuth>;
  bucket(id: string): Promise<BucketLimits>;
  /** Throws unless `auth` may create (or, with upsert, replace) the object. */
  mayCreate(auth: RequestAuth, bucket: string, key: string, upsert: boolean): Promise<unknown>;
  store(
    auth: RequestAuth,
    bucket: string,
    key: string,
    upload: ReceivedUpload,
    upsert: boolean,
  ): Promise<string>;
}

/** What a TUS hook throws to refuse: the status and Supabase Storage's error body. */
function refusal(error: unknown): { status_code: number; body: string } {
  const known = error instanceof StorageError ? error : undefined;
  if (!known) throw error;
  const status = known.statusCode === 413 ? 413 : known.statusCode >= 500 ? 500 : known.statusCode;
  return { status_code: status, body: JSON.stringify(known.body) };
}

const subjectOf = (auth: RequestAuth) =>
  (JSON.parse(auth.claimsJson) as { sub?: string }).sub ?? auth.role;

export function createResumableServer(deps: ResumableDeps): Server {
  const datastore = new FileStore({ directory: join(deps.files.root, 'tus') });
  const server: Server = new Server({
    path: RESUMABLE_PATH,
    datastore,
    respectForwardedHeaders: false,
    async onIncomingRequest(request, uploadId) {
      try {
        const auth = await deps.who(request as unknown as Request);
        if (request.method === 'POST' || request.method === 'OPTIONS') return;
        // Only whoever created an upload continues, reads or ends it.
        const upload = await datastore.getUpload(uploadId).catch(() => undefined);
        if (upload && upload.metadata?.['owner'] !== subjectOf(auth)) throw noSuchKey();
      } catch (error) {
        throw refusal(error);
      }
    },
    async onUploadCreate(request, upload) {
      try {
        const meta = upload.metadata ?? {};
        const key = checkKey(meta['objectName'] ?? '');
        const bucket = await deps.bucket(meta['bucketName'] ?? '');
        const mimeType = meta['contentType'] || 'application/octet-stream';
        if (!mimeTypeAllowed(mimeType, bucket.allowedMimeTypes)) throw invalidMimeType(mimeType);
        if (upload.size !== undefined && upload.size > bucket.maxBytes) {
          throw new StorageError(
            413,
            'EntityTooLarge',
            'Payload too large',
            'The object exceeded the maximum allowed size',
          );
        }
        const upsert = request.headers.get('x-upsert') === 'true';
        const auth = await deps.who(request as unknown as Request);
        await deps.mayCreate(auth, bucket.id, key, upsert);
        return {
          metadata: {
            ...meta,
            objectName: key,
            owner: subjectOf(auth),
            upsert: String(upsert),
          },
        };
      } catch (error) {
        throw refusal(error);
      }
    },
    async onUploadFinish(request, upload: Upload) {
      try {
        const meta = upload.metadata ?? {};
        const auth = await deps.who(request as unknown as Request);
        if (meta['owner'] !== subjectOf(auth)) throw accessDenied('Not your upload');
        const bucket = await deps.bucket(meta['bucketName'] ?? '');
        const written = await deps.files.write(
          createReadStream(join(datastore.directory, upload.id)),
          bucket.maxBytes,
        );
        const userMetadata = meta['metadata'] ? (JSON.parse(meta['metadata']) as object) : null;
        await deps.store(
          auth,
          bucket.id,
          meta['objectName'] ?? '',
          {
            written,
            mimeType: meta['contentType'] || 'application/octet-stream',
            cacheControl: meta['cacheControl'] || '3600',
            userMetadata: userMetadata as Record<string, unknown> | null,
          },
          meta['upsert'] === 'true',
        );
        await datastore.remove(upload.id);
        return {};
      } catch (error) {
        throw refusal(error);
      }
    },
  });
  return server;
}
