// Which bucket names and object keys the storage API accepts. Supabase Storage's character sets
// (isValidBucketName, isValidKey), and more: no empty, `.` or `..` path segment and no leading
// slash, so a key names one path that policies (storage.foldername) read the same way. Object bytes
// are stored under their version id, never under a path built from the key.
import { invalidBucketName, invalidKey, invalidRequest } from './errors';

const KEY_CHARACTERS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/u;
const BUCKET_CHARACTERS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/u;
const MAX_KEY_LENGTH = 1024;
const MAX_BUCKET_NAME_LENGTH = 100;

export function checkKey(key: string): string {
  const segments = key.split('/');
  const traversal = segments.some((part) => part === '' || part === '.' || part === '..');
  if (!key || key.length > MAX_KEY_LENGTH || traversal || !KEY_CHARACTERS.test(key)) {
    throw invalidKey(key);
  }
  return key;
}

export function checkBucketName(name: unknown): string {
  if (
    typeof name !== 'string' ||
    !name ||
    name.length > MAX_BUCKET_NAME_LENGTH ||
    name === '.' ||
    name === '..' ||
    !BUCKET_CHARACTERS.test(name)
  ) {
    throw invalidBucketName();
  }
  return name;
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A bucket's file_size_limit: bytes, or Supabase's "20MB" / "30KB" / "3B" strings; null: none. */
export function parseSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null;
  if (!match) throw invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  return Number(match[1]) * (SIZE_UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1);
}

/** Whether `mimeType` is one of `allowed` (entries may be `type/*`); any type when none are set. */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}
