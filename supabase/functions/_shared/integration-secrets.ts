// Integration credentials at rest (docs/decisions.md IN1, docs/threat-model.md #57): AES-256-GCM
// under a key kept outside the database (the embedded backend's data folder, beside the two-factor
// key; hosted, the INTEGRATIONS_KEY secret of the Edge Functions), bound to the connection's id
// as authenticated data, so a ciphertext copied onto another connection does not open. Stored as
// `v1:<iv>:<ciphertext>:<tag>`, each part base64url, the format of the two-factor secrets.
// Web Crypto, so the same code runs in Node and Deno.

/** A Web Crypto AES-GCM key (typed so, since Node's types name CryptoKey only under webcrypto). */
export type IntegrationKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const VERSION = 'v1';
const TAG_BYTES = 16;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The key from its base64url text (32 random bytes); throws when it is not one. */
export async function importIntegrationKey(raw: string | Uint8Array): Promise<IntegrationKey> {
  const bytes = typeof raw === 'string' ? fromBase64Url(raw.trim()) : raw;
  if (bytes.length !== 32) throw new Error('The integrations key is not 32 bytes');
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function sealCredentials(
  key: IntegrationKey,
  connectionId: string,
  credentials: unknown,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(connectionId) },
      key,
      new TextEncoder().encode(JSON.stringify(credentials)),
    ),
  );
  const data = sealed.slice(0, sealed.length - TAG_BYTES);
  const tag = sealed.slice(sealed.length - TAG_BYTES);
  return [VERSION, toBase64Url(iv), toBase64Url(data), toBase64Url(tag)].join(':');
}

/** Throws when the text was not sealed with this key for this connection. */
export async function openCredentials(
  key: IntegrationKey,
  connectionId: string,
  stored: string,
): Promise<unknown> {
  const [version, iv, data, tag] = stored.split(':');
  if (version !== VERSION || !iv || data === undefined || !tag) {
    throw new Error('Unknown format of stored integration credentials');
  }
  const sealed = new Uint8Array([...fromBase64Url(data), ...fromBase64Url(tag)]);
  const plain = await crypto.subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64Url(iv),
      additionalData: new TextEncoder().encode(connectionId),
    },
    key,
    sealed,
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}
