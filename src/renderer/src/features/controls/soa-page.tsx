// Dashboard → Evidence → Statement of Applicability (docs/decisions.md SA1): the 93 Annex A
// controls of ISO/IEC 27001:2022, applicable or not with a justification, their status and the
// evidence ComplyReady holds; approved versions are frozen and hashed by the database.
import { errorText } from '../../lib/error-text';
import { useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { platform } from '#platform';
import { CSV_MIME_TYPE, toCsv } from '@shared/csv';
import type { Database, Tables } from '@shared/database.types';
import { iso27001Controls } from '@content/controls';
import { describeSource, type ReadinessRow } from '@content/controls/readiness';
import { FormMessage } from '../../components/form-field';
import { FreezeVersionForm, FrozenVersionsTable } from '../../components/frozen-versions';
import { parseAnswer, statementLines } from '../../lib/schemas';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { controlKeys } from '../../lib/controls/keys';
import { TeamAdminPage } from '../../components/team-admin-page';
import { DashboardPage } from '../../components/dashboard-sections';
import { getControlReadiness } from '../../lib/controls/readiness-data';
import { downloadStatement, type DocumentKind } from './document-downloads';
import type { StatementLine } from '@documents/statement-of-applicability';
import { DataTable } from '../../components/data-table';
import { answer } from '../../lib/answer';

type Client = SupabaseClient<Database>;
type Entry = Pick<Tables<'soa_entries'>, 'control_id' | 'applicable' | 'justification' | 'status'>;
type Version = Pick<
  Tables<'soa_versions'>,
  'id' | 'number' | 'approved_by_name' | 'approved_at' | 'approval_reason' | 'content_hash'
>;

const STATUSES: Record<string, string> = {
  not_started: 'Not started',
  planned: 'Planned',
  implemented: 'Implemented',
};

export interface Statement {
  entries: Map<string, Entry>;
  versions: Version[];
  readiness: ReadinessRow[];
}

async function getStatement(client: Client, teamId: string, signal: AbortSignal) {
  const [entries, versions, readiness] = await Promise.all([
    client
      .from('soa_entries')
      .select('control_id, applicable, justification, status')
      .eq('team_id', teamId)
      .abortSignal(signal),
    client
      .from('soa_versions')
      .select('id, number, approved_by_name, approved_at, approval_reason, content_hash')
      .eq('team_id', teamId)
      .order('number', { ascending: false })
      .abortSignal(signal),
    getControlReadiness(client, signal),
  ]);
  if (entries.error) throw entries.error;
  if (versions.error) throw versions.error;
  return {
    entries: new Map(entries.data.map((entry) => [entry.control_id, entry])),
    versions: versions.data,
    readiness,
  } satisfies Statement;
}

const evidenceOf = (readiness: readonly ReadinessRow[], controlId: string) =>
  readiness.filter((row) => row.control_id === controlId && row.met).map(describeSource);

/** The statement as a CSV: one line per Annex A control. */
export function statementCsv(entries: Map<string, Entry>, readiness: readonly ReadinessRow[]) {
  return toCsv([
    ['Control', 'Title', 'Applicable', 'Justification', 'Status', 'Evidence in ComplyReady'],
    ...iso27001Controls.map((control) => {
      const entry = entries.get(control.id);
      return [
        control.id,
        control.title,
        entry ? (entry.applicable ? 'Yes' : 'No') : '',
        entry?.justification ?? '',
        entry ? (STATUSES[entry.status] ?? entry.status) : '',
        evidenceOf(readiness, control.id).join('; '),
      ];
    }),
  ]);
}

function StatementView({ teamId }: { teamId: string }) {
  const statement = useQuery(controlKeys.statement(teamId), (client, signal) =>
    getStatement(client, teamId, signal),
  );
  if (statement.state !== 'ready') {
    return statement.state === 'error' ? (
      <FormMessage kind="error">Failed to load the Statement of Applicability</FormMessage>
    ) : (
      <p role="status">Loading the statement...</p>
    );
  }
  return (
    <StatementEditor
      teamId={teamId}
      statement={statement.data}
      refresh={() => invalidateQueries(controlKeys.statement(teamId))}
    />
  );
}

/** The loaded statement: its controls to edit, and approving a version. */
export function StatementEditor({
  teamId,
  statement: { entries, versions, readiness },
  refresh,
}: {
  teamId: string;
  statement: Statement;
  refresh: () => Promise<void>;
}) {
  const [edits, setEdits] = useState<Map<string, Entry>>(new Map());
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const current = (id: string) => edits.get(id) ?? entries.get(id);
  const edit = (id: string, change: Partial<Entry>) => {
    const base = current(id);
    if (!base) return;
    setEdits(new Map(edits).set(id, { ...base, ...change }));
  };

  /** The statement as it stands: every answered control with the evidence held now. */
  const currentLines = (): StatementLine[] =>
    iso27001Controls.flatMap((control) => {
      const entry = entries.get(control.id);
      return entry ? [{ ...entry, evidence: evidenceOf(readiness, control.id) }] : [];
    });

  // A download changes nothing: unsaved edits stay.
  async function download(action: () => Promise<void>, message: string) {
    setError('');
    setStatus('');
    try {
      await action();
      setStatus(message);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  const downloadVersion = (version: Version, kind: DocumentKind) =>
    download(async () => {
      const client = await getSupabase();
      const data = await answer(
        client.from('soa_versions').select('entries').eq('id', version.id).single(),
      );
      await downloadStatement(
        {
          approval: { ...version, approved_by: version.approved_by_name },
          // The lines as the database froze them (docs/decisions.md SA1).
          lines: parseAnswer(statementLines, data.entries, 'soa_versions'),
        },
        kind,
      );
    }, `Version ${version.number} is saved.`);

  async function run(action: () => Promise<void>, message: string) {
    setError('');
    setStatus('');
    try {
      await action();
      setEdits(new Map());
      await refresh();
      setStatus(message);
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  const start = () =>
    run(async () => {
      const client = await getSupabase();
      await answer(
        client
          .from('soa_entries')
          .insert(
            iso27001Controls
              .filter((control) => !entries.has(control.id))
              .map((control) => ({ team_id: teamId, control_id: control.id })),
          ),
      );
    }, 'All 93 controls are in the statement.');

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const client = await getSupabase();
        await answer(
          client
            .from('soa_entries')
            .upsert([...edits.values()].map((entry) => ({ ...entry, team_id: teamId }))),
        );
      },
      `Saved ${edits.size} ${edits.size === 1 ? 'control' : 'controls'}.`,
    );
  };

  const approve = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const client = await getSupabase();
      await answer(
        client.from('soa_versions').insert({ team_id: teamId, approval_reason: reason }),
      );
      setReason('');
    }, 'Statement of Applicability approved.');
  };

  return (
    <>
      <p role="status">{status}</p>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      {entries.size < iso27001Controls.length ? (
        <p>
          <button type="button" className="button button-primary" onClick={() => void start()}>
            Start the statement with all 93 controls
          </button>
        </p>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        onClick={() =>
          void platform.saveFile({
            suggestedName: 'statement-of-applicability.csv',
            mimeType: CSV_MIME_TYPE,
            data: statementCsv(entries, readiness),
          })
        }
      >
        Download CSV
      </button>{' '}
      {(['docx', 'pdf'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="button button-secondary"
          disabled={entries.size === 0}
          onClick={() =>
            void download(
              () => downloadStatement({ lines: currentLines() }, kind),
              'The statement is saved.',
            )
          }
        >
          {kind === 'docx' ? 'Download Word' : 'Download PDF'}
        </button>
      ))}
      <form onSubmit={save} aria-label="Statement of Applicability">
        <DataTable
          label="Annex A controls"
          columns={['Control', 'Applicable', 'Justification', 'Status', 'Evidence in ComplyReady']}
        >
          {iso27001Controls.map((control) => {
            const entry = current(control.id);
            const evidence = evidenceOf(readiness, control.id);
            return (
              <tr key={control.id}>
                <th scope="row">
                  {control.id} {control.title}
                </th>
                <td>
                  {entry ? (
                    <input
                      type="checkbox"
                      aria-label={`${control.id} applicable`}
                      checked={entry.applicable}
                      onChange={(event) => edit(control.id, { applicable: event.target.checked })}
                    />
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {entry ? (
                    <input
                      type="text"
                      aria-label={`${control.id} justification`}
                      maxLength={2000}
                      value={entry.justification}
                      onChange={(event) => edit(control.id, { justification: event.target.value })}
                    />
                  ) : null}
                </td>
                <td>
                  {entry ? (
                    <select
                      aria-label={`${control.id} status`}
                      value={entry.status}
                      onChange={(event) => edit(control.id, { status: event.target.value })}
                    >
                      {Object.entries(STATUSES).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </td>
                <td>
                  {evidence.length > 0 ? (
                    <ul className="plain-list">
                      {evidence.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="hint">None yet</span>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
        <button type="submit" className="button button-primary" disabled={edits.size === 0}>
          Save changes
        </button>
      </form>
      <h2>Approved versions</h2>
      <FreezeVersionForm
        label="Reason for approval"
        submitLabel="Approve this version"
        reason={reason}
        onReasonChange={setReason}
        blocked={edits.size > 0}
        onSubmit={approve}
      />
      <FrozenVersionsTable
        label="Approved versions"
        verb="Approved"
        versions={versions}
        frozenBy={(version) => ({ name: version.approved_by_name, at: version.approved_at })}
        onDownload={(version, kind) => void downloadVersion(version, kind)}
      />
    </>
  );
}

function SoaPage() {
  return (
    <TeamAdminPage title="Statement of Applicability">
      {(teamId) => (
        <DashboardPage
          title="Statement of Applicability"
          lead="ISO/IEC 27001:2022 Annex A: which controls apply, why, how far each is implemented, and the evidence ComplyReady holds for it over the last 12 months."
        >
          <StatementView teamId={teamId} />
        </DashboardPage>
      )}
    </TeamAdminPage>
  );
}

export { SoaPage as Component };
