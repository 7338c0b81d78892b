// Resumable uploads (TUS) at /storage/v1/upload/resumable (docs/supabase-protocol.md#storage): a
// large upload whose connection breaks half-way is resumed from the offset the server kept, and
// arrives whole; only its creator continues it; the bucket's limits and policies apply.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, useTestBackend, type TestAccount } from '../testing';

const backend = useTestBackend();
let service: SupabaseClient;
let alice: TestAccount;
let bob: TestAccount;

const POLICIES = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('videos', 'videos', false, 33554432, array['video/mp4']);
  create policy own_read on storage.objects for select to authenticated
    using (bucket_id = 'videos' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy own_write on storage.objects for insert to authenticated
    with check (bucket_id = 'videos' and (storage.foldername(name))[1] = (select auth.uid())::text);
`;

beforeAll(async () => {
  service = backend.client(backend.serviceRoleKey);
  await backend.db.exec(POLICIES);
  alice = await createAccount(backend, { full_name: 'Alice' });
  bob = await createAccount(backend, { full_name: 'Bob' });
}, 60_000);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const tokenOf = async (account: TestAccount) =>
  (await account.client.auth.getSession()).data.session?.access_token as string;
const b64 = (text: string) => Buffer.from(text).toString('base64');
const endpoint = () => `${backend.url}/storage/v1/upload/resumable`;

async function create(token: string, object: string, length: number, type = 'video/mp4') {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      apikey: backend.anonKey,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': [
        `bucketName ${b64('videos')}`,
        `objectName ${b64(object)}`,
        `contentType ${b64(type)}`,
        `cacheControl ${b64('3600')}`,
      ].join(','),
    },
  });
}

async function offsetOf(location: string, token: string): Promise<Response> {
  return fetch(location, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
}

/** Sends `bytes` from `offset` and breaks the connection once the server has kept some of it. */
async function patchAndBreak(location: string, token: string, bytes: Buffer) {
  const target = new URL(location);
  const sent = httpRequest({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'PATCH',
    headers: {
      host: target.host,
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  sent.on('error', () => undefined);
  const half = bytes.subarray(0, bytes.length / 2);
  await new Promise<void>((resolve) => sent.write(half, () => resolve()));
  // Wait until the server has written some of it to its file, then cut the connection.
  const partial = join(backend.context.files.root, 'tus', location.split('/').at(-1) as string);
  while (((await stat(partial).catch(() => undefined))?.size ?? 0) === 0) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  sent.destroy();
}

describe('resumable uploads (TUS)', () => {
  it('resumes a large upload after a broken connection; the object arrives whole', async () => {
    const token = await tokenOf(alice);
    const video = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < video.length; i += 1024) video[i] = (i / 1024) % 256;
    const object = `${alice.id}/course.mp4`;
    const created = await create(token, object, video.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(location).toMatch(/\/storage\/v1\/upload\/resumable\/[^/]+$/);

    await patchAndBreak(location, token, video);
    // HEAD waits for the broken request to let go of the upload, then says what was kept.
    const kept = Number((await offsetOf(location, token)).headers.get('upload-offset'));
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(video.length);
    expect((await alice.client.storage.from('videos').exists(object)).data).toBe(false);

    const resumed = await fetch(location, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(kept),
        'content-type': 'application/offset+octet-stream',
      },
      body: video.subarray(kept),
    });
    expect(resumed.status).toBe(204);
    expect(resumed.headers.get('upload-offset')).toBe(String(video.length));
    const { data } = await alice.client.storage.from('videos').download(object);
    expect(data?.type).toBe('video/mp4');
    expect(sha256(new Uint8Array(await data!.arrayBuffer()))).toBe(sha256(video));
    const { rows } = await backend.db.query<{ owner: string }>(
      `select owner from storage.objects where bucket_id = 'videos' and name = $1`,
      [object],
    );
    expect(rows[0]?.owner).toBe(alice.id);
  });

  it('lets only its creator continue an upload; applies the bucket and its policies', async () => {
    const aliceToken = await tokenOf(alice);
    const bobToken = await tokenOf(bob);
    const created = await create(aliceToken, `${alice.id}/mine.mp4`, 10);
    const location = created.headers.get('location') as string;
    expect((await offsetOf(location, bobToken)).status).toBe(404);
    const hijack = await fetch(location, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${bobToken}`,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: Buffer.alloc(10),
    });
    expect(hijack.status).toBe(404);

    const intoAlices = await create(bobToken, `${alice.id}/planted.mp4`, 10);
    expect(intoAlices.status).toBe(403);
    expect(await intoAlices.json()).toMatchObject({ statusCode: '403' });
    const tooBig = await create(aliceToken, `${alice.id}/big.mp4`, 33554433);
    expect(tooBig.status).toBe(413);
    const wrongType = await create(aliceToken, `${alice.id}/page.html`, 10, 'text/html');
    expect(wrongType.status).toBe(415);
    const traversal = await create(aliceToken, `${alice.id}/../${bob.id}/x.mp4`, 10);
    expect(traversal.status).toBe(400);
    const anonymous = await create('not-a-token', `${alice.id}/x.mp4`, 10);
    expect(anonymous.status).toBe(400);
    expect((await service.storage.from('videos').list(alice.id)).data?.map((f) => f.name)).toEqual([
      'course.mp4',
    ]);
  });
});
