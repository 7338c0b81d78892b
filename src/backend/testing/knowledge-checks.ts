// Test support for knowledge checks (docs/decisions.md V3): a form is drawn by the database with
// its choices shuffled, so answers are found by the text of the script's right choice.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CourseScript } from '../../content/courses/types';
import type { Database } from '../../shared/database.types';

type SubmitReturns = Database['public']['Functions']['submit_knowledge_check']['Returns'];

/** What `knowledge_check(course)` hands out: the member's open form. */
export interface IssuedForm {
  pass_percent: number;
  questions: { id: string; prompt: string; choices: string[] }[];
}

/** A full-marks attempt as a member might forge it: a direct insert, which the database refuses. */
export const forgedPassingAttempt = (userId: string, teamId: string, courseId: string) => ({
  user_id: userId,
  team_id: teamId,
  course_id: courseId,
  attempt: 9,
  correct: 5,
  questions: 5,
  score_percent: 100,
  passed: true,
  answers: {},
});

/** The shown index of the right choice of a form's question, from the script. */
export function rightChoice(script: CourseScript, question: IssuedForm['questions'][number]) {
  const source = script.questions.find((entry) => entry.id === question.id);
  if (!source) throw new Error(`${question.id} is not a question of ${script.id}`);
  const index = question.choices.indexOf(source.choices[source.answer]!);
  if (index < 0) throw new Error(`${question.id} was served without its right choice`);
  return index;
}

/** Answers to every question of `form`: right, but wrong for its first `wrong` questions. */
export function answerForm(script: CourseScript, form: IssuedForm, wrong = 0) {
  return Object.fromEntries(
    form.questions.map((question, position) => {
      const right = rightChoice(script, question);
      return [question.id, position < wrong ? (right + 1) % question.choices.length : right];
    }),
  );
}

/** A row of `knowledge_check(course)`: one question of the form, in the order shown. */
export interface IssuedRow {
  id: string;
  prompt: string;
  choices: string[];
  pass_percent: number;
}

/** The form's rows as one value: the pass mark and the questions in the order shown. */
export const formOf = (rows: IssuedRow[]): IssuedForm => ({
  pass_percent: rows[0]!.pass_percent,
  questions: rows.map(({ id, prompt, choices }) => ({ id, prompt, choices })),
});

/** The caller's open form of `script`'s course (drawn now if they have none). */
export async function openForm(client: SupabaseClient, script: CourseScript) {
  const { data } = await client.rpc('knowledge_check', { course: script.id }).throwOnError();
  return formOf(data as IssuedRow[]);
}

/**
 * A row of `submit_knowledge_check`: the attempt's result with one question of its form, as the
 * generated types say; the right answer and its explanation are null while attempts remain.
 */
export type SubmittedRow = Omit<SubmitReturns[number], 'answer' | 'explanation'> & {
  answer: number | null;
  explanation: string | null;
};

/** The attempt's rows as one value: its result, and each question's in the order shown. */
export function attemptOf(rows: SubmittedRow[]) {
  const { attempt, correct, questions, score_percent, pass_percent, passed } = rows[0]!;
  return {
    attempt,
    correct,
    questions,
    score_percent,
    pass_percent,
    passed,
    results: rows.map((row) => ({
      id: row.question_id,
      chosen: row.chosen,
      correct: row.chosen_correct,
      answer: row.answer,
      explanation: row.explanation,
    })),
  };
}

/** Takes the check with `wrong` wrong answers (none: a pass); returns the attempt's result. */
export async function takeKnowledgeCheck(client: SupabaseClient, script: CourseScript, wrong = 0) {
  const form = await openForm(client, script);
  const { data } = await client
    .rpc('submit_knowledge_check', { course: script.id, answers: answerForm(script, form, wrong) })
    .throwOnError();
  return attemptOf(data as SubmittedRow[]);
}

/**
 * The video counts as watched to the end, written by the service role as the server writes it
 * (the tests of watching cover how it is earned).
 */
export async function recordWatched(
  service: SupabaseClient,
  userId: string,
  videoId: string | undefined,
) {
  await service
    .from('progress')
    .insert({ user_id: userId, video_id: videoId, watch_time: 360, progress_percent: 100 })
    .throwOnError();
}
