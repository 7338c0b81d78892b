// docs/product.md#validation for the account forms, field by field: what is shown next to each
// field before anything is sent.
import { emailProblem, fieldProblems } from '../../components/field-problems';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  blankFieldProblem,
} from '../../session/auth-error-messages';

/** New password and its confirmation: the length first, then whether the two agree. */
export function newPasswordProblems(password: string, confirmPassword: string) {
  return fieldProblems(newPasswordChecks(password, confirmPassword));
}

function newPasswordChecks(password: string, confirmPassword: string) {
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  return {
    password: tooShort ? PASSWORD_TOO_SHORT : undefined,
    confirmPassword: !tooShort && confirmPassword !== password ? PASSWORDS_DIFFER : undefined,
  };
}

export type AccountField = 'fullName' | 'email' | 'companyName' | 'password' | 'confirmPassword';

/**
 * Sign-up and join: names not blank, an email address, then the new password. `companyName` is
 * checked only on the forms that have it.
 */
export function accountProblems(values: {
  fullName: string;
  email: string;
  companyName?: string;
  password: string;
  confirmPassword: string;
}) {
  return fieldProblems<AccountField>({
    fullName: blankFieldProblem({ fullName: values.fullName }) ?? undefined,
    email: emailProblem(values.email),
    companyName:
      values.companyName === undefined
        ? undefined
        : (blankFieldProblem({ companyName: values.companyName }) ?? undefined),
    ...newPasswordChecks(values.password, values.confirmPassword),
  });
}
