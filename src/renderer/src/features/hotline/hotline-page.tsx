import { useState, type FormEvent } from 'react';
import { useHydrated } from '../../components/use-hydrated';
import { FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { postToFunction } from '../../lib/send-form';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';
const blank = { name: '', email: '', subject: '', message: '' };

/** docs/product.md#confidential-reporting-hotline: name and email only when not anonymous. */
export function hotlinePayload(isAnonymous: boolean, values: typeof blank) {
  const { subject, message } = values;
  return isAnonymous
    ? { isAnonymous, subject, message }
    : { isAnonymous, name: values.name, email: values.email.trim(), subject, message };
}

function HotlinePage() {
  const hydrated = useHydrated();
  const [isAnonymous, setIsAnonymous] = useState(true);
  const [values, setValues] = useState(blank);
  const [state, setState] = useState<SendState>('idle');

  const update = (field: keyof typeof blank) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
    <div className="container narrow">
      <PageHeader
        title="Confidential Reporting Hotline"
        lead="Report a security, ethics or compliance concern. The hotline is open 24/7, and you can stay anonymous."
      />
      <form className="card form" onSubmit={submit}>
        <label className="toggle">
          <input
            type="checkbox"
            checked={isAnonymous}
            onChange={(event) => setIsAnonymous(event.target.checked)}
          />
          <span>Submit anonymously</span>
        </label>
        {isAnonymous ? (
          <p className="hint">
            We will not ask for your name or email, and we store no IP address or device details
            with your report.
          </p>
        ) : (
          <>
            <InputField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => update('name')(event.target.value)}
            />
            <InputField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => update('email')(event.target.value)}
            />
          </>
        )}
        <InputField
          label="Subject"
          name="subject"
          required
          value={values.subject}
          onChange={(event) => update('subject')(event.target.value)}
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          required
          value={values.message}
          onChange={(event) => update('message')(event.target.value)}
        />
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
    </div>
  );
}

export { HotlinePage as Component };
