import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM under the data folder's factor key, bound to their
 * factor's id (authenticated data), so a ciphertext copied onto another factor does not decrypt.
 * Stored as `v1:<iv>:<ciphertext>:<tag>`, each part base64url.
 */
const VERSION = 'v1';

export function encryptFactorSecret(key: Buffer, factorId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(factorId));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, data, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** Throws when the text was not made by `encryptFactorSecret` with this key for this factor. */
export function decryptFactorSecret(key: Buffer, factorId: string, stored: string): string {
  const [version, iv, data, tag] = stored.split(':');
  if (version !== VERSION || !iv || data === undefined || !tag) {
    throw new Error('Unknown format of a stored factor secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    .setAAD(Buffer.from(factorId))
    .setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
