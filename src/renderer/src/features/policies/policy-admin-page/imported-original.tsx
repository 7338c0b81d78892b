import { useState } from 'react';
import { platform } from '#platform';
import { DOCX_IMPORT_MIME_TYPE } from '@shared/policy-import-limits';
import { FormMessage } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import { useQuery } from '../../../lib/use-query';
import { policyKeys } from '../../../lib/policies/keys';
import { downloadImportedOriginal, getImportedOriginal } from '../../../lib/policies/data';

/** An imported policy's original Word file, kept with it for its admins (docs/decisions.md PI1). */
export function ImportedOriginal({ policyId }: { policyId: string }) {
  const original = useQuery(policyKeys.importedOriginal(policyId), (client, signal) =>
    getImportedOriginal(client, policyId, signal),
  );
  const [failed, setFailed] = useState(false);
  if (original.state !== 'ready' || !original.data) return null;
  const { path, fileName } = original.data;

  async function download() {
    setFailed(false);
    try {
      const data = await downloadImportedOriginal(await getSupabase(), path);
      await platform.saveFile({ suggestedName: fileName, mimeType: DOCX_IMPORT_MIME_TYPE, data });
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby="original-title">
      <h2 id="original-title">Imported file</h2>
      <p>
        This policy was imported from {fileName}. The original is kept with it, for the team&apos;s
        admins.
      </p>
      <button type="button" className="button button-secondary" onClick={() => void download()}>
        Download the original file
      </button>
      {failed ? (
        <FormMessage kind="error">The file could not be downloaded. Please try again.</FormMessage>
      ) : null}
    </section>
  );
}
