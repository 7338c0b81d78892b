// Dashboard → Settings → Integrations (docs/decisions.md IN1): connect a source with exactly the
// least-privilege permissions it lists, test the connection, run its tests, see each test's newest
// result with the resources at fault and the controls it evidences, and the open tasks. The
// database holds the rules (admins, Professional and Enterprise, sealed credentials); the page
// only shows them. Results are lists rather than wide tables, so they read on a phone.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ActionResultMessage, useAction } from '../../components/action-result';
import { DashboardPage } from '../../components/dashboard-sections';
import { InputField, SubmitButton, TextAreaField } from '../../components/form-field';
import { QueryStatus } from '../../components/query-status';
import { TeamAdminPage } from '../../components/team-admin-page';
import { getSupabase } from '../../lib/supabase';
import { teamKeys } from '../../lib/team/keys';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { callIntegrations } from '../../lib/integrations/call';
import { loadIntegrations, type IntegrationsData, type SourceSetup } from './integrations-data';
import { ProvidedValues } from './integrations-provided';

const RESULT_WORDS: Record<string, string> = { pass: 'Pass', fail: 'Fail', error: 'Error' };

const when = (instant: string) =>
  new Date(instant).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function IntegrationsPage() {
  return (
    <TeamAdminPage title="Integrations">
      {(teamId) => <Integrations teamId={teamId} />}
    </TeamAdminPage>
  );
}

function Integrations({ teamId }: { teamId: string }) {
  const data = useQuery(teamKeys.integrations(teamId), (client, signal) =>
    loadIntegrations(client, teamId, signal),
  );
  const reload = () => invalidateQueries(teamKeys.integrations(teamId));
  return (
    <DashboardPage
      title="Integrations"
      lead="Connect GitHub and your other systems with read-only access. Their tests run every day and when you ask; each result, with the provider's answers behind it, is evidence for the controls it names, and a failing test becomes a task."
    >
      <p>
        <Link to="/dashboard/settings">Back to Settings</Link>
      </p>
      <QueryStatus
        query={data}
        loading="Loading integrations..."
        failed={(error) =>
          error instanceof Error ? error.message : 'Failed to load the integrations'
        }
      >
        {(loaded) => (
          <>
            {loaded.sources.map((setup) => (
              <SourceCard key={setup.id} setup={setup} data={loaded} onChanged={reload} />
            ))}
            <OpenTasks data={loaded} onChanged={reload} />
          </>
        )}
      </QueryStatus>
    </DashboardPage>
  );
}

export function SourceCard({
  setup,
  data,
  onChanged,
}: {
  setup: SourceSetup;
  data: IntegrationsData;
  onChanged: () => Promise<void>;
}) {
  const titleId = useId();
  const connection = data.connections.find((candidate) => candidate.source === setup.id);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{setup.name}</h2>
      {connection ? (
        <Connected setup={setup} connection={connection} data={data} onChanged={onChanged} />
      ) : (
        <ConnectForm setup={setup} onChanged={onChanged} />
      )}
    </section>
  );
}

function Permissions({ setup }: { setup: SourceSetup }) {
  return (
    <>
      <h3>Permissions it needs (read-only)</h3>
      <ul className="integration-permissions">
        {setup.permissions.map((permission) => (
          <li key={permission}>{permission}</li>
        ))}
      </ul>
    </>
  );
}

function ConnectForm({ setup, onChanged }: { setup: SourceSetup; onChanged: () => Promise<void> }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const { busy, result, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const client = await getSupabase();
      await callIntegrations(client, { action: 'connect', source: setup.id, fields: values });
      setValues({});
      await onChanged();
      return `${setup.name} is connected.`;
    });
  };
  return (
    <>
      <Permissions setup={setup} />
      {setup.provided?.length ? <ProvidedValues setup={setup} /> : null}
      <form onSubmit={submit} aria-label={`Connect ${setup.name}`}>
        {setup.fields.map((field) => (
          <div key={field.name}>
            {field.multiline ? (
              // A pasted key file: lines, not one masked line; never shown again once sealed.
              <TextAreaField
                label={field.label}
                rows={6}
                spellCheck={false}
                autoComplete="off"
                required
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            ) : (
              <InputField
                label={field.label}
                type={field.secret ? 'password' : 'text'}
                autoComplete="off"
                required
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            )}
            <p className="hint">{field.help}</p>
          </div>
        ))}
        <SubmitButton
          busy={busy}
          busyLabel="Testing the connection…"
        >{`Connect ${setup.name}`}</SubmitButton>
      </form>
      <ActionResultMessage result={result} />
    </>
  );
}

function Connected({
  setup,
  connection,
  data,
  onChanged,
}: {
  setup: SourceSetup;
  connection: IntegrationsData['connections'][number];
  data: IntegrationsData;
  onChanged: () => Promise<void>;
}) {
  const { busy, result, run } = useAction();
  const act = (work: () => Promise<string>) => void run(work);
  const testConnection = () =>
    act(async () => {
      const client = await getSupabase();
      const answer = await callIntegrations<{ error: string | null }>(client, {
        action: 'test',
        connection: connection.id,
      });
      if (answer.error) throw new Error(answer.error);
      return `The connection to ${connection.account} works.`;
    });
  const runTests = () =>
    act(async () => {
      const client = await getSupabase();
      const answer = await callIntegrations<{ results: { result: string }[] }>(client, {
        action: 'run',
        connection: connection.id,
      });
      await onChanged();
      const passed = answer.results.filter((outcome) => outcome.result === 'pass').length;
      return `Tests run: ${passed} of ${answer.results.length} passed.`;
    });
  const disconnect = () =>
    act(async () => {
      const client = await getSupabase();
      const { error } = await client.rpc('remove_integration', { connection: connection.id });
      if (error) throw new Error(error.message);
      await onChanged();
      return `${setup.name} is disconnected. Its results stay in the evidence.`;
    });
  return (
    <>
      <p>
        Connected to <strong>{connection.account}</strong> by {connection.connected_by_name} on{' '}
        {when(connection.connected_at)}.{' '}
        {connection.last_run_at ? `Last run ${when(connection.last_run_at)}.` : 'Not run yet.'}
      </p>
      <div className="form-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={runTests}>
          Run tests now
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={testConnection}
        >
          Test connection
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={disconnect}
        >
          Disconnect
        </button>
      </div>
      <p role="status">{busy ? 'Working…' : ''}</p>
      <ActionResultMessage result={result} />
      <h3>Tests</h3>
      <ul className="integration-results">
        {setup.tests.map((test) => {
          const latest = data.latest.get(`${setup.id}/${test.id}`);
          return (
            <li key={test.id}>
              <h4>
                {test.title}:{' '}
                <span className={`result result-${latest?.result ?? 'none'}`}>
                  {latest ? RESULT_WORDS[latest.result] : 'Not run yet'}
                </span>
              </h4>
              {latest ? (
                <p>
                  {latest.summary} <span className="hint">({when(latest.ranAt)})</span>
                </p>
              ) : null}
              {latest && latest.resources.length > 0 ? (
                <ul aria-label={`Affected resources: ${test.title}`}>
                  {latest.resources.map((resource) => (
                    <li key={resource.id}>
                      {resource.name}: {resource.problem}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="hint">Controls: {test.controls.join(', ')}</p>
            </li>
          );
        })}
      </ul>
      <details>
        <summary>Permissions it uses</summary>
        <Permissions setup={setup} />
      </details>
    </>
  );
}

function OpenTasks({
  data,
  onChanged,
}: {
  data: IntegrationsData;
  onChanged: () => Promise<void>;
}) {
  const { result, run } = useAction();
  const save = (
    task: IntegrationsData['tasks'][number],
    change: { owner_id: string } | { due_on: string },
  ) =>
    void run(async () => {
      const client = await getSupabase();
      const { error } = await client.from('integration_tasks').update(change).eq('id', task.id);
      if (error) throw new Error(error.message);
      await onChanged();
      return 'Task saved.';
    });
  return (
    <section className="card" aria-labelledby="integration-tasks-title">
      <h2 id="integration-tasks-title">Open tasks</h2>
      {data.tasks.length === 0 ? (
        <p>No failing test has an open task.</p>
      ) : (
        <ul className="integration-tasks">
          {data.tasks.map((task) => (
            <li key={task.id}>
              <h3>{task.title}</h3>
              <p className="hint">
                Opened {when(task.opened_at)}; closes by itself when the test passes again.
                Controls: {task.controls.join(', ')}
              </p>
              <label>
                Owner{' '}
                <select
                  value={task.owner_id ?? ''}
                  onChange={(event) => save(task, { owner_id: event.target.value })}
                >
                  {task.owner_id ? null : <option value="">No owner</option>}
                  {data.members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </label>{' '}
              <label>
                Due{' '}
                <input
                  type="date"
                  value={task.due_on}
                  onChange={(event) =>
                    event.target.value ? save(task, { due_on: event.target.value }) : undefined
                  }
                />
              </label>
            </li>
          ))}
        </ul>
      )}
      <ActionResultMessage result={result} />
    </section>
  );
}

export { IntegrationsPage as Component };
