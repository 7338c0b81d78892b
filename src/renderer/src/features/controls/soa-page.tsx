// Dashboard → Evidence → Statement of Applicability (docs/decisions.md SA1): the 93 Annex A
// controls of ISO/IEC 27001:2022, applicable or not with a justification, their status and the
// evidence ComplyReady holds; approved versions are frozen and hashed by the database.
import { useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { platform } from '#platform';
import { CSV_MIME_TYPE, toCsv } from '@shared/csv';
import type { Database, Tables } from '@shared/database.types';
import { iso27001Controls } from '../../../../content/controls';
import { describeSource, type ReadinessRow } from '../../../../content/controls/readiness';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { DataTable } from '../../components/data-table';
import { Options, TextAreaField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { getSupabase } from '../../lib/supabase';
import { useQuery } from '../../lib/use-query';
import { TeamAdminPage } from '../checklists/team/admin-page';
import { DashboardSections } from '../team/dashboard-sections';
import { getControlReadiness } from './readiness-data';

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

interface Statement {
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
  const statement = useQuery(['soa', teamId], (client, signal) =>
    getStatement(client, teamId, signal),
  );
  const [edits, setEdits] = useState<Map<string, Entry>>(new Map());
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState('');
  const action = useAction();

  if (statement.state !== 'ready') {
    return (
      <QueryStatus
        query={statement}
        loading="Loading the statement..."
        failed="Failed to load the Statement of Applicability"
      >
        {() => null}
      </QueryStatus>
    );
  }
  const { entries, versions, readiness } = statement.data;
  const current = (id: string) => edits.get(id) ?? entries.get(id);
  const edit = (id: string, change: Partial<Entry>) => {
    const base = current(id);
    if (!base) return;
    setEdits(new Map(edits).set(id, { ...base, ...change }));
  };

  const run = (change: () => Promise<void>, message: string) =>
    action.run(async () => {
      setStatus('');
      await change();
      setEdits(new Map());
      await statement.refresh();
      setStatus(message);
    });

  const start = () =>
    run(async () => {
      const client = await getSupabase();
      const { error: failed } = await client
        .from('soa_entries')
        .insert(
          iso27001Controls
            .filter((control) => !entries.has(control.id))
            .map((control) => ({ team_id: teamId, control_id: control.id })),
        );
      if (failed) throw failed;
    }, 'All 93 controls are in the statement.');

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const client = await getSupabase();
        const { error: failed } = await client
          .from('soa_entries')
          .upsert([...edits.values()].map((entry) => ({ ...entry, team_id: teamId })));
        if (failed) throw failed;
      },
      `Saved ${edits.size} ${edits.size === 1 ? 'control' : 'controls'}.`,
    );
  };

  const approve = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const client = await getSupabase();
      const { error: failed } = await client
        .from('soa_versions')
        .insert({ team_id: teamId, approval_reason: reason });
      if (failed) throw failed;
      setReason('');
    }, 'Statement of Applicability approved.');
  };

  return (
    <>
      <p role="status">{status}</p>
      <ActionResultMessage result={action.result} />
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
      </button>
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
                      <Options of={STATUSES} />
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
      <form onSubmit={approve}>
        <TextAreaField
          label="Reason for approval"
          required
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={!reason.trim() || edits.size > 0}
        >
          Approve this version
        </button>
      </form>
      {versions.length > 0 ? (
        <DataTable
          label="Approved versions"
          columns={['Version', 'Approved by', 'Approved at', 'Reason', 'SHA-256']}
        >
          {versions.map((version) => (
            <tr key={version.id}>
              <th scope="row">{version.number}</th>
              <td>{version.approved_by_name}</td>
              <td>{version.approved_at.slice(0, 10)}</td>
              <td>{version.approval_reason}</td>
              <td>
                <code className="hash">{version.content_hash}</code>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}

function SoaPage() {
  return (
    <TeamAdminPage title="Statement of Applicability">
      {(teamId) => (
        <div className="container">
          <PageHeader
            title="Statement of Applicability"
            lead="ISO/IEC 27001:2022 Annex A: which controls apply, why, how far each is implemented, and the evidence ComplyReady holds for it over the last 12 months."
          />
          <DashboardSections />
          <StatementView teamId={teamId} />
        </div>
      )}
    </TeamAdminPage>
  );
}

export { SoaPage as Component };
