// What a team keeps when it moves down to Starter (docs/decisions.md P2): courses beyond Starter's
// limit stay in the records and their certificates stay valid. Policies, the team hotline and
// evidence links are tested where they live (policy-program, team-hotline, evidence).
import { beforeAll, describe, expect, it } from 'vitest';
import { courseScripts } from '../content/courses';
import { plans } from '../content/plans';
import {
  createMember,
  createTeamAdmin,
  publishCourseVideos,
  recordWatched,
  takeKnowledgeCheck,
  useTestBackend,
} from './testing';

const backend = useTestBackend();
const starterCourses = plans.find((plan) => plan.id === 'starter')!.courseLimit!;
// One course more than Starter shows: the last is beyond its limit.
const courses = courseScripts.slice(0, starterCourses + 1);
const beyond = courses.at(-1)!;
let beyondVideo = '';

beforeAll(async () => {
  beyondVideo = (await publishCourseVideos(backend.service, courses))[beyond.id]!;
});

describe('courses beyond Starter’s limit after moving down (P2)', () => {
  it('keep their progress, attempts and certificates; the certificate still verifies', async () => {
    const admin = await createTeamAdmin(backend, 'Down Co');
    const member = await createMember(backend, admin.inviteCode, 'Dana Down');
    await backend.service
      .rpc('change_team_plan', { team: admin.teamId, new_plan: 'enterprise' })
      .throwOnError();
    // The completion as the server writes it (the tests of watching cover how it is earned).
    await recordWatched(backend.service, member.id, beyondVideo);
    expect(await takeKnowledgeCheck(member.client, beyond)).toMatchObject({ passed: true });
    const { data: issued } = await member.client.from('certificates').select('id').throwOnError();
    const certificate = issued![0]!.id as string;

    await backend.service
      .rpc('change_team_plan', { team: admin.teamId, new_plan: 'starter' })
      .throwOnError();

    // Members no longer take the course…
    const check = await member.client.rpc('knowledge_check', { course: beyond.id });
    expect(check.error?.message).toBe('This course is not available to you');
    // …but its records stay, for the member and the admins alike.
    for (const client of [member.client, admin.client]) {
      const { data: progress } = await client
        .from('progress')
        .select('progress_percent')
        .eq('video_id', beyondVideo)
        .throwOnError();
      expect(progress).toEqual([{ progress_percent: 100 }]);
      const { data: attempts } = await client
        .from('knowledge_check_attempts')
        .select('passed')
        .eq('course_id', beyond.id)
        .throwOnError();
      expect(attempts).toEqual([{ passed: true }]);
      const { data: certificates } = await client
        .from('certificates')
        .select('id, revoked_at')
        .throwOnError();
      expect(certificates).toEqual([{ id: certificate, revoked_at: null }]);
    }
    const { data: verified } = await backend
      .client()
      .rpc('verify_certificate', { certificate })
      .single()
      .throwOnError();
    expect(verified).toMatchObject({
      status: 'valid',
      member_name: 'Dana Down',
      course_title: beyond.title,
    });
  });
});
