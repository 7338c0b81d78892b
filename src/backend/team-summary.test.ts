// team_progress_summary() at the size docs/product.md#team-dashboard names: 1,000 members × 40
// videos.
// The REST cap of 1,000 rows per request would truncate a plain progress query (40,000 rows);
// the summary stays complete and correct.
import { beforeAll, expect, it } from 'vitest';
import { createMember, createTeamAdmin, seedLargeTeam, useTeams } from './testing';

interface Summary {
  videos: { id: string; title: string }[];
  members: { id: string; email: string; full_name: string | null; completed: number[] }[];
}

const { backend, admin } = useTeams({ team: 'Large Co' });
let expected: Map<string, number>;

beforeAll(async () => {
  expected = await seedLargeTeam(backend.db, admin.teamId, { members: 999, videos: 40 });
}, 120_000);

it('returns all 1,000 members with their completed counts in one call', async () => {
  const { data, error } = await admin.client.rpc('team_progress_summary');
  expect(error).toBeNull();
  const summary = data as Summary;
  expect(summary.members).toHaveLength(1000);
  const published = summary.videos.length;
  expect(published).toBeGreaterThanOrEqual(40);
  for (const member of summary.members) {
    expect(member.completed.length).toBe(expected.get(member.id) ?? 0);
    for (const position of member.completed) expect(position).toBeLessThan(published);
  }
  const { count } = await backend
    .client(backend.serviceRoleKey)
    .from('progress')
    .select('*', { count: 'exact', head: true });
  expect(count).toBeGreaterThan(1000);
});

it('a plain progress read is capped at 1,000 rows, which is why the summary exists', async () => {
  const { data } = await admin.client.from('progress').select('user_id');
  expect(data).toHaveLength(1000);
});

it('shows nothing of the team to a member or to another team', async () => {
  const member = await createMember(backend, admin.inviteCode);
  const asMember = (await member.client.rpc('team_progress_summary')).data as Summary;
  expect(asMember.members).toEqual([]);
  const other = await createTeamAdmin(backend, 'Other Co');
  const asOther = (await other.client.rpc('team_progress_summary')).data as Summary;
  expect(asOther.members.map((m) => m.id)).toEqual([other.id]);
});
