// Supabase Storage at /storage/v1 (docs/supabase-protocol.md#storage, docs/threat-model.md #48):
// supabase-js's own `storage` client against the embedded backend, rows under row-level security
// in the storage schema, bytes on disk; refusals shaped as Supabase Storage answers them.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SortByV2 } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestBackend, type TestAccount, type TestBackend } from '../testing';

let backend: TestBackend;
let service: SupabaseClient;
let clockOffset = 0;
let alice: TestAccount;
let bob: TestAccount;

// The policies Supabase's guide gives for per-user folders: `<user id>/...` is that user's.
const OWN_FOLDER_POLICIES = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('docs', 'docs', false, 1048576, array['image/*', 'application/pdf', 'text/plain']),
         ('site', 'site', true, null, null);
  create policy own_read on storage.objects for select to authenticated
    using (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy own_write on storage.objects for insert to authenticated
    with check (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy own_update on storage.objects for update to authenticated
    using (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
  create policy own_delete on storage.objects for delete to authenticated
    using (bucket_id = 'docs' and (storage.foldername(name))[1] = (select auth.uid())::text);
  -- A folder everyone reads and adds to, where nothing is replaced.
  create policy shared_read on storage.objects for select to authenticated
    using (bucket_id = 'docs' and (storage.foldername(name))[1] = 'shared');
  create policy shared_add on storage.objects for insert to authenticated
    with check (bucket_id = 'docs' and (storage.foldername(name))[1] = 'shared');
`;

beforeAll(async () => {
  backend = await startTestBackend({ clock: () => Date.now() + clockOffset });
  service = backend.client(backend.serviceRoleKey);
  await backend.db.exec(OWN_FOLDER_POLICIES);
  alice = await createAccount(backend, { full_name: 'Alice' });
  bob = await createAccount(backend, { full_name: 'Bob' });
}, 60_000);
afterAll(() => backend?.close());

const text = (value: string) => Buffer.from(value, 'utf8');
/** The docs bucket as Alice reaches it (her folder is hers alone). */
const alicesDocs = () => alice.client.storage.from('docs');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function raw(path: string, init: RequestInit = {}, key = backend.serviceRoleKey) {
  return fetch(`${backend.url}/storage/v1${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${key}`, ...init.headers },
  });
}

describe('buckets', () => {
  it('creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const storage = service.storage;
    expect(
      await storage.createBucket('scratch', { public: false, fileSizeLimit: '2MB' }),
    ).toMatchObject({ data: { name: 'scratch' }, error: null });
    const { data: bucket } = await storage.getBucket('scratch');
    expect(bucket).toMatchObject({
      id: 'scratch',
      name: 'scratch',
      public: false,
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: null,
    });
    const { data: all } = await storage.listBuckets();
    expect(all?.map((b) => b.id).sort()).toEqual([
      'course-media',
      'docs',
      'evidence',
      'hotline-attachments',
      'policy-imports',
      'scratch',
      'site',
    ]);
    await storage
      .updateBucket('scratch', { public: true, allowedMimeTypes: ['text/plain'] })
      .then(({ error }) => expect(error).toBeNull());
    expect((await storage.getBucket('scratch')).data).toMatchObject({
      public: true,
      allowed_mime_types: ['text/plain'],
    });
    await storage.from('scratch').upload('a.txt', text('a'), { contentType: 'text/plain' });
    const notEmpty = await storage.deleteBucket('scratch');
    expect(notEmpty.error).toMatchObject({ statusCode: '409', status: 400 });
    expect(notEmpty.error?.message).toBe('The bucket you tried to delete is not empty');
    expect((await storage.emptyBucket('scratch')).data).toEqual({
      message: 'Successfully emptied',
    });
    expect((await storage.deleteBucket('scratch')).data).toEqual({
      message: 'Successfully deleted',
    });
    const gone = await storage.getBucket('scratch');
    expect(gone.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses a duplicate bucket (409), a bad name (400), and buckets to signed-in users', async () => {
    const duplicate = await service.storage.createBucket('docs');
    expect(duplicate.error).toMatchObject({ statusCode: '409' });
    expect(duplicate.error?.message).toBe('The resource already exists');
    const badName = await service.storage.createBucket('a/b');
    expect(badName.error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    // No policy on storage.buckets: a user sees none and creates none, as on hosted Supabase.
    const denied = await alice.client.storage.createBucket('mine');
    expect(denied.error).toMatchObject({ statusCode: '403' });
    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
  });
});

describe('objects', () => {
  const own = (name: string) => `${alice.id}/${name}`;

  it('uploads (raw bytes and a Blob), downloads, reports info and existence', async () => {
    const files = alicesDocs();
    const bytes = text('hello storage');
    const uploaded = await files.upload(own('hello.txt'), bytes, { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({
      path: own('hello.txt'),
      fullPath: `docs/${own('hello.txt')}`,
    });
    expect(uploaded.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const pdf = new Blob([text('%PDF-1.7 fake')], { type: 'application/pdf' });
    expect((await files.upload(own('report.pdf'), pdf)).error).toBeNull();

    const { data: blob } = await files.download(own('report.pdf'));
    expect(blob?.type).toBe('application/pdf');
    expect(Buffer.from(await blob!.arrayBuffer()).toString()).toBe('%PDF-1.7 fake');
    const info = await files.info(own('hello.txt'));
    expect(info.data).toMatchObject({
      name: own('hello.txt'),
      bucketId: 'docs',
      size: bytes.length,
      contentType: 'text/plain',
    });
    expect((await files.exists(own('hello.txt'))).data).toBe(true);
    expect((await files.exists(own('nothing.txt'))).data).toBe(false);
  });

  it('refuses an existing key (409) unless upserting, and updates in place', async () => {
    const files = alicesDocs();
    await files.upload(own('v.txt'), text('one'), { contentType: 'text/plain' });
    const again = await files.upload(own('v.txt'), text('two'), { contentType: 'text/plain' });
    expect(again.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const upserted = await files.upload(own('v.txt'), text('two'), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(upserted.error).toBeNull();
    expect(await (await files.download(own('v.txt'))).data?.text()).toBe('two');
    expect(
      (await files.update(own('v.txt'), text('three'), { contentType: 'text/plain' })).error,
    ).toBeNull();
    expect(await (await files.download(own('v.txt'))).data?.text()).toBe('three');
    const missing = await files.update(own('none.txt'), text('x'), { contentType: 'text/plain' });
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('lists folders and files (list and listV2), moves, copies and removes', async () => {
    const files = alicesDocs();
    for (const name of ['tree/a.txt', 'tree/b.txt', 'tree/sub/c.txt']) {
      await files.upload(own(name), text(name), { contentType: 'text/plain' });
    }
    const { data: listed } = await files.list(own('tree'));
    expect(listed?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
    ]);
    expect(listed?.[0]?.metadata).toMatchObject({ size: 10, mimetype: 'text/plain' });
    const { data: searched } = await files.list(own('tree'), { search: 'b' });
    expect(searched?.map((entry) => entry.name)).toEqual(['b.txt']);
    const { data: v2 } = await files.listV2({ prefix: own('tree/'), with_delimiter: true });
    expect(v2?.folders.map((folder) => folder.name)).toEqual([own('tree/sub/')]);
    expect(v2?.objects.map((object) => object.name)).toEqual([
      own('tree/a.txt'),
      own('tree/b.txt'),
    ]);
    const { data: page } = await files.listV2({ prefix: own('tree/'), limit: 2 });
    expect(page).toMatchObject({ hasNext: true });
    expect(page?.objects.map((object) => object.name)).toEqual([
      own('tree/a.txt'),
      own('tree/b.txt'),
    ]);
    const { data: rest } = await files.listV2({ prefix: own('tree/'), cursor: page?.nextCursor });
    expect(rest?.objects.map((object) => object.name)).toEqual([own('tree/sub/c.txt')]);

    expect((await files.move(own('tree/a.txt'), own('tree/moved.txt'))).data).toEqual({
      message: 'Successfully moved',
    });
    expect((await files.exists(own('tree/a.txt'))).data).toBe(false);
    expect((await files.copy(own('tree/b.txt'), own('copy.txt'))).data).toEqual({
      path: `docs/${own('copy.txt')}`,
    });
    expect(await (await files.download(own('copy.txt'))).data?.text()).toBe('tree/b.txt');
    const removed = await files.remove([own('copy.txt'), own('tree/moved.txt')]);
    expect(removed.data?.map((object) => object.name).sort()).toEqual([
      own('copy.txt'),
      own('tree/moved.txt'),
    ]);
    expect((await files.exists(own('copy.txt'))).data).toBe(false);
  });

  it('enforces the bucket: 413 past its size limit, 415 outside its types; zero bytes are a file', async () => {
    const files = alicesDocs();
    const tooBig = await files.upload(own('big.pdf'), Buffer.alloc(1024 * 1024 + 1), {
      contentType: 'application/pdf',
    });
    expect(tooBig.error).toMatchObject({ statusCode: '413', status: 400 });
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size');
    const blobTooBig = await files.upload(
      own('big2.pdf'),
      new Blob([Buffer.alloc(1024 * 1024 + 1)], { type: 'application/pdf' }),
    );
    expect(blobTooBig.error).toMatchObject({ statusCode: '413' });
    expect((await files.exists(own('big.pdf'))).data).toBe(false);
    const wrongType = await files.upload(own('page.html'), text('<p>'), {
      contentType: 'text/html',
    });
    expect(wrongType.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/html is not supported',
    });
    const empty = await files.upload(own('empty.txt'), Buffer.alloc(0), {
      contentType: 'text/plain',
    });
    expect(empty.error).toBeNull();
    const downloaded = await files.download(own('empty.txt'));
    expect(downloaded.data?.size).toBe(0);
  });

  it('serves Range requests (206, 416) with the stored type', async () => {
    const files = alicesDocs();
    await files.upload(own('range.txt'), text('0123456789'), { contentType: 'text/plain' });
    const path = `/object/docs/${own('range.txt')}`;
    const partial = await raw(
      path,
      { headers: { range: 'bytes=2-5' } },
      alice.client['supabaseKey'] as string,
    );
    // The anon key cannot read Alice's file; with her token it can.
    expect(partial.status).toBe(400);
    const token = (await alice.client.auth.getSession()).data.session?.access_token as string;
    const mine = await raw(path, { headers: { range: 'bytes=2-5' } }, token);
    expect(mine.status).toBe(206);
    expect(mine.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(mine.headers.get('content-type')).toBe('text/plain');
    expect(await mine.text()).toBe('2345');
    const suffix = await raw(path, { headers: { range: 'bytes=-3' } }, token);
    expect(await suffix.text()).toBe('789');
    const beyond = await raw(path, { headers: { range: 'bytes=20-' } }, token);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
  });

  it('streams a large upload to disk and back with the same bytes', async () => {
    const big = Buffer.alloc(24 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const files = service.storage.from('site');
    expect((await files.upload('video.mp4', big, { contentType: 'video/mp4' })).error).toBeNull();
    const response = await fetch(files.getPublicUrl('video.mp4').data.publicUrl);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(big));
  });
});

describe('public and signed URLs', () => {
  it('serves a public bucket to anyone and a private one to no one by its public URL', async () => {
    await service.storage
      .from('site')
      .upload('logo.png', text('PNG'), { contentType: 'image/png' });
    const publicUrl = service.storage.from('site').getPublicUrl('logo.png').data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    await alicesDocs().upload(`${alice.id}/secret.txt`, text('secret'), {
      contentType: 'text/plain',
    });
    const privateUrl = service.storage.from('docs').getPublicUrl(`${alice.id}/secret.txt`)
      .data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('signs a download URL for whoever may read the object, until it expires', async () => {
    const path = `${alice.id}/signed.txt`;
    await alicesDocs().upload(path, text('signed'), { contentType: 'text/plain' });
    const { data, error } = await alicesDocs().createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(await (await fetch(data!.signedUrl)).text()).toBe('signed');
    // Bob may not read it, so he gets no URL for it.
    const denied = await bob.client.storage.from('docs').createSignedUrl(path, 60);
    expect(denied.error).toMatchObject({ statusCode: '404' });
    const many = await bob.client.storage.from('docs').createSignedUrls([path], 60);
    expect(many.data?.[0]).toMatchObject({ path, signedUrl: null });
    // Another object's path with this token is refused.
    const other = data!.signedUrl.replace('signed.txt', 'secret.txt');
    expect(await (await fetch(other)).json()).toMatchObject({
      statusCode: '400',
      message: 'Invalid signature',
    });
    clockOffset += 61_000;
    try {
      const expired = await fetch(data!.signedUrl);
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({ message: 'The provided token has expired.' });
    } finally {
      clockOffset -= 61_000;
    }
  });

  it('signs an upload URL for whoever may create the object, usable once', async () => {
    const files = alicesDocs();
    const path = `${alice.id}/by-url.txt`;
    const { data, error } = await files.createSignedUploadUrl(path);
    expect(error).toBeNull();
    const anonymous = backend.client().storage.from('docs');
    const first = await anonymous.uploadToSignedUrl(path, data!.token, text('once'), {
      contentType: 'text/plain',
    });
    expect(first.error).toBeNull();
    const reused = await anonymous.uploadToSignedUrl(path, data!.token, text('twice'), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(reused.error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await (await files.download(path)).data?.text()).toBe('once');
    // A URL that may overwrite is remembered, so it overwrites once.
    const { data: overwriting } = await files.createSignedUploadUrl(path, { upsert: true });
    const second = await anonymous.uploadToSignedUrl(path, overwriting!.token, text('second'), {
      contentType: 'text/plain',
    });
    expect(second.error).toBeNull();
    const third = await anonymous.uploadToSignedUrl(path, overwriting!.token, text('third'), {
      contentType: 'text/plain',
    });
    expect(third.error).toMatchObject({ statusCode: '400' });
    expect(await (await files.download(path)).data?.text()).toBe('second');
    expect((await files.info(path)).data).toMatchObject({ name: path });
    const { rows } = await backend.db.query<{ owner: string }>(
      `select owner from storage.objects where bucket_id = 'docs' and name = $1`,
      [path],
    );
    expect(rows[0]?.owner).toBe(alice.id);
    // Bob may not create objects in Alice's folder, so he gets no upload URL for one.
    const refused = await bob.client.storage
      .from('docs')
      .createSignedUploadUrl(`${alice.id}/x.txt`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });
});

describe('row-level security and malicious input', () => {
  it('gives an upload URL that replaces only to whoever may replace the object', async () => {
    // docs/threat-model.md #48: the URL's upload is stored by the service role, so what it may do
    // is decided when it is signed. Reading an object is not replacing it.
    const path = 'shared/notice.txt';
    await alicesDocs().upload(path, text('original'), { contentType: 'text/plain' });
    const bobs = bob.client.storage.from('docs');
    expect(await (await bobs.download(path)).data?.text()).toBe('original');
    expect((await bobs.createSignedUploadUrl(path, { upsert: true })).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    // A URL signed where nothing was yet only creates: it replaces nothing put there meanwhile.
    const later = 'shared/later.txt';
    const { data: creating } = await bobs.createSignedUploadUrl(later, { upsert: true });
    await alicesDocs().upload(later, text('first'), { contentType: 'text/plain' });
    const anonymous = backend.client().storage.from('docs');
    const replaced = await anonymous.uploadToSignedUrl(later, creating!.token, text('second'), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(replaced.error).toMatchObject({ statusCode: '409' });
    expect(await (await bobs.download(later)).data?.text()).toBe('first');
  });

  it("serves each signed URL's token for its own use only: a download's never uploads", async () => {
    const path = `${alice.id}/one-use.txt`;
    await alicesDocs().upload(path, text('kept'), { contentType: 'text/plain' });
    const { data: replacing } = await alicesDocs().createSignedUploadUrl(path, { upsert: true });
    const read = await fetch(
      `${backend.url}/storage/v1/object/sign/docs/${path}?token=${replacing!.token}`,
    );
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ error: 'InvalidSignature' });
    const { data: download } = await alicesDocs().createSignedUrl(path, 60);
    const downloadToken = new URL(download!.signedUrl).searchParams.get('token')!;
    await alicesDocs().remove([path]);
    const planted = await backend
      .client()
      .storage.from('docs')
      .uploadToSignedUrl(path, downloadToken, text('planted'), { contentType: 'text/plain' });
    expect(planted.error).toMatchObject({ statusCode: '400' });
    expect((await alicesDocs().exists(path)).data).toBe(false);
  });

  it("keeps one user's files from another by every route", async () => {
    const path = `${alice.id}/private.txt`;
    await alicesDocs().upload(path, text('mine'), { contentType: 'text/plain' });
    const theirs = bob.client.storage.from('docs');
    expect((await theirs.download(path)).error).toMatchObject({ statusCode: '404' });
    expect((await theirs.info(path)).error).toMatchObject({ statusCode: '404' });
    expect((await theirs.exists(path)).data).toBe(false);
    expect((await theirs.list(alice.id)).data).toEqual([]);
    expect((await theirs.listV2({ prefix: alice.id })).data?.objects).toEqual([]);
    expect((await theirs.remove([path])).data).toEqual([]);
    expect((await theirs.move(path, `${bob.id}/stolen.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await theirs.copy(path, `${bob.id}/stolen.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    const overwrite = await theirs.upload(path, text('theirs'), {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });
    const planted = await theirs.upload(`${alice.id}/planted.txt`, text('x'), {
      contentType: 'text/plain',
    });
    expect(planted.error).toMatchObject({ statusCode: '403' });
    expect(await (await alicesDocs().download(path)).data?.text()).toBe('mine');
  });

  it('refuses keys that climb out of their folder or hold control characters (400 invalid key)', async () => {
    const token = (await alice.client.auth.getSession()).data.session?.access_token as string;
    for (const key of [
      `${alice.id}%2F..%2F${bob.id}%2Fx.txt`,
      `..%2F..%2Fetc%2Fpasswd`,
      `${alice.id}%2F%2Fdouble.txt`,
      `${alice.id}%2Fnew%0Aline.txt`,
    ]) {
      const response = await raw(
        `/object/docs/${key}`,
        {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'x',
        },
        token,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
  });

  it('serves a file whose declared type lies about its content as inert data', async () => {
    const path = `${alice.id}/cat.png`;
    await alicesDocs().upload(path, text('<html><script>alert(1)</script></html>'), {
      contentType: 'image/png',
    });
    const { data } = await alicesDocs().createSignedUrl(path, 60);
    const response = await fetch(data!.signedUrl);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers a bad token 400 InvalidJWT, and a JSON body past 64 KB 400', async () => {
    const response = await raw('/bucket', {}, 'not-a-token');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT' });
    const huge = await raw('/object/list/docs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'x'.repeat(70 * 1024) }),
    });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ message: 'Request body is larger than 64 KB' });
    const badCursor = await service.storage.from('docs').listV2({ cursor: 'not-a-cursor' });
    expect(badCursor.error).toMatchObject({ statusCode: '400', message: 'Invalid cursor' });
  });
});

// The cases of supabase-js's own storage tests (packages/core/storage-js/test/storageFileApi.test.ts)
// that need no feature docs/supabase-protocol.md#storage lists as refused (transformations).
describe("supabase-js's storage tests", () => {
  let bucket = '';
  const uploadPath = 'testpath/file.jpg';
  const file = Buffer.from('not really a cat picture');
  beforeAll(async () => {
    bucket = `bucket-${Date.now()}`;
    await service.storage.createBucket(bucket, { public: true });
    await service.storage.createBucket('bucket-move', { public: true });
  });

  it('uploads a Buffer, an ArrayBuffer, a Blob, FormData and a stream; a missing bucket is "Bucket not found"', async () => {
    const files = service.storage.from(bucket);
    const form = new FormData();
    form.append('', new Blob([file]), 'file.txt');
    const bodies = [
      file,
      file.buffer.slice(file.byteOffset, file.byteOffset + file.length),
      new Blob([file]),
      form,
      Readable.from([file]),
    ];
    for (const [index, body] of bodies.entries()) {
      const { data, error } = await files.upload(`bodies/${index}.bin`, body as Buffer);
      expect(error, String(index)).toBeNull();
      expect(data?.path).toBe(`bodies/${index}.bin`);
    }
    const { data: downloaded } = await files.download('bodies/0.bin');
    expect(downloaded?.type).toBe('text/plain;charset=utf-8');
    const missing = await service.storage.from('non-existent-bucket').upload(uploadPath, file);
    expect(missing.error?.message).toBe('Bucket not found');
  });

  it('keeps custom metadata; info has the FileObjectV2 fields and no updatedAt', async () => {
    const files = service.storage.from(bucket);
    await files.upload(uploadPath, file, { metadata: { custom: 'metadata', second: 'second' } });
    expect((await files.info(uploadPath)).data?.metadata).toEqual({
      custom: 'metadata',
      second: 'second',
    });
    await files.upload('plain.jpg', file);
    const { data } = await files.info('plain.jpg');
    expect(data).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        name: 'plain.jpg',
        bucketId: bucket,
        createdAt: expect.any(String),
        cacheControl: expect.any(String),
        size: file.length,
        etag: expect.any(String),
        lastModified: expect.any(String),
        contentType: expect.any(String),
        metadata: {},
        version: expect.any(String),
      }),
    );
    expect(data).not.toHaveProperty('updatedAt');
  });

  it('lists folders with listV2 (name with its slash, key without)', async () => {
    const { data } = await service.storage.from(bucket).listV2({ with_delimiter: true });
    expect(data?.folders).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'testpath', name: 'testpath/' })]),
    );
  });

  it('pages listV2 by name and by creation, both ways', async () => {
    const files = service.storage.from(bucket);
    const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa', 'yy', 'oo'];
    for (const suffix of suffixes) await files.upload(`paged/file${suffix}`, file);
    const cases: { expected: string[]; sortBy?: SortByV2 }[] = [
      { expected: suffixes.slice().sort() },
      { expected: suffixes.slice().sort().reverse(), sortBy: { column: 'name', order: 'desc' } },
      { expected: suffixes.slice(), sortBy: { column: 'created_at', order: 'asc' } },
      { expected: suffixes.slice().reverse(), sortBy: { column: 'created_at', order: 'desc' } },
    ];
    for (const { expected, sortBy } of cases) {
      let cursor: string | undefined;
      let hasNext = true;
      let pages = 0;
      while (hasNext) {
        const { data, error } = await files.listV2({
          prefix: 'paged/',
          with_delimiter: true,
          limit: 2,
          ...(cursor ? { cursor } : {}),
          ...(sortBy ? { sortBy } : {}),
        });
        expect(error).toBeNull();
        expect(data?.objects.map((object) => object.name)).toEqual(
          expected.splice(0, 2).map((suffix) => `paged/file${suffix}`),
        );
        hasNext = data?.hasNext ?? false;
        cursor = data?.nextCursor;
        pages += 1;
      }
      expect(pages).toBe(4);
    }
  });

  it('moves and copies across buckets; removes; exists', async () => {
    const files = service.storage.from(bucket);
    await files.upload('to-move.txt', file);
    const moved = await files.move('to-move.txt', 'testpath/moved.txt', {
      destinationBucket: 'bucket-move',
    });
    expect(moved.data?.message).toBe('Successfully moved');
    expect(
      (await service.storage.from('bucket-move').download('testpath/moved.txt')).error,
    ).toBeNull();
    const copied = await files.copy(uploadPath, 'testpath/copied.txt', {
      destinationBucket: 'bucket-move',
    });
    expect(copied.data?.path).toBe('bucket-move/testpath/copied.txt');
    const removed = await files.remove([uploadPath]);
    expect(removed.data).toEqual([
      expect.objectContaining({ name: uploadPath, id: expect.any(String) }),
    ]);
    expect((await files.exists(uploadPath)).data).toBe(false);
    await expect(files.throwOnError().exists('do-not-exists')).rejects.toThrow();
  });
});
