// Dashboard → Evidence → Statement of Applicability (docs/decisions.md SA1): the 93 Annex A
// controls of ISO/IEC 27001:2022, applicable or not with a justification, their status and the
// evidence ComplyReady holds; approved versions are frozen and hashed by the database.
import { errorText } from '../../lib/error-text';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
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
import { postBeforeLeaving, useExitSaveTarget, type ExitSaveTarget } from '../../lib/exit-request';

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
  const exitTarget = useExitSaveTarget();
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
      writes={databaseWrites(teamId, exitTarget)}
    />
  );
}

/** How long a line waits after the last keystroke before it is saved. */
export const SAVE_DELAY_MS = 800;

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const sameEntry = (a: Entry | undefined, b: Entry | undefined) =>
  a?.applicable === b?.applicable &&
  a?.justification === b?.justification &&
  a?.status === b?.status;

/**
 * Why a line cannot be saved as it stands, naming its control; null when it can. "A line marked
 * not applicable needs a justification" (docs/product.md#statement-of-applicability-admins).
 */
export function lineProblem(entry: Entry): string | null {
  return !entry.applicable && !entry.justification.trim()
    ? `${entry.control_id} is marked not applicable: give the reason.`
    : null;
}

/** A refused save in the page's words: never the name of a database rule. */
function saveErrorText(caught: unknown): string {
  const code = (caught as { code?: unknown } | null)?.code;
  return code === '23514'
    ? 'A control marked not applicable needs the reason it does not apply.'
    : errorText(caught);
}

/**
 * The statement's writes: lines saved (`closing`: as the page is hidden or closed, so the request
 * must outlive it), and a version approved (the database snapshots the lines).
 */
export interface StatementWrites {
  saveLines: (lines: Entry[], closing: boolean) => Promise<void>;
  approve: (reason: string) => Promise<void>;
}

const databaseWrites = (
  teamId: string,
  exitTarget: () => ExitSaveTarget | undefined,
): StatementWrites => ({
  async saveLines(lines, closing) {
    const rows = lines.map((entry) => ({ ...entry, team_id: teamId }));
    const target = closing ? exitTarget() : undefined;
    if (target) {
      // supabase-js's upsert: a POST that merges a row already there (docs/decisions.md F5).
      await postBeforeLeaving(target, 'soa_entries', rows, {
        Prefer: 'resolution=merge-duplicates,return=minimal',
      });
      return;
    }
    const client = await getSupabase();
    await answer(client.from('soa_entries').upsert(rows));
  },
  async approve(reason) {
    const client = await getSupabase();
    await answer(client.from('soa_versions').insert({ team_id: teamId, approval_reason: reason }));
  },
});

/** The id of a control's justification field, to focus and to describe. */
const justificationId = (controlId: string) => `soa-${controlId}-justification`;

/**
 * The loaded statement: its controls, each change saved as it is made (a checkbox or a status at
 * once, a justification once typing pauses or the field is left, and whatever is waiting when
 * the page is left), and approving a version, which saves what was typed first.
 */
export function StatementEditor({
  teamId,
  statement: { entries, versions, readiness },
  refresh,
  writes,
}: {
  teamId: string;
  statement: Statement;
  refresh: () => Promise<void>;
  writes: StatementWrites;
}) {
  // Lines changed here that the database does not hold yet, and lines saved here since the
  // statement loaded (shown over the loaded ones). Handlers read the refs, which never lag.
  const [edits, setEditsState] = useState<Map<string, Entry>>(() => new Map());
  const [saved, setSavedState] = useState<Map<string, Entry>>(() => new Map());
  const editsNow = useRef(edits);
  const savedNow = useRef(saved);
  const setEdits = (next: Map<string, Entry>) => {
    editsNow.current = next;
    setEditsState(next);
  };
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Saves run one after another, each sending what is waiting when it starts.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [reason, setReason] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const shown = (id: string) => edits.get(id) ?? saved.get(id) ?? entries.get(id);
  const savedLine = (id: string) => savedNow.current.get(id) ?? entries.get(id);

  async function saveWaiting(closing = false) {
    const batch = [...editsNow.current.values()].filter((entry) => !lineProblem(entry));
    if (batch.length === 0) return;
    setSaveState({ kind: 'saving' });
    try {
      await writes.saveLines(batch, closing);
    } catch (caught) {
      setSaveState({ kind: 'failed', message: saveErrorText(caught) });
      throw caught;
    }
    const nextSaved = new Map(savedNow.current);
    const nextEdits = new Map(editsNow.current);
    for (const entry of batch) {
      nextSaved.set(entry.control_id, entry);
      // Changed again meanwhile: the next save sends that.
      if (sameEntry(nextEdits.get(entry.control_id), entry)) nextEdits.delete(entry.control_id);
    }
    savedNow.current = nextSaved;
    setSavedState(nextSaved);
    setEdits(nextEdits);
    setSaveState({ kind: 'saved' });
  }

  /** Saves what is waiting now, after any save in flight; rejects if the database refused. */
  function flush(): Promise<void> {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = queue.current.then(() => saveWaiting());
    queue.current = next.catch(() => undefined);
    return next;
  }
  const saveNow = () => void flush().catch(() => undefined);

  // Leaving the page for another saves what is still waiting, then reloads the statement for the
  // next visit; the page being hidden or closed sends it at once, in a request that outlives it.
  const leave = useEffectEvent(() => {
    if ([...editsNow.current.values()].some((entry) => !lineProblem(entry))) {
      void flush().then(refresh, () => undefined);
    }
  });
  // Hidden, then closed: the lines are sent once (an edit makes a new map).
  const sentOnClosing = useRef<Map<string, Entry> | undefined>(undefined);
  const close = useEffectEvent(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (sentOnClosing.current === editsNow.current) return;
    sentOnClosing.current = editsNow.current;
    void saveWaiting(true).catch(() => undefined);
  });
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') close();
    };
    const onPageHide = () => close();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      leave();
    };
  }, []);

  const edit = (id: string, change: Partial<Entry>, when: 'now' | 'soon') => {
    const base = editsNow.current.get(id) ?? savedLine(id);
    if (!base) return;
    const next = { ...base, ...change };
    const nextEdits = new Map(editsNow.current);
    if (sameEntry(next, savedLine(id))) nextEdits.delete(id);
    else nextEdits.set(id, next);
    setEdits(nextEdits);
    clearTimeout(timer.current);
    if (when === 'now') saveNow();
    else timer.current = setTimeout(saveNow, SAVE_DELAY_MS);
  };

  /** The statement as saved: every answered control with the evidence held now. */
  const currentLines = (): StatementLine[] =>
    iso27001Controls.flatMap((control) => {
      const entry = savedLine(control.id);
      return entry ? [{ ...entry, evidence: evidenceOf(readiness, control.id) }] : [];
    });

  // A download is of the statement as saved: what was typed is saved first.
  async function download(action: () => Promise<void>, message: string) {
    setError('');
    setStatus('');
    try {
      await flush();
      await action();
      setStatus(message);
    } catch (caught) {
      setError(saveErrorText(caught));
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

  // An approved version is what is saved: what was typed is saved first, and a line that cannot
  // be saved stops the approval, its field focused.
  const approve = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setStatus('');
    try {
      await flush();
    } catch (caught) {
      setError(`Not approved: the changes could not be saved. ${saveErrorText(caught)}`);
      return;
    }
    const unsaved = iso27001Controls.flatMap((control) => {
      const entry = editsNow.current.get(control.id);
      const problem = entry && lineProblem(entry);
      return problem ? [{ id: control.id, problem }] : [];
    });
    const [first] = unsaved;
    if (first) {
      setError(`Not approved yet. ${unsaved.map((line) => line.problem).join(' ')}`);
      document.getElementById(justificationId(first.id))?.focus();
      return;
    }
    await run(async () => {
      await writes.approve(reason);
      setReason('');
    }, 'Statement of Applicability approved.');
  };

  const waiting = [...edits.values()];
  const notSaved = waiting.filter((entry) => lineProblem(entry)).map((entry) => entry.control_id);
  const waitingToSave = waiting.some((entry) => !lineProblem(entry));

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
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            void download(
              () =>
                platform
                  .saveFile({
                    suggestedName: 'statement-of-applicability.csv',
                    mimeType: CSV_MIME_TYPE,
                    data: statementCsv(
                      new Map(
                        iso27001Controls.flatMap((control) => {
                          const entry = savedLine(control.id);
                          return entry ? [[control.id, entry] as const] : [];
                        }),
                      ),
                      readiness,
                    ),
                  })
                  .then(() => undefined),
              '',
            )
          }
        >
          Download CSV
        </button>
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
      </div>
      <form
        aria-label="Statement of Applicability"
        onSubmit={(event) => {
          event.preventDefault();
          saveNow();
        }}
      >
        <DataTable
          label="Annex A controls"
          columns={['Control', 'Applicable', 'Justification', 'Status', 'Evidence in ComplyReady']}
        >
          {iso27001Controls.map((control) => {
            const entry = shown(control.id);
            const problem = entry ? lineProblem(entry) : null;
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
                      onChange={(event) =>
                        edit(control.id, { applicable: event.target.checked }, 'now')
                      }
                    />
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {entry ? (
                    <>
                      <input
                        type="text"
                        id={justificationId(control.id)}
                        aria-label={`${control.id} justification`}
                        maxLength={2000}
                        value={entry.justification}
                        {...(problem
                          ? {
                              'aria-invalid': true,
                              'aria-describedby': `${justificationId(control.id)}-error`,
                            }
                          : {})}
                        onChange={(event) =>
                          edit(control.id, { justification: event.target.value }, 'soon')
                        }
                        onBlur={() => {
                          if (timer.current !== undefined) saveNow();
                        }}
                      />
                      {problem ? (
                        <p id={`${justificationId(control.id)}-error`} className="field-error">
                          {problem}
                        </p>
                      ) : null}
                    </>
                  ) : null}
                </td>
                <td>
                  {entry ? (
                    <select
                      aria-label={`${control.id} status`}
                      value={entry.status}
                      onChange={(event) => edit(control.id, { status: event.target.value }, 'now')}
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
        {entries.size > 0 ? (
          <div className="save-status">
            <p className="hint" role="status">
              {saveState.kind === 'saving' || (saveState.kind !== 'failed' && waitingToSave)
                ? 'Saving...'
                : saveState.kind === 'failed'
                  ? ''
                  : notSaved.length > 0
                    ? `Not saved: ${notSaved.join(', ')} ${notSaved.length === 1 ? 'needs the reason it does' : 'need the reasons they do'} not apply.`
                    : saveState.kind === 'saved'
                      ? 'All changes saved.'
                      : 'Changes are saved as you make them.'}
            </p>
            {saveState.kind === 'failed' ? (
              <FormMessage kind="error">
                Not saved: {saveState.message}{' '}
                <button type="submit" className="button button-secondary">
                  Try again
                </button>
              </FormMessage>
            ) : null}
          </div>
        ) : null}
      </form>
      <h2>Approved versions</h2>
      <FreezeVersionForm
        label="Reason for approval"
        submitLabel="Approve this version"
        reason={reason}
        onReasonChange={setReason}
        blocked={false}
        onSubmit={(event) => void approve(event)}
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
