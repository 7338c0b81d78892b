// Secrets the database keeps but must not be able to read (authenticator secrets, docs/decisions.md
// TF1; webhook signing secrets, WH1): AES-256-GCM under a key kept outside the database, bound to
// the row it belongs to (authenticated data), so a ciphertext copied onto another row does not
// decrypt. Stored as `v1:<iv>:<ciphertext>:<tag>`, each part base64url. Web Crypto, so Deno and
// Node run it alike.

const VERSION = 'v1';
const TAG_BYTES = 16;

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The 32-byte key from its base64url text (a data-folder file, or a function secret). */
export function secretBoxKey(text: string | undefined): Uint8Array<ArrayBuffer> {
  const key = fromBase64url((text ?? '').trim());
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes, base64url');
  return key;
}

const importKey = (key: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt', 'decrypt']);

export async function encryptSecret(
  key: Uint8Array<ArrayBuffer>,
  boundTo: string,
  secret: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(boundTo) },
      await importKey(key),
      encoder.encode(secret),
    ),
  );
  const data = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  return [VERSION, base64url(iv), base64url(data), base64url(tag)].join(':');
}

/** Throws when the text was not made by `encryptSecret` with this key for this row. */
export async function decryptSecret(
  key: Uint8Array<ArrayBuffer>,
  boundTo: string,
  stored: string,
): Promise<string> {
  const [version, iv, data, tag] = stored.split(':');
  if (version !== VERSION || !iv || data === undefined || !tag) {
    throw new Error('Unknown format of a stored secret');
  }
  const sealed = new Uint8Array([...fromBase64url(data), ...fromBase64url(tag)]);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: encoder.encode(boundTo) },
    await importKey(key),
    sealed,
  );
  return new TextDecoder().decode(plain);
}
