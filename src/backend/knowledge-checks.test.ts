// Knowledge checks (docs/decisions.md V3, docs/threat-model.md #28): the database hands out the
// questions without their answers, scores every attempt itself, numbers attempts, never lets one
// change, and shows a member's best result to their team's admins only. Through the real API.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseScripts } from '../content/courses';
import { createMember, createTeamAdmin, startTestBackend, type TestBackend } from './testing';

let backend: TestBackend;
let service: SupabaseClient;
const course = courseScripts[0]!;
const rightAnswers = Object.fromEntries(course.questions.map((q) => [q.id, q.answer]));
/** Every answer right but the first: below 80 % for 4 or 5 questions. */
const oneWrong = (wrong: number) => ({
  ...rightAnswers,
  [course.questions[0]!.id]:
    (course.questions[0]!.answer + 1) % course.questions[0]!.choices.length,
  ...(wrong > 1
    ? {
        [course.questions[1]!.id]:
          (course.questions[1]!.answer + 1) % course.questions[1]!.choices.length,
      }
    : {}),
});

type Account = Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createTeamAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof createTeamAdmin>>;
let member: Account;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client(backend.serviceRoleKey);
  await service
    .from('videos')
    .insert({
      title: course.title,
      course_id: course.id,
      is_published: true,
      duration: '6:00',
      order_index: 1,
    })
    .throwOnError();
  admin = await createTeamAdmin(backend, 'Check Co');
  otherAdmin = await createTeamAdmin(backend, 'Other Co');
  member = await createMember(backend, admin.inviteCode, 'Quinn Quiz');
});
afterAll(() => backend?.close());

const submit = (client: SupabaseClient, answers: unknown, id = course.id) =>
  client.rpc('submit_knowledge_check', { course: id, answers });

describe('the questions a member sees', () => {
  it('are the script’s prompts and choices, in order, without answers or explanations', async () => {
    const { data, error } = await member.client.rpc('knowledge_check', { course: course.id });
    expect(error).toBeNull();
    expect(data).toEqual({
      pass_percent: 80,
      questions: course.questions.map(({ id, prompt, choices }) => ({ id, prompt, choices })),
    });
    expect(JSON.stringify(data)).not.toContain(course.questions[0]!.explanation);
  });

  it('cannot be read with their answers through the API, by anyone', async () => {
    for (const client of [member.client, admin.client, backend.client()]) {
      const { error } = await client
        .schema('private' as 'public')
        .from('knowledge_questions')
        .select('*');
      expect(error).not.toBeNull();
    }
  });

  it('are refused to the signed-out and for a course the plan does not show', async () => {
    const anon = await backend.client().rpc('knowledge_check', { course: course.id });
    expect(anon.error).not.toBeNull();
    const hidden = await member.client.rpc('knowledge_check', { course: courseScripts[1]!.id });
    expect(hidden.error?.message).toBe('This course is not available to you');
  });
});

describe('an attempt', () => {
  it('is scored by the database: a fail, then a pass on the second attempt, with explanations', async () => {
    const fail = await submit(member.client, oneWrong(2));
    expect(fail.error).toBeNull();
    const total = course.questions.length;
    expect(fail.data).toMatchObject({
      attempt: 1,
      correct: total - 2,
      questions: total,
      score_percent: Math.floor((100 * (total - 2)) / total),
      passed: false,
      pass_percent: 80,
    });
    expect(fail.data.results[0]).toEqual({
      id: course.questions[0]!.id,
      chosen: (course.questions[0]!.answer + 1) % course.questions[0]!.choices.length,
      answer: course.questions[0]!.answer,
      correct: false,
      explanation: course.questions[0]!.explanation,
    });
    const pass = await submit(member.client, rightAnswers);
    expect(pass.data).toMatchObject({ attempt: 2, score_percent: 100, passed: true });
  });

  it('must answer every question with one of its choices, and nothing else', async () => {
    const [first, ...rest] = course.questions;
    const partial = Object.fromEntries(rest.map((q) => [q.id, q.answer]));
    for (const answers of [
      partial,
      { ...rightAnswers, extra: 0 },
      { ...rightAnswers, [first!.id]: first!.choices.length },
      { ...rightAnswers, [first!.id]: 0.5 },
      { ...rightAnswers, [first!.id]: '0' },
      [0, 1, 2],
      null,
    ]) {
      const { error } = await submit(member.client, answers);
      expect(error, JSON.stringify(answers)).not.toBeNull();
    }
    const { data } = await member.client
      .from('knowledge_check_attempts')
      .select('attempt')
      .eq('user_id', member.id)
      .throwOnError();
    expect(data).toHaveLength(2);
  });

  it('cannot be written, changed or deleted except by submitting', async () => {
    const forged = await member.client.from('knowledge_check_attempts').insert({
      user_id: member.id,
      team_id: admin.teamId,
      course_id: course.id,
      attempt: 9,
      correct: 5,
      questions: 5,
      score_percent: 100,
      passed: true,
      answers: {},
    });
    expect(forged.error).not.toBeNull();
    await member.client
      .from('knowledge_check_attempts')
      .update({ passed: true, score_percent: 100 })
      .eq('user_id', member.id);
    await member.client.from('knowledge_check_attempts').delete().eq('user_id', member.id);
    // Not even the operator's key changes one: the database refuses.
    const update = await service
      .from('knowledge_check_attempts')
      .update({ passed: true })
      .eq('user_id', member.id);
    expect(update.error?.message).toBe('Knowledge check attempts cannot be changed or deleted');
    const remove = await service.from('knowledge_check_attempts').delete().eq('user_id', member.id);
    expect(remove.error?.message).toBe('Knowledge check attempts cannot be changed or deleted');
    const { rows } = await backend.db.query<{ attempt: number; passed: boolean }>(
      'select attempt, passed from public.knowledge_check_attempts where user_id = $1 order by attempt',
      [member.id],
    );
    expect(rows).toEqual([
      { attempt: 1, passed: false },
      { attempt: 2, passed: true },
    ]);
  });

  it('is numbered without clashes when two are submitted at once', async () => {
    const racer = await createMember(backend, admin.inviteCode, 'Rae Racer');
    const results = await Promise.all([0, 1, 2].map(() => submit(racer.client, rightAnswers)));
    expect(results.map((r) => r.error)).toEqual([null, null, null]);
    expect(results.map((r) => r.data.attempt).sort()).toEqual([1, 2, 3]);
  });
});

describe('who sees the results', () => {
  it('the member sees their own attempts; their admin sees the team’s; another team sees none', async () => {
    const own = await member.client.from('knowledge_check_attempts').select('user_id');
    expect(new Set(own.data!.map((row) => row.user_id))).toEqual(new Set([member.id]));
    const team = await admin.client
      .from('knowledge_check_attempts')
      .select('user_id')
      .eq('user_id', member.id);
    expect(team.data).toHaveLength(2);
    const other = await otherAdmin.client.from('knowledge_check_attempts').select('user_id');
    expect(other.data).toEqual([]);
    const anon = await backend.client().from('knowledge_check_attempts').select('user_id');
    expect(anon.error).not.toBeNull();
  });

  it('the dashboard summary shows each member’s best attempt per checked video', async () => {
    const { data } = await admin.client.rpc('team_progress_summary').throwOnError();
    const summary = data as {
      videos: { title: string; has_check: boolean }[];
      members: { id: string; checks: unknown[] }[];
    };
    expect(summary.videos).toEqual([
      expect.objectContaining({ title: course.title, has_check: true }),
    ]);
    const quinn = summary.members.find((m) => m.id === member.id)!;
    expect(quinn.checks).toEqual([{ position: 0, score: 100, passed: true, attempts: 2 }]);
  });

  it('the evidence pack lists every attempt of the range (service role only)', async () => {
    const args = {
      team: admin.teamId,
      section: 'knowledge_checks',
      from_date: '2000-01-01',
      to_date: '2100-01-01',
    };
    const denied = await admin.client.rpc('evidence_section', args);
    expect(denied.error).not.toBeNull();
    const { data } = await service.rpc('evidence_section', args).throwOnError();
    const quinn = (data as { member: string; attempt: number; passed: boolean }[]).filter(
      (row) => row.member === 'Quinn Quiz',
    );
    expect(quinn.map((row) => [row.attempt, row.passed])).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
