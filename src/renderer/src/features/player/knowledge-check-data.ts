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

/** The course's pass mark and form size, and the member's attempts; null for no such course. */
export async function getCheckState(
  client: SupabaseClient<Database>,
  courseId: string,
  userId: string,
  signal: AbortSignal,
): Promise<CheckState | null> {
  const [course, attempts] = await Promise.all([
    client
      .from('courses')
      .select('pass_percent, questions_per_attempt')
      .eq('id', courseId)
      .abortSignal(signal)
      .maybeSingle(),
    client
      .from('knowledge_check_attempts')
      .select('attempt, correct, questions, score_percent, passed')
      .eq('course_id', courseId)
      .eq('user_id', userId)
      .order('attempt', { ascending: false })
      .abortSignal(signal),
  ]);
  if (course.error) throw course.error;
  if (attempts.error) throw attempts.error;
  if (!course.data) return null;
  return {
    passPercent: course.data.pass_percent,
    questionCount: course.data.questions_per_attempt,
    attempts: attempts.data.map((row) => ({
      attempt: row.attempt,
      correct: row.correct,
      questions: row.questions,
      scorePercent: row.score_percent,
      passed: row.passed,
    })),
  };
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
