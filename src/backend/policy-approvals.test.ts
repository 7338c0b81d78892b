// Approval is a step, not a label (docs/decisions.md PA1, docs/threat-model.md #41): a version is
// published only after its named approver approved it with a reason, or with the publisher's own
// reason when the team chose "the publisher approves"; a review approves the current version and
// moves the next review date; a retired policy leaves the members' list. Every rule is the
// database's, so these tests go through the real API and the real mail port.
import { describe, expect, it } from 'vitest';
import {
  createMember,
  createTeamAdmin,
  policyDraft,
  publishAsPublisher,
  useTestBackend,
  type TeamAdmin,
} from './testing';
import { addCalendarMonths, utcDay } from '../shared/utc-day';

const backend = useTestBackend();

async function adopt(admin: TeamAdmin) {
  const { data } = await admin.client
    .rpc('adopt_policy', {
      template: 'acceptable-use-policy',
      policy_owner: 'Head of Security',
      approver: 'CEO (Sam Lee)',
      effective_on: '2026-12-01',
    })
    .throwOnError();
  return data as string;
}

/** A policy adopted and published with the publisher's reason: its id and its version's. */
async function adoptAndPublish(admin: TeamAdmin) {
  const policy = await adopt(admin);
  const { revision } = await policyDraft(admin.client, policy);
  return { policy, version: await publishAsPublisher(admin.client, policy, revision) };
}

async function ask(admin: TeamAdmin, policy: string, approver: string, purpose = 'publication') {
  const revision =
    purpose === 'publication' ? (await policyDraft(admin.client, policy)).revision : undefined;
  const { data } = await admin.client
    .rpc('request_policy_approval', { policy, purpose, approver, revision })
    .throwOnError();
  return data as string;
}

const auditOf = async (teamId: string) =>
  (
    await backend.db.query<{ kind: string; actor_name: string; details: Record<string, unknown> }>(
      `select kind, actor_name, details from public.audit_events
        where team_id = $1 and kind like 'policy_%' order by id`,
      [teamId],
    )
  ).rows;

describe('publishing needs its approver (docs/threat-model.md #41)', () => {
  it('the named approver gets an email and a page with the diff; publish waits for their reason', async () => {
    const admin = await createTeamAdmin(backend, 'Approve Co');
    const sam = await createMember(backend, admin.inviteCode, 'Sam Lee');
    const other = await createMember(backend, admin.inviteCode, 'Otto Other');
    const policy = await adopt(admin);
    const { revision } = await policyDraft(admin.client, policy);

    // Not without an approval: the publisher's own reason does not count in this team.
    const unapproved = await admin.client.rpc('publish_policy', {
      policy,
      revision,
      reason: 'I approve it myself',
    });
    expect(unapproved.error?.message).toBe(
      "Your team's policies are approved by a named approver. Ask them to approve it.",
    );

    const approval = await ask(admin, policy, sam.id);
    const mailed = await admin.client.functions.invoke('policy-reminders', {
      body: { approvalId: approval },
    });
    expect(mailed.error).toBeNull();
    expect(mailed.data).toEqual({ sent: 1 });
    const [mail] = await backend.mailbox.list(sam.email);
    expect(mail!.subject).toBe('Please approve the Acceptable Use Policy');
    expect(mail!.text).toContain(
      'Ada Admin of Approve Co named you as the approver and asks you to approve version 1 of the Acceptable Use Policy before it is published.',
    );
    expect(mail!.links?.[0]).toMatch(new RegExp(`/approvals/${approval}$`));
    // Only the team's admins send it.
    const refused = await sam.client.functions.invoke('policy-reminders', {
      body: { approvalId: approval },
    });
    expect((refused.error as { context: Response }).context.status).toBe(404);

    // The approver reads the version as it will be published; there is no earlier one yet.
    const { data: review } = await sam.client
      .rpc('policy_approval_review', { approval })
      .single()
      .throwOnError();
    expect(review).toMatchObject({
      outdated: false,
      previous_number: null,
      request: { status: 'pending', approver_name: 'Sam Lee', purpose: 'publication' },
    });
    expect(JSON.stringify((review as { content: unknown }).content)).toContain('CEO (Sam Lee)');
    // Nobody else answers or reads it.
    for (const caller of [other.client, admin.client]) {
      const answer = await caller.rpc('decide_policy_approval', {
        approval,
        approve: true,
        words: 'Looks fine',
      });
      expect(answer.error?.code).toBe('PT404');
    }
    expect((await other.client.rpc('policy_approval_review', { approval })).error?.code).toBe(
      'PT404',
    );
    // A reason is required.
    const blank = await sam.client.rpc('decide_policy_approval', {
      approval,
      approve: true,
      words: '   ',
    });
    expect(blank.error?.message).toBe('The reason for the change is required');

    await sam.client
      .rpc('decide_policy_approval', {
        approval,
        approve: true,
        words: 'Adopted for our SOC 2 programme',
      })
      .throwOnError();
    // Answered once, for good.
    const again = await sam.client.rpc('decide_policy_approval', {
      approval,
      approve: false,
      words: 'Changed my mind',
    });
    expect(again.error?.code).toBe('PT409');

    const { data: published } = await admin.client
      .rpc('publish_policy', { policy, revision })
      .throwOnError();
    const { data: version } = await admin.client
      .from('policy_versions')
      .select('published_by_name, approval_id')
      .eq('id', published as string)
      .single()
      .throwOnError();
    expect(version).toEqual({ published_by_name: 'Ada Admin', approval_id: approval });
    const { data: record } = await admin.client
      .from('policy_approvals')
      .select('approver_name, reason, by_publisher, status')
      .eq('id', approval)
      .single()
      .throwOnError();
    expect(record).toEqual({
      approver_name: 'Sam Lee',
      reason: 'Adopted for our SOC 2 programme',
      by_publisher: false,
      status: 'approved',
    });
    expect((await auditOf(admin.teamId)).map((event) => [event.kind, event.actor_name])).toEqual([
      ['policy_adopted', 'Ada Admin'],
      ['policy_approval_requested', 'Ada Admin'],
      ['policy_approved', 'Sam Lee'],
      ['policy_published', 'Ada Admin'],
    ]);
  });

  it('an edit after the approval, a send-back and the database owner cannot get around it', async () => {
    const admin = await createTeamAdmin(backend, 'Edit After Co');
    const sam = await createMember(backend, admin.inviteCode, 'Sam Lee');
    const policy = await adopt(admin);
    const approval = await ask(admin, policy, sam.id);
    await sam.client
      .rpc('decide_policy_approval', { approval, approve: true, words: 'First version' })
      .throwOnError();
    // The draft changes after the approval: that approval was of other words.
    const draft = await policyDraft(admin.client, policy);
    const source = structuredClone(draft.source);
    source.sections[0]!.blocks = [{ type: 'paragraph', text: 'Changed after approval.' }];
    await admin.client
      .rpc('save_policy_draft', { policy, source, revision: draft.revision })
      .throwOnError();
    const stale = await admin.client.rpc('publish_policy', {
      policy,
      revision: draft.revision + 1,
    });
    expect(stale.error?.code).toBe('P0001');

    // Asked again, sent back with a required comment; still not publishable.
    const second = await ask(admin, policy, sam.id);
    const noComment = await sam.client.rpc('decide_policy_approval', {
      approval: second,
      approve: false,
      words: '',
    });
    expect(noComment.error?.message).toBe('A comment is required');
    await sam.client
      .rpc('decide_policy_approval', {
        approval: second,
        approve: false,
        words: 'Section 1 reads oddly',
      })
      .throwOnError();
    expect(
      (await admin.client.rpc('publish_policy', { policy, revision: draft.revision + 1 })).error
        ?.code,
    ).toBe('P0001');

    // Writing past the functions is refused too, the database owner included.
    await expect(
      backend.db.query(
        `update public.policy_versions
            set published_at = now(), content = source, published_by_name = 'Mallory',
                approval_id = $2
          where policy_id = $1 and published_at is null`,
        [policy, approval],
      ),
    ).rejects.toThrow('This version can be published only after its approver approved it');
    await expect(
      backend.db.query(`update public.policy_approvals set reason = 'Rewritten' where id = $1`, [
        approval,
      ]),
    ).rejects.toThrow('An answered approval cannot be changed');
    await expect(
      backend.db.query('delete from public.policy_approvals where id = $1', [second]),
    ).rejects.toThrow('Policy approvals cannot be deleted');
  });

  it('"the publisher approves" is the team\'s recorded choice and the record says so; version 2 shows the diff', async () => {
    const admin = await createTeamAdmin(backend, 'Small Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const policy = await adopt(admin);
    // Only an admin chooses.
    expect(
      (await member.client.rpc('set_policy_approval', { mode: 'publisher' })).error?.code,
    ).toBe('42501');
    await admin.client.rpc('set_policy_approval', { mode: 'publisher' }).throwOnError();
    const { revision } = await policyDraft(admin.client, policy);
    const noReason = await admin.client.rpc('publish_policy', { policy, revision });
    expect(noReason.error?.message).toBe('The reason for the change is required');
    const v1 = await publishAsPublisher(admin.client, policy, revision, 'First version');
    const { data: v1Approval } = await admin.client
      .from('policy_approvals')
      .select('approver_name, by_publisher, reason, status')
      .eq('version_id', v1)
      .single()
      .throwOnError();
    expect(v1Approval).toEqual({
      approver_name: 'Ada Admin',
      by_publisher: true,
      reason: 'First version',
      status: 'approved',
    });
    const [setting] = (await auditOf(admin.teamId)).filter(
      (event) => event.kind === 'policy_approval_setting_changed',
    );
    expect(setting!.details).toEqual({ approval: 'The publisher approves' });

    // Version 2 asked of a named approver anyway: their page has the previous version to compare.
    await admin.client.rpc('start_policy_revision', { policy }).throwOnError();
    const approval = await ask(admin, policy, member.id);
    const { data: review } = await member.client
      .rpc('policy_approval_review', { approval })
      .single()
      .throwOnError();
    expect(review).toMatchObject({ previous_number: 1, request: { version_number: 2 } });
    expect((review as { previous_content: unknown }).previous_content).not.toBeNull();
  });
});

describe('reviews and retirement (docs/decisions.md PA1)', () => {
  it('a review approves the current version with its own date and moves the next review date', async () => {
    const admin = await createTeamAdmin(backend, 'Review Co');
    const sam = await createMember(backend, admin.inviteCode, 'Sam Lee');
    const { policy, version } = await adoptAndPublish(admin);
    // Published a year and a day ago: the review is overdue.
    await backend.db.query(
      'alter table public.policy_versions disable trigger policy_versions_frozen_when_published',
    );
    await backend.db.query(
      `update public.policy_versions set published_at = now() - interval '1 year 1 day' where id = $1`,
      [version],
    );
    await backend.db.query(
      'alter table public.policy_versions enable trigger policy_versions_frozen_when_published',
    );
    const listed = async () =>
      (
        (await admin.client.rpc('team_policies').throwOnError()).data as {
          next_review_on: string;
          review_overdue: boolean;
          last_reviewed_at: string | null;
        }[]
      )[0]!;
    expect((await listed()).review_overdue).toBe(true);

    // With a named approver: the admin asks, the approver approves the review with a reason.
    await admin.client.rpc('set_policy_approval', { mode: 'approver' }).throwOnError();
    expect(
      (await admin.client.rpc('record_policy_review', { policy, reason: 'Still right' })).error
        ?.code,
    ).toBe('P0001');
    const approval = await ask(admin, policy, sam.id, 'review');
    await sam.client
      .rpc('decide_policy_approval', {
        approval,
        approve: true,
        words: 'Yearly review: no changes needed',
      })
      .throwOnError();
    const afterReview = await listed();
    // A year on in calendar months, as the database counts (28 February after a 29th).
    const nextYear = addCalendarMonths(utcDay(Date.now()), 12);
    expect(afterReview).toMatchObject({
      review_overdue: false,
      next_review_on: utcDay(nextYear),
    });
    expect(afterReview.last_reviewed_at).not.toBeNull();
    expect((await auditOf(admin.teamId)).map((event) => event.kind)).toContain('policy_reviewed');

    // The register in the evidence pack has the publication and the review, each with its reason.
    const today = utcDay(Date.now());
    const { rows } = await backend.db.query<{ register: Record<string, unknown>[] }>(
      `select public.evidence_section($1, 'policy_register', $2::date - 1, $2::date) as register`,
      [admin.teamId, today],
    );
    expect(
      rows[0]!.register.map((row) => [row['purpose'], row['approver_name'], row['reason']]),
    ).toEqual([
      ['publication', 'Ada Admin', 'First version, adopted from the template'],
      ['review', 'Sam Lee', 'Yearly review: no changes needed'],
    ]);
  });

  it("a retired policy leaves the members' list; the register says from when", async () => {
    const admin = await createTeamAdmin(backend, 'Retire Co');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const { policy, version } = await adoptAndPublish(admin);
    expect((await member.client.rpc('my_policies')).data).toHaveLength(1);
    expect((await member.client.rpc('retire_policy', { policy, reason: 'No' })).error?.code).toBe(
      '42501',
    );
    const noReason = await admin.client.rpc('retire_policy', { policy, reason: '' });
    expect(noReason.error?.message).toBe('The reason is required');
    await admin.client
      .rpc('retire_policy', { policy, reason: 'Merged into the Information Security Policy' })
      .throwOnError();
    expect((await admin.client.rpc('retire_policy', { policy, reason: 'Again' })).error?.code).toBe(
      'PT409',
    );

    expect((await member.client.rpc('my_policies')).data).toEqual([]);
    const accept = await member.client.from('policy_acceptances').insert({ version_id: version });
    expect(accept.error?.code).toBe('42501');
    expect((await admin.client.rpc('start_policy_revision', { policy })).error?.message).toBe(
      'This policy is retired.',
    );
    const { data: listed } = await admin.client.rpc('team_policies').throwOnError();
    expect(listed).toMatchObject([{ id: policy, pending: 0, next_review_on: null }]);
    expect((listed as { retired_at: string | null }[])[0]!.retired_at).not.toBeNull();

    const today = utcDay(Date.now());
    const { rows } = await backend.db.query<{
      register: Record<string, unknown>[];
      policies: Record<string, unknown>[];
    }>(
      `select public.evidence_section($1, 'policy_register', $2::date - 1, $2::date) as register,
              public.evidence_section($1, 'policies', $2::date - 1, $2::date) as policies`,
      [admin.teamId, today],
    );
    expect(rows[0]!.register).toHaveLength(1);
    expect(rows[0]!.register[0]).toMatchObject({
      retired_by_name: 'Ada Admin',
      retired_reason: 'Merged into the Information Security Policy',
    });
    expect(rows[0]!.register[0]!['retired_at']).not.toBeNull();
    // Its versions stay in the pack: they were in force until it was retired.
    expect(rows[0]!.policies).toHaveLength(1);
  });
});
