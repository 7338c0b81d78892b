// Supabase Storage's error answers (docs/supabase-protocol.md#storage): the body carries the
// error's own status as a string in `statusCode`; the HTTP status is 400 for every refusal and
// 500 for a failure of the server, as Supabase Storage's error handler answers.
import { isDatabaseError } from '../rest/errors';

export class StorageError extends Error {
  constructor(
    /** The status in the body (`statusCode`): 400, 403, 404, 409, 413, 415, ... */
    readonly statusCode: number,
    /** Supabase Storage's error code (ErrorCode), e.g. NoSuchKey. */
    readonly code: string,
    /** Supabase Storage's older `error` value, e.g. not_found, Duplicate. */
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  get body() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const noSuchBucket = () =>
  new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const alreadyExists = (code: 'KeyAlreadyExists' | 'BucketAlreadyExists') =>
  new StorageError(409, code, 'Duplicate', 'The resource already exists');
export const keyExists = () => alreadyExists('KeyAlreadyExists');
export const bucketExists = () => alreadyExists('BucketAlreadyExists');
export const bucketNotEmpty = () =>
  new StorageError(
    409,
    'ResourceNotEmpty',
    'ResourceNotEmpty',
    'The bucket you tried to delete is not empty',
  );
export const invalidKey = (key: string) =>
  new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);
export const invalidBucketName = () =>
  new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');
export const entityTooLarge = () =>
  new StorageError(
    413,
    'EntityTooLarge',
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );
export const invalidMimeType = (mimeType: string) =>
  new StorageError(
    415,
    'InvalidMimeType',
    'invalid_mime_type',
    `mime type ${mimeType} is not supported`,
  );
export const invalidJwt = (message = 'Invalid JWT') =>
  new StorageError(400, 'InvalidJWT', 'InvalidJWT', message);
export const invalidSignature = (message = 'Invalid signature') =>
  new StorageError(400, 'InvalidSignature', 'InvalidSignature', message);
export const expiredSignature = () =>
  new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.');
export const invalidRequest = (message: string) =>
  new StorageError(400, 'InvalidRequest', 'InvalidRequest', message);
export const accessDenied = (message: string) =>
  new StorageError(403, 'AccessDenied', 'Unauthorized', message);
export const notFoundRoute = () =>
  new StorageError(404, 'InvalidRequest', 'Not Found', 'Route not found');
export const internalError = () =>
  new StorageError(500, 'InternalError', 'Internal', 'Internal server error');

/** A database refusal as Supabase Storage reports it; anything else is the caller's to handle. */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  if (!isDatabaseError(error)) return undefined;
  switch (error.code) {
    case '42501':
      // Row-level security refused the row, or the role lacks the privilege.
      return accessDenied(
        /row-level security/.test(error.message)
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return keyExists();
    case 'PT404':
      return new StorageError(404, 'NoSuchKey', 'not_found', error.message);
    case 'PT409':
      return new StorageError(409, 'InvalidRequest', 'Conflict', error.message);
    case 'P0001':
    case '23514':
      return invalidRequest(error.message);
    default:
      return undefined;
  }
}
