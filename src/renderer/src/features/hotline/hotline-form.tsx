import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailProblem, fieldProblems } from '../../components/field-problems';
import { EmailField, FormMessage, InputField, SubmitButton } from '../../components/form-field';
import {
  BLANK_MESSAGE,
  SubjectAndMessageFields,
  subjectAndMessageProblems,
  type SendState,
} from '../../components/message-form';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { postToFunction } from '../../lib/send-form';
import {
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  TOO_MANY_ATTACHMENTS,
} from '@shared/hotline-crypto';

/** docs/product.md#confidential-reporting-hotline: name and email only when not anonymous. */
export function hotlinePayload(isAnonymous: boolean, values: ReportValues) {
  const { subject, message } = values;
  return isAnonymous
    ? { isAnonymous, subject, message }
    : { isAnonymous, name: values.name, email: values.email.trim(), subject, message };
}

/**
 * docs/product.md#validation: Subject and Message are required; an email, optional, must be an
 * address when given (and is not checked while anonymous, when it is not sent).
 */
export const hotlineProblems = (isAnonymous: boolean, values: ReportValues) =>
  fieldProblems<keyof ReportValues>({
    name: undefined,
    email: isAnonymous ? undefined : emailProblem(values.email, false),
    ...subjectAndMessageProblems(values),
  });

export type ReportValues = typeof BLANK_MESSAGE;

interface ReportFormProps {
  /** Sends the report (and the chosen files, with `attachments`); resolves once it arrived. */
  send: (isAnonymous: boolean, values: ReportValues, files: File[]) => Promise<void>;
  /** Offers up to 5 files of 10 MB each (a team's hotline, docs/decisions.md H2). */
  attachments?: boolean;
  /** What the page promises while "Submit anonymously" is on. */
  anonymousHint: string;
  emailLabel: string;
  /** Shown once a report arrived, above the cleared form. */
  sentMessage?: string;
  /** The words for a failure to send. */
  failureText: (error: unknown) => string;
  /** False until the form may send (an island before hydration). */
  ready?: boolean;
}

/**
 * The report form both hotlines share (docs/product.md#confidential-reporting-hotline,
 * docs/product.md#a-teams-hotline): anonymous by default, name and email only when not.
 */
export function ReportForm({
  send,
  anonymousHint,
  emailLabel,
  sentMessage,
  failureText,
  ready = true,
  attachments = false,
}: ReportFormProps) {
  const [isAnonymous, setIsAnonymous] = useState(true);
  const [values, setValues] = useState(BLANK_MESSAGE);
  const [state, setState] = useState<SendState>('idle');
  const [failure, setFailure] = useState('');
  const { formRef, check, clear, bind } = useFieldProblems<keyof ReportValues>();
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  // A new input after each report: a file input cannot be emptied by setting its value.
  const [fileInput, setFileInput] = useState(0);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'sent' || state === 'failed') outcome.current?.focus();
  }, [state]);

  const field = (name: keyof ReportValues) =>
    bind(name, values[name], (value) => setValues((current) => ({ ...current, [name]: value })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(hotlineProblems(isAnonymous, values)) || fileProblem) return;
    setState('sending');
    try {
      await send(isAnonymous, values, files);
      setValues(BLANK_MESSAGE);
      setFiles([]);
      setFileInput((count) => count + 1);
      setState('sent');
    } catch (error) {
      setFailure(failureText(error));
      setState('failed');
    }
  }

  return (
    <form className="card form" onSubmit={submit} noValidate ref={formRef}>
      <label className="toggle">
        <input
          type="checkbox"
          checked={isAnonymous}
          onChange={(event) => {
            clear('email');
            setIsAnonymous(event.target.checked);
          }}
        />
        <span>Submit anonymously</span>
      </label>
      {isAnonymous ? (
        <p className="hint">{anonymousHint}</p>
      ) : (
        <>
          <InputField label="Name" autoComplete="name" {...field('name')} />
          <EmailField label={emailLabel} {...field('email')} />
        </>
      )}
      <SubjectAndMessageFields field={field} />
      {attachments ? (
        <>
          <InputField
            key={fileInput}
            label="Attachments (optional)"
            name="attachments"
            type="file"
            multiple
            error={fileProblem}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              setFiles(chosen);
              setFileProblem(
                chosen.length > MAX_ATTACHMENTS
                  ? TOO_MANY_ATTACHMENTS
                  : chosen.some((file) => file.size > MAX_ATTACHMENT_BYTES)
                    ? ATTACHMENT_TOO_LARGE
                    : undefined,
              );
            }}
          />
          <p className="hint">
            Up to {MAX_ATTACHMENTS} files, 10 MB each. Files and their names are encrypted in this
            browser like your report.
          </p>
        </>
      ) : null}
      {/* The outcome takes the focus from the button, which was disabled while sending. */}
      <div tabIndex={-1} ref={outcome}>
        {state === 'sent' && sentMessage ? (
          <FormMessage kind="success">{sentMessage}</FormMessage>
        ) : null}
        {state === 'failed' ? <FormMessage kind="error">{failure}</FormMessage> : null}
      </div>
      <SubmitButton busy={state === 'sending'} busyLabel="Sending..." disabled={!ready}>
        Submit Report
      </SubmitButton>
    </form>
  );
}

/** docs/product.md#confidential-reporting-hotline: the form. An island of the hotline page. */
export function HotlineForm() {
  const hydrated = useHydrated();
  return (
    <ReportForm
      ready={hydrated}
      send={(isAnonymous, values) => postToFunction('hotline', hotlinePayload(isAnonymous, values))}
      anonymousHint="We will not ask for your name or email, and we store no IP address or device details with your report."
      emailLabel="Email"
      sentMessage="Submissions will be reviewed by company leadership and kept confidential to the extent legally possible."
      failureText={() => 'Failed to send report. Please try again later.'}
    />
  );
}
