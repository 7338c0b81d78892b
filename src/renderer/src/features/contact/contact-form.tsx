import { useState, type FormEvent } from 'react';
import { usePageNavigation } from '../../navigation/navigation';
import {
  FIELD_MESSAGES,
  blankProblem,
  emailProblem,
  fieldProblems,
} from '../../components/field-problems';
import { EmailField, FormMessage, InputField, TextAreaField } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { postToFunction } from '../../lib/send-form';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';
const blank = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof blank;

/** docs/product.md#validation: all four fields are required; Email must be an address. */
export const contactProblems = (values: typeof blank) =>
  fieldProblems<Field>({
    name: blankProblem(values.name, FIELD_MESSAGES.name),
    email: emailProblem(values.email),
    subject: blankProblem(values.subject, FIELD_MESSAGES.subject),
    message: blankProblem(values.message, FIELD_MESSAGES.message),
  });

/** docs/product.md#contact: the form. An island of the contact page. */
export function ContactForm() {
  const hydrated = useHydrated();
  const { search } = usePageNavigation();
  // `subject: null` until edited: the field shows what the address prefills.
  const [edited, setEdited] = useState<Omit<typeof blank, 'subject'> & { subject: string | null }>({
    ...blank,
    subject: null,
  });
  const [state, setState] = useState<SendState>('idle');
  const { formRef, check, bind } = useFieldProblems<Field>();

  // The pricing page prefills the subject (`?subject=`). Only once the page runs: the first
  // render matches the prerendered form, which knew no address.
  const prefilledSubject = hydrated ? (new URLSearchParams(search()).get('subject') ?? '') : '';
  const values = { ...edited, subject: edited.subject ?? prefilledSubject };

  const field = (name: Field) =>
    bind(name, values[name], (value) => setEdited((current) => ({ ...current, [name]: value })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(contactProblems(values))) return;
    setState('sending');
    try {
      await postToFunction('contact', { ...values, email: values.email.trim() });
      setEdited(blank);
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <form className="card form" onSubmit={submit} noValidate ref={formRef}>
      <InputField label="Name" autoComplete="name" required {...field('name')} />
      <EmailField label="Email" required {...field('email')} />
      <InputField label="Subject" required {...field('subject')} />
      <TextAreaField label="Message" rows={6} required {...field('message')} />
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
  );
}
