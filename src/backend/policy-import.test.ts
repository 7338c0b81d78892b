// Bring your own policy (docs/decisions.md PI1, docs/threat-model.md #53): a Word file converted
// in the browser becomes a policy with no template; public.import_policy checks the text as any
// draft (plain structured text, the limits), counts towards the plan's policy limit, and the
// original file goes to the private bucket `policy-imports`, which only the team's admins read.
import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { importDocx } from '../shared/policy-import';
import type { PolicyDocument } from '../shared/policy-document';
import {
  createMember,
  createTeamAdmin,
  publishAsPublisher,
  useTestBackend,
  type TeamAdmin,
} from './testing';

const backend = useTestBackend();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DETAILS = {
  policy_owner: 'Head of Security',
  approver: 'CEO',
  effective_on: '2026-12-01',
  review_months: 12,
};
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function wordFile(): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Our Own Access Policy', heading: HeadingLevel.TITLE }),
            new Paragraph({ text: 'Rules', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: '[Company Name] grants access by need.' }),
            new Paragraph({ text: 'Review access quarterly', bullet: { level: 0 } }),
          ],
        },
      ],
    }),
  );
}

function importArgs(document: unknown, bytes: Uint8Array, fileName = 'access.docx') {
  return {
    document,
    file_name: fileName,
    size_bytes: bytes.length,
    sha256: sha256(bytes),
    ...DETAILS,
  };
}

async function importFile(admin: TeamAdmin, bytes: Buffer) {
  const { document } = await importDocx(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    'access.docx',
  );
  const { data } = await admin.client
    .rpc('import_policy', importArgs(document, bytes))
    .single()
    .throwOnError();
  return { ...(data as { policy_id: string; object_path: string }), document };
}

describe('importing a policy (PI1)', () => {
  it('imports a Word file into a draft that publishes and members accept', async () => {
    const admin = await createTeamAdmin(backend, 'Import Co');
    const member = await createMember(backend, admin.inviteCode, 'Mia Member');
    const bytes = await wordFile();
    const { policy_id: policy, object_path: key, document } = await importFile(admin, bytes);
    expect(key).toBe(`${admin.teamId}/${policy}/original.docx`);
    const upload = await admin.client.storage
      .from('policy-imports')
      .upload(key, bytes, { contentType: DOCX });
    expect(upload.error).toBeNull();

    const listed = (await admin.client.rpc('team_policies').throwOnError()).data as {
      id: string;
      template_id: string | null;
      title: string;
      draft_revision: number;
    }[];
    expect(listed).toMatchObject([
      { id: policy, template_id: null, title: 'Our Own Access Policy' },
    ]);
    const { data: draft } = await admin.client
      .from('policy_versions')
      .select('source')
      .eq('policy_id', policy)
      .single()
      .throwOnError();
    expect(draft!.source).toEqual(document);

    const versionId = await publishAsPublisher(
      admin.client,
      policy,
      listed[0]!.draft_revision,
      'Our own policy',
    );
    const { data: published } = await member.client
      .from('policy_versions')
      .select('content')
      .eq('id', versionId)
      .single()
      .throwOnError();
    expect(JSON.stringify(published!.content)).toContain('Import Co grants access by need.');
    await member.client.from('policy_acceptances').insert({ version_id: versionId }).throwOnError();
    expect((await member.client.rpc('my_policies')).data).toMatchObject([
      { policy_id: policy, number: 1, accepted_number: 1 },
    ]);

    // The original stays with the policy, for its admins only, as uploaded.
    const download = await admin.client.storage.from('policy-imports').download(key);
    expect(sha256(new Uint8Array(await download.data!.arrayBuffer()))).toBe(sha256(bytes));
    expect((await member.client.storage.from('policy-imports').download(key)).error).not.toBeNull();
    const { data: row } = await admin.client
      .from('policies')
      .select('imported_file_name, imported_sha256, imported_size_bytes')
      .eq('id', policy)
      .single()
      .throwOnError();
    expect(row).toEqual({
      imported_file_name: 'access.docx',
      imported_sha256: sha256(bytes),
      imported_size_bytes: bytes.length,
    });
    const { data: events } = await admin.client
      .from('audit_events')
      .select('kind, target_name, details')
      .eq('target_id', policy)
      .eq('kind', 'policy_adopted')
      .throwOnError();
    expect(events).toMatchObject([
      { target_name: 'Our Own Access Policy', details: { imported_file: 'access.docx' } },
    ]);
  });

  it('refuses what is not plain structured text, a wrong file and a non-admin', async () => {
    const admin = await createTeamAdmin(backend, 'Strict Co');
    const member = await createMember(backend, admin.inviteCode);
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4]);
    const ok: PolicyDocument = {
      title: 'Policy',
      sections: [{ title: 'One', blocks: [{ type: 'paragraph', text: 'Text' }] }],
    };
    const refusal = async (client: SupabaseClient, args: Record<string, unknown>) => {
      const { error } = await client.rpc('import_policy', args);
      return { code: error?.code, message: error?.message };
    };
    expect(await refusal(member.client, importArgs(ok, bytes))).toMatchObject({ code: '42501' });
    const section = (blocks: unknown[]) => ({
      title: 'Policy',
      sections: [{ title: 'One', blocks }],
    });
    const cases: [unknown, string][] = [
      [
        section([{ type: 'paragraph', text: '<img src=x onerror=alert(1)>' }]),
        'contains an HTML tag: policies are plain text',
      ],
      [section([{ type: 'html', text: '<b>bold</b>' }]), 'Section 1, block 1'],
      [section([{ type: 'paragraph', text: 'Text', html: '<b>x</b>' }]), 'Section 1, block 1'],
      [section([]), 'Section 1 needs between 1 and 100'],
      [{ ...ok, script: 'x' }, 'A policy is a title and a list of sections'],
      [
        {
          title: 'Long',
          sections: Array.from({ length: 20 }, (_, index) => ({
            title: `S${index}`,
            blocks: [{ type: 'paragraph', text: 'x'.repeat(3000) }],
          })),
        },
        'The policy is longer than 60,000 characters',
      ],
      ['a string', 'A policy is a title and a list of sections'],
    ];
    for (const [document, message] of cases) {
      const result = await refusal(admin.client, importArgs(document, bytes));
      expect(result.code, message).toBe('22023');
      expect(result.message).toContain(message);
    }
    expect(await refusal(admin.client, importArgs(ok, bytes, 'policy.pdf'))).toMatchObject({
      code: '23514',
      message: 'Import a Word file (.docx)',
    });
    expect(await refusal(admin.client, importArgs(ok, bytes, '../x/p.docx'))).toMatchObject({
      code: '23514',
    });
    expect(
      await refusal(admin.client, { ...importArgs(ok, bytes), size_bytes: 10 * 1024 * 1024 + 1 }),
    ).toMatchObject({
      code: '23514',
      message: 'A Word file must hold something and be at most 10 MB',
    });
    expect(await refusal(admin.client, { ...importArgs(ok, bytes), sha256: 'nope' })).toMatchObject(
      {
        code: '23514',
      },
    );
    const { count } = await backend.service
      .from('policies')
      .select('id', { count: 'exact', head: true })
      .eq('team_id', admin.teamId);
    expect(count).toBe(0);
  });

  it("counts imports towards the plan's policy limit (docs/decisions.md P1)", async () => {
    const admin = await createTeamAdmin(backend, 'Small Co');
    await backend.service
      .rpc('change_team_plan', { team: admin.teamId, new_plan: 'starter' })
      .throwOnError();
    const bytes = await wordFile();
    for (let index = 0; index < 4; index += 1) await importFile(admin, bytes);
    await admin.client
      .rpc('adopt_policy', { template: 'backup-policy', ...DETAILS })
      .throwOnError();
    const sixth = await admin.client.rpc(
      'import_policy',
      importArgs(
        {
          title: 'Six',
          sections: [{ title: 'One', blocks: [{ type: 'paragraph', text: 'Text' }] }],
        },
        bytes,
      ),
    );
    expect(sixth.error?.message).toBe(
      'Your Starter plan includes 5 policies. Professional includes every policy.',
    );
    const adopted = await admin.client.rpc('adopt_policy', {
      template: 'encryption-policy',
      ...DETAILS,
    });
    expect(adopted.error?.message).toBe(
      'Your Starter plan includes 5 policies. Professional includes every policy.',
    );
  });
});
