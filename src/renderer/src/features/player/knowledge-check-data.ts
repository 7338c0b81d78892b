// The knowledge check after a course video (docs/decisions.md V3): the questions come without
// their answers; the database scores a submitted attempt and only then says what was right.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '@shared/database.types';

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
  chosen: number;
  answer: number;
  correct: boolean;
  explanation: string;
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
  check: KnowledgeCheck;
  /** The member's attempts so far, newest first. */
  attempts: Omit<AttemptResult, 'results' | 'passPercent'>[];
}

type JsonObject = { [key: string]: Json | undefined };
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malformed(): never {
  throw new Error('The knowledge check answered an unexpected shape');
}

function readQuestion(value: Json): CheckQuestion {
  if (!isObject(value)) return malformed();
  const { id, prompt, choices } = value;
  if (typeof id !== 'string' || typeof prompt !== 'string' || !Array.isArray(choices)) {
    return malformed();
  }
  return {
    id,
    prompt,
    choices: choices.map((choice) => (typeof choice === 'string' ? choice : malformed())),
  };
}

export function readKnowledgeCheck(value: Json): KnowledgeCheck {
  if (
    !isObject(value) ||
    typeof value.pass_percent !== 'number' ||
    !Array.isArray(value.questions)
  ) {
    return malformed();
  }
  return { passPercent: value.pass_percent, questions: value.questions.map(readQuestion) };
}

function readResult(value: Json): QuestionResult {
  if (!isObject(value)) return malformed();
  const { id, chosen, answer, correct, explanation } = value;
  if (
    typeof id !== 'string' ||
    typeof chosen !== 'number' ||
    typeof answer !== 'number' ||
    typeof correct !== 'boolean' ||
    typeof explanation !== 'string'
  ) {
    return malformed();
  }
  return { id, chosen, answer, correct, explanation };
}

export function readAttemptResult(value: Json): AttemptResult {
  if (!isObject(value) || !Array.isArray(value.results)) return malformed();
  const { attempt, correct, questions, score_percent, pass_percent, passed } = value;
  if (
    typeof attempt !== 'number' ||
    typeof correct !== 'number' ||
    typeof questions !== 'number' ||
    typeof score_percent !== 'number' ||
    typeof pass_percent !== 'number' ||
    typeof passed !== 'boolean'
  ) {
    return malformed();
  }
  return {
    attempt,
    correct,
    questions,
    scorePercent: score_percent,
    passPercent: pass_percent,
    passed,
    results: value.results.map(readResult),
  };
}

/** The check and the member's earlier attempts; null when the course has no questions. */
export async function getCheckState(
  client: SupabaseClient<Database>,
  courseId: string,
  userId: string,
  signal: AbortSignal,
): Promise<CheckState | null> {
  const [check, attempts] = await Promise.all([
    client.rpc('knowledge_check', { course: courseId }).abortSignal(signal),
    client
      .from('knowledge_check_attempts')
      .select('attempt, correct, questions, score_percent, passed')
      .eq('course_id', courseId)
      .eq('user_id', userId)
      .order('attempt', { ascending: false })
      .abortSignal(signal),
  ]);
  if (check.error) throw check.error;
  if (attempts.error) throw attempts.error;
  const parsed = readKnowledgeCheck(check.data);
  if (parsed.questions.length === 0) return null;
  return {
    check: parsed,
    attempts: attempts.data.map((row) => ({
      attempt: row.attempt,
      correct: row.correct,
      questions: row.questions,
      scorePercent: row.score_percent,
      passed: row.passed,
    })),
  };
}

/** Question id → index of the chosen answer. */
export type Answers = Record<string, number>;

export async function submitKnowledgeCheck(
  client: SupabaseClient<Database>,
  courseId: string,
  answers: Answers,
): Promise<AttemptResult> {
  const { data, error } = await client.rpc('submit_knowledge_check', {
    course: courseId,
    answers,
  });
  if (error) throw error;
  return readAttemptResult(data);
}
