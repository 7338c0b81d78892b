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

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Each imported key's sibling for `teamCode`: an HMAC key derived from the same bytes (HKDF). */
const codeKeys = new WeakMap<IntegrationKey, IntegrationKey>();

/** The key from its base64url text (32 random bytes); throws when it is not one. */
export async function importIntegrationKey(
  raw: string | Uint8Array<ArrayBuffer>,
): Promise<IntegrationKey> {
  const bytes = typeof raw === 'string' ? fromBase64Url(raw.trim()) : raw;
  if (bytes.length !== 32) throw new Error('The integrations key is not 32 bytes');
  const key = await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
  // Never the AES key itself for a second purpose: a key of its own, derived for team codes.
  const root = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey']);
  const codeKey = await crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode('ComplyReady integration team codes v1'),
    },
    root,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign'],
  );
  codeKeys.set(key, codeKey);
  return key;
}

/**
 * A source's code for a team (`ConnectingTeam.code`, e.g. AWS's external id): HMAC-SHA-256 of
 * the source and the team's id under a key derived from the integrations key, as 32 hex digits.
 * The same for the team every time, unguessable without the key, never chosen by the customer.
 */
export async function teamCode(key: IntegrationKey, source: string, team: string): Promise<string> {
  const codeKey = codeKeys.get(key);
  if (!codeKey) throw new Error('The integrations key was not imported by importIntegrationKey');
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', codeKey, new TextEncoder().encode(`${source}:${team}`)),
  );
  return [...mac.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
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
