// The knowledge check after a course video (docs/decisions.md V3): once the video is completed,
// the database draws the member a form from the course's question bank, without its answers,
// scores the submitted form, and says what was right only when the attempt passes.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';
import { answer } from '../../lib/answer';

export interface CheckQuestion {
  id: string;
  prompt: string;
  choices: string[];
}

export interface KnowledgeCheck {
  passPercent: number;
  questions: CheckQuestion[];
}

export interface QuestionResult {
  id: string;
  /** Index of the chosen choice, as shown. */
  chosen: number;
  correct: boolean;
  /** Only when the attempt passed: the right choice, as shown, and why. */
  answer?: number;
  explanation?: string;
}

export interface AttemptResult {
  attempt: number;
  correct: number;
  questions: number;
  scorePercent: number;
  passPercent: number;
  passed: boolean;
  /** Only for an attempt just submitted. */
  results: QuestionResult[];
}

export interface CheckState {
  passPercent: number;
  /** How many questions of the bank an attempt asks. */
  questionCount: number;
  /** The member's attempts so far, newest first. */
  attempts: Omit<AttemptResult, 'results' | 'passPercent'>[];
}

/** Course id → its check's state for the member. */
export type CheckStates = Record<string, CheckState>;

/** A row of `my_knowledge_checks`: a course, and one of the member's attempts at it if any. */
type StandingRow = Database['public']['Functions']['my_knowledge_checks']['Returns'][number];
/** The generator types a function's columns as never null; the attempt's are for no attempt. */
type Nullable<T> = { [K in keyof T]: T[K] | null };
type AttemptColumns = 'attempt' | 'correct' | 'questions' | 'score_percent' | 'passed';

/**
 * Every course's pass mark and form size, and the member's attempts at each, in one request
 * (`my_knowledge_checks`): it needs no video's course id, so the player asks for it beside the
 * video's row rather than a round trip after it (docs/architecture.md#performance-goals).
 */
export async function getCheckStates(
  client: SupabaseClient<Database>,
  signal: AbortSignal,
): Promise<CheckStates> {
  const rows: (Omit<StandingRow, AttemptColumns> & Nullable<Pick<StandingRow, AttemptColumns>>)[] =
    await answer(client.rpc('my_knowledge_checks').abortSignal(signal));
  const states: CheckStates = {};
  for (const row of rows) {
    const state = (states[row.course_id] ??= {
      passPercent: row.pass_percent,
      questionCount: row.questions_per_attempt,
      attempts: [],
    });
    // An attempted row has all its attempt columns.
    if (row.attempt === null) continue;
    const attempt = row as StandingRow;
    state.attempts.push({
      attempt: attempt.attempt,
      correct: attempt.correct,
      questions: attempt.questions,
      scorePercent: attempt.score_percent,
      passed: attempt.passed,
    });
  }
  return states;
}

/**
 * The member's open form: the one they started, or a new draw. The database refuses it until the
 * video counts as completed, with a message for the member.
 */
export async function getForm(
  client: SupabaseClient<Database>,
  courseId: string,
): Promise<KnowledgeCheck> {
  const data = await answer(client.rpc('knowledge_check', { course: courseId }));
  return {
    passPercent: data[0]?.pass_percent ?? 0,
    questions: data.map(({ id, prompt, choices }) => ({ id, prompt, choices })),
  };
}

/** Question id → index of the chosen answer. */
export type Answers = Record<string, number>;

export async function submitKnowledgeCheck(
  client: SupabaseClient<Database>,
  courseId: string,
  answers: Answers,
): Promise<AttemptResult> {
  const data = await answer(
    client.rpc('submit_knowledge_check', {
      course: courseId,
      answers,
    }),
  );
  const [attempt] = data;
  if (!attempt) throw new Error('The knowledge check answered no questions');
  return {
    attempt: attempt.attempt,
    correct: attempt.correct,
    questions: attempt.questions,
    scorePercent: attempt.score_percent,
    passPercent: attempt.pass_percent,
    passed: attempt.passed,
    results: data.map((row) => ({
      id: row.question_id,
      chosen: row.chosen,
      correct: row.chosen_correct,
      // Null until the attempt passes.
      ...(row.answer === null ? {} : { answer: row.answer, explanation: row.explanation }),
    })),
  };
}
