// The risk register in the database (docs/decisions.md RR1, docs/threat-model.md #50): a team
// adopts risks from the starter library, scores and treats them, accepts one with an expiry and
// publishes the year's assessment, a hashed snapshot nobody can change afterwards; another team
// and the team's members reach none of it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { riskLibrary } from '../content/risks';
import {
  auditEventCounts,
  createTeamAdmin,
  expectNoneChanged,
  expectNoneDeleted,
  expectNoneUpdated,
  expectNoRowsOf,
  expectRefused,
  useTeams,
} from './testing';

const { backend, admin, other, member } = useTeams({
  team: 'Risky Ltd',
  other: 'Other Ltd',
  member: 'Olga Owner',
});

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

/** Adopts `count` risks of the library as the admin, scored as suggested. */
async function adopt(count: number) {
  const { data: library } = await admin.client
    .from('risk_library')
    .select('*')
    .order('position')
    .throwOnError();
  expect(library!.length).toBe(riskLibrary.length);
  const { data } = await admin.client
    .from('risks')
    .insert(
      library!.slice(0, count).map((entry) => ({
        team_id: admin.teamId,
        library_id: entry.id,
        title: entry.title,
        description: entry.description,
        category: entry.category,
        inherent_likelihood: entry.likelihood,
        inherent_impact: entry.impact,
        treatment: 'mitigate',
        treatment_plan: entry.treatment_plan,
        controls: entry.controls,
        checklist_items: entry.checklist_items,
      })),
    )
    .select('id, library_id')
    .throwOnError();
  return data!;
}

describe('the risk register of a new team', () => {
  let risks: { id: string; library_id: string | null }[] = [];

  it('adopts ten risks, scores them and links their treatment', async () => {
    risks = await adopt(10);
    expect(risks).toHaveLength(10);
    const first = risks[0]!.id;
    const { data } = await admin.client
      .from('risks')
      .update({
        residual_likelihood: 2,
        residual_impact: 3,
        owner_id: member.id,
        review_on: nextYear,
        controls: ['CC6.1', 'A.8.5'],
        checklist_items: ['access-review-template/enforce-mfa-on-critical-systems'],
      })
      .eq('id', first)
      .select('residual_likelihood, owner_id, controls, checklist_items')
      .throwOnError();
    expect(data).toEqual([
      {
        residual_likelihood: 2,
        owner_id: member.id,
        controls: ['CC6.1', 'A.8.5'],
        checklist_items: ['access-review-template/enforce-mfa-on-critical-systems'],
      },
    ]);
    const { data: matrix } = await admin.client.from('risk_matrices').select('*').throwOnError();
    expect(matrix).toEqual([
      expect.objectContaining({
        team_id: admin.teamId,
        likelihood_labels: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
      }),
    ]);
  });

  it('refuses links outside the catalogue, an owner of another team and a second copy', async () => {
    const id = risks[1]!.id;
    for (const change of [
      { controls: ['CC99.1'] },
      { checklist_items: ['access-review-template/no-such-item'] },
      { checklist_items: ['no-such-checklist/export-user-lists'] },
      { owner_id: other.id },
    ]) {
      const { error } = await admin.client.from('risks').update(change).eq('id', id);
      expect(error?.code, JSON.stringify(change)).toBe('22023');
    }
    const { error } = await admin.client.from('risks').insert({
      team_id: admin.teamId,
      library_id: risks[1]!.library_id,
      title: 'Again',
      category: 'x',
      inherent_likelihood: 1,
      inherent_impact: 1,
    });
    expect(error?.code).toBe('23505');
    // A blank title or category and half a residual score are refused in words.
    const blank = {
      team_id: admin.teamId,
      category: 'People',
      inherent_likelihood: 2,
      inherent_impact: 2,
    };
    const untitled = await admin.client.from('risks').insert({ ...blank, title: '  ' });
    expect(untitled.error).toMatchObject({ code: '23502', message: "Enter the risk's title." });
    const uncategorised = await admin.client
      .from('risks')
      .insert({ ...blank, title: 'Phones', category: ' ' });
    expect(uncategorised.error).toMatchObject({
      code: '23502',
      message: "Enter the risk's category.",
    });
    const half = await admin.client.from('risks').update({ residual_likelihood: 2 }).eq('id', id);
    expect(half.error).toMatchObject({
      code: '23514',
      message: 'Score the residual likelihood and the residual impact together, or neither.',
    });
  });

  it('records who accepted a risk, why and until when, whatever the client sends', async () => {
    const id = risks[2]!.id;
    const refused = await admin.client.from('risks').update({ treatment: 'accept' }).eq('id', id);
    expect(refused.error?.code).toBe('22023');
    const past = await admin.client
      .from('risks')
      .update({ treatment: 'accept', acceptance_reason: 'Cheap', accepted_until: '2020-01-01' })
      .eq('id', id);
    expect(past.error?.code).toBe('22023');
    const { data } = await admin.client
      .from('risks')
      .update({
        treatment: 'accept',
        acceptance_reason: '  Low exposure until the office moves  ',
        accepted_until: nextYear,
        accepted_by_name: 'Forged',
        accepted_by: other.id,
      })
      .eq('id', id)
      .select('accepted_by, accepted_by_name, acceptance_reason, accepted_until, accepted_at')
      .throwOnError();
    expect(data![0]).toMatchObject({
      accepted_by: admin.id,
      accepted_by_name: 'Ada Admin',
      acceptance_reason: 'Low exposure until the office moves',
      accepted_until: nextYear,
    });
    // Another change keeps the acceptance as it was given.
    const { data: later } = await admin.client
      .from('risks')
      .update({ review_on: nextYear, accepted_by_name: 'Forged again' })
      .eq('id', id)
      .select('accepted_by_name, accepted_at')
      .throwOnError();
    expect(later![0]).toEqual({
      accepted_by_name: 'Ada Admin',
      accepted_at: data![0]!.accepted_at,
    });
  });

  it('fixes the matrix labels once risks are scored on them', async () => {
    const { error } = await admin.client
      .from('risk_matrices')
      .update({ impact_labels: ['A', 'B', 'C', 'D', 'E'] })
      .eq('team_id', admin.teamId);
    expect(error?.code).toBe('P0001');
    const fresh = await createTeamAdmin(backend, 'Fresh Ltd');
    await fresh.client
      .from('risk_matrices')
      .insert({
        team_id: fresh.teamId,
        impact_labels: ['Tiny', 'Small', 'Medium', 'Large', 'Huge'],
      })
      .throwOnError();
    await fresh.client
      .from('risk_matrices')
      .update({ likelihood_labels: ['1', '2', '3', '4', '5'] })
      .eq('team_id', fresh.teamId)
      .throwOnError();
  });

  it('publishes the year’s assessment: numbered, approved by the session, hashed, frozen', async () => {
    const { data } = await admin.client
      .from('risk_assessments')
      .insert({
        team_id: admin.teamId,
        approval_reason: 'Yearly review by leadership',
        number: 99,
        approved_by_name: 'Forged',
        content_hash: 'forged',
        snapshot: { risks: [] },
      })
      .select('id, number, approved_by, approved_by_name, content_hash')
      .throwOnError();
    const assessment = data![0]!;
    expect(assessment).toMatchObject({
      number: 1,
      approved_by: admin.id,
      approved_by_name: 'Ada Admin',
    });
    const { rows } = await backend.db.query<{ text: string; count: number }>(
      `select snapshot::text as text, jsonb_array_length(snapshot -> 'risks')::int as count
       from public.risk_assessments where id = $1`,
      [assessment.id],
    );
    expect(rows[0]!.count).toBe(10);
    expect(assessment.content_hash).toBe(
      createHash('sha256').update(rows[0]!.text, 'utf8').digest('hex'),
    );

    // Changing the register afterwards leaves the snapshot as approved.
    await admin.client
      .from('risks')
      .update({ title: 'Renamed after the assessment' })
      .eq('id', risks[0]!.id)
      .throwOnError();
    const after = await backend.db.query<{ text: string }>(
      'select snapshot::text as text from public.risk_assessments where id = $1',
      [assessment.id],
    );
    expect(after.rows[0]!.text).toBe(rows[0]!.text);

    // Nobody changes or deletes it: not the admin, not the service role, not the database owner.
    for (const client of [admin.client, backend.service]) {
      const update = await client
        .from('risk_assessments')
        .update({ approval_reason: 'Rewritten' })
        .eq('id', assessment.id);
      const removal = await client.from('risk_assessments').delete().eq('id', assessment.id);
      expect([update.error?.code, removal.error?.code]).toEqual(
        client === admin.client ? [expect.anything(), expect.anything()] : ['42501', '42501'],
      );
    }
    await expect(
      backend.db.query(`update public.risk_assessments set snapshot = '{}' where id = $1`, [
        assessment.id,
      ]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      backend.db.query('delete from public.risk_assessments where id = $1', [assessment.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(backend.db.query('truncate public.risk_assessments')).rejects.toThrow(
      /cannot be changed/,
    );

    const second = await admin.client
      .from('risk_assessments')
      .insert({ team_id: admin.teamId, approval_reason: 'After the office move' })
      .select('number')
      .throwOnError();
    expect(second.data).toEqual([{ number: 2 }]);
  });

  it('writes every change to the audit log', async () => {
    expect(await auditEventCounts(backend, admin.teamId, 'risk')).toEqual([
      { kind: 'risk_accepted', count: 1 },
      { kind: 'risk_added', count: 10 },
      { kind: 'risk_assessment_published', count: 2 },
      { kind: 'risk_changed', count: 4 },
      { kind: 'risk_matrix_changed', count: 1 },
    ]);
  });
});

describe('who reaches the register', () => {
  it('a member sees only the risks they own and changes nothing', async () => {
    const { data } = await member.client.from('risks').select('id, owner_id').throwOnError();
    expect(data!.length).toBe(1);
    expect(data![0]!.owner_id).toBe(member.id);
    expectNoneChanged(
      await member.client
        .from('risks')
        .update({ title: 'Mine now' })
        .eq('id', data![0]!.id)
        .select('id'),
    );
    expectRefused(
      await member.client.from('risks').insert({
        team_id: admin.teamId,
        title: 'Member risk',
        category: 'x',
        inherent_likelihood: 1,
        inherent_impact: 1,
      }),
    );
    await expectNoRowsOf(member.client, ['risk_assessments', 'risk_matrices']);
    expectRefused(
      await member.client
        .from('risk_assessments')
        .insert({ team_id: admin.teamId, approval_reason: 'Mine' }),
    );
  });

  it('another team’s admin reads, changes, removes and publishes nothing of it', async () => {
    await expectNoRowsOf(other.client, ['risks', 'risk_assessments', 'risk_matrices']);
    await expectNoneUpdated(other.client, 'risks', admin.teamId, { title: 'Hijacked' });
    await expectNoneDeleted(other.client, 'risks', admin.teamId);
    for (const [table, row] of [
      [
        'risks',
        {
          team_id: admin.teamId,
          title: 'Planted',
          category: 'x',
          inherent_likelihood: 1,
          inherent_impact: 1,
        },
      ],
      ['risk_assessments', { team_id: admin.teamId, approval_reason: 'Planted' }],
      ['risk_matrices', { team_id: admin.teamId }],
    ] as const) {
      expectRefused(await other.client.from(table).insert(row), table);
    }
    // Moving its own risk into the other team is refused too.
    const { data: own } = await other.client
      .from('risks')
      .insert({
        team_id: other.teamId,
        title: 'Own',
        category: 'x',
        inherent_likelihood: 1,
        inherent_impact: 1,
      })
      .select('id')
      .throwOnError();
    const moved = await other.client
      .from('risks')
      .update({ team_id: admin.teamId })
      .eq('id', own![0]!.id);
    expect(moved.error?.code).toBe('42501');
    const { rows } = await backend.db.query(
      `select count(*)::int as count from public.risks where team_id = $1 and title in ('Hijacked', 'Planted', 'Own')`,
      [admin.teamId],
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('a Starter team keeps what it has and adds nothing (docs/decisions.md RR1)', async () => {
    await backend.db.query(
      `update public.teams set trial_ends_at = now() - interval '1 day', plan_id = 'starter' where id = $1`,
      [other.teamId],
    );
    const { data } = await other.client.from('risks').select('id').throwOnError();
    expect(data).toHaveLength(1);
    const { error } = await other.client.from('risks').insert({
      team_id: other.teamId,
      title: 'More',
      category: 'x',
      inherent_likelihood: 1,
      inherent_impact: 1,
    });
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/Professional and Enterprise/);
  });
});
