import { useState, type ReactNode } from 'react';
import { FormMessage } from './form-field';

/**
 * A CSV export a page offers: `run` makes and saves the file (`save`), then does `afterSave`;
 * a failure of either is kept until the next try, and said in the page's own words.
 */
export function useCsvExport(save: () => Promise<void>, afterSave?: () => Promise<void>) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function run() {
    setState('busy');
    try {
      await save();
      setState('idle');
      await afterSave?.();
    } catch {
      setState('failed');
    }
  }
  return { state, run };
}

type CsvExport = ReturnType<typeof useCsvExport>;

/** The export's button: held, and saying so, while the file is made. */
export function CsvExportButton({ csv, children }: { csv: CsvExport; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={csv.state === 'busy'}
      onClick={() => void csv.run()}
    >
      {csv.state === 'busy' ? 'Preparing CSV...' : children}
    </button>
  );
}

/** What the page says when the export failed. */
export function CsvExportFailure({ csv, children }: { csv: CsvExport; children: ReactNode }) {
  return csv.state === 'failed' ? <FormMessage kind="error">{children}</FormMessage> : null;
}
