import { useState, type FormEvent, type ReactNode } from 'react';
import { InputField } from '../../components/form-field';
import { createAccount } from './data';
import { ALREADY_REGISTERED, blankFieldProblem, passwordProblem } from './error-messages';
import { useFormValues } from './use-form-values';

interface AccountValues extends Record<string, string> {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

interface AccountFormOptions<Values extends AccountValues> {
  /** The sign-up metadata sent with the account (docs/decisions.md F2). */
  metadata(values: Values): Record<string, string>;
  /** Called once the account exists (to keep the pending record, docs/decisions.md F3). */
  onCreated(values: Values): void;
  /** The page's words for a failure; `error` is absent when the request itself failed. */
  failureMessage(error?: { message?: string; code?: string }): string;
}

/**
 * The state and submit of the two forms that create an account, sign-up and join: passwords
 * checked first, then the account created; "already registered" reads the same on both.
 */
export function useAccountForm<Values extends AccountValues>(
  blank: Values,
  { metadata, onCreated, failureMessage }: AccountFormOptions<Values>,
) {
  const { values, field } = useFormValues(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem =
      blankFieldProblem(values) ?? passwordProblem(values.password, values.confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const outcome = await createAccount(values.email, values.password, metadata(values));
      if (outcome.kind === 'created') {
        onCreated(values);
        setCreated(true);
      } else {
        setError(outcome.kind === 'failed' ? failureMessage(outcome.error) : ALREADY_REGISTERED);
      }
    } catch {
      setError(failureMessage());
    } finally {
      setBusy(false);
    }
  }

  return { values, field, busy, error, created, submit };
}

type AccountField = 'fullName' | 'email' | 'password' | 'confirmPassword';

/** Full Name, Work Email, the page's own fields (`children`), Password and Confirm Password. */
export function AccountFields({
  field,
  children,
}: {
  field: (name: AccountField) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  children?: ReactNode;
}) {
  return (
    <>
      <InputField label="Full Name" autoComplete="name" required {...field('fullName')} />
      <InputField
        label="Work Email"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      {children}
      <InputField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <InputField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </>
  );
}
