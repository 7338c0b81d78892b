// The system description in the database (docs/decisions.md SD1, docs/threat-model.md #55, #56):
// one draft per team that only its admins read and write, published versions numbered, hashed and
// frozen whoever writes, an audit event for every change, and the evidence pack's
// system-description/ and soa/ files as Word and PDF.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { utcDay } from '../shared/utc-day';
import { SYSTEM_DESCRIPTION_KEYS } from '../content/system-description';
import { pdfLines } from '../../tests/support/pdf-text';
import { readDocx, wordText } from '../../tests/support/docx-reader';
import {
  approveSoa,
  createTeamAdmin,
  expectNoneUpdated,
  expectNoWrite,
  expectNoRowsOf,
  expectRefused,
  useTeams,
} from './testing';

const { backend, admin, other, member } = useTeams({
  team: 'Describe Ltd',
  other: 'Snoop Ltd',
  member: 'Mel Member',
});

const auditKinds = async (team: string) =>
  (
    await backend.db.query<{ kind: string; details: Record<string, unknown> }>(
      `select kind, details from public.audit_events
        where team_id = $1 and kind like 'system_description_%' order by id`,
      [team],
    )
  ).rows;

/** The admin publishes the description as a version with `reason`; `fields` try to set more. */
const publishVersion = (reason: string, fields = {}) =>
  admin.client
    .from('system_description_versions')
    .insert({ team_id: admin.teamId, approval_reason: reason, ...fields });

describe('the system description', () => {
  it('has one column per heading of src/content/system-description', async () => {
    const { rows } = await backend.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'system_descriptions'
          and column_name not in ('team_id', 'updated_at')`,
    );
    expect(rows.map((row) => row.column_name).sort()).toEqual([...SYSTEM_DESCRIPTION_KEYS].sort());
  });

  it('is published only with its services described; each save is in the audit log', async () => {
    expect((await publishVersion('Too early')).error?.code).toBe('P0001');
    await admin.client
      .from('system_descriptions')
      .insert({ team_id: admin.teamId, boundaries: 'Production in eu-west-1 only' })
      .throwOnError();
    expect((await publishVersion('Still early')).error?.code).toBe('P0001');
    await admin.client
      .from('system_descriptions')
      .update({
        services: 'Describe Ltd runs a payroll SaaS for small companies.',
        subservice_organisations: 'Cloudy (EU): hosting. Carved out.',
      })
      .eq('team_id', admin.teamId)
      .throwOnError();
    expect(await auditKinds(admin.teamId)).toEqual([
      { kind: 'system_description_changed', details: { changed: 'boundaries' } },
      {
        kind: 'system_description_changed',
        details: { changed: 'services, subservice organisations' },
      },
    ]);
  });

  it('publishes a numbered, hashed version by the session’s admin, frozen afterwards', async () => {
    const { data } = await publishVersion('Approved by the CEO for the SOC 2 audit', {
      number: 9,
      content_hash: 'forged',
      published_by_name: 'Someone Else',
      content: { sections: { services: 'Forged' } },
    })
      .select('id, number, published_by_name, content_hash')
      .single()
      .throwOnError();
    expect(data).toMatchObject({ number: 1, published_by_name: 'Ada Admin' });
    const read = async () =>
      (
        await backend.db.query<{ text: string; content: Record<string, unknown> }>(
          'select content::text as text, content from public.system_description_versions where id = $1',
          [data!.id],
        )
      ).rows[0]!;
    const published = await read();
    expect(data!.content_hash).toBe(createHash('sha256').update(published.text).digest('hex'));
    expect(published.content).toMatchObject({
      company: 'Describe Ltd',
      sections: {
        services: 'Describe Ltd runs a payroll SaaS for small companies.',
        boundaries: 'Production in eu-west-1 only',
        people: '',
      },
    });
    expect(Object.keys(published.content['sections'] as object).sort()).toEqual(
      [...SYSTEM_DESCRIPTION_KEYS].sort(),
    );

    // The draft moves on; the version does not, whoever tries.
    await admin.client
      .from('system_descriptions')
      .update({ services: 'A new service line' })
      .eq('team_id', admin.teamId)
      .throwOnError();
    for (const client of [admin.client, backend.service]) {
      const versions = () => client.from('system_description_versions');
      expectNoWrite(
        await versions().update({ approval_reason: 'Rewritten' }).eq('id', data!.id).select('id'),
      );
      expectNoWrite(await versions().delete().eq('id', data!.id).select('id'));
    }
    await expect(
      backend.db.query(
        `update public.system_description_versions set content = '{}' where id = $1`,
        [data!.id],
      ),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      backend.db.query('truncate public.system_description_versions cascade'),
    ).rejects.toThrow(/cannot be changed/);
    expect((await read()).text).toBe(published.text);

    const { data: second } = await publishVersion('New service line')
      .select('number, content')
      .single()
      .throwOnError();
    expect(second).toMatchObject({
      number: 2,
      content: { sections: { services: 'A new service line' } },
    });
    const events = await auditKinds(admin.teamId);
    expect(events.filter((event) => event.kind === 'system_description_published')).toEqual([
      {
        kind: 'system_description_published',
        details: {
          version: 1,
          reason: 'Approved by the CEO for the SOC 2 audit',
          hash: data!.content_hash,
        },
      },
      expect.objectContaining({ details: expect.objectContaining({ version: 2 }) }),
    ]);
  });

  it('members and another team’s admin read and write nothing of it', async () => {
    const before = await auditKinds(admin.teamId);
    for (const client of [member.client, other.client]) {
      await expectNoRowsOf(client, ['system_descriptions', 'system_description_versions']);
      expectRefused(
        await client
          .from('system_descriptions')
          .insert({ team_id: admin.teamId, services: 'Planted' }),
      );
      expectRefused(
        await client
          .from('system_description_versions')
          .insert({ team_id: admin.teamId, approval_reason: 'Planted' }),
      );
      await expectNoneUpdated(client, 'system_descriptions', admin.teamId, { services: 'Planted' });
    }
    const { rows } = await backend.db.query(
      'select services from public.system_descriptions where team_id = $1',
      [admin.teamId],
    );
    expect(rows).toEqual([{ services: 'A new service line' }]);
    expect(await auditKinds(admin.teamId)).toEqual(before);
  });

  it('is part of the Professional and Enterprise plans', async () => {
    const starter = await createTeamAdmin(backend, 'Small Co');
    await backend.db.query(
      `update public.teams set trial_plan_id = null, trial_ends_at = null, plan_id = 'starter'
        where id = $1`,
      [starter.teamId],
    );
    const { error } = await starter.client
      .from('system_descriptions')
      .insert({ team_id: starter.teamId, services: 'Anything' });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe(
      'The system description is part of the Professional and Enterprise plans',
    );
  });

  it('goes with its team when the team is deleted', async () => {
    const leaving = await createTeamAdmin(backend, 'Leaving Co');
    await leaving.client
      .from('system_descriptions')
      .insert({ team_id: leaving.teamId, services: 'Soon gone' })
      .throwOnError();
    await leaving.client
      .from('system_description_versions')
      .insert({ team_id: leaving.teamId, approval_reason: 'Last one' })
      .throwOnError();
    await leaving.client.rpc('delete_team', { confirm_name: 'Leaving Co' }).throwOnError();
    const { rows } = await backend.db.query(
      `select (select count(*) from public.system_descriptions where team_id = $1)::int as drafts,
              (select count(*) from public.system_description_versions where team_id = $1)::int
                as versions`,
      [leaving.teamId],
    );
    expect(rows).toEqual([{ drafts: 0, versions: 0 }]);
  });
});

describe('the evidence pack’s system-description/ and soa/ files (SD1, SA1)', () => {
  it('hold each version published in the range as Word and PDF', async () => {
    const soaHash = await approveSoa(admin.client, admin.teamId, (control) =>
      control === 'A.5.1' ? 'implemented' : 'planned',
    );
    const today = utcDay(new Date());
    const { data: token } = await admin.client
      .rpc('create_evidence_link', { kind: 'download', from_date: '2026-01-01', to_date: today })
      .throwOnError();
    const base = `${backend.url}/functions/v1/evidence/${token as string}`;
    const html = await (await fetch(`${base}/`)).text();
    const bytes = async (path: string) => {
      expect(html, path).toContain(`href="${path}"`);
      const response = await fetch(`${base}/${path}`);
      expect(response.status, path).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };

    const word = await readDocx(await bytes('system-description/system-description-v1.docx'));
    const text = wordText(word.document);
    for (const heading of [
      'Services provided',
      'Principal service commitments and system requirements',
      'Components of the system',
      'Infrastructure',
      'System boundaries',
      'Subservice organisations',
      'Complementary user entity controls',
      'Complementary subservice organisation controls',
    ]) {
      expect(text, heading).toContain(heading);
    }
    expect(text).toContain('Describe Ltd runs a payroll SaaS for small companies.');
    expect(text).not.toContain('A new service line');
    expect(wordText(word.footers)).toContain('Describe Ltd · System description · Version 1');
    const pdf = pdfLines(await bytes('system-description/system-description-v2.pdf'));
    expect(pdf).toContain('Services provided');
    expect(pdf).toContain('A new service line');
    expect(pdf).toContain('Published by: Ada Admin');

    const statement = wordText(
      (await readDocx(await bytes('soa/statement-of-applicability-v1.docx'))).document,
    );
    expect(statement).toContain(`Content hash (SHA-256)${soaHash}`);
    expect(statement).toContain('A.7.1Physical perimetersNoFully remotePlanned');
    expect(statement).toContain('92 of 93 controls applicable; 1 implemented');
    const statementPdf = pdfLines(await bytes('soa/statement-of-applicability-v1.pdf'));
    expect(statementPdf).toContain('A.8.34 Protecting systems during audits');
    expect(statementPdf).toContain('Justification: Fully remote');
    expect(html).toContain('soa/statement-of-applicability-v1.csv');
  });
});
