// Course media (docs/decisions.md CM1, docs/threat-model.md #52): an editor uploads a video with
// tus-js-client the way Supabase documents resumable uploads, a thumbnail and captions with the
// storage client; a member whose plan shows the video plays it through a signed URL with Range
// requests; a member whose plan does not show it gets nothing, by any route.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Upload } from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createTeamAdmin,
  setRole,
  useTestBackend,
  type TestAccount,
} from './testing';

const BUCKET = 'course-media';
const VIDEO_FILE = 'src/renderer/public/media/courses/social-engineering-tactics.webm';
const CAPTIONS_FILE = 'src/renderer/public/media/courses/social-engineering-tactics.vtt';

const backend = useTestBackend();
let editor: TestAccount;
let member: TestAccount;
let outsider: TestAccount;
let video: Buffer;

beforeAll(async () => {
  const admin = await createTeamAdmin(backend, 'Shown Inc');
  const otherAdmin = await createTeamAdmin(backend, 'Limited Inc');
  member = await createMember(backend, admin.inviteCode);
  outsider = await createMember(backend, otherAdmin.inviteCode, 'Olive Outsider');
  editor = await createMember(backend, admin.inviteCode, 'Eddie Editor');
  await setRole(backend, editor.id, 'editor');
  // The member's team sees every course; the outsider's Starter plan only the first three.
  await backend.db.query(
    `update public.teams set trial_plan_id = null, trial_ends_at = null,
       plan_id = case id when $1 then 'enterprise' else 'starter' end
     where id in ($1, $2)`,
    [admin.teamId, otherAdmin.teamId],
  );
  // Three published courses first in the catalogue: all of Starter's.
  await backend.db.query(
    `insert into public.videos (title, duration, is_published, order_index)
     select 'Course ' || n, '0:05:00', true, n - 1000 from generate_series(1, 3) n`,
  );
  video = await readFile(VIDEO_FILE);
}, 60_000);

async function accessToken(account: TestAccount): Promise<string> {
  return (await account.client.auth.getSession()).data.session?.access_token as string;
}

/** A resumable upload as Supabase's guide writes it (6 MB chunks, bucket and object metadata). */
function resumableUpload(token: string, objectName: string, bytes: Buffer, contentType: string) {
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${backend.url}/storage/v1/upload/resumable`,
      retryDelays: [],
      headers: { authorization: `Bearer ${token}`, apikey: backend.anonKey },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: { bucketName: BUCKET, objectName, contentType, cacheControl: '3600' },
      chunkSize: 6 * 1024 * 1024,
      onError: reject,
      onSuccess: () => resolve(),
    });
    upload.start();
  });
}

async function publishWithMedia(client: SupabaseClient, orderIndex: number) {
  const key = { video: `video/${randomUUID()}`, captions: `captions/${randomUUID()}` };
  await resumableUpload(await accessToken(editor), key.video, video, 'video/webm');
  const captions = await client.storage
    .from(BUCKET)
    .upload(key.captions, await readFile(CAPTIONS_FILE), { contentType: 'text/vtt' });
  expect(captions.error).toBeNull();
  const { data } = await client
    .from('videos')
    .insert({
      title: `Uploaded ${orderIndex}`,
      duration: '0:01:00',
      is_published: true,
      order_index: orderIndex,
      video_object: key.video,
      captions_object: key.captions,
    })
    .select('id')
    .single()
    .throwOnError();
  return { id: data.id, ...key };
}

describe('course media in Storage', () => {
  it('an editor uploads resumably; a member of a plan that shows it plays it with seeking', async () => {
    // Last in the catalogue: beyond Starter's three courses.
    const uploaded = await publishWithMedia(editor.client, 2_000_000_000);
    const { rows } = await backend.db.query<{ size: string; mimetype: string }>(
      `select metadata ->> 'size' as size, metadata ->> 'mimetype' as mimetype
       from storage.objects where bucket_id = $1 and name = $2`,
      [BUCKET, uploaded.video],
    );
    expect(rows).toEqual([{ size: String(video.length), mimetype: 'video/webm' }]);

    const signed = await member.client.storage.from(BUCKET).createSignedUrl(uploaded.video, 600);
    expect(signed.error).toBeNull();
    const head = await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=0-99' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-type')).toBe('video/webm');
    expect(head.headers.get('content-range')).toBe(`bytes 0-99/${video.length}`);
    expect(Buffer.from(await head.arrayBuffer())).toEqual(video.subarray(0, 100));
    // A seek reads from the middle.
    const middle = Math.floor(video.length / 2);
    const seek = await fetch(signed.data!.signedUrl, { headers: { range: `bytes=${middle}-` } });
    expect(seek.status).toBe(206);
    expect(Buffer.from(await seek.arrayBuffer())).toEqual(video.subarray(middle));
    const captions = await member.client.storage.from(BUCKET).download(uploaded.captions);
    expect(captions.data?.type).toBe('text/vtt');

    // The outsider's Starter plan does not show it: no row, no object, no signed URL.
    const row = await outsider.client.from('videos').select('id').eq('id', uploaded.id);
    expect(row.data).toEqual([]);
    for (const key of [uploaded.video, uploaded.captions]) {
      expect((await outsider.client.storage.from(BUCKET).download(key)).error).not.toBeNull();
      expect(
        (await outsider.client.storage.from(BUCKET).createSignedUrl(key, 60)).error,
      ).not.toBeNull();
    }
  });

  it('only editors start a resumable upload, under a fresh key of the right shape', async () => {
    const refused = (token: string, name: string, type = 'video/webm') =>
      resumableUpload(token, name, video.subarray(0, 1000), type).then(
        () => 'stored',
        (error: Error) => error.message,
      );
    expect(await refused(await accessToken(member), `video/${randomUUID()}`)).toMatch(
      /response code: 403/,
    );
    expect(await refused(await accessToken(editor), `video/../${randomUUID()}`)).toMatch(
      /response code: 400/,
    );
    expect(await refused(await accessToken(editor), `elsewhere/${randomUUID()}`)).toMatch(
      /response code: 403/,
    );
    expect(await refused(await accessToken(editor), `video/${randomUUID()}`, 'text/html')).toMatch(
      /response code: 415/,
    );
    // Nothing landed outside the three folders.
    const { count } = await backend.db
      .query<{ count: string }>(
        `select count(*) from storage.objects where bucket_id = $1 and name like 'elsewhere/%'`,
        [BUCKET],
      )
      .then(({ rows }) => ({ count: Number(rows[0]!.count) }));
    expect(count).toBe(0);
  });
});
