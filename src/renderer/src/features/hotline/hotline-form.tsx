import { useState, type FormEvent } from 'react';
import {
  FIELD_MESSAGES,
  blankProblem,
  emailProblem,
  fieldProblems,
} from '../../components/field-problems';
import { FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { postToFunction } from '../../lib/send-form';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';
const blank = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof blank;

/** docs/product.md#confidential-reporting-hotline: name and email only when not anonymous. */
export function hotlinePayload(isAnonymous: boolean, values: typeof blank) {
  const { subject, message } = values;
  return isAnonymous
    ? { isAnonymous, subject, message }
    : { isAnonymous, name: values.name, email: values.email.trim(), subject, message };
}

/**
 * docs/product.md#validation: Subject and Message are required; an email, optional, must be an
 * address when given (and is not checked while anonymous, when it is not sent).
 */
export const hotlineProblems = (isAnonymous: boolean, values: typeof blank) =>
  fieldProblems<Field>({
    name: undefined,
    email: isAnonymous ? undefined : emailProblem(values.email, false),
    subject: blankProblem(values.subject, FIELD_MESSAGES.subject),
    message: blankProblem(values.message, FIELD_MESSAGES.message),
  });

/** docs/product.md#confidential-reporting-hotline: the form. An island of the hotline page. */
export function HotlineForm() {
  const hydrated = useHydrated();
  const [isAnonymous, setIsAnonymous] = useState(true);
  const [values, setValues] = useState(blank);
  const [state, setState] = useState<SendState>('idle');
  const { formRef, problems, check, clear } = useFieldProblems<Field>();

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => {
      // Read now: React may run the update after the event, when the field was reset.
      const { value } = event.target;
      clear(name);
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(hotlineProblems(isAnonymous, values))) return;
    setState('sending');
    try {
      await postToFunction('hotline', hotlinePayload(isAnonymous, values));
      setValues(blank);
      setState('sent');
    } catch {
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
        <p className="hint">
          We will not ask for your name or email, and we store no IP address or device details with
          your report.
        </p>
      ) : (
        <>
          <InputField label="Name" autoComplete="name" {...field('name')} />
          <InputField label="Email" type="email" autoComplete="email" {...field('email')} />
        </>
      )}
      <InputField label="Subject" required {...field('subject')} />
      <TextAreaField label="Message" rows={6} required {...field('message')} />
      {state === 'sent' ? (
        <FormMessage kind="success">
          Submissions will be reviewed by company leadership and kept confidential to the extent
          legally possible.
        </FormMessage>
      ) : null}
      {state === 'failed' ? (
        <FormMessage kind="error">Failed to send report. Please try again later.</FormMessage>
      ) : null}
      <button
        className="button button-primary"
        type="submit"
        disabled={state === 'sending' || !hydrated}
      >
        {state === 'sending' ? 'Sending...' : 'Submit Report'}
      </button>
    </form>
  );
}
