// What the form tests do field by field, found by their labels as a screen reader finds them.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Types each value into the field of that label, in order. */
export async function fillFields(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

/** Each field of these labels is marked invalid and described by its problem. */
export function expectFieldProblems(problems: Record<string, string>): void {
  for (const [label, problem] of Object.entries(problems)) {
    const field = screen.getByLabelText(label);
    expect(field, label).toHaveAttribute('aria-invalid', 'true');
    expect(field, label).toHaveAccessibleDescription(problem);
  }
}

/** Each of these fields is required. */
export function expectRequired(labels: readonly string[]): void {
  for (const label of labels) expect(screen.getByLabelText(label), label).toBeRequired();
}

/** What someone new types into an account form (sign-up, join, invitation), all of it valid. */
export const NEW_ACCOUNT = {
  'Full Name': 'Ada Lovelace',
  'Work Email': 'ada@example.com',
  Password: 'long enough',
  'Confirm Password': 'long enough',
};

/** Replaces what `field` holds with `value`, as someone clearing it and typing does. */
export async function retype(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  await user.type(field, value);
}
