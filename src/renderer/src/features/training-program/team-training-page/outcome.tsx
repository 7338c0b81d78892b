import { useState } from 'react';
import { FormMessage } from '../../../components/form-field';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function Outcome({ outcome }: { outcome: Outcome }) {
  return outcome ? <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage> : null;
}

/** Runs an action, then reports it: the success text, or the database's refusal. */
export function useAction() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, success: string) {
    setBusy(true);
    setOutcome(null);
    try {
      await work();
      setOutcome({ kind: 'success', text: success });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: (error as Error).message });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { outcome, busy, run };
}
