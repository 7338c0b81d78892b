// /hotline/follow-up (docs/product.md#following-up-on-a-report): the reporter opens their case
// with the receipt code alone, reads its status and the handlers' messages, and answers. The code
// and the case stay in this page's memory only: not in the address, not in storage.
import { useState, type FormEvent } from 'react';
import { HotlineCryptoError, normaliseReceiptCode } from '@shared/hotline-crypto';
import { hotlineOutcomeLabel, hotlineStatusLabel } from '@shared/hotline';
import { FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { useHydrated } from '../../components/use-hydrated';
import { FunctionError } from '../../lib/send-form';
import { openCase, type OpenedCase } from './reporter-data';

const CODE_PROBLEM = 'A receipt code has 28 letters and digits, in groups of four.';

function failureText(error: unknown, fallback: string): string {
  if (error instanceof FunctionError && error.status < 500) return error.message;
  if (error instanceof HotlineCryptoError) return error.message;
  return fallback;
}

export function CaseView({
  opened,
  onReplied,
  onClose,
}: {
  opened: OpenedCase;
  onReplied: () => Promise<void>;
  onClose: () => void;
}) {
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const closed = opened.status === 'closed';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reply.trim()) {
      setProblem('Please enter a message.');
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await opened.reply(reply.trim());
      setReply('');
      await onReplied();
      setOutcome({ kind: 'success', text: 'Your reply was sent.' });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: failureText(error, 'Failed to send your reply. Please try again later.'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="case-title">
      <h2 id="case-title">Your report to {opened.teamName}</h2>
      <dl className="details-list">
        <dt>Status</dt>
        <dd>{hotlineStatusLabel(opened.status)}</dd>
        {opened.outcome ? (
          <>
            <dt>Outcome</dt>
            <dd>{hotlineOutcomeLabel(opened.outcome)}</dd>
          </>
        ) : null}
        <dt>Received</dt>
        <dd>{opened.receivedOn}</dd>
      </dl>
      <ol className="case-thread" aria-label="Messages">
        {opened.messages.map((message) => (
          <li key={message.position} className={`case-message case-message-${message.author}`}>
            <p className="meta">
              {message.author === 'reporter' ? 'You' : 'Case handler'} · {message.writtenOn}
              {message.isFeedback ? <span className="badge">Feedback</span> : null}
            </p>
            {message.subject ? <p className="case-subject">{message.subject}</p> : null}
            <p className="case-text">{message.text}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <p>This case is closed. To report something new, send a new report.</p>
      ) : (
        <form className="form" onSubmit={send} noValidate>
          <TextAreaField
            label="Your reply"
            rows={4}
            value={reply}
            error={problem}
            onChange={(event) => {
              setProblem(undefined);
              setReply(event.target.value);
            }}
          />
          <button className="button button-primary" type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Reply'}
          </button>
        </form>
      )}
      {outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null}
      <p>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close Case
        </button>{' '}
        <span className="hint">Clears the code and the case from this page.</span>
      </p>
    </section>
  );
}

/** The island of /hotline/follow-up. */
export function HotlineFollowUp() {
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<{ code: string; found: OpenedCase } | null>(null);

  async function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!normaliseReceiptCode(code)) {
      setProblem(CODE_PROBLEM);
      return;
    }
    setOpening(true);
    setFailure(null);
    try {
      setOpened({ code, found: await openCase(code) });
      setCode('');
    } catch (error) {
      setFailure(failureText(error, 'The case could not be opened. Please try again later.'));
    } finally {
      setOpening(false);
    }
  }

  if (opened) {
    return (
      <CaseView
        opened={opened.found}
        onReplied={async () => setOpened({ code: opened.code, found: await openCase(opened.code) })}
        onClose={() => setOpened(null)}
      />
    );
  }
  return (
    <form className="card form" onSubmit={open} noValidate>
      <InputField
        label="Receipt code"
        name="receipt-code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XXXX"
        value={code}
        error={problem}
        onChange={(event) => {
          setProblem(undefined);
          setCode(event.target.value);
        }}
      />
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <button className="button button-primary" type="submit" disabled={opening || !hydrated}>
        {opening ? 'Opening...' : 'Open Case'}
      </button>
    </form>
  );
}
