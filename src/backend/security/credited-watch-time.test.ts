// Training completion cannot be forged (docs/decisions.md V4): the database credits watch time
// only as fast as real time passes between a member's saves, caps progress by it, completes at
// 90 % of the length in credited time, and takes progress only for published videos. Time is
// moved by backdating the member's last save, never by waiting.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTeamAdmin, elapseSinceLastSave, useTestBackend } from '../testing';

const backend = useTestBackend();
let service: SupabaseClient;
let inviteCode = '';

beforeAll(async () => {
  service = backend.client(backend.serviceRoleKey);
  inviteCode = (await createTeamAdmin(backend, 'Watchers')).inviteCode;
});

async function video(fields: { duration: string; is_published: boolean }) {
  const { data } = await service
    .from('videos')
    .insert({ title: `Video ${Math.random()}`, ...fields })
    .select('id')
    .single()
    .throwOnError();
  return (data as { id: string }).id;
}

type Saved = { watch_time: number; progress_percent: number; completed_at: string | null };

/** Saves of `member`'s progress on the video: watch time in seconds, then the percentage. */
function saver(member: { client: SupabaseClient; id: string }, videoId: string) {
  return async (watchTime: number, percent: number) => {
    const result = await member.client
      .from('progress')
      .upsert(
        { user_id: member.id, video_id: videoId, watch_time: watchTime, progress_percent: percent },
        { onConflict: 'user_id,video_id' },
      )
      .select('watch_time, progress_percent, completed_at')
      .single();
    return result as { data: Saved | null; error: { code?: string } | null; status: number };
  };
}

describe('forgeries through the REST API', () => {
  it('one upsert of progress 100 and watch time 0 completes nothing', async () => {
    const member = await createMember(backend, inviteCode, 'Fay Forger');
    const save = saver(member, await video({ duration: '0:00:30', is_published: true }));
    const { data } = await save(0, 100);
    expect(data).toEqual({ watch_time: 0, progress_percent: 0, completed_at: null });
  });

  it('claims far ahead of the clock: a 30 s video "watched" in 3 s of saves stays incomplete', async () => {
    const member = await createMember(backend, inviteCode, 'Sid Seeker');
    const videoId = await video({ duration: '0:00:30', is_published: true });
    const save = saver(member, videoId);
    // Nine saves a third of a second apart, each claiming 9 s more (the old seek-ahead trick).
    let last: Saved | null = null;
    for (let step = 1; step <= 4; step++) {
      last = (await save(Math.min(step * 9, 30), Math.min(step * 30, 100))).data;
    }
    expect(last?.completed_at).toBeNull();
    expect(last?.watch_time).toBeLessThan(27);
  });

  it('refuses progress on an unpublished video (403) and on one with no length', async () => {
    const member = await createMember(backend, inviteCode, 'Una Unpublished');
    const draft = await video({ duration: '0:05:00', is_published: false });
    const refused = await saver(member, draft)(10, 3);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const published = await service
      .from('videos')
      .insert({ title: 'No length', is_published: true });
    expect(published.error?.code).toBe('23514');
  });

  it('refuses out-of-range claims instead of capping them', async () => {
    const member = await createMember(backend, inviteCode, 'Ora Range');
    const save = saver(member, await video({ duration: '1:00', is_published: true }));
    expect((await save(-1, 0)).status).toBe(400);
    expect((await save(0, 101)).status).toBe(400);
  });

  it('cannot write the credited time itself', async () => {
    const member = await createMember(backend, inviteCode, 'Cleo Credit');
    const videoId = await video({ duration: '0:00:30', is_published: true });
    const { data } = await member.client
      .from('progress')
      .upsert(
        {
          user_id: member.id,
          video_id: videoId,
          watch_time: 30,
          progress_percent: 100,
          credited_seconds: 30,
        },
        { onConflict: 'user_id,video_id' },
      )
      .select('credited_seconds, completed_at')
      .single();
    expect(data).toEqual({ credited_seconds: 3, completed_at: null });
  });
});

describe('honest watching', () => {
  it('completes a 30 s video watched in real time with saves every 10 s (late first save included)', async () => {
    const member = await createMember(backend, inviteCode, 'Hana Honest');
    const videoId = await video({ duration: '0:00:30', is_published: true });
    const save = saver(member, videoId);
    // First save after 10 s of watching: no earlier save, so little is credited yet.
    const first = (await save(10, 33.33)).data;
    expect(first?.watch_time).toBe(3);
    await elapseSinceLastSave(backend, member.id, 10);
    expect((await save(20, 66.66)).data?.completed_at).toBeNull();
    await elapseSinceLastSave(backend, member.id, 10);
    const end = (await save(30, 100)).data;
    expect(end?.completed_at).not.toBeNull();
    expect(end?.progress_percent).toBeGreaterThanOrEqual(90);
  });

  it('credits no more than the real time since the previous save, plus a small allowance', async () => {
    const member = await createMember(backend, inviteCode, 'Ali Allowance');
    const videoId = await video({ duration: '10:00', is_published: true });
    const save = saver(member, videoId);
    await save(0, 0);
    const started = Date.now();
    await elapseSinceLastSave(backend, member.id, 60);
    const { data } = await save(300, 50);
    // 60 s moved + 3 s allowance + however long the test itself took between the two saves.
    const bound = 63 + Math.ceil((Date.now() - started) / 1000);
    expect(data?.watch_time).toBeGreaterThanOrEqual(63);
    expect(data?.watch_time).toBeLessThanOrEqual(bound);
    expect(data?.progress_percent).toBeLessThanOrEqual((bound / 600) * 100);
  });

  it('keeps completion and the highest progress when rewatching', async () => {
    const member = await createMember(backend, inviteCode, 'Rex Rewatch');
    const videoId = await video({ duration: '0:00:20', is_published: true });
    const save = saver(member, videoId);
    await save(0, 0);
    await elapseSinceLastSave(backend, member.id, 25);
    const done = (await save(20, 100)).data;
    expect(done?.completed_at).not.toBeNull();
    const again = (await save(2, 10)).data;
    expect(again).toEqual({ ...done, completed_at: done?.completed_at });
  });
});
