import type { FormEvent, ReactNode } from 'react';
import { utcDay } from '@shared/utc-day';
import { DataTable } from './data-table';
import { ReasonField } from './form-field';

/** The two files a frozen version downloads as. */
export type DocumentKind = 'docx' | 'pdf';

/** What the versions table shows of a version the database froze and hashed. */
interface FrozenVersion {
  id: string;
  number: number;
  approval_reason: string;
  content_hash: string;
}

/**
 * Freezing the next version: the reason (required), then the button, disabled while there is no
 * reason or `blocked` (unsaved edits); `children` follow the button.
 */
export function FreezeVersionForm({
  label,
  submitLabel,
  reason,
  onReasonChange,
  blocked,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  blocked: boolean;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit}>
      <ReasonField label={label} required value={reason} onValue={onReasonChange} />
      <button type="submit" className="button button-primary" disabled={!reason.trim() || blocked}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}

/**
 * The frozen versions, newest first: who froze each and when (`verb`: "Approved", "Published"),
 * why, its SHA-256, and its Word and PDF downloads.
 */
export function FrozenVersionsTable<Version extends FrozenVersion>({
  label,
  verb,
  versions,
  frozenBy,
  onDownload,
}: {
  label: string;
  verb: string;
  versions: readonly Version[];
  /** Who froze the version, and when. */
  frozenBy: (version: Version) => { name: string; at: string };
  onDownload: (version: Version, kind: DocumentKind) => void;
}) {
  if (versions.length === 0) return null;
  return (
    <DataTable
      label={label}
      columns={['Version', `${verb} by`, `${verb} at`, 'Reason', 'SHA-256', 'Download']}
    >
      {versions.map((version) => {
        const { name, at } = frozenBy(version);
        return (
          <tr key={version.id}>
            <th scope="row">{version.number}</th>
            <td>{name}</td>
            <td>{utcDay(at)}</td>
            <td>{version.approval_reason}</td>
            <td>
              <code className="hash">{version.content_hash}</code>
            </td>
            <td>
              {(['docx', 'pdf'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className="button button-secondary"
                  aria-label={`Version ${version.number} as ${kind === 'docx' ? 'Word' : 'PDF'}`}
                  onClick={() => onDownload(version, kind)}
                >
                  {kind === 'docx' ? 'Word' : 'PDF'}
                </button>
              ))}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
