import { useState, type FormEvent } from 'react';
import { usePageNavigation } from '../../navigation/navigation';
import {
  FIELD_MESSAGES,
  blankProblem,
  emailProblem,
  fieldProblems,
} from '../../components/field-problems';
import { EmailField, FormMessage, InputField, SubmitButton } from '../../components/form-field';
import {
  BLANK_MESSAGE,
  SubjectAndMessageFields,
  subjectAndMessageProblems,
  type MessageValues,
  type SendState,
} from '../../components/message-form';
import { useFieldProblems } from '../../components/use-field-problems';
import { useHydrated } from '../../components/use-hydrated';
import { postToFunction } from '../../lib/send-form';

/** docs/product.md#validation: all four fields are required; Email must be an address. */
export const contactProblems = (values: MessageValues) =>
  fieldProblems<keyof MessageValues>({
    name: blankProblem(values.name, FIELD_MESSAGES.name),
    email: emailProblem(values.email),
    ...subjectAndMessageProblems(values),
  });

/** docs/product.md#contact: the form. An island of the contact page. */
export function ContactForm() {
  const hydrated = useHydrated();
  const { search } = usePageNavigation();
  // `subject: null` until edited: the field shows what the address prefills.
  const [edited, setEdited] = useState<Omit<MessageValues, 'subject'> & { subject: string | null }>(
    {
      ...BLANK_MESSAGE,
      subject: null,
    },
  );
  const [state, setState] = useState<SendState>('idle');
  const { formRef, check, bind } = useFieldProblems<keyof MessageValues>();

  // The pricing page prefills the subject (`?subject=`). Only once the page runs: the first
  // render matches the prerendered form, which knew no address.
  const prefilledSubject = hydrated ? (new URLSearchParams(search()).get('subject') ?? '') : '';
  const values = { ...edited, subject: edited.subject ?? prefilledSubject };

  const field = (name: keyof MessageValues) =>
    bind(name, values[name], (value) => setEdited((current) => ({ ...current, [name]: value })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(contactProblems(values))) return;
    setState('sending');
    try {
      await postToFunction('contact', { ...values, email: values.email.trim() });
      setEdited(BLANK_MESSAGE);
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <form className="card form" onSubmit={submit} noValidate ref={formRef}>
      <InputField label="Name" autoComplete="name" required {...field('name')} />
      <EmailField label="Email" required {...field('email')} />
      <SubjectAndMessageFields field={field} />
      {state === 'sent' ? (
        <FormMessage kind="success">
          Thank you for your message! We’ll get back to you within one business day.
        </FormMessage>
      ) : null}
      {state === 'failed' ? (
        <FormMessage kind="error">Failed to send message. Please try again later.</FormMessage>
      ) : null}
      <SubmitButton busy={state === 'sending'} busyLabel="Sending..." disabled={!hydrated}>
        Send Message
      </SubmitButton>
    </form>
  );
}
