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
