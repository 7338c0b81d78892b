// The files attached to a checklist item (docs/decisions.md EF1): listed with their SHA-256 and
// uploader, downloaded through a short-lived signed address; attached and removed while the run
// is open.
import { useId, useState } from 'react';
import { FormMessage } from '../../../components/form-field';
import { getSupabase } from '../../../lib/supabase';
import {
  attachEvidenceFile,
  EVIDENCE_TYPES,
  evidenceFileUrl,
  removeEvidenceFile,
  type EvidenceFile,
} from './evidence-files-data';
import { byteSize } from '../../../lib/byte-size';
import { ItemButton } from '../../../components/item-button';

export function EvidenceFiles({
  runId,
  itemId,
  files,
  closed,
  onChange,
}: {
  runId: string;
  itemId: string;
  files: EvidenceFile[];
  closed: boolean;
  onChange: () => Promise<void>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function act(work: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      await onChange();
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function download(file: EvidenceFile) {
    await act(async () => {
      window.location.assign(await evidenceFileUrl(await getSupabase(), file));
    });
  }

  return (
    <div className="evidence-files">
      <h4 id={`${id}-heading`}>Evidence files</h4>
      {files.length === 0 ? (
        <p className="hint">No files attached.</p>
      ) : (
        <ul aria-labelledby={`${id}-heading`}>
          {files.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                onClick={() => void download(file)}
              >
                {file.file_name}
              </button>{' '}
              <span className="hint">
                {byteSize(file.size_bytes)}, uploaded by {file.uploaded_by_name}
              </span>
              <br />
              <span className="hint">
                SHA-256 <code>{file.sha256}</code>
              </span>
              {closed ? null : (
                <>
                  {' '}
                  <ItemButton
                    action="Remove"
                    item={file.file_name}
                    small
                    disabled={busy}
                    onClick={() =>
                      void act(async () => removeEvidenceFile(await getSupabase(), file))
                    }
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {closed ? null : (
        <div className="form-field">
          <label htmlFor={`${id}-file`}>
            Attach a file (PDF, image, text, CSV or office document; up to 50 MB)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={EVIDENCE_TYPES.join(',')}
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget;
              const chosen = [...(input.files ?? [])];
              input.value = '';
              void act(async () => {
                const client = await getSupabase();
                // What the item holds, and each file of this choice once it is attached.
                const held = files.map(({ sha256, file_name }) => ({ sha256, file_name }));
                for (const file of chosen) {
                  const sha256 = await attachEvidenceFile(client, runId, itemId, file, held);
                  held.push({ sha256, file_name: file.name });
                }
              });
            }}
            multiple
          />
        </div>
      )}
      {/* Not role="status": the item's own save status is that. */}
      <p className="hint" aria-live="polite">
        {busy ? 'Working on the files...' : ''}
      </p>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
    </div>
  );
}
