import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldProblems } from './field-problems';

/** What `bind` gives a field: its name, value and problem, and an edit that clears the problem. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The problems of a form's fields: shown beside their fields until the field is edited, and on
 * every failed submit the first field with a problem gets focus.
 */
export function useFieldProblems<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  /** Shows `found`; true when there is nothing to show, so the form may be sent. */
  const check = useCallback((found: FieldProblems<Field>): boolean => {
    setProblems(found);
    const valid = Object.keys(found).length === 0;
    if (!valid) setFailedSubmits((count) => count + 1);
    return valid;
  }, []);

  /** The field is being edited: its problem no longer applies. */
  const clear = useCallback((field: Field) => {
    setProblems((current) =>
      current[field]
        ? (Object.fromEntries(
            Object.entries(current).filter(([name]) => name !== field),
          ) as FieldProblems<Field>)
        : current,
    );
  }, []);

  /** A field's name, value and problem, and an edit that clears the problem (for the fields). */
  const bind = (field: Field, value: string, setValue: (value: string) => void): FieldBinding => ({
    name: field,
    value,
    error: problems[field],
    onChange: (event: { target: { value: string } }) => {
      // Read now: React may run a queued update after the event, when the field was reset.
      const { value: edited } = event.target;
      clear(field);
      setValue(edited);
    },
  });

  return { formRef, problems, check, clear, bind };
}
