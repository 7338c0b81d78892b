// Writes through the real supabase-js: insert (with and without .select()), bulk insert with
// columns and missing=default, upsert on progress, update, delete, and how they fail.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTeam,
  createTestTable,
  createUser,
  restFetch,
  serviceClient,
  useTestBackend,
  type TestUser,
} from '../testing';

const backend = useTestBackend();
let service: SupabaseClient;
let member: TestUser;
let otherMember: TestUser;
let videoId = '';

beforeAll(async () => {
  service = serviceClient(backend);
  const team = await createTeam(backend);
  member = await createUser(backend, { teamId: team.id });
  otherMember = await createUser(backend, { teamId: team.id });
  const { data } = await service
    .from('videos')
    .insert({ title: 'Onboarding', duration: '0:02:00', order_index: 1, is_published: true })
    .select('id')
    .single();
  videoId = (data as { id: string }).id;
}, 60_000);

async function videoCount(filter: string): Promise<number> {
  const { count } = await service
    .from('videos')
    .select('*', { count: 'exact', head: true })
    .like('title', filter);
  return count ?? -1;
}

describe('insert', () => {
  it('returns the inserted rows as an array with .select() (201)', async () => {
    const { data, status, error } = await service
      .from('videos')
      .insert({ title: 'Insert A', order_index: 5, description: 'Café ☕ "quoted"' })
      .select('title, order_index, description, is_published');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { title: 'Insert A', order_index: 5, description: 'Café ☕ "quoted"', is_published: false },
    ]);
  });

  it('returns one object with .select().single()', async () => {
    const { data } = await service
      .from('videos')
      .insert({ title: 'Insert B', order_index: 6 })
      .select()
      .single();
    expect(data).toMatchObject({ title: 'Insert B', order_index: 6, is_published: false });
    expect((data as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 201 with an empty body without .select()', async () => {
    const result = await service.from('videos').insert({ title: 'Insert C', order_index: 7 });
    expect(result).toMatchObject({ data: null, error: null, status: 201 });
    const raw = await restFetch(backend, '/videos', {
      method: 'POST',
      body: JSON.stringify({ title: 'Insert D', order_index: 8 }),
    });
    expect(raw.status).toBe(201);
    expect(await raw.text()).toBe('');
  });

  it('inserts arrays with columns=: missing keys become NULL', async () => {
    const { data, error } = await service
      .from('videos')
      .insert([
        { title: 'Bulk A', order_index: 1, category: 'x' },
        { title: 'Bulk B', order_index: 2 },
      ])
      .select('title, category')
      .order('title');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Bulk A', category: 'x' },
      { title: 'Bulk B', category: null },
    ]);
  });

  it('uses column defaults for missing keys with Prefer missing=default', async () => {
    const { data, error } = await service
      .from('videos')
      .insert(
        [
          { title: 'Default A', order_index: 3, is_published: true, duration: '4:00' },
          { title: 'Default B' },
        ],
        {
          defaultToNull: false,
        },
      )
      .select('title, order_index, is_published')
      .order('title');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Default A', order_index: 3, is_published: true },
      { title: 'Default B', order_index: 0, is_published: false },
    ]);
  });

  it('without missing=default a missing NOT NULL column is a 400 23502', async () => {
    const { error, status } = await service
      .from('videos')
      .insert([{ title: 'Null A', order_index: 1 }, { title: 'Null B' }]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
    expect(await videoCount('Null %')).toBe(0);
  });

  it('counts inserted rows with count: exact', async () => {
    const { count, status } = await service
      .from('videos')
      .insert([{ title: 'Counted A' }, { title: 'Counted B' }], {
        count: 'exact',
        defaultToNull: false,
      });
    expect({ count, status }).toEqual({ count: 2, status: 201 });
  });

  it('answers 409 for a duplicate key and for an unknown foreign key', async () => {
    const duplicate = await service
      .from('videos')
      .insert({ id: videoId, title: 'Dup', order_index: 1 });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const orphan = await member.client.from('progress').insert({
      user_id: member.id,
      video_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(orphan.status).toBe(409);
    expect(orphan.error?.code).toBe('23503');
  });

  it('refuses a member inserting a video (WITH CHECK): 403 42501', async () => {
    const { error, status } = await member.client
      .from('videos')
      .insert({ title: 'Sneaky', order_index: 1 });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('new row violates row-level security policy for table "videos"');
  });
});

describe('upsert on progress (the player saves every 10 seconds)', () => {
  const save = (client: SupabaseClient, row: Record<string, unknown>, ignoreDuplicates = false) =>
    client
      .from('progress')
      .upsert(row, { onConflict: 'user_id,video_id', ignoreDuplicates })
      .select('user_id, video_id, watch_time, progress_percent, completed_at');

  it('inserts, then updates the same row, never duplicating it', async () => {
    const first = await save(member.client, {
      user_id: member.id,
      video_id: videoId,
      watch_time: 3,
      progress_percent: 2.5,
      completed_at: null,
    });
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    expect(first.data).toEqual([
      {
        user_id: member.id,
        video_id: videoId,
        watch_time: 3,
        progress_percent: 2.5,
        completed_at: null,
      },
    ]);
    // The member watched on for two minutes (credited time grows with real time only).
    await backend.db.query(
      `update public.progress set updated_at = now() - interval '2 minutes' where user_id = $1`,
      [member.id],
    );

    const second = await save(member.client, {
      user_id: member.id,
      video_id: videoId,
      watch_time: 120,
      progress_percent: 95,
      completed_at: null,
    });
    expect(second.status).toBe(200); // only updated, as PostgREST answers
    expect(second.data).toMatchObject([{ watch_time: 120, progress_percent: 95 }]);
    expect((second.data as { completed_at: string | null }[])[0]?.completed_at).not.toBeNull();

    const rows = await member.client.from('progress').select('id').eq('user_id', member.id);
    expect(rows.data).toHaveLength(1);
  });

  it('keeps the row as it is with ignoreDuplicates', async () => {
    await save(
      member.client,
      { user_id: member.id, video_id: videoId, watch_time: 999, progress_percent: 99 },
      true,
    );
    const { data } = await member.client
      .from('progress')
      .select('watch_time')
      .eq('user_id', member.id)
      .eq('video_id', videoId)
      .single();
    expect(data).toEqual({ watch_time: 120 });
  });

  it('refuses progress written for someone else (docs/threat-model.md #6)', async () => {
    const { error, status } = await save(member.client, {
      user_id: otherMember.id,
      video_id: videoId,
      watch_time: 1,
      progress_percent: 1,
    });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  it('answers 400 for values of the wrong type or out of range', async () => {
    const wrongType = await save(member.client, {
      user_id: member.id,
      video_id: videoId,
      watch_time: 'abc',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.code).toBe('22P02');
    const outOfRange = await save(member.client, {
      user_id: member.id,
      video_id: videoId,
      progress_percent: 250,
    });
    expect(outOfRange.status).toBe(400);
  });
});

describe('update', () => {
  it('updates by id and returns the rows with .select() (200)', async () => {
    const { data, status } = await service
      .from('videos')
      .update({ title: 'Onboarding v2', duration: '10:00' })
      .eq('id', videoId)
      .select('title, duration');
    expect(status).toBe(200);
    expect(data).toEqual([{ title: 'Onboarding v2', duration: '10:00' }]);
  });

  it('answers 204 with no body without .select()', async () => {
    const result = await service.from('videos').update({ category: 'Intro' }).eq('id', videoId);
    expect(result).toMatchObject({ data: null, error: null, status: 204 });
  });

  it('updates nothing for rows RLS hides', async () => {
    const { data, error } = await member.client
      .from('users')
      .update({ full_name: 'Hijacked' })
      .eq('id', otherMember.id)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('rolls back a write whose .single() sees several rows', async () => {
    await service
      .from('videos')
      .insert([{ title: 'Twin' }, { title: 'Twin' }], { defaultToNull: false });
    const { error, status } = await service
      .from('videos')
      .update({ title: 'Renamed twin' })
      .eq('title', 'Twin')
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.details).toBe('The result contains 2 rows');
    expect(await videoCount('Twin')).toBe(2);
    expect(await videoCount('Renamed twin')).toBe(0);
  });

  it('refuses an update or delete without filters, like Supabase (pg-safeupdate)', async () => {
    const raw = await restFetch(backend, '/videos', {
      method: 'PATCH',
      body: JSON.stringify({ title: 'All' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    const remove = await restFetch(backend, '/videos', { method: 'DELETE' });
    expect(await remove.json()).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
  });

  it('treats an empty PATCH body as a no-op', async () => {
    const response = await restFetch(backend, `/videos?id=eq.${videoId}`, {
      method: 'PATCH',
      body: '{}',
    });
    expect(response.status).toBe(204);
  });
});

describe('delete', () => {
  it('deletes with filters: 204 without .select(), the rows with it', async () => {
    await service
      .from('videos')
      .insert([{ title: 'Delete A' }, { title: 'Delete B' }], { defaultToNull: false });
    const plain = await service.from('videos').delete().eq('title', 'Delete A');
    expect(plain).toMatchObject({ status: 204, data: null, error: null });
    const returned = await service.from('videos').delete().eq('title', 'Delete B').select('title');
    expect(returned).toMatchObject({ status: 200, data: [{ title: 'Delete B' }] });
    expect(await videoCount('Delete %')).toBe(0);
  });

  it('deletes nothing a member may not delete', async () => {
    const { error, status } = await member.client.from('videos').delete().eq('id', videoId);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { count } = await service
      .from('videos')
      .select('*', { count: 'exact', head: true })
      .eq('id', videoId);
    expect(count).toBe(1);
  });
});

describe('upsert status: 201 when a row was inserted, 200 when all were updated', () => {
  const upsert = (rows: Record<string, unknown>[], options: { ignoreDuplicates?: boolean } = {}) =>
    service.from('videos').upsert(rows, { onConflict: 'id', ...options });

  it('answers 201 for new rows, 200 for existing ones, 201 for a mix (with or without .select())', async () => {
    const ids = ['0000000a-0000-4000-8000-000000000001', '0000000a-0000-4000-8000-000000000002'];
    const first = await upsert([{ id: ids[0], title: 'Upsert 1', order_index: 1 }]);
    expect(first).toMatchObject({ status: 201, error: null });
    const updated = await upsert([{ id: ids[0], title: 'Upsert 1b', order_index: 1 }]);
    expect(updated).toMatchObject({ status: 200, error: null, data: null });
    const selected = await upsert([{ id: ids[0], title: 'Upsert 1c', order_index: 1 }]).select(
      'title',
    );
    expect(selected).toMatchObject({ status: 200, data: [{ title: 'Upsert 1c' }] });
    const mixed = await upsert([
      { id: ids[0], title: 'Upsert 1d', order_index: 1 },
      { id: ids[1], title: 'Upsert 2', order_index: 2 },
    ]).select('title');
    expect(mixed).toMatchObject({
      status: 201,
      data: [{ title: 'Upsert 1d' }, { title: 'Upsert 2' }],
    });
    expect(await videoCount('Upsert %')).toBe(2);
  });

  it('answers 201 for ignore-duplicates even when every row existed, as PostgREST does', async () => {
    const id = '0000000b-0000-4000-8000-000000000001';
    await upsert([{ id, title: 'Ignored', order_index: 1 }]);
    const again = await upsert([{ id, title: 'Ignored 2', order_index: 1 }], {
      ignoreDuplicates: true,
    });
    expect(again.status).toBe(201);
    expect(await videoCount('Ignored%')).toBe(1);
  });
});

describe('Prefer: max-affected', () => {
  /**
   * supabase-js types maxAffected() for PostgREST 13 clients only; PostgREST 12.2 takes the same
   * headers (handling=strict, max-affected=N), and so does this API.
   */
  const maxAffected = <T>(builder: T, rows: number): T =>
    (builder as unknown as { maxAffected(rows: number): T }).maxAffected(rows);

  beforeAll(async () => {
    await service
      .from('videos')
      .insert([{ title: 'Capped' }, { title: 'Capped' }, { title: 'Capped' }], {
        defaultToNull: false,
      });
  });

  it('refuses a PATCH over the limit with handling=strict: 400 PGRST124, nothing written', async () => {
    const { status, error } = await maxAffected(
      service.from('videos').update({ category: 'too many' }).eq('title', 'Capped'),
      2,
    );
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    const { count } = await service
      .from('videos')
      .select('*', { count: 'exact', head: true })
      .eq('category', 'too many');
    expect(count).toBe(0);
  });

  it('lets a PATCH or DELETE within the limit through', async () => {
    const update = await maxAffected(
      service.from('videos').update({ category: 'capped' }).eq('title', 'Capped').select(),
      3,
    );
    expect(update).toMatchObject({ status: 200, error: null });
    expect(update.data).toHaveLength(3);
    const refused = await maxAffected(service.from('videos').delete().eq('title', 'Capped'), 1);
    expect(refused.error?.details).toBe('The query affects 3 rows');
    expect(await videoCount('Capped')).toBe(3);
    const removed = await maxAffected(service.from('videos').delete().eq('title', 'Capped'), 3);
    expect(removed).toMatchObject({ status: 204, error: null });
    expect(await videoCount('Capped')).toBe(0);
  });

  it('ignores max-affected without handling=strict, as PostgREST does', async () => {
    await service.from('videos').insert([{ title: 'Lenient' }, { title: 'Lenient' }], {
      defaultToNull: false,
    });
    const response = await restFetch(backend, '/videos?title=eq.Lenient', {
      method: 'DELETE',
      headers: { prefer: 'max-affected=1, handling=lenient' },
    });
    expect(response.status).toBe(204);
    expect(await videoCount('Lenient')).toBe(0);
  });

  it('refuses preferences it cannot honour with handling=strict: 400 PGRST122', async () => {
    const response = await restFetch(backend, `/videos?id=eq.${videoId}`, {
      method: 'DELETE',
      headers: { prefer: 'handling=strict, timezone=UTC' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST122',
      details: 'Invalid preferences: timezone=UTC',
    });
  });
});

describe('missing=default with identity, generated and defaulted columns', () => {
  interface Row {
    id: number;
    code: number;
    label: string;
    tags: string[];
    label_length: number;
  }
  const table = () => service.from('rest_test_defaults');

  beforeAll(async () => {
    await createTestTable(
      backend,
      'rest_test_defaults',
      `id bigint generated always as identity primary key,
       code integer not null generated by default as identity (start with 100),
       label text not null default 'unnamed',
       tags text[] not null default '{}',
       label_length integer generated always as (char_length(label)) stored`,
    );
  });

  it('gives missing keys their default: identity, sequence and plain defaults', async () => {
    const { data, error, status } = await table()
      .insert([{ label: 'first' }, { code: 7, tags: ['x'] }, {}], { defaultToNull: false })
      .select('id, code, label, tags, label_length')
      .order('id');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data as Row[]).toEqual([
      { id: 1, code: 100, label: 'first', tags: [], label_length: 5 },
      { id: 2, code: 7, label: 'unnamed', tags: ['x'], label_length: 7 },
      { id: 3, code: 101, label: 'unnamed', tags: [], label_length: 7 },
    ]);
  });

  it('inserts one object with only some columns', async () => {
    const { data } = await table()
      .insert({ label: 'single' }, { defaultToNull: false })
      .select('code, label, tags')
      .single();
    expect(data).toEqual({ code: 102, label: 'single', tags: [] });
  });

  it('leaves a GENERATED ALWAYS column named in columns= but sent by no row to Postgres', async () => {
    const response = await restFetch(
      backend,
      '/rest_test_defaults?columns=id,label,label_length&select=label,label_length',
      {
        method: 'POST',
        headers: { prefer: 'missing=default, return=representation' },
        body: JSON.stringify([{ label: 'listed' }]),
      },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual([{ label: 'listed', label_length: 6 }]);
  });

  it('still refuses a value for a GENERATED ALWAYS column, as Postgres does', async () => {
    const { status, error } = await table().insert(
      [{ id: 50, label: 'forced' }, { label: 'other' }],
      { defaultToNull: false },
    );
    expect(status).toBe(400);
    expect(error?.code).toBe('428C9');
  });

  it('without missing=default, missing keys are NULL (and NOT NULL refuses them)', async () => {
    const { status, error } = await table().insert([{ label: 'a' }, { code: 9 }]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });
});
