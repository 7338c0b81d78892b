import { useState } from 'react';

/** A form's values while they are edited: `set` merges a change, `reset` goes back to `initial`. */
export function useDraft<T extends object>(initial: T) {
  const [draft, setDraft] = useState(initial);
  return {
    draft,
    set: (change: Partial<T>) => setDraft((current) => ({ ...current, ...change })),
    reset: () => setDraft(initial),
  };
}
