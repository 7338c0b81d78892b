import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/auth-layout';
import {
  EmailField,
  FormMessage,
  InputField,
  PasswordField,
  SubmitButton,
} from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import { createAccount } from '../../session/auth-data';
import { ALREADY_REGISTERED } from '../../session/auth-error-messages';
import { accountProblems, type AccountField } from './field-rules';

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
  /** Where the confirmation email leads (default `/signin`), e.g. on to buy a plan. */
  confirmedPath?: string;
}

/** What a field of the account forms needs: name, value, its problem and the change handler. */
export interface AccountFieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
}

/**
 * The state and submit of the two forms that create an account, sign-up and join: each field's
 * problems shown beside it first (docs/product.md#validation), then the account created; the
 * server's answer is a message for the whole form, "already registered" the same on both.
 */
export function useAccountForm<Values extends AccountValues>(
  blank: Values,
  { metadata, onCreated, failureMessage, confirmedPath }: AccountFormOptions<Values>,
) {
  const [values, setValues] = useState(blank);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const { formRef, check, bind } = useFieldProblems<AccountField>();

  const field = (name: AccountField & keyof Values): AccountFieldProps =>
    bind(name, values[name], (value) => setValues((current) => ({ ...current, [name]: value })));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!check(accountProblems(values))) return;
    setBusy(true);
    try {
      const outcome = await createAccount(
        values.email,
        values.password,
        metadata(values),
        confirmedPath,
      );
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

  return { values, field, formRef, busy, error, created, submit };
}

/** Full Name, Work Email, the page's own fields (`children`), Password and Confirm Password. */
export function AccountFields({
  field,
  children,
}: {
  field: (name: 'fullName' | 'email' | 'password' | 'confirmPassword') => AccountFieldProps;
  children?: ReactNode;
}) {
  return (
    <>
      <InputField label="Full Name" autoComplete="name" required {...field('fullName')} />
      <EmailField label="Work Email" required {...field('email')} />
      {children}
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}

/**
 * The account form: `AccountFields` (with the page's own fields, `children`), the server's
 * answer, and the submit button (`disabled` also until the page can send it).
 */
export function AccountForm({
  form: { field, formRef, busy, error, submit },
  submitLabel,
  disabled = false,
  children,
}: {
  form: {
    field: (name: 'fullName' | 'email' | 'password' | 'confirmPassword') => AccountFieldProps;
    formRef: RefObject<HTMLFormElement | null>;
    busy: boolean;
    error: string | null;
    submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  };
  submitLabel: string;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <form className="form" onSubmit={submit} noValidate ref={formRef}>
      <AccountFields field={field}>{children}</AccountFields>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <SubmitButton busy={busy} busyLabel="Creating Account..." disabled={disabled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** After joining by link or invitation: confirm `email`, then sign in to `next`. */
export function CheckYourEmail({ email, next }: { email: string; next: string }) {
  return (
    <AuthCard title="Check Your Email">
      <p role="status">
        We sent a confirmation link to {email}. Confirm your address, then sign in to {next}.
      </p>
      <Link className="button button-primary" to="/signin">
        Go to Sign In
      </Link>
    </AuthCard>
  );
}
