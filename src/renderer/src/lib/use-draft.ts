import { useState } from 'react';

/** The keys of `T` whose values are text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * A form's values while they are edited: `set` merges a change, `reset` goes back to `initial`,
 * and `text(key)` is the value and change handler of a text field for one of them.
 */
export function useDraft<T extends object>(initial: T) {
  const [draft, setDraft] = useState(initial);
  const set = (change: Partial<T>) => setDraft((current) => ({ ...current, ...change }));
  return {
    draft,
    set,
    reset: () => setDraft(initial),
    text: (key: TextKey<T>) => ({
      value: draft[key] as string,
      onChange: (event: { target: { value: string } }) =>
        set({ [key]: event.target.value } as Partial<T>),
    }),
  };
}
