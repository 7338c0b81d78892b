// Knowledge checks (docs/decisions.md V3, docs/threat-model.md #28): the check opens once the
// course's video is completed; the database draws each attempt's form from the course's bank
// (choices shuffled), hands it out without answers, scores exactly that form, says only which
// answers were wrong until an attempt passes, numbers attempts, never lets one change, and shows a
// member's best result to their team's admins only. Through the real API.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS_PER_ATTEMPT, courseScripts } from '../content/courses';
import {
  answerForm,
  attemptOf,
  createMember,
  createTeamAdmin,
  forgedPassingAttempt,
  openForm,
  publishCourseVideo,
  recordWatched,
  rightChoice,
  useTestBackend,
  type IssuedForm,
  type IssuedRow,
  type SubmittedRow,
  type TeamAdmin,
} from './testing';

const backend = useTestBackend();
let videoId = '';
const course = courseScripts[0]!;
const bankIds = course.questions.map((question) => question.id);
const explanations = course.questions.map((question) => question.explanation);
const NOT_YET =
  'Finish watching the course to take its knowledge check: it opens once you have watched 90% of the video';

type Account = Awaited<ReturnType<typeof createMember>>;
let admin: TeamAdmin;
let otherAdmin: TeamAdmin;
let member: Account;

/** The member's video counts as completed (written by the server, as the tests of watching do). */
const completeVideo = (account: Account) => recordWatched(backend.service, account.id, videoId);

beforeAll(async () => {
  videoId = await publishCourseVideo(backend.service, course);
  admin = await createTeamAdmin(backend, 'Check Co');
  otherAdmin = await createTeamAdmin(backend, 'Other Co');
  member = await createMember(backend, admin.inviteCode, 'Quinn Quiz');
  await completeVideo(member);
});

async function submit(client: SupabaseClient, answers: unknown, id = course.id) {
  const { data, error } = await client.rpc('submit_knowledge_check', { course: id, answers });
  return { data: data as SubmittedRow[] | null, error };
}
const ids = (form: IssuedForm) => form.questions.map((question) => question.id);
const attemptsOf = async (userId: string) =>
  (
    await backend.db.query<{ attempt: number; passed: boolean; answers: Record<string, number> }>(
      'select attempt, passed, answers from public.knowledge_check_attempts where user_id = $1 order by attempt',
      [userId],
    )
  ).rows;
/** Every form handed out in this file, for the shuffling check at the end. */
const served: IssuedForm[] = [];
const issue = async (account: Account) => {
  const form = await openForm(account.client, course);
  served.push(form);
  return form;
};

describe('before the video is completed', () => {
  it('the check is refused, questions and submission alike, with 1 % or a forged 100 % watched', async () => {
    const partial = await createMember(backend, admin.inviteCode, 'Pat Partial');
    // 1 % watched, as the server records it.
    await backend.service
      .from('progress')
      .insert({ user_id: partial.id, video_id: videoId, watch_time: 4, progress_percent: 1 })
      .throwOnError();
    const forger = await createMember(backend, admin.inviteCode, 'Fay Forger');
    // The member's own claim of 100 %: the progress rules credit only the time that passed.
    await forger.client
      .from('progress')
      .insert({ user_id: forger.id, video_id: videoId, watch_time: 360, progress_percent: 100 })
      .throwOnError();
    for (const account of [partial, forger]) {
      const questions = await account.client.rpc('knowledge_check', { course: course.id });
      expect(questions.error?.message).toBe(NOT_YET);
      expect(questions.data).toBeNull();
      const zeros = Object.fromEntries(bankIds.map((id) => [id, 0]));
      expect((await submit(account.client, zeros)).error?.message).toBe(NOT_YET);
      expect(await attemptsOf(account.id)).toEqual([]);
    }
  });

  it('opens once the video counts as completed', async () => {
    const late = await createMember(backend, admin.inviteCode, 'Lou Late');
    expect((await late.client.rpc('knowledge_check', { course: course.id })).error?.message).toBe(
      NOT_YET,
    );
    await completeVideo(late);
    expect((await issue(late)).questions).toHaveLength(QUESTIONS_PER_ATTEMPT);
  });
});

describe('the form a member answers', () => {
  it('is drawn from the bank: prompts and all choices, without answers or explanations', async () => {
    const form = await issue(member);
    expect(form.pass_percent).toBe(80);
    // One row per question, in the order shown: its id, prompt and choices, and the pass mark.
    const { data } = await member.client
      .rpc('knowledge_check', { course: course.id })
      .throwOnError();
    const rows = data as IssuedRow[];
    expect(rows.map((row) => row.id)).toEqual(ids(form));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['choices', 'id', 'pass_percent', 'prompt']);
    }
    expect(form.questions).toHaveLength(QUESTIONS_PER_ATTEMPT);
    expect(new Set(ids(form)).size).toBe(QUESTIONS_PER_ATTEMPT);
    for (const question of form.questions) {
      const source = course.questions.find((entry) => entry.id === question.id)!;
      expect(question.prompt).toBe(source.prompt);
      expect([...question.choices].sort()).toEqual([...source.choices].sort());
    }
    for (const explanation of explanations) expect(JSON.stringify(form)).not.toContain(explanation);
  });

  it('stays the same until it is submitted: reloading draws no other, nor do calls at once', async () => {
    const first = await openForm(member.client, course);
    const again = await Promise.all([0, 1, 2].map(() => openForm(member.client, course)));
    for (const form of again) expect(form).toEqual(first);
  });

  it('and its answers cannot be read through the API, by anyone', async () => {
    for (const client of [member.client, admin.client, backend.client()]) {
      for (const table of ['knowledge_questions', 'knowledge_check_forms']) {
        const { error } = await client
          .schema('private' as 'public')
          .from(table)
          .select('*');
        expect(error, table).not.toBeNull();
      }
    }
  });

  it('is refused to the signed-out and for a course the plan does not show', async () => {
    const anon = await backend.client().rpc('knowledge_check', { course: course.id });
    expect(anon.error).not.toBeNull();
    const hidden = await member.client.rpc('knowledge_check', { course: courseScripts[1]!.id });
    expect(hidden.error?.message).toBe('This course is not available to you');
  });
});

describe('an attempt', () => {
  it('must answer every question of the form with one of its shown choices, and nothing else', async () => {
    const form = await openForm(member.client, course);
    const right = answerForm(course, form);
    const [first, ...rest] = form.questions;
    const offForm = bankIds.find((id) => !ids(form).includes(id))!;
    for (const answers of [
      Object.fromEntries(rest.map((q) => [q.id, 0])),
      { ...right, [offForm]: 0 },
      Object.fromEntries([...rest.map((q) => [q.id, 0]), [offForm, 0]]),
      { ...right, [first!.id]: first!.choices.length },
      { ...right, [first!.id]: 0.5 },
      { ...right, [first!.id]: '0' },
      [0, 1, 2],
      null,
    ]) {
      const { error } = await submit(member.client, answers);
      expect(error, JSON.stringify(answers)).not.toBeNull();
    }
    expect(await attemptsOf(member.id)).toEqual([]);
    // The refused submissions left the form open.
    expect(await openForm(member.client, course)).toEqual(form);
  });

  it('that fails says only which answers were wrong: zeros submitted reveal no key', async () => {
    const form = await openForm(member.client, course);
    const wrong = answerForm(course, form, QUESTIONS_PER_ATTEMPT);
    const { data, error } = await submit(member.client, wrong);
    expect(error).toBeNull();
    expect(attemptOf(data!)).toEqual({
      attempt: 1,
      correct: 0,
      questions: QUESTIONS_PER_ATTEMPT,
      score_percent: 0,
      pass_percent: 80,
      passed: false,
      results: form.questions.map((question) => ({
        id: question.id,
        chosen: wrong[question.id],
        correct: false,
        answer: null,
        explanation: null,
      })),
    });
    const sent = JSON.stringify(data);
    for (const explanation of explanations) expect(sent).not.toContain(explanation);
    for (const question of course.questions) {
      expect(sent).not.toContain(question.choices[question.answer]!);
    }
    // Nor does the record: it keeps the chosen answers, as indexes of the bank's choices.
    const [attempt] = await attemptsOf(member.id);
    expect(Object.keys(attempt!.answers).sort()).toEqual([...ids(form)].sort());
    for (const question of form.questions) {
      const source = course.questions.find((entry) => entry.id === question.id)!;
      expect(attempt!.answers[question.id]).toBe(
        source.choices.indexOf(question.choices[wrong[question.id]!]!),
      );
    }
  });

  it('uses up its form: the same answers again are refused, and the next form asks other questions', async () => {
    const [failed] = await attemptsOf(member.id);
    const failedIds = Object.keys(failed!.answers);
    const { error } = await submit(member.client, failed!.answers);
    expect(error?.message).toBe('Start the knowledge check before submitting it');
    const next = await issue(member);
    expect(ids(next).filter((id) => failedIds.includes(id))).toEqual([]);
  });

  it('that passes gives the right answers, as shown, and the explanations', async () => {
    const form = await openForm(member.client, course);
    const answers = answerForm(course, form, 1);
    const { data, error } = await submit(member.client, answers);
    expect(error).toBeNull();
    expect(attemptOf(data!)).toMatchObject({
      attempt: 2,
      correct: QUESTIONS_PER_ATTEMPT - 1,
      questions: QUESTIONS_PER_ATTEMPT,
      score_percent: 80,
      passed: true,
    });
    expect(attemptOf(data!).results).toEqual(
      form.questions.map((question, position) => ({
        id: question.id,
        chosen: answers[question.id],
        correct: position > 0,
        answer: rightChoice(course, question),
        explanation: course.questions.find((entry) => entry.id === question.id)!.explanation,
      })),
    );
  });

  it('of every form draws none of the previous form’s questions', async () => {
    let previous = Object.keys((await attemptsOf(member.id)).at(-1)!.answers);
    for (const wrong of [QUESTIONS_PER_ATTEMPT, 0]) {
      const form = await issue(member);
      expect(ids(form).filter((id) => previous.includes(id))).toEqual([]);
      await submit(member.client, answerForm(course, form, wrong)).then(({ error }) =>
        expect(error).toBeNull(),
      );
      previous = ids(form);
    }
    // A failed attempt after passing still reveals nothing.
    const form = await issue(member);
    const { data } = await submit(member.client, answerForm(course, form, QUESTIONS_PER_ATTEMPT));
    expect(attemptOf(data!).passed).toBe(false);
    for (const row of data!) expect([row.answer, row.explanation]).toEqual([null, null]);
    expect((await attemptsOf(member.id)).map((row) => row.passed)).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('before the attempts on record asks what the member was not asked yet', async () => {
    // An attempt from before the bank grew: it answered the six questions the script had then.
    const earlier = await createMember(backend, admin.inviteCode, 'Ed Earlier');
    await completeVideo(earlier);
    const original = bankIds.slice(0, 6);
    await backend.db.query(
      `insert into public.knowledge_check_attempts
         (user_id, team_id, course_id, attempt, correct, questions, score_percent, passed, answers)
       values ($1, $2, $3, 1, 3, 6, 50, false, $4)`,
      [
        earlier.id,
        admin.teamId,
        course.id,
        JSON.stringify(Object.fromEntries(original.map((id) => [id, 0]))),
      ],
    );
    const form = await issue(earlier);
    const unasked = bankIds.filter((id) => !original.includes(id));
    expect(ids(form)).toEqual(expect.arrayContaining(unasked.slice(0, QUESTIONS_PER_ATTEMPT)));
    expect(ids(form).filter((id) => original.includes(id))).toHaveLength(
      Math.max(0, QUESTIONS_PER_ATTEMPT - unasked.length),
    );
    const { data } = await earlier.client
      .from('knowledge_check_attempts')
      .select('attempt, questions, score_percent')
      .throwOnError();
    expect(data).toEqual([{ attempt: 1, questions: 6, score_percent: 50 }]);
  });

  it('of a form the bank no longer matches is refused, and a new form is drawn', async () => {
    const stale = await createMember(backend, admin.inviteCode, 'Sal Stale');
    await completeVideo(stale);
    const form = await issue(stale);
    await backend.db.query(
      `update private.knowledge_check_forms
          set questions = jsonb_set(questions, '{0,id}', '"retired-question"')
        where user_id = $1`,
      [stale.id],
    );
    const { error } = await submit(stale.client, answerForm(course, form));
    expect(error?.message).toBe(
      'This knowledge check has changed since you started it: start it again',
    );
    const redrawn = await issue(stale);
    expect(redrawn.questions).toHaveLength(QUESTIONS_PER_ATTEMPT);
    const { data: resubmitted } = await submit(stale.client, answerForm(course, redrawn));
    expect(attemptOf(resubmitted!)).toMatchObject({
      attempt: 1,
      passed: true,
    });
  });

  it('cannot be written, changed or deleted except by submitting', async () => {
    const forged = await member.client
      .from('knowledge_check_attempts')
      .insert(forgedPassingAttempt(member.id, admin.teamId, course.id));
    expect(forged.error).not.toBeNull();
    await member.client
      .from('knowledge_check_attempts')
      .update({ passed: true, score_percent: 100 })
      .eq('user_id', member.id);
    await member.client.from('knowledge_check_attempts').delete().eq('user_id', member.id);
    // Not even the operator's key changes one: the database refuses.
    const update = await backend.service
      .from('knowledge_check_attempts')
      .update({ passed: true })
      .eq('user_id', member.id);
    expect(update.error?.message).toBe('Knowledge check attempts cannot be changed or deleted');
    const remove = await backend.service
      .from('knowledge_check_attempts')
      .delete()
      .eq('user_id', member.id);
    expect(remove.error?.message).toBe('Knowledge check attempts cannot be changed or deleted');
    expect((await attemptsOf(member.id)).map((row) => [row.attempt, row.passed])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, true],
      [5, false],
    ]);
  });

  it('uses its form once when it is submitted several times at once', async () => {
    const racer = await createMember(backend, admin.inviteCode, 'Rae Racer');
    await completeVideo(racer);
    const answers = answerForm(course, await issue(racer));
    const results = await Promise.all([0, 1, 2].map(() => submit(racer.client, answers)));
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(results.map((result) => result.error?.message).filter(Boolean)).toEqual([
      'Start the knowledge check before submitting it',
      'Start the knowledge check before submitting it',
    ]);
    expect((await attemptsOf(racer.id)).map((row) => row.attempt)).toEqual([1]);
  });

  it('draws its choices in a shuffled order', () => {
    // Each served question's choices against the script's order: all in order across every form
    // of this file would happen by chance with a probability below 1 in 6^25.
    const questions = served.flatMap((form) => form.questions);
    expect(questions.length).toBeGreaterThanOrEqual(5 * QUESTIONS_PER_ATTEMPT);
    const inScriptOrder = questions.filter((question) => {
      const source = course.questions.find((entry) => entry.id === question.id)!;
      return question.choices.every((choice, index) => source.choices[index] === choice);
    });
    expect(inScriptOrder.length).toBeLessThan(questions.length);
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
    expect(team.data).toHaveLength(5);
    const other = await otherAdmin.client.from('knowledge_check_attempts').select('user_id');
    expect(other.data).toEqual([]);
    const anon = await backend.client().from('knowledge_check_attempts').select('user_id');
    expect(anon.error).not.toBeNull();
  });

  it('my_knowledge_checks gives every course with the caller’s own attempts only, newest first', async () => {
    const { data: courses } = await backend.service.from('courses').select('id').throwOnError();
    const courseIds = (courses as { id: string }[]).map((row) => row.id);
    const standing = async (client: SupabaseClient) =>
      (await client.rpc('my_knowledge_checks').throwOnError()).data as {
        course_id: string;
        pass_percent: number;
        questions: number | null;
        attempt: number | null;
        passed: boolean | null;
      }[];
    const mine = await standing(member.client);
    const attempted = mine.filter((row) => row.course_id === course.id);
    expect(attempted.map((row) => row.attempt)).toEqual([5, 4, 3, 2, 1]);
    expect(attempted[0]).toMatchObject({ pass_percent: 80, questions: QUESTIONS_PER_ATTEMPT });
    // Every other course once, with no attempt.
    const others = mine.filter((row) => row.course_id !== course.id);
    expect(others.map((row) => row.course_id).sort()).toEqual(
      courseIds.filter((id) => id !== course.id).sort(),
    );
    expect(others.every((row) => row.attempt === null && row.passed === null)).toBe(true);
    // The admin sees the member's attempts in the table, but the function gives only the caller's.
    const adminOwn = await standing(admin.client);
    expect(adminOwn.filter((row) => row.attempt !== null)).toEqual([]);
    const anon = await backend.client().rpc('my_knowledge_checks');
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
    expect(quinn.checks).toEqual([{ position: 0, score: 100, passed: true, attempts: 5 }]);
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
    const { data } = await backend.service.rpc('evidence_section', args).throwOnError();
    const rows = data as { member: string; attempt: number; passed: boolean; questions: number }[];
    const quinn = rows.filter((row) => row.member === 'Quinn Quiz');
    expect(quinn.map((row) => [row.attempt, row.passed, row.questions])).toEqual([
      [1, false, QUESTIONS_PER_ATTEMPT],
      [2, true, QUESTIONS_PER_ATTEMPT],
      [3, false, QUESTIONS_PER_ATTEMPT],
      [4, true, QUESTIONS_PER_ATTEMPT],
      [5, false, QUESTIONS_PER_ATTEMPT],
    ]);
    // An attempt from before the bank grew reads as it was.
    const ed = rows.filter((row) => row.member === 'Ed Earlier');
    expect(ed.map((row) => [row.attempt, row.passed, row.questions])).toEqual([[1, false, 6]]);
  });
});
