// The contact form and the hotlines' report form send the same four fields
// (docs/product.md#contact, docs/product.md#confidential-reporting-hotline).
import { FIELD_MESSAGES, blankProblem } from './field-problems';
import { InputField, TextAreaField } from './form-field';
import type { FieldBinding } from './use-field-problems';

/** A message as its form starts: who sends it (name, email) and what it says. */
export const BLANK_MESSAGE = { name: '', email: '', subject: '', message: '' };

export type MessageValues = typeof BLANK_MESSAGE;

/** Where a form's sending stands. */
export type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/** docs/product.md#validation: every message needs a subject and its text. */
export const subjectAndMessageProblems = (values: MessageValues) => ({
  subject: blankProblem(values.subject, FIELD_MESSAGES.subject),
  message: blankProblem(values.message, FIELD_MESSAGES.message),
});

/** The subject and the text of a message; `field` binds each to the form. */
export function SubjectAndMessageFields({
  field,
}: {
  field: (name: 'subject' | 'message') => FieldBinding;
}) {
  return (
    <>
      <InputField label="Subject" required {...field('subject')} />
      <TextAreaField label="Message" rows={6} required {...field('message')} />
    </>
  );
}
