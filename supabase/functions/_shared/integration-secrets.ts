// Integration credentials at rest (docs/decisions.md IN1, docs/threat-model.md #57): sealed by
// secret-box (AES-256-GCM) under their own key kept outside the database (the embedded backend's
// data folder, beside the two-factor key; hosted, the INTEGRATIONS_KEY secret of the Edge
// Functions), bound to the connection's id, so a ciphertext copied onto another connection does
// not open.
import { decryptSecret, encryptSecret, secretBoxKey } from './secret-box.ts';

export type IntegrationKey = Uint8Array<ArrayBuffer>;

/** The key from its base64url text or bytes (32 random bytes); throws when it is not one. */
export function importIntegrationKey(raw: string | Uint8Array<ArrayBuffer>): IntegrationKey {
  const key = typeof raw === 'string' ? secretBoxKey(raw) : raw;
  if (key.length !== 32) throw new Error('The integrations key is not 32 bytes');
  return key;
}

export const sealCredentials = (key: IntegrationKey, connectionId: string, credentials: unknown) =>
  encryptSecret(key, connectionId, JSON.stringify(credentials));

/** Throws when the text was not sealed with this key for this connection. */
export const openCredentials = async (key: IntegrationKey, connectionId: string, stored: string) =>
  JSON.parse(await decryptSecret(key, connectionId, stored)) as unknown;

/**
 * A source's code for a team (`ConnectingTeam.code`, e.g. AWS's external id): HMAC-SHA-256 of
 * the source and the team's id under a key derived from the integrations key (HKDF: never the
 * sealing key itself for a second purpose), as 32 hex digits. The same for the team every time,
 * unguessable without the key, never chosen by the customer.
 */
export async function teamCode(key: IntegrationKey, source: string, team: string): Promise<string> {
  const root = await crypto.subtle.importKey('raw', key, 'HKDF', false, ['deriveKey']);
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
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', codeKey, new TextEncoder().encode(`${source}:${team}`)),
  );
  return [...mac.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
