// Integration credentials at rest (docs/threat-model.md #57): sealed with the key outside the
// database, bound to their connection, refused under another key or another connection.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  importIntegrationKey,
  openCredentials,
  sealCredentials,
} from '../../supabase/functions/_shared/integration-secrets.ts';

const credentials = { organisation: 'acme', token: 'github_pat_sealing_test_token' };

describe('sealed integration credentials', () => {
  it('open with the key and the connection they were sealed for, and show nothing in clear', async () => {
    const key = importIntegrationKey(new Uint8Array(randomBytes(32)));
    const sealed = await sealCredentials(key, 'connection-a', credentials);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]+:[\w-]{22}$/);
    expect(sealed).not.toContain('sealing_test');
    expect(await openCredentials(key, 'connection-a', sealed)).toEqual(credentials);
    // Two seals of the same credentials differ (a fresh IV each time).
    expect(await sealCredentials(key, 'connection-a', credentials)).not.toBe(sealed);
  });

  it('refuse another connection’s id, another key and a changed byte', async () => {
    const key = importIntegrationKey(new Uint8Array(randomBytes(32)));
    const other = importIntegrationKey(randomBytes(32).toString('base64url'));
    const sealed = await sealCredentials(key, 'connection-a', credentials);
    await expect(openCredentials(key, 'connection-b', sealed)).rejects.toThrow();
    await expect(openCredentials(other, 'connection-a', sealed)).rejects.toThrow();
    const [version, iv, data, tag] = sealed.split(':') as [string, string, string, string];
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    await expect(
      openCredentials(key, 'connection-a', [version, iv, flipped, tag].join(':')),
    ).rejects.toThrow();
    expect(() => importIntegrationKey('c2hvcnQ')).toThrow('32 bytes');
  });
});
