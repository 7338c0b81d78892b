// Records several backend test files need in the same shape: a course's published video, a
// vendor review, an approved Statement of Applicability and an Enterprise team with one record of
// each kind the REST API serves.
import type { SupabaseClient } from '@supabase/supabase-js';
import { iso27001Controls } from '../../content/controls';
import { createEnterpriseAdmin, createMember } from './accounts';
import type { TestBackend } from './backend';
import { adoptPolicy, publishAsPublisher } from './policies';

/** Publishes the video of `course` first in the library (as the service role); returns its id. */
export async function publishCourseVideo(
  service: SupabaseClient,
  course: { id: string; title: string },
): Promise<string> {
  return (await publishCourseVideos(service, [course]))[course.id]!;
}

/** Publishes a video of each course, in the library in this order; their ids by course id. */
export async function publishCourseVideos(
  service: SupabaseClient,
  courses: { id: string; title: string }[],
): Promise<Record<string, string>> {
  const { data } = await service
    .from('videos')
    .insert(
      courses.map((course, i) => ({
        title: course.title,
        course_id: course.id,
        is_published: true,
        duration: '6:00',
        order_index: i + 1,
      })),
    )
    .select('id, course_id')
    .throwOnError();
  return Object.fromEntries(data!.map((row) => [row.course_id as string, row.id as string]));
}

/** Records an approved review of a low-criticality vendor, every question answered yes. */
export async function approveVendor(
  client: SupabaseClient,
  teamId: string,
  vendorId: string,
): Promise<string> {
  const { data: questions } = await client
    .from('vendor_questions')
    .select('id, criticalities')
    .throwOnError();
  const { data } = await client
    .from('vendor_reviews')
    .insert({
      team_id: teamId,
      vendor_id: vendorId,
      conclusion: 'approved',
      answers: Object.fromEntries(
        (questions as { id: string; criticalities: string[] }[])
          .filter((question) => question.criticalities.includes('low'))
          .map((question) => [question.id, 'yes']),
      ),
    })
    .select('id')
    .single()
    .throwOnError();
  return (data as { id: string }).id;
}

/**
 * Answers every ISO 27001 control of the team's Statement of Applicability (A.7.1 not applicable,
 * "Fully remote"; each control's status from `statusOf` when given) and approves it "For the
 * audit"; the approved version's content hash.
 */
export async function approveSoa(
  client: SupabaseClient,
  teamId: string,
  statusOf?: (controlId: string) => string,
): Promise<string> {
  await client
    .from('soa_entries')
    .insert(
      iso27001Controls.map((control) => ({
        team_id: teamId,
        control_id: control.id,
        applicable: control.id !== 'A.7.1',
        justification: control.id === 'A.7.1' ? 'Fully remote' : '',
        ...(statusOf ? { status: statusOf(control.id) } : {}),
      })),
    )
    .throwOnError();
  const { data } = await client
    .from('soa_versions')
    .insert({ team_id: teamId, approval_reason: 'For the audit' })
    .select('content_hash')
    .single()
    .throwOnError();
  return (data as { content_hash: string }).content_hash;
}

/**
 * An Enterprise team whose member accepted a published policy and holds a certificate of
 * `course` (its video published first), with an access review run whose first item is in
 * progress: a record of each kind /api/v1 lists.
 */
export async function enterpriseTeamWithRecords(
  backend: TestBackend,
  company: string,
  course: { id: string; title: string },
) {
  const admin = await createEnterpriseAdmin(backend, company);
  const memberName = `${company} Member`;
  const member = await createMember(backend, admin.inviteCode, memberName);
  const versionId = await publishAsPublisher(admin.client, await adoptPolicy(admin.client), 1);
  await member.client.from('policy_acceptances').insert({ version_id: versionId }).throwOnError();
  await admin.client
    .rpc('assign_training', { course: course.id, audience: 'everyone', due_days: 30 })
    .throwOnError();
  await backend.db.query(
    `insert into public.certificates
       (user_id, team_id, cycle_id, course_id, member_name, course_title, team_name, issued_at)
     select r.user_id, r.team_id, r.cycle_id, r.course_id, $3, $4, $5, now()
     from public.training_requirements r where r.team_id = $1 and r.user_id = $2`,
    [admin.teamId, member.id, memberName, course.title, company],
  );
  const run = await startChecklistRun(admin.client);
  await admin.client
    .rpc('save_checklist_item', { run, item: 'export-user-lists', status: 'in_progress' })
    .throwOnError();
  return { admin, member, versionId, runId: run };
}

/** Starts this period's run of `checklist` for the caller's team, as an admin does; its id. */
export async function startChecklistRun(
  client: SupabaseClient,
  checklist = 'access-review-template',
): Promise<string> {
  const { data } = await client.rpc('start_checklist_run', { checklist }).throwOnError();
  return data as string;
}

/**
 * An auditor link of the caller's team to its evidence pack for `range` (2026 by default),
 * valid for `days`; the link's token.
 */
export async function createAuditorLink(
  client: SupabaseClient,
  label: string,
  { from_date = '2026-01-01', to_date = '2026-12-31', days = 7 } = {},
): Promise<string> {
  const { data } = await client
    .rpc('create_evidence_link', { kind: 'auditor', from_date, to_date, days, label })
    .throwOnError();
  return data as string;
}
