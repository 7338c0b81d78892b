// The policy program (docs/decisions.md PP1, docs/threat-model.md #23, #24): adopting, editing,
// publishing immutable versions, accepting, the register and reminders. Every rule lives in the
// database, so these tests go through the real API as each kind of caller.
import { describe, expect, it } from 'vitest';
import acceptableUsePolicy from '../content/policies/texts/acceptable-use-policy.json' with { type: 'json' };
import { templateDocument } from '../content/policies/document';
import {
  canonicalJson,
  fillDocument,
  policyContentHash,
  readPolicyDocument,
} from '../shared/policy-document';
import {
  createMember,
  createTeamAdmin,
  policyDraft,
  publishAsPublisher,
  setRole,
  useTestBackend,
  type TeamAdmin,
} from './testing';

const backend = useTestBackend();

const DETAILS = {
  policy_owner: 'Head of Security',
  approver: 'Chief Executive Officer',
  effective_on: '2026-12-01',
};

/** Six policies: one more than Starter includes (docs/decisions.md P1). */
const SIX_TEMPLATES = [
  'acceptable-use-policy',
  'information-security-policy',
  'access-control-policy',
  'backup-policy',
  'encryption-policy',
  'incident-response-policy',
];

async function adopt(admin: TeamAdmin, template = 'acceptable-use-policy') {
  const { data, error } = await admin.client.rpc('adopt_policy', { template, ...DETAILS });
  if (error) throw new Error(`adopt_policy failed: ${error.message}`);
  return data as string;
}

async function publish(admin: TeamAdmin, policy: string) {
  const draft = await policyDraft(admin.client, policy);
  return publishAsPublisher(admin.client, policy, draft.revision);
}

/** Edits the draft's first paragraph and saves it. */
async function editDraft(admin: TeamAdmin, policy: string, text: string) {
  const draft = await policyDraft(admin.client, policy);
  const source = structuredClone(draft.source);
  source.sections[0]!.blocks = [{ type: 'paragraph', text }];
  const { error } = await admin.client.rpc('save_policy_draft', {
    policy,
    source,
    revision: draft.revision,
  });
  if (error) throw new Error(`save_policy_draft failed: ${error.message}`);
}

async function auditKinds(teamId: string) {
  const { rows } = await backend.db.query<{ kind: string; actor_name: string }>(
    'select kind, actor_name from public.audit_events where team_id = $1 order by id',
    [teamId],
  );
  return rows.map((row) => row.kind);
}

describe('adopting a template (docs/decisions.md PP1)', () => {
  it('creates a draft filled with the company, owner and approver; version and date wait for publishing', async () => {
    const admin = await createTeamAdmin(backend, 'Lighthouse Analytics');
    const policy = await adopt(admin);
    const draft = await policyDraft(admin.client, policy);
    expect(draft.number).toBe(1);
    const expected = fillDocument(templateDocument(acceptableUsePolicy), {
      companyName: 'Lighthouse Analytics',
      policyOwner: DETAILS.policy_owner,
      approver: DETAILS.approver,
      effectiveDate: '[Effective Date]',
      version: '[Version]',
    });
    expect(draft.source).toEqual(expected);
    const text = JSON.stringify(draft.source);
    expect(text).not.toContain('[Company Name]');
    expect(text).toContain('This version ([Version]) takes effect on [Effective Date].');
    const { data: listed } = await admin.client.rpc('team_policies');
    expect(listed).toMatchObject([
      { id: policy, title: 'Acceptable Use Policy', current_number: null, draft_number: 1 },
    ]);
    expect(await auditKinds(admin.teamId)).toEqual(['policy_adopted']);
  });

  it('refuses a second adoption, an unknown template and missing details', async () => {
    const admin = await createTeamAdmin(backend, 'Refusals Co');
    await adopt(admin);
    const again = await admin.client.rpc('adopt_policy', {
      template: 'acceptable-use-policy',
      ...DETAILS,
    });
    expect(again.error?.message).toBe('Your team has already adopted the Acceptable Use Policy');
    const unknown = await admin.client.rpc('adopt_policy', { template: 'nope', ...DETAILS });
    expect(unknown.error?.message).toBe('No such policy template');
    const blank = await admin.client.rpc('adopt_policy', {
      template: 'backup-policy',
      ...DETAILS,
      policy_owner: '   ',
    });
    expect(blank.error?.message).toBe('The policy owner is required');
    const markup = await admin.client.rpc('adopt_policy', {
      template: 'backup-policy',
      ...DETAILS,
      approver: '<script>alert(1)</script>',
    });
    expect(markup.error?.message).toBe(
      'The approver contains an HTML tag: policies are plain text',
    );
  });

  it("enforces the plan's policy limit and names the plan that includes more (docs/decisions.md P1)", async () => {
    const admin = await createTeamAdmin(backend, 'Starter Co');
    await backend.service.rpc('change_team_plan', { team: admin.teamId, new_plan: 'starter' });
    for (const template of SIX_TEMPLATES.slice(0, 5)) await adopt(admin, template);
    const sixth = await admin.client.rpc('adopt_policy', {
      template: 'incident-response-policy',
      ...DETAILS,
    });
    expect(sixth.error?.message).toBe(
      'Your Starter plan includes 5 policies. Professional includes every policy.',
    );
    await backend.service.rpc('change_team_plan', { team: admin.teamId, new_plan: 'professional' });
    await adopt(admin, 'incident-response-policy');
  });
});

describe('editing and publishing (docs/decisions.md PP1)', () => {
  it('saves the draft, refuses a stale copy and text that is not plain structured text', async () => {
    const admin = await createTeamAdmin(backend, 'Editor Co');
    const policy = await adopt(admin);
    const draft = await policyDraft(admin.client, policy);
    const source = structuredClone(draft.source);
    source.sections[1]!.blocks.push({ type: 'heading', text: 'Our own rules' });
    const saved = await admin.client.rpc('save_policy_draft', {
      policy,
      source,
      revision: draft.revision,
    });
    expect(saved).toMatchObject({ error: null, data: draft.revision + 1 });
    const stale = await admin.client.rpc('save_policy_draft', {
      policy,
      source,
      revision: draft.revision,
    });
    expect(stale.error?.message).toBe(
      'Someone changed this draft after you opened it. Reload the page to see the latest text.',
    );

    const attempts: [unknown, string][] = [
      [{ ...source, sections: [] }, 'A policy has between 1 and 100 sections'],
      [{ ...source, html: '<p>x</p>' }, 'A policy is a title and a list of sections'],
      [
        { ...source, sections: [{ title: 'Scope', blocks: [{ type: 'html', text: '<b>x</b>' }] }] },
        'Section 1, block 1 is not a heading, a paragraph or a bullet list',
      ],
      [
        {
          ...source,
          sections: [{ title: 'Scope', blocks: [{ type: 'paragraph', text: 'Hi <img src=x>' }] }],
        },
        'Section 1, block 1: the paragraph contains an HTML tag: policies are plain text',
      ],
      [
        { ...source, sections: [{ title: ' ', blocks: [{ type: 'bullets', items: ['a'] }] }] },
        'The title of section 1 is empty',
      ],
      [
        { ...source, sections: [{ title: 'Scope', blocks: [{ type: 'bullets', items: [] }] }] },
        'Section 1, block 1: a bullet list has between 1 and 100 items',
      ],
    ];
    for (const [bad, message] of attempts) {
      const result = await admin.client.rpc('save_policy_draft', {
        policy,
        source: bad,
        revision: draft.revision + 1,
      });
      expect(result.error?.message).toBe(message);
    }
    expect((await policyDraft(admin.client, policy)).source).toEqual(source);

    const setDetails = (revision: number, reviewMonths: number) =>
      admin.client.rpc('set_policy_details', {
        policy,
        revision,
        company_name: 'Editor Co Ltd',
        policy_owner: 'CTO',
        approver: 'Board',
        effective_on: '2027-01-15',
        review_months: reviewMonths,
      });
    const details = await setDetails(draft.revision + 1, 6);
    expect(details).toMatchObject({ error: null, data: draft.revision + 2 });
    const wrongCycle = await setDetails(draft.revision + 2, 7);
    expect(wrongCycle.error?.message).toBe('The review cycle is every 3, 6 or 12 months');
  });

  it('publishes version 1 with its approver, time and a hash anyone can recompute; then version 2', async () => {
    const admin = await createTeamAdmin(backend, 'Publisher Co');
    const policy = await adopt(admin);
    const draft = await policyDraft(admin.client, policy);
    const versionId = await publish(admin, policy);
    const { data: version } = await admin.client
      .from('policy_versions')
      .select('number, content, content_hash, published_at, published_by, published_by_name')
      .eq('id', versionId)
      .single()
      .throwOnError();
    expect(version).toMatchObject({
      number: 1,
      published_by: admin.id,
      published_by_name: 'Ada Admin',
    });
    const content = readPolicyDocument(version!.content);
    // The database fills what the browser fills, and hashes the text the browser writes.
    expect(content).toEqual(
      fillDocument(draft.source, {
        companyName: 'Publisher Co',
        policyOwner: DETAILS.policy_owner,
        approver: DETAILS.approver,
        effectiveDate: '2026-12-01',
        version: '1',
      }),
    );
    expect(JSON.stringify(content)).toContain('This version (1) takes effect on 2026-12-01.');
    const { rows } = await backend.db.query<{ text: string }>(
      'select content::text as text from public.policy_versions where id = $1',
      [versionId],
    );
    expect(canonicalJson(content)).toBe(rows[0]!.text);
    expect(version!.content_hash).toBe(await policyContentHash(content));

    // Published: the draft is gone; editing needs a new version.
    const late = await admin.client.rpc('save_policy_draft', {
      policy,
      source: draft.source,
      revision: draft.revision,
    });
    expect(late.error?.message).toBe('This policy has no draft. Start a new version to edit it.');
    const next = await admin.client.rpc('start_policy_revision', { policy });
    expect(next.error).toBeNull();
    const second = await policyDraft(admin.client, policy);
    expect(second).toMatchObject({ id: next.data, number: 2, source: draft.source });
    // Starting again returns the same draft.
    expect((await admin.client.rpc('start_policy_revision', { policy })).data).toBe(next.data);
    await editDraft(admin, policy, 'Version two says something new.');
    await publish(admin, policy);
    const { data: listed } = await admin.client.rpc('team_policies');
    expect(listed).toMatchObject([{ id: policy, current_number: 2, draft_number: null }]);
    expect(await auditKinds(admin.teamId)).toEqual([
      'policy_adopted',
      'policy_approval_setting_changed',
      'policy_published',
      'policy_published',
    ]);
  });

  it('nobody changes or deletes a published version, the database owner included', async () => {
    const admin = await createTeamAdmin(backend, 'Frozen Co');
    const superadmin = await createMember(backend, admin.inviteCode, 'Sue Super');
    await setRole(backend, superadmin.id, 'superadmin');
    const policy = await adopt(admin);
    const versionId = await publish(admin, policy);
    const forged = { content: templateDocument(acceptableUsePolicy), content_hash: '0'.repeat(64) };
    for (const caller of [admin.client, superadmin.client]) {
      const updated = await caller
        .from('policy_versions')
        .update(forged)
        .eq('id', versionId)
        .select('id');
      expect(updated.error?.code).toBe('42501');
      const deleted = await caller.from('policy_versions').delete().eq('id', versionId);
      expect(deleted.error?.code).toBe('42501');
    }
    const byService = await backend.service
      .from('policy_versions')
      .update(forged)
      .eq('id', versionId);
    expect(byService.error?.message).toBe(
      'A published policy version cannot be changed or deleted',
    );
    expect(
      (await backend.service.from('policy_versions').delete().eq('id', versionId)).error?.code,
    ).toBe('42501');
    await expect(
      backend.db.query(`update public.policy_versions set number = 9 where id = $1`, [versionId]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      backend.db.query('delete from public.policy_versions where id = $1', [versionId]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(backend.db.query('truncate public.policy_versions cascade')).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(
      backend.db.query('delete from public.policies where id = $1', [policy]),
    ).rejects.toThrow(/cannot be changed or deleted/);
  });

  it('refuses every admin action to members and to admins of other teams', async () => {
    const admin = await createTeamAdmin(backend, 'Guarded Policies Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const stranger = await createTeamAdmin(backend, 'Stranger Co');
    const policy = await adopt(admin);
    const draft = await policyDraft(admin.client, policy);
    for (const caller of [member.client, stranger.client, backend.client()]) {
      const calls = [
        caller.rpc('save_policy_draft', { policy, source: draft.source, revision: draft.revision }),
        caller.rpc('set_policy_details', {
          policy,
          revision: draft.revision,
          company_name: 'X',
          policy_owner: 'X',
          approver: 'X',
          effective_on: '2027-01-01',
          review_months: 12,
        }),
        caller.rpc('publish_policy', { policy, revision: draft.revision }),
        caller.rpc('start_policy_revision', { policy }),
        caller.rpc('record_policy_reminders', { policy, members: [member.id] }),
        caller.rpc('policy_reminder_recipients', { policy }),
      ];
      const results = await Promise.all(calls);
      results.forEach((result, index) => expect(result.error?.code, String(index)).toBe('42501'));
    }
    // An admin of another team exports their own register, empty of this team's acceptances.
    expect((await member.client.rpc('export_policy_acceptances')).error?.code).toBe('42501');
    expect((await stranger.client.rpc('export_policy_acceptances')).data).toEqual([]);
    const memberAdopts = await member.client.rpc('adopt_policy', {
      template: 'backup-policy',
      ...DETAILS,
    });
    expect(memberAdopts.error?.message).toBe('Only a team admin can adopt policies');
    // Drafts are the admins' alone.
    expect((await member.client.from('policy_versions').select('id')).data).toEqual([]);
    expect((await stranger.client.from('policy_versions').select('id')).data).toEqual([]);
    expect((await member.client.from('policies').select('id')).data).toEqual([]);
    expect((await stranger.client.rpc('team_policies')).data).toEqual([]);
    expect((await stranger.client.rpc('policy_people', { policy })).data).toEqual([]);
    expect((await policyDraft(admin.client, policy)).revision).toBe(draft.revision);
  });
});

describe('accepting (docs/threat-model.md #23)', () => {
  it('a member reads the published version and accepts it; the database fills in who, when and the hash', async () => {
    const admin = await createTeamAdmin(backend, 'Accept Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const policy = await adopt(admin);
    expect((await member.client.rpc('my_policies')).data).toEqual([]);
    const versionId = await publish(admin, policy);

    const { data: mine } = await member.client.rpc('my_policies');
    expect(mine).toMatchObject([
      { policy_id: policy, version_id: versionId, number: 1, accepted_at: null },
    ]);
    const { data: readable } = await member.client
      .from('policy_versions')
      .select('id, content, content_hash');
    expect(readable!.map((row) => row.id)).toEqual([versionId]);

    const before = Date.now();
    const accepted = await member.client
      .from('policy_acceptances')
      .insert({ version_id: versionId })
      .select('user_id, policy_id, team_id, content_hash, accepted_at')
      .single();
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({
      user_id: member.id,
      policy_id: policy,
      team_id: admin.teamId,
      content_hash: readable![0]!.content_hash,
    });
    expect(Date.parse(accepted.data!.accepted_at)).toBeGreaterThan(before - 60_000);
    // Accepting again keeps the first acceptance.
    await member.client.from('policy_acceptances').insert({ version_id: versionId });
    const { data: rows } = await admin.client
      .from('policy_acceptances')
      .select('user_id')
      .eq('version_id', versionId);
    expect(rows).toEqual([{ user_id: member.id }]);
    expect((await member.client.rpc('my_policies')).data).toMatchObject([
      { number: 1, accepted_number: 1 },
    ]);
    const { data: listed } = await admin.client.rpc('team_policies');
    // The admin has not accepted yet; the member has.
    expect(listed).toMatchObject([{ accepted: 1, pending: 1 }]);
    expect(await auditKinds(admin.teamId)).toContain('policy_accepted');
  });

  it('refuses forged acceptances: for someone else, a draft, another team, an old version, a date or hash of its own', async () => {
    const admin = await createTeamAdmin(backend, 'Forgery Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const colleague = await createMember(backend, admin.inviteCode, 'Cole Colleague');
    const other = await createTeamAdmin(backend, 'Other Forgery Co');
    const policy = await adopt(admin);
    const v1 = await publish(admin, policy);
    const draftPolicy = await adopt(admin, 'backup-policy');
    const draftVersion = (await policyDraft(admin.client, draftPolicy)).id;
    const otherPolicy = await adopt(other);
    const otherVersion = await publish(other, otherPolicy);

    // Columns the database fills in cannot be sent.
    const forgeries: Record<string, string>[] = [
      { version_id: v1, user_id: colleague.id },
      { version_id: v1, accepted_at: '2020-01-01T00:00:00Z' },
      { version_id: v1, content_hash: '0'.repeat(64) },
      { version_id: v1, team_id: other.teamId },
    ];
    for (const forged of forgeries) {
      const result = await member.client.from('policy_acceptances').insert(forged);
      expect(result.error?.code, JSON.stringify(forged)).toBe('42501');
    }
    for (const version of [draftVersion, otherVersion, '00000000-0000-4000-8000-000000000000']) {
      const result = await member.client.from('policy_acceptances').insert({ version_id: version });
      expect(result.error?.message).toBe('No such published policy in your team');
    }
    const anon = await backend.client().from('policy_acceptances').insert({ version_id: v1 });
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);

    // A new version needs a new acceptance; the old one can no longer be accepted.
    await member.client.from('policy_acceptances').insert({ version_id: v1 }).throwOnError();
    await admin.client.rpc('start_policy_revision', { policy });
    await editDraft(admin, policy, 'Version two.');
    const v2 = await publish(admin, policy);
    const old = await colleague.client.from('policy_acceptances').insert({ version_id: v1 });
    expect(old.error?.message).toBe(
      'A newer version of this policy has been published. Read and accept the current version.',
    );
    expect((await member.client.rpc('my_policies')).data).toMatchObject([
      { version_id: v2, number: 2, accepted_at: null, accepted_number: 1 },
    ]);
    await member.client.from('policy_acceptances').insert({ version_id: v2 }).throwOnError();

    // Nobody changes or removes an acceptance.
    const { data: own } = await member.client.from('policy_acceptances').select('id');
    expect(own).toHaveLength(2);
    for (const caller of [member.client, admin.client]) {
      const changed = await caller
        .from('policy_acceptances')
        .update({ accepted_at: '2020-01-01T00:00:00Z' })
        .eq('user_id', member.id);
      expect(changed.error?.code).toBe('42501');
      const removed = await caller.from('policy_acceptances').delete().eq('user_id', member.id);
      expect(removed.error?.code).toBe('42501');
    }
    const byService = await backend.service
      .from('policy_acceptances')
      .delete()
      .eq('user_id', member.id);
    expect(byService.error?.message).toBe('Policy acceptances cannot be changed or deleted');
    const { rows } = await backend.db.query(
      'select 1 from public.policy_acceptances where user_id = $1',
      [member.id],
    );
    expect(rows).toHaveLength(2);
    // The other team sees none of it.
    expect((await other.client.from('policy_acceptances').select('id')).data).toEqual([]);
    expect((await colleague.client.from('policy_acceptances').select('id')).data).toEqual([]);
  });

  it('a deactivated member cannot accept; a smaller plan keeps every adopted policy published (P2)', async () => {
    const admin = await createTeamAdmin(backend, 'Hidden Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    await backend.service.rpc('change_team_plan', { team: admin.teamId, new_plan: 'enterprise' });
    const versions: string[] = [];
    for (const template of SIX_TEMPLATES)
      versions.push(await publish(admin, await adopt(admin, template)));
    // The team moves down to Starter: all six stay published, readable and acceptable.
    await backend.service
      .rpc('change_team_plan', { team: admin.teamId, new_plan: 'starter' })
      .throwOnError();
    expect((await member.client.rpc('my_policies')).data).toHaveLength(6);
    const accepted = await member.client
      .from('policy_acceptances')
      .insert({ version_id: versions[5] });
    expect(accepted.error).toBeNull();
    // The admins count the sixth's acceptances like any other's.
    const { data: listed } = await admin.client.rpc('team_policies').throwOnError();
    expect((listed as { accepted: number }[]).map((row) => row.accepted)).toEqual([
      0, 0, 0, 0, 0, 1,
    ]);
    // A new adoption beyond Starter's limit is refused.
    const seventh = await admin.client.rpc('adopt_policy', {
      template: 'password-and-authentication-policy',
      ...DETAILS,
    });
    expect(seventh.error?.message).toBe(
      'Your Starter plan includes 5 policies. Professional includes every policy.',
    );

    await admin.client.rpc('deactivate_member', { member: member.id });
    const { rows } = await backend.db.query<{ id: string }>(
      `select id from public.users where id = $1 and deactivated_at is not null`,
      [member.id],
    );
    expect(rows).toHaveLength(1);
    // Their old token still verifies, but their session is gone and so is their team.
    const refused = await member.client
      .from('policy_acceptances')
      .insert({ version_id: versions[0] });
    expect(refused.error).not.toBeNull();
  });
});

describe('the register and reminders (docs/decisions.md PP1)', () => {
  it('exports every acceptance with its version and hash, and records the export', async () => {
    const admin = await createTeamAdmin(backend, 'Register Co');
    const member = await createMember(backend, admin.inviteCode, 'Rita Reader');
    const leaver = await createMember(backend, admin.inviteCode, 'Lee Leaver');
    const policy = await adopt(admin);
    const v1 = await publish(admin, policy);
    for (const person of [member, leaver]) {
      await person.client.from('policy_acceptances').insert({ version_id: v1 }).throwOnError();
    }
    await admin.client.rpc('remove_member', { member: leaver.id });
    const { data: people } = await admin.client.rpc('policy_people', { policy });
    expect(
      (people as { full_name: string; accepted_number: number | null }[]).map((row) => [
        row.full_name,
        row.accepted_number,
      ]),
    ).toEqual([
      ['Ada Admin', null],
      ['Rita Reader', 1],
    ]);
    const { data, error } = await admin.client.rpc('export_policy_acceptances');
    expect(error).toBeNull();
    const hash = (
      await admin.client.from('policy_versions').select('content_hash').eq('id', v1).single()
    ).data!.content_hash;
    expect(
      (data as Record<string, unknown>[]).map(
        ({ person, email, policy: title, version, content_hash }) => ({
          person,
          email,
          title,
          version,
          content_hash,
        }),
      ),
    ).toEqual([
      {
        person: 'Rita Reader',
        email: member.email,
        title: 'Acceptable Use Policy',
        version: 1,
        content_hash: hash,
      },
      // Removed members stay in the register without their name (docs/decisions.md M1).
      {
        person: 'Former member',
        email: '',
        title: 'Acceptable Use Policy',
        version: 1,
        content_hash: hash,
      },
    ]);
    const { rows } = await backend.db.query<{ details: { export: string } }>(
      `select details from public.audit_events where team_id = $1 and kind = 'export_downloaded'`,
      [admin.teamId],
    );
    expect(rows.map((row) => row.details.export)).toEqual(['policy-acceptances']);
    // The evidence pack's register is the same query (private.acceptance_register): same rows.
    const { data: section } = await backend.service
      .rpc('evidence_section', {
        team: admin.teamId,
        section: 'acceptances',
        from_date: '2000-01-01',
        to_date: '2099-12-31',
      })
      .throwOnError();
    expect(section).toEqual(data);
  });

  it('the reminder function mails those who have not accepted, once an hour, and records it', async () => {
    const admin = await createTeamAdmin(backend, 'Remind Co');
    const done = await createMember(backend, admin.inviteCode, 'Dana Done');
    const pending = await createMember(backend, admin.inviteCode, 'Pat Pending');
    const policy = await adopt(admin);
    const notYet = await admin.client.functions.invoke('policy-reminders', {
      body: { policyId: policy },
    });
    expect(notYet.error).not.toBeNull();
    expect(await (notYet.error as { context: Response }).context.json()).toEqual({
      error: 'Publish the policy before asking people to accept it',
    });
    const v1 = await publish(admin, policy);
    await done.client.from('policy_acceptances').insert({ version_id: v1 }).throwOnError();

    const { data, error } = await admin.client.functions.invoke('policy-reminders', {
      body: { policyId: policy, memberIds: [pending.id, done.id] },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1, failed: 0 });
    const mails = await backend.mailbox.list(pending.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Please read and accept the Acceptable Use Policy');
    expect(mails[0]!.text).toContain('Remind Co asks you to read and accept version 1');
    expect(mails[0]!.links?.[0]).toMatch(new RegExp(`/policies/${policy}$`));
    expect(await backend.mailbox.list(done.email)).toEqual([]);

    // Everyone who has not accepted, but not twice within an hour.
    const everyone = await admin.client.functions.invoke('policy-reminders', {
      body: { policyId: policy },
    });
    expect(everyone.data).toEqual({ sent: 1, failed: 0 });
    expect(await backend.mailbox.list(admin.email)).toHaveLength(1);
    expect(await backend.mailbox.list(pending.email)).toHaveLength(1);

    const { data: people } = await admin.client.rpc('policy_people', { policy });
    expect(
      (people as { full_name: string; reminded_at: string | null }[]).map((row) => [
        row.full_name,
        row.reminded_at !== null,
      ]),
    ).toEqual([
      ['Ada Admin', true],
      ['Dana Done', false],
      ['Pat Pending', true],
    ]);
    const { rows } = await backend.db.query<{ target_name: string; details: { version: number } }>(
      `select target_name, details from public.audit_events
        where team_id = $1 and kind = 'policy_reminder_sent' order by id`,
      [admin.teamId],
    );
    expect(rows.map((row) => [row.target_name, row.details.version])).toEqual([
      ['Pat Pending', 1],
      ['Ada Admin', 1],
    ]);

    // A member, another team's admin and a visitor are refused; nothing is sent.
    const stranger = await createTeamAdmin(backend, 'Stranger Remind Co');
    for (const caller of [pending.client, stranger.client]) {
      const refused = await caller.functions.invoke('policy-reminders', {
        body: { policyId: policy },
      });
      expect((refused.error as { context: Response }).context.status).toBe(403);
    }
    const visitor = await backend.client().functions.invoke('policy-reminders', {
      body: { policyId: policy },
    });
    expect((visitor.error as { context: Response }).context.status).toBe(401);
    const noToken = await fetch(`${backend.url}/functions/v1/policy-reminders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ policyId: policy }),
    });
    expect(noToken.status).toBe(401);
    const bad = await admin.client.functions.invoke('policy-reminders', {
      body: { policyId: 'not-an-id' },
    });
    expect((bad.error as { context: Response }).context.status).toBe(400);
    expect(await backend.mailbox.list(pending.email)).toHaveLength(1);
  });

  it('deleting the team takes its policies, versions and acceptances', async () => {
    const admin = await createTeamAdmin(backend, 'Gone Policies Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const policy = await adopt(admin);
    const v1 = await publish(admin, policy);
    await member.client.from('policy_acceptances').insert({ version_id: v1 }).throwOnError();
    const { error } = await admin.client.rpc('delete_team', { confirm_name: 'Gone Policies Co' });
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ count: string }>(
      `select (select count(*) from public.policies where team_id = $1)
            + (select count(*) from public.policy_versions where team_id = $1)
            + (select count(*) from public.policy_acceptances where team_id = $1) as count`,
      [admin.teamId],
    );
    expect(Number(rows[0]!.count)).toBe(0);
  });
});
