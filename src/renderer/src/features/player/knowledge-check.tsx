import { useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage, StartButton } from '../../components/form-field';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { playerKeys } from './keys';
import { trainingKeys } from '../../lib/training/keys';
import { getSupabase } from '../../lib/supabase';
import { CertificateButton } from '../../components/assigned-to-you';
import { getMyCourseCertificate } from '../../lib/training/data';
import {
  getCheckStates,
  getForm,
  submitKnowledgeCheck,
  type Answers,
  type AttemptResult,
  type CheckState,
  type KnowledgeCheck,
} from './knowledge-check-data';

/** docs/decisions.md V3: how a score reads, the same after submitting and on coming back. */
export function scoreLine(scorePercent: number, correct: number, questions: number): string {
  return `${scorePercent}% (${correct} of ${questions} correct)`;
}

function Summary({
  attempts,
  passPercent,
}: {
  attempts: CheckState['attempts'];
  passPercent: number;
}) {
  const passed = attempts.find((attempt) => attempt.passed);
  const best = Math.max(...attempts.map((attempt) => attempt.scorePercent));
  const tries = attempts.length === 1 ? '1 attempt' : `${attempts.length} attempts`;
  return passed ? (
    <p className="badge badge-accent check-status">
      <span aria-hidden="true">✓ </span>Passed with{' '}
      {scoreLine(passed.scorePercent, passed.correct, passed.questions)} ({tries})
    </p>
  ) : (
    <p className="check-status">
      Not passed yet: your best score is {best}% ({tries}). You need {passPercent}% to pass.
    </p>
  );
}

function Result({ result, check }: { result: AttemptResult; check: KnowledgeCheck }) {
  return (
    <div className="check-result">
      <p className={result.passed ? 'badge badge-accent' : 'check-failed'}>
        {result.passed ? (
          <>
            <span aria-hidden="true">✓ </span>Passed: you scored{' '}
            {scoreLine(result.scorePercent, result.correct, result.questions)}.
          </>
        ) : (
          <>
            Not passed: you scored{' '}
            {scoreLine(result.scorePercent, result.correct, result.questions)}. You need{' '}
            {result.passPercent}% to pass. Your wrong answers are marked below; the right answers
            are shown once you pass. A retake asks a new set of questions.
          </>
        )}
      </p>
      <ol className="check-review">
        {result.results.map((item) => {
          const question = check.questions.find((q) => q.id === item.id);
          const chosen = question?.choices[item.chosen] ?? '';
          return (
            <li key={item.id}>
              <p className="check-question">{question?.prompt}</p>
              <p>
                <strong>{item.correct ? 'Correct' : 'Incorrect'}.</strong> You chose "{chosen}".
                {item.answer !== undefined && !item.correct
                  ? ` The answer is "${question?.choices[item.answer] ?? ''}".`
                  : ''}
              </p>
              {item.explanation ? <p className="hint">{item.explanation}</p> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function CheckForm({
  check,
  onSubmit,
}: {
  check: KnowledgeCheck;
  onSubmit: (answers: Answers) => Promise<void>;
}) {
  const id = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = check.questions.find((question) => answers[question.id] === undefined);
    if (missing) {
      setError('Answer every question before submitting.');
      form.current?.querySelector<HTMLInputElement>(`input[name="${id}-${missing.id}"]`)?.focus();
      return;
    }
    setError('');
    setSending(true);
    try {
      await onSubmit(answers);
    } catch (failure) {
      setError((failure as Error).message || 'Your answers could not be sent. Try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} className="check-form" onSubmit={(event) => void submit(event)} noValidate>
      {check.questions.map((question, number) => (
        <fieldset key={question.id} className="check-question-set">
          <legend>
            {number + 1}. {question.prompt}
          </legend>
          {question.choices.map((choice, index) => (
            <label key={index} className="check-choice">
              <input
                type="radio"
                name={`${id}-${question.id}`}
                value={index}
                checked={answers[question.id] === index}
                onChange={() => setAnswers({ ...answers, [question.id]: index })}
              />{' '}
              {choice}
            </label>
          ))}
        </fieldset>
      ))}
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit Answers'}
      </button>
    </form>
  );
}

/**
 * The certificate the database issued when the member passed (docs/decisions.md TP1), offered
 * where they pass rather than only in the library. Asked again after each attempt.
 */
function PassedCertificate({ courseId, userId }: { courseId: string; userId: string }) {
  const certificate = useQuery(
    trainingKeys.myCourseCertificate(userId, courseId),
    (client, signal) => getMyCourseCertificate(client, userId, courseId, signal),
  );
  const [failed, setFailed] = useState(false);
  if (certificate.state !== 'ready' || !certificate.data) return null;
  return (
    <div className="check-certificate">
      <p>Your certificate for this course is ready.</p>
      <CertificateButton
        certificate={certificate.data}
        label="Download certificate"
        onFailed={() => setFailed(true)}
      />
      {failed ? (
        <FormMessage kind="error">
          The certificate could not be saved. Please try again.
        </FormMessage>
      ) : null}
    </div>
  );
}

/** The member's standing in every course's knowledge check (one request for all, see getCheckStates). */
export function useKnowledgeChecks(userId: string) {
  return useQuery(playerKeys.knowledgeChecks(userId), (client, signal) =>
    getCheckStates(client, signal),
  );
}

/**
 * The course's knowledge check (docs/decisions.md V3), open once the video counts as completed:
 * the member's standing, a form of questions drawn from the course's bank, and after each attempt
 * its score, which answers were wrong, and once passed the right answers with their explanations.
 */
export function KnowledgeCheckSection({
  courseId,
  userId,
  unlocked,
}: {
  courseId: string;
  userId: string;
  unlocked: boolean;
}) {
  const titleId = useId();
  const states = useKnowledgeChecks(userId);
  const [form, setForm] = useState<KnowledgeCheck | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState('');
  const [result, setResult] = useState<{ outcome: AttemptResult; form: KnowledgeCheck } | null>(
    null,
  );

  if (states.state === 'loading') return null;
  if (states.state === 'error') {
    return <FormMessage kind="error">The knowledge check could not be loaded.</FormMessage>;
  }
  const state = states.data[courseId];
  if (!state) return null;
  const { passPercent, questionCount, attempts } = state;

  async function start() {
    setResult(null);
    setStartError('');
    setStarting(true);
    try {
      setForm(await getForm(await getSupabase(), courseId));
    } catch (failure) {
      setStartError((failure as Error).message || 'The knowledge check could not be started.');
    } finally {
      setStarting(false);
    }
  }

  async function submit(taken: KnowledgeCheck, answers: Answers) {
    const outcome = await submitKnowledgeCheck(await getSupabase(), courseId, answers);
    setResult({ outcome, form: taken });
    setForm(null);
    // A pass issues the course's certificate.
    await invalidateQueries(
      playerKeys.knowledgeChecks(userId),
      trainingKeys.myCertificates(userId),
    );
  }

  return (
    <section className="card knowledge-check" aria-labelledby={titleId}>
      <h2 id={titleId}>Knowledge Check</h2>
      <p className="hint">
        {questionCount} questions, drawn from the course's question bank; {passPercent}% to pass.
        You can retake it as often as you like, and each retake asks a new set of questions.
      </p>
      <div aria-live="polite">
        {result ? <Result result={result.outcome} check={result.form} /> : null}
        {!result && attempts.length > 0 ? (
          <Summary attempts={attempts} passPercent={passPercent} />
        ) : null}
      </div>
      {attempts.some((attempt) => attempt.passed) ? (
        <PassedCertificate courseId={courseId} userId={userId} />
      ) : null}
      {!unlocked ? (
        <p>Finish watching the course to take its knowledge check.</p>
      ) : form ? (
        <CheckForm check={form} onSubmit={(answers) => submit(form, answers)} />
      ) : (
        <StartButton busy={starting} error={startError} onStart={start}>
          {attempts.length > 0 ? 'Retake the Check' : 'Take the Check'}
        </StartButton>
      )}
    </section>
  );
}
