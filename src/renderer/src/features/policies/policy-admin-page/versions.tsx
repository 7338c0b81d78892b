import { useMemo, useState } from 'react';
import { platform } from '#platform';
import { diffDocuments } from '@shared/policy-diff';
import { FormMessage, Options, SelectField } from '../../../components/form-field';
import { type PolicyRecord, type PolicyVersion } from '../../../lib/policies/data';
import { type VersionApprovals } from '../../../lib/policies/approvals-data';
import { DiffView } from '../diff-view';
import { approvalText, shortHash, versionText } from '../policy-rules';
import { utcDay } from '@shared/utc-day';
import { DataTable } from '../../../components/data-table';

export function Versions({
  record,
  versions,
  current,
  published,
  draft,
}: {
  record: PolicyRecord;
  versions: (PolicyVersion & VersionApprovals)[];
  current: PolicyVersion;
  published: (PolicyVersion & VersionApprovals)[];
  draft: PolicyVersion | null;
}) {
  const [failed, setFailed] = useState(false);
  const choices = draft ? [draft, ...published] : published;
  const [from, setFrom] = useState((published[1] ?? current).id);
  const [to, setTo] = useState((draft ?? current).id);
  const label = (version: PolicyVersion) =>
    version.published_at ? `Version ${version.number}` : `Draft of version ${version.number}`;
  const before = choices.find((version) => version.id === from) ?? current;
  const after = choices.find((version) => version.id === to) ?? current;
  const versionOptions = (
    <Options of={Object.fromEntries(choices.map((version) => [version.id, label(version)]))} />
  );
  const lines = useMemo(
    () => diffDocuments(versionText(before), versionText(after)),
    [before, after],
  );

  async function download(version: PolicyVersion & VersionApprovals) {
    setFailed(false);
    try {
      const { versionDocx } = await import('../version-docx');
      await platform.saveFile(await versionDocx(version, versions, record.policy.template_id));
    } catch {
      setFailed(true);
    }
  }

  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">Versions</h2>
      {failed ? (
        <FormMessage kind="error">The document could not be created. Please try again.</FormMessage>
      ) : null}
      <DataTable
        label="Versions"
        columns={[
          'Version',
          'Effective',
          'Kind of change',
          'Approval',
          'Reason for change',
          'Published',
          'Content hash (SHA-256)',
          'Word file',
        ]}
      >
        {published.map((version) => (
          <tr key={version.id}>
            <th scope="row">{version.number}</th>
            <td>{version.effective_on}</td>
            <td>
              {version.change_kind === 'editorial'
                ? 'Editorial (acceptances carried over)'
                : 'Material (members accept again)'}
            </td>
            <td>{approvalText(version)}</td>
            <td>{version.approval?.reason ?? '—'}</td>
            <td>
              {version.published_by_name} on {utcDay(version.published_at ?? '')}
            </td>
            <td>
              <code title={version.content_hash ?? ''}>{shortHash(version.content_hash)}</code>
            </td>
            <td>
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => void download(version)}
              >
                Download Version {version.number}
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {choices.length > 1 ? (
        <div className="version-compare">
          <h3>Compare versions</h3>
          <div className="toolbar">
            <SelectField label="From" className="filter-field" value={from} onChange={setFrom}>
              {versionOptions}
            </SelectField>
            <SelectField label="To" className="filter-field" value={to} onChange={setTo}>
              {versionOptions}
            </SelectField>
          </div>
          <DiffView lines={lines} label={`Changes from ${label(before)} to ${label(after)}`} />
        </div>
      ) : null}
    </section>
  );
}
