// The Statement of Applicability in the database (docs/decisions.md SA1, docs/threat-model.md
// #50): all 93 Annex A controls answered, a not-applicable one justified, an approved version
// numbered, hashed and frozen with the evidence the product held; no other team reaches it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iso27001Controls } from '../content/controls';
import {
  adoptPolicy,
  createTeamAdmin,
  expectNoneUpdated,
  expectNoWrite,
  expectNoRowsOf,
  expectRefused,
  publishAsPublisher,
  useTeams,
} from './testing';

const { backend, admin, other, member } = useTeams({
  team: 'Statement Ltd',
  other: 'Snoop Ltd',
  member: 'Mel Member',
});

describe('the Statement of Applicability', () => {
  it('is approved only with all 93 controls answered, and a not-applicable one justified', async () => {
    expect(iso27001Controls).toHaveLength(93);
    const unjustified = await admin.client
      .from('soa_entries')
      .insert({ team_id: admin.teamId, control_id: 'A.7.1', applicable: false });
    expect(unjustified.error?.code).toBe('23514');
    await admin.client
      .from('soa_entries')
      .insert(
        iso27001Controls.slice(0, 92).map((control) => ({
          team_id: admin.teamId,
          control_id: control.id,
          applicable: !control.id.startsWith('A.7.'),
          justification: control.id.startsWith('A.7.') ? 'Fully remote, no offices' : '',
          status: control.id === 'A.5.1' ? 'implemented' : 'planned',
        })),
      )
      .throwOnError();
    const early = await admin.client
      .from('soa_versions')
      .insert({ team_id: admin.teamId, approval_reason: 'Too early' });
    expect(early.error?.code).toBe('P0001');
    await admin.client
      .from('soa_entries')
      .insert({ team_id: admin.teamId, control_id: iso27001Controls[92]!.id })
      .throwOnError();
  });

  it('approves a version with the evidence held, hashed, and frozen afterwards', async () => {
    const policy = await adoptPolicy(admin.client, 'information-security-policy');
    await publishAsPublisher(admin.client, policy, 1);
    const { data } = await admin.client
      .from('soa_versions')
      .insert({
        team_id: admin.teamId,
        approval_reason: 'Approved by the CEO',
        content_hash: 'forged',
        number: 7,
      })
      .select('id, number, approved_by_name, content_hash')
      .single()
      .throwOnError();
    expect(data).toMatchObject({ number: 1, approved_by_name: 'Ada Admin' });
    const { rows } = await backend.db.query<{ text: string; entries: unknown[] }>(
      'select entries::text as text, entries from public.soa_versions where id = $1',
      [data!.id],
    );
    expect(data!.content_hash).toBe(createHash('sha256').update(rows[0]!.text).digest('hex'));
    const entries = rows[0]!.entries as {
      control_id: string;
      applicable: boolean;
      status: string;
      evidence: string[];
    }[];
    expect(entries.map((entry) => entry.control_id)).toEqual(
      iso27001Controls.map((control) => control.id),
    );
    expect(entries.find((entry) => entry.control_id === 'A.5.1')).toMatchObject({
      applicable: true,
      status: 'implemented',
      evidence: ['policy: Information Security Policy'],
    });
    expect(entries.find((entry) => entry.control_id === 'A.7.1')?.applicable).toBe(false);

    await admin.client
      .from('soa_entries')
      .update({ status: 'implemented' })
      .eq('team_id', admin.teamId)
      .eq('control_id', 'A.5.2')
      .throwOnError();
    for (const client of [admin.client, backend.service]) {
      expectNoWrite(
        await client
          .from('soa_versions')
          .update({ approval_reason: 'Rewritten' })
          .eq('id', data!.id)
          .select('id'),
      );
    }
    await expect(
      backend.db.query('delete from public.soa_versions where id = $1', [data!.id]),
    ).rejects.toThrow(/cannot be changed/);
    const after = await backend.db.query<{ text: string }>(
      'select entries::text as text from public.soa_versions where id = $1',
      [data!.id],
    );
    expect(after.rows[0]!.text).toBe(rows[0]!.text);
  });

  it('members and another team’s admin read and write nothing of it', async () => {
    for (const client of [member.client, other.client]) {
      await expectNoRowsOf(client, ['soa_entries', 'soa_versions']);
      expectRefused(
        await client.from('soa_entries').insert({ team_id: admin.teamId, control_id: 'A.5.1' }),
      );
      expectRefused(
        await client
          .from('soa_versions')
          .insert({ team_id: admin.teamId, approval_reason: 'Planted' }),
      );
      await expectNoneUpdated(client, 'soa_entries', admin.teamId, { applicable: true });
    }
    const { rows } = await backend.db.query(
      `select count(*)::int as count from public.audit_events
       where team_id = $1 and kind in ('soa_entry_changed', 'soa_published')`,
      [admin.teamId],
    );
    expect(rows).toEqual([{ count: 93 + 1 + 1 }]);
  });
});

describe('the log of a line as it is edited', () => {
  it('a reason typed in several saves is one event; a change of applicability or status, another', async () => {
    const editor = await createTeamAdmin(backend, 'Reasons Ltd');
    const save = (change: object) =>
      editor.client
        .from('soa_entries')
        .upsert({ team_id: editor.teamId, control_id: 'A.7.1', ...change })
        .throwOnError();
    await save({});
    for (const reason of ['Fully', 'Fully remote', 'Fully remote, no offices'])
      await save({ applicable: false, justification: reason });
    await save({ applicable: false, justification: 'Fully remote, no offices', status: 'planned' });
    await save({ applicable: false, justification: 'Fully remote since 2024, no offices' });
    const { rows } = await backend.db.query<{ details: unknown }>(
      `select details from public.audit_events
        where team_id = $1 and kind = 'soa_entry_changed' order by id`,
      [editor.teamId],
    );
    expect(rows.map((row) => row.details)).toEqual([
      { applicable: 'yes', status: 'not started' },
      { applicable: 'no', status: 'not started' },
      { applicable: 'no', status: 'planned' },
    ]);
  });

  it('a reason changed over 10 minutes after the person’s last event on the line is an event again', async () => {
    const editor = await createTeamAdmin(backend, 'Later Reasons Ltd');
    // The line was written by server code (no person), and the editor's own last event on it is
    // 11 minutes old: the log's rows are never moved, so the old one is written as old.
    await backend.db.query(
      `insert into public.soa_entries (team_id, control_id, justification)
       values ($1, 'A.7.2', 'First')`,
      [editor.teamId],
    );
    await backend.db.query(
      `insert into public.audit_events (team_id, actor_id, actor_name, kind, target_name, occurred_at)
       values ($1, $2, 'Ada Admin', 'soa_entry_changed', 'A.7.2', now() - interval '11 minutes')`,
      [editor.teamId, editor.id],
    );
    const byEditor = async () =>
      (
        await backend.db.query<{ count: number }>(
          `select count(*)::int as count from public.audit_events
            where team_id = $1 and kind = 'soa_entry_changed' and actor_id = $2`,
          [editor.teamId, editor.id],
        )
      ).rows[0]!.count;
    const reason = (justification: string) =>
      editor.client
        .from('soa_entries')
        .update({ justification })
        .eq('team_id', editor.teamId)
        .eq('control_id', 'A.7.2')
        .throwOnError();
    await reason('Second');
    expect(await byEditor()).toBe(2);
    await reason('Third');
    expect(await byEditor()).toBe(2);
  });
});
