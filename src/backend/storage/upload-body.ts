// Reads an upload as supabase-js sends it: multipart/form-data (a Blob or File: fields
// cacheControl and metadata, then the file part) or the raw bytes with their Content-Type. The
// bytes stream to disk; nothing holds the whole file in memory.
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Busboy from '@fastify/busboy';
import type { ObjectFiles, WrittenUpload } from './disk';
import { invalidMimeType, invalidRequest } from './errors';
import { mimeTypeAllowed } from './names';

export interface ReceivedUpload {
  written: WrittenUpload;
  mimeType: string;
  /** Seconds, as Supabase keeps it ("3600"). */
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadRules {
  maxBytes: number;
  allowedMimeTypes: readonly string[] | null;
}

const DEFAULT_MIME_TYPE = 'text/plain;charset=UTF-8';

function cacheSeconds(header: string | null | undefined): string {
  const match = /max-age=(\d+)/.exec(header ?? '') ?? /^(\d+)$/.exec(header ?? '');
  return match?.[1] ?? '3600';
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  return text ? parseJsonObject(text, 'Invalid metadata') : null;
}

/** `text` as a JSON object, or a 400 InvalidRequest that says `refusal`. */
export function parseJsonObject(text: string, refusal: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // Refused below.
  }
  throw invalidRequest(refusal);
}

function checkType(mimeType: string, rules: UploadRules): string {
  if (!mimeTypeAllowed(mimeType, rules.allowedMimeTypes)) throw invalidMimeType(mimeType);
  return mimeType;
}

export async function receiveUpload(
  request: Request,
  files: ObjectFiles,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  if (!request.body) throw invalidRequest('No content provided');
  const body = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const mimeType = contentType || DEFAULT_MIME_TYPE;
    if (!mimeTypeAllowed(mimeType, rules.allowedMimeTypes)) {
      await drain(body);
      throw invalidMimeType(mimeType);
    }
    const userMetadata = parseMetadata(
      request.headers.get('x-metadata') &&
        Buffer.from(request.headers.get('x-metadata') ?? '', 'base64').toString('utf8'),
    );
    return {
      written: await files.write(body, rules.maxBytes),
      mimeType,
      cacheControl: cacheSeconds(request.headers.get('cache-control')),
      userMetadata,
    };
  }
  return receiveMultipart(body, contentType, files, rules);
}

/** Reads and drops the rest of a refused body, so the client hears the refusal. */
async function drain(body: Readable): Promise<void> {
  body.resume();
  await finished(body);
}

function receiveMultipart(
  body: Readable,
  contentType: string,
  files: ObjectFiles,
  rules: UploadRules,
): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let upload: Promise<ReceivedUpload> | undefined;
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fields: 10, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(invalidRequest('Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (_field, stream, _filename, _encoding, mimeType) => {
      if (upload) {
        stream.resume();
        return;
      }
      upload = (async () => {
        try {
          checkType(mimeType || DEFAULT_MIME_TYPE, rules);
        } catch (error) {
          stream.resume();
          throw error;
        }
        const written = await files.write(stream, rules.maxBytes);
        return {
          written,
          mimeType: mimeType || DEFAULT_MIME_TYPE,
          cacheControl: cacheSeconds(fields.get('cacheControl')),
          userMetadata: parseMetadata(fields.get('metadata')),
        };
      })();
      // A refusal answers at once; the rest of the body is read and dropped.
      upload.catch((error: unknown) => {
        body.unpipe(parser);
        body.resume();
        reject(error);
      });
    });
    parser.on('error', () => reject(invalidRequest('Malformed multipart body')));
    parser.on('finish', () => {
      if (!upload) reject(invalidRequest('No content provided'));
      else upload.then(resolve, reject);
    });
    body.on('error', reject);
    body.pipe(parser);
  });
}
