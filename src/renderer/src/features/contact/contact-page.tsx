import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/use-hydrated';
import { FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { postToFunction } from '../../lib/send-form';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

function ContactPage() {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const blank = { name: '', email: '', subject: searchParams.get('subject') ?? '', message: '' };
  const [values, setValues] = useState(blank);
  const [state, setState] = useState<SendState>('idle');

  const update = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    try {
      await postToFunction('contact', { ...values, email: values.email.trim() });
      setValues({ name: '', email: '', subject: '', message: '' });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="container">
      <PageHeader
        title="Contact Us"
        lead="Questions about plans, templates or your audit? Send us a message."
      />
      <div className="contact-layout">
        <form className="card form" onSubmit={submit}>
          <InputField
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => update('name')(event.target.value)}
          />
          <InputField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => update('email')(event.target.value)}
          />
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
              Thank you for your message! We’ll get back to you within one business day.
            </FormMessage>
          ) : null}
          {state === 'failed' ? (
            <FormMessage kind="error">Failed to send message. Please try again later.</FormMessage>
          ) : null}
          <button
            className="button button-primary"
            type="submit"
            disabled={state === 'sending' || !hydrated}
          >
            {state === 'sending' ? 'Sending...' : 'Send Message'}
          </button>
        </form>
        <aside className="card contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in Touch</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href="mailto:hello@complyready.com">hello@complyready.com</a>
            </dd>
            <dt>Hours</dt>
            <dd>Monday to Friday, 9:00 AM to 5:00 PM EST</dd>
            <dt>Location</dt>
            <dd>Remote-first, United States</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}

export { ContactPage as Component };
