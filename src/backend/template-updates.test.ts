// Template updates (docs/decisions.md TU1, docs/threat-model.md #73, #74): a new template release
// in the generated content is offered to the teams that adopted the template, applying starts a
// draft that keeps the team's edits, and publishing it as editorial carries members' acceptances
// over while material asks them again. Everything is decided by the database; these tests go
// through the real API and the real job with the local mailbox.
import { describe, expect, it } from 'vitest';
import { policyTemplateReleaseRows, policyTemplateRows, upsert } from '../../scripts/content-sql';
import { policyTexts } from '../content/policies/all-texts';
import { templateDocument } from '../content/policies/document';
import {
  laterReleases,
  releasesOf,
  templateDocumentAt,
  type TemplateRelease,
} from '../content/policies/releases';
import acceptableUsePolicy from '../content/policies/texts/acceptable-use-policy.json' with { type: 'json' };
import backupPolicy from '../content/policies/texts/backup-policy.json' with { type: 'json' };
import type { PolicyContent } from '../content/policies/types';
import type { PolicyDocument } from '../shared/policy-document';
import { sendTemplateUpdateEmails } from './jobs/template-update-notices';
import {
  adoptPolicy,
  createMember,
  createTeamAdmin,
  findPolicyDraft,
  latestPublishedVersion,
  policyDraft,
  publishAsPublisher,
  useTestBackend,
  type TeamAdmin,
} from './testing';

const backend = useTestBackend();
/** A fixture release of the Acceptable Use Policy: one section reworded. */
function fixtureRelease(version: number, kind: TemplateRelease['kind']) {
  const purpose = acceptableUsePolicy.sections[0]!;
  const text: PolicyContent = {
    ...acceptableUsePolicy,
    sections: acceptableUsePolicy.sections.map((section) =>
      section === purpose
        ? { title: section.title, content: `${String(section.content)} (Reworded in ${version}.)` }
        : section,
    ),
  };
  const later = {
    ...laterReleases,
    [text.id]: [
      {
        version,
        releasedOn: '2027-01-15',
        kind,
        note: `Purpose reworded (${version}).`,
        previous: { [purpose.title]: purpose.content },
      },
    ],
  };
  return { text, later };
}

/**
 * Regenerates the content as `npm run generate:content` does, with the fixture in place of the
 * repository's text and releases, and applies it.
 */
async function publishFixture({ text, later }: ReturnType<typeof fixtureRelease>) {
  const texts = policyTexts.map((policy) => (policy.id === text.id ? text : policy));
  await backend.db.query(upsert('public.policy_templates', 'id', policyTemplateRows(texts, later)));
  await backend.db.query(
    upsert(
      'public.policy_template_releases',
      'template_id, version',
      policyTemplateReleaseRows(later),
    ),
  );
}

/** Puts the repository's own content back. */
async function restoreTemplate() {
  await backend.db.query(
    `delete from public.policy_template_releases where template_id = 'acceptable-use-policy' and version > 1`,
  );
  await backend.db.query(upsert('public.policy_templates', 'id', policyTemplateRows()));
}

async function adoptAndPublish(admin: TeamAdmin, template = 'acceptable-use-policy') {
  const policy = await adoptPolicy(admin.client, template);
  const { revision } = await policyDraft(admin.client, policy);
  await publishAsPublisher(admin.client, policy, revision);
  return policy;
}

async function latestPublished(admin: TeamAdmin, policy: string) {
  const version = await latestPublishedVersion(
    admin.client,
    policy,
    'id, number, source, change_kind',
  );
  return version as unknown as {
    id: string;
    number: number;
    source: PolicyDocument;
    change_kind: string;
  };
}

describe('template versions in the generated content (TU1)', () => {
  it('rebuilds every earlier release from the current text, and the real backup release is version 2', () => {
    const v1 = templateDocumentAt(backupPolicy, 1);
    const v2 = templateDocumentAt(backupPolicy, 2);
    expect(v2).toEqual(templateDocument(backupPolicy));
    const restore = (document: PolicyDocument) =>
      document.sections.find((section) => section.title === 'Restore Testing')!.blocks[0];
    expect(JSON.stringify(restore(v2))).toContain('isolated copy in the separate backup account');
    expect(JSON.stringify(restore(v1))).not.toContain('separate backup account rather than');
    expect(releasesOf('backup-policy').map((release) => release.version)).toEqual([1, 2]);
  });

  it('records the template version a policy was adopted from', async () => {
    const admin = await createTeamAdmin(backend, 'Adopters Ltd');
    const policy = await adoptAndPublish(admin, 'backup-policy');
    const { rows } = await backend.db.query<{ template_version: number }>(
      'select template_version from public.policies where id = $1',
      [policy],
    );
    expect(rows[0]!.template_version).toBe(2);
    // Nothing waits: the team adopted the current release.
    const { data } = await admin.client.rpc('template_updates').throwOnError();
    expect(data).toEqual([]);
  });
});

describe('a new release offered, applied and published (TU1)', () => {
  it('shows the affected team the update, applies one change into a draft that keeps the team’s edit, and mails the admins once', async () => {
    const admin = await createTeamAdmin(backend, 'Harbor Labs');
    const member = await createMember(backend, admin.inviteCode, 'Max Member');
    const bystander = await createTeamAdmin(backend, 'Unaffected Co');
    await adoptAndPublish(bystander, 'backup-policy');
    const policy = await adoptAndPublish(admin);
    const v1 = await latestPublished(admin, policy);
    await member.client.from('policy_acceptances').insert({ version_id: v1.id }).throwOnError();

    // The team's own edit: the last section reworded, in version 2 (material).
    await admin.client.rpc('start_policy_revision', { policy }).throwOnError();
    let draft = await policyDraft(admin.client, policy);
    const edited = structuredClone(draft.source);
    edited.sections.at(-1)!.blocks = [{ type: 'paragraph', text: 'Our own review wording.' }];
    await admin.client
      .rpc('save_policy_draft', { policy, source: edited, revision: draft.revision })
      .throwOnError();
    await publishAsPublisher(admin.client, policy, draft.revision + 1, 'Our wording');
    const v2 = await latestPublished(admin, policy);
    await member.client.from('policy_acceptances').insert({ version_id: v2.id }).throwOnError();

    try {
      const fixture = fixtureRelease(2, 'editorial');
      await publishFixture(fixture);

      const { data: updates } = await admin.client.rpc('template_updates').throwOnError();
      expect(updates).toEqual([
        {
          policy_id: policy,
          template_id: 'acceptable-use-policy',
          title: 'Acceptable Use Policy',
          from_version: 1,
          to_version: 2,
          kind: 'editorial',
          releases: [
            {
              version: 2,
              kind: 'editorial',
              note: 'Purpose reworded (2).',
              released_on: '2027-01-15',
            },
          ],
        },
      ]);
      const { data: none } = await bystander.client.rpc('template_updates').throwOnError();
      expect(none).toEqual([]);
      // Members see no updates and cannot apply them.
      const { data: memberView } = await member.client.rpc('template_updates').throwOnError();
      expect(memberView).toEqual([]);

      // The email: one per team per release run, to its admins only; a mail server that is down
      // loses nothing (the next run sends it), and a run after that sends nothing again.
      const setup = { db: backend.db, mail: backend.mailbox, siteUrl: backend.url };
      const send = backend.mailbox.send.bind(backend.mailbox);
      backend.mailbox.send = () => Promise.reject(new Error('mail server down'));
      try {
        expect(await sendTemplateUpdateEmails(setup, new Date('2027-01-16T08:00:00Z'))).toEqual({
          sent: 0,
          failed: 1,
        });
      } finally {
        backend.mailbox.send = send;
      }
      expect(await sendTemplateUpdateEmails(setup, new Date('2027-01-16T09:00:00Z'))).toEqual({
        sent: 1,
        failed: 0,
      });
      const mails = await backend.mailbox.list(admin.email);
      expect(mails.at(-1)).toMatchObject({
        subject: 'A policy template your team adopted has an update',
      });
      expect(mails.at(-1)!.text).toContain('Acceptable Use Policy (editorial change)');
      expect(mails.at(-1)!.text).toContain('version 2: Purpose reworded (2).');
      expect(await backend.mailbox.list(member.email)).toEqual([]);
      expect(await backend.mailbox.list(bystander.email)).toEqual([]);
      expect(await sendTemplateUpdateEmails(setup, new Date('2027-01-16T09:05:00Z'))).toEqual({
        sent: 0,
        failed: 0,
      });

      // Applying the one change: the team's text with the new Purpose, their own review kept.
      const newTemplate = templateDocumentAt(fixture.text, 2, fixture.later);
      const applied = structuredClone(v2.source);
      applied.sections[1] = {
        title: newTemplate.sections[1]!.title,
        blocks: newTemplate.sections[1]!.blocks,
      };
      const refusedForMember = await member.client.rpc('apply_template_update', {
        policy,
        to_version: 2,
        source: applied,
      });
      expect(refusedForMember.error?.code).toBe('42501');
      const stale = await admin.client.rpc('apply_template_update', {
        policy,
        to_version: 3,
        source: applied,
      });
      expect(stale.error?.message).toBe(
        'This template update is no longer waiting. Reload the page.',
      );

      await admin.client
        .rpc('apply_template_update', { policy, to_version: 2, source: applied })
        .throwOnError();
      draft = await policyDraft(admin.client, policy);
      expect(draft).toMatchObject({ number: 3, change_kind: 'editorial', template_version: 2 });
      expect(JSON.stringify(draft.source.sections[1])).toContain('(Reworded in 2.)');
      expect(draft.source.sections.at(-1)!.blocks).toEqual([
        { type: 'paragraph', text: 'Our own review wording.' },
      ]);
      const { data: after } = await admin.client.rpc('template_updates').throwOnError();
      expect(after).toEqual([]);

      // Published as editorial: the member's acceptance of version 2 carries over.
      await publishAsPublisher(admin.client, policy, draft.revision, 'Template update 2');
      const v3 = await latestPublished(admin, policy);
      expect(v3.change_kind).toBe('editorial');
      const { data: mine } = await member.client.rpc('my_policies').throwOnError();
      expect(mine).toMatchObject([{ policy_id: policy, number: 3, accepted_number: 3 }]);
      const { rows: carried } = await backend.db.query<{ carried_from: string }>(
        'select carried_from from public.policy_acceptances where version_id = $1',
        [v3.id],
      );
      expect(carried).toEqual([{ carried_from: v2.id }]);

      // The evidence pack's policy register says which kind each version was; the audit log
      // has the applied update and no acceptance the member did not give.
      const { rows: pack } = await backend.db.query<{
        register: { version: number; change_kind: string }[];
      }>(
        `select public.evidence_section($1, 'policy_register', '2026-01-01', '2030-01-01') as register`,
        [admin.teamId],
      );
      expect(pack[0]!.register.map((row) => [row.version, row.change_kind])).toEqual([
        [1, 'material'],
        [2, 'material'],
        [3, 'editorial'],
      ]);
      const { rows: audit } = await backend.db.query<{ kind: string }>(
        `select kind from public.audit_events where team_id = $1
          and kind in ('policy_accepted', 'policy_template_update_applied') order by id`,
        [admin.teamId],
      );
      expect(audit.map((row) => row.kind)).toEqual([
        'policy_accepted',
        'policy_accepted',
        'policy_template_update_applied',
      ]);
    } finally {
      await restoreTemplate();
    }
  });

  it('material asks every member again; a first version cannot be editorial; nobody forges a carried acceptance', async () => {
    const admin = await createTeamAdmin(backend, 'Material Inc');
    const member = await createMember(backend, admin.inviteCode, 'Mia Member');
    const policy = await adoptAndPublish(admin);
    const v1 = await latestPublished(admin, policy);
    await member.client.from('policy_acceptances').insert({ version_id: v1.id }).throwOnError();

    const forged = await member.client
      .from('policy_acceptances')
      .insert({ version_id: v1.id, carried_from: v1.id });
    expect(forged.error).not.toBeNull();

    await admin.client.rpc('start_policy_revision', { policy }).throwOnError();
    const draft = await policyDraft(admin.client, policy);
    expect(draft.change_kind).toBe('material');
    await publishAsPublisher(admin.client, policy, draft.revision, 'A new duty');
    const { data: mine } = await member.client.rpc('my_policies').throwOnError();
    expect(mine).toMatchObject([{ policy_id: policy, number: 2, accepted_number: 1 }]);

    const other = await createTeamAdmin(backend, 'First Draft Co');
    const { data: fresh } = await other.client
      .rpc('adopt_policy', {
        template: 'acceptable-use-policy',
        policy_owner: 'Owner',
        approver: 'CEO',
        effective_on: '2026-12-01',
      })
      .throwOnError();
    const firstEditorial = await other.client.rpc('set_policy_change_kind', {
      policy: fresh,
      kind: 'editorial',
    });
    expect(firstEditorial.error?.message).toBe(
      'A first version is accepted by everyone: it cannot be editorial',
    );
    const foreign = await admin.client.rpc('set_policy_change_kind', {
      policy: fresh,
      kind: 'material',
    });
    expect(foreign.error?.code).toBe('42501');
  });

  it('skipping an update moves the policy to the new version without a draft', async () => {
    const admin = await createTeamAdmin(backend, 'Skippers Ltd');
    const policy = await adoptAndPublish(admin);
    try {
      await publishFixture(fixtureRelease(2, 'material'));
      const { data } = await admin.client
        .rpc('apply_template_update', { policy, to_version: 2 })
        .throwOnError();
      expect(data).toBeNull();
      expect(await findPolicyDraft(admin.client, policy)).toBeNull();
      const { data: after } = await admin.client.rpc('template_updates').throwOnError();
      expect(after).toEqual([]);
    } finally {
      await restoreTemplate();
    }
  });
});
