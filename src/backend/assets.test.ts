// The asset inventory in the database (docs/decisions.md AS1): the team's admins keep it, an
// import saves all lines or none, the types and levels are those of src/content/assets, every
// change is audited, and another team or a member reaches nothing.
import { describe, expect, it } from 'vitest';
import { ASSET_TYPES, CLASSIFICATIONS } from '../content/assets';
import {
  auditEventCounts,
  expectNoneDeleted,
  expectNoneUpdated,
  expectRefused,
  useTeams,
} from './testing';

const { backend, admin, other, member } = useTeams({
  team: 'Assetful Ltd',
  other: 'Prying Ltd',
  member: 'Otto Owner',
});

describe('the asset inventory', () => {
  it('takes every type and level of our content, and nothing else', async () => {
    const rows = ASSET_TYPES.flatMap((type) =>
      CLASSIFICATIONS.map((classification) => ({
        team_id: admin.teamId,
        name: `${type} ${classification}`,
        type,
        classification,
        owner_id: member.id,
        holds_customer_data: classification === 'Restricted',
      })),
    );
    const { data } = await admin.client.from('assets').insert(rows).select('id').throwOnError();
    expect(data).toHaveLength(ASSET_TYPES.length * CLASSIFICATIONS.length);
    for (const change of [{ type: 'toaster' }, { classification: 'Secret' }]) {
      const { error } = await admin.client
        .from('assets')
        .insert({ team_id: admin.teamId, name: 'Odd', type: 'laptop', ...change });
      expect(error?.code, JSON.stringify(change)).toBe('23514');
    }
    const { error } = await admin.client
      .from('assets')
      .insert({ team_id: admin.teamId, name: 'Theirs', type: 'laptop', owner_id: other.id });
    expect(error?.code).toBe('22023');
    // The same name twice for one type is refused in words.
    const twice = await admin.client
      .from('assets')
      .insert({ team_id: admin.teamId, name: 'laptop Public', type: 'laptop' });
    expect(twice.error).toMatchObject({
      code: '23505',
      message: 'An asset of type laptop named "laptop Public" is already listed.',
    });
    // So is a blank name.
    const blank = await admin.client
      .from('assets')
      .insert({ team_id: admin.teamId, name: '   ', type: 'laptop' });
    expect(blank.error).toMatchObject({ code: '23502', message: "Enter the asset's name." });
  });

  it('an import with one bad line saves none of its lines', async () => {
    const before = await backend.db.query('select count(*)::int as n from public.assets');
    const { error } = await admin.client.from('assets').insert([
      { team_id: admin.teamId, name: 'Good one', type: 'server' },
      { team_id: admin.teamId, name: 'Bad one', type: 'toaster' },
    ]);
    expect(error?.code).toBe('23514');
    const after = await backend.db.query('select count(*)::int as n from public.assets');
    expect(after.rows).toEqual(before.rows);
  });

  it('audits every change', async () => {
    const { data } = await admin.client
      .from('assets')
      .update({ location: 'eu-west-1' })
      .eq('name', 'server Restricted')
      .select('id')
      .single()
      .throwOnError();
    await admin.client.from('assets').delete().eq('id', data!.id).throwOnError();
    expect(await auditEventCounts(backend, admin.teamId, 'asset')).toEqual([
      { kind: 'asset_added', count: ASSET_TYPES.length * CLASSIFICATIONS.length },
      { kind: 'asset_changed', count: 1 },
      { kind: 'asset_removed', count: 1 },
    ]);
  });

  it('members and another team’s admin read and write nothing', async () => {
    for (const client of [member.client, other.client]) {
      const { data } = await client.from('assets').select('id').throwOnError();
      expect(data).toEqual([]);
      expectRefused(
        await client
          .from('assets')
          .insert({ team_id: admin.teamId, name: 'Planted', type: 'laptop' }),
      );
      await expectNoneUpdated(client, 'assets', admin.teamId, { name: 'Hijacked' });
      await expectNoneDeleted(client, 'assets', admin.teamId);
    }
    const { data: own } = await other.client
      .from('assets')
      .insert({ team_id: other.teamId, name: 'Own', type: 'laptop' })
      .select('id')
      .single()
      .throwOnError();
    const moved = await other.client
      .from('assets')
      .update({ team_id: admin.teamId })
      .eq('id', own!.id);
    expect(moved.error?.code).toBe('42501');
  });
});
