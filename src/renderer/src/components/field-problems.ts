// docs/product.md#validation: what a form says about a field before anything is sent, in words
// shown next to the field.

export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

export const FIELD_MESSAGES = {
  email: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address.',
  password: 'Please enter your password.',
  name: 'Please enter your name.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
} as const;

/** The HTML standard's "valid e-mail address", which `type="email"` fields check. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An empty email field (when one is required) or one that holds no valid address. */
export function emailProblem(value: string, required = true): string | undefined {
  const email = value.trim();
  if (email === '') return required ? FIELD_MESSAGES.email : undefined;
  return EMAIL_PATTERN.test(email) ? undefined : FIELD_MESSAGES.emailFormat;
}

/** `message` when the field holds nothing but spaces. */
export function blankProblem(value: string, message: string): string | undefined {
  return value.trim() === '' ? message : undefined;
}

/** The fields that have a problem, without the ones that have none. */
export function fieldProblems<Field extends string>(
  checks: Record<Field, string | undefined>,
): FieldProblems<Field> {
  const found: FieldProblems<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const problem = checks[field];
    if (problem) found[field] = problem;
  }
  return found;
}
