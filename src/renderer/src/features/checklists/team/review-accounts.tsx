// The access review's accounts (docs/decisions.md IN1): the run page pulls the current user list
// of each connected source (GitHub now; Google Workspace and AWS through the same function), and
// the reviewer marks each account keep or remove. The list is the provider's, recorded by the
// server; it stays with the run as evidence, and only the decision changes, while the run is open
// (a closed run's review is the record of its period: docs/threat-model.md #84).
import { Link } from 'react-router-dom';
import { ActionResultMessage, useAction } from '../../../components/action-result';
import { DataTable } from '../../../components/data-table';
import { QueryStatus } from '../../../components/query-status';
import { TitledSection } from '../../../components/titled-section';
import { callIntegrations } from '../../../lib/integrations/call';
import { integrationKeys } from '../../../lib/integrations/keys';
import { getSupabase } from '../../../lib/supabase';
import { invalidateQueries, useQuery } from '../../../lib/use-query';
import { answer } from '../../../lib/answer';

const SOURCE_NAMES: Record<string, string> = {
  github: 'GitHub',
  google_workspace: 'Google Workspace',
  aws: 'AWS',
};

const DECISION_NAMES: Record<string, string> = { keep: 'Keep', remove: 'Remove' };

export function ReviewAccounts({
  teamId,
  runId,
  closed = false,
}: {
  teamId: string;
  runId: string;
  closed?: boolean;
}) {
  const connections = useQuery(integrationKeys.connections(teamId), (client, signal) =>
    answer(
      client
        .from('integration_connections')
        .select('id, source, account')
        .eq('team_id', teamId)
        .abortSignal(signal),
    ),
  );
  const accounts = useQuery(integrationKeys.reviewAccounts(runId), (client, signal) =>
    answer(
      client
        .from('access_review_accounts')
        .select('id, source, account, name, email, admin, suspended, decision, decided_by_name')
        .eq('run_id', runId)
        .order('source')
        .order('name')
        .abortSignal(signal),
    ),
  );
  const { busy, result, run } = useAction();
  const reload = () => invalidateQueries(integrationKeys.reviewAccounts(runId));
  const pull = (connection: { id: string; source: string; account: string }) =>
    void run(async () => {
      const answer = await callIntegrations<{ listed: number; added: number }>(
        await getSupabase(),
        { action: 'review', connection: connection.id, run: runId },
      );
      await reload();
      return `${SOURCE_NAMES[connection.source] ?? connection.source} listed ${answer.listed} account(s), ${answer.added} new.`;
    });
  const decide = (id: string, decision: string) =>
    void run(async () => {
      const client = await getSupabase();
      const { error } = await client
        .from('access_review_accounts')
        .update({ decision: decision === '' ? null : decision })
        .eq('id', id);
      if (error) throw new Error(error.message);
      await reload();
    });

  return (
    <TitledSection id="review-accounts" title="Accounts to review">
      <QueryStatus query={connections} failed="Failed to load the integrations">
        {(connected) =>
          closed ? null : connected.length === 0 ? (
            <p>
              Connect GitHub, Google Workspace or AWS under{' '}
              <Link className="text-link" to="/dashboard/settings/integrations">
                Settings → Integrations
              </Link>{' '}
              to list their accounts here for review.
            </p>
          ) : (
            <div className="form-actions">
              {connected.map((connection) => (
                <button
                  key={connection.id}
                  type="button"
                  className="button button-secondary"
                  disabled={busy}
                  onClick={() => pull(connection)}
                >
                  List the accounts of {SOURCE_NAMES[connection.source] ?? connection.source} (
                  {connection.account})
                </button>
              ))}
            </div>
          )
        }
      </QueryStatus>
      <ActionResultMessage result={result} />
      <QueryStatus query={accounts} failed="Failed to load the listed accounts">
        {(listed) =>
          listed.length === 0 ? null : (
            <DataTable
              label="Listed accounts"
              columns={['Account', 'Source', 'Admin', 'Decision', 'Decided by']}
            >
              {listed.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name}
                    {account.email ? ` (${account.email})` : ''}
                    {account.suspended ? ' (suspended)' : ''}
                  </th>
                  <td>
                    {SOURCE_NAMES[account.source] ?? account.source}: {account.account}
                  </td>
                  <td>{account.admin ? 'Yes' : 'No'}</td>
                  <td>
                    {closed ? (
                      (DECISION_NAMES[account.decision ?? ''] ?? 'Not decided')
                    ) : (
                      <select
                        aria-label={`Decision for ${account.name}`}
                        value={account.decision ?? ''}
                        disabled={busy}
                        onChange={(event) => decide(account.id, event.target.value)}
                      >
                        <option value="">Not decided</option>
                        <option value="keep">Keep</option>
                        <option value="remove">Remove</option>
                      </select>
                    )}
                  </td>
                  <td>{account.decided_by_name ?? ''}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryStatus>
    </TitledSection>
  );
}
