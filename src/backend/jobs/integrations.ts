// The integrations' runner on the embedded backend (docs/decisions.md IN1): the shared code of
// supabase/functions/_shared/integrations.ts with the local database, the mail port and the
// data folder's integration key. The scheduler runs the due connections; the `integrations`
// route runs one on an admin's request.
import { renderEmail } from '../../../supabase/functions/_shared/email.ts';
import {
  runDueIntegrations,
  type IntegrationRunnerDeps,
  type RecordedRun,
  type RunTarget,
} from '../../../supabase/functions/_shared/integrations.ts';
import type { BackendContext } from '../context';

export type IntegrationSetup = Pick<
  BackendContext,
  'db' | 'mail' | 'siteUrl' | 'clock' | 'keys' | 'integrationSources' | 'log'
>;

export async function integrationRunnerDeps(
  setup: IntegrationSetup,
): Promise<IntegrationRunnerDeps> {
  const { db, mail } = setup;
  return {
    sources: setup.integrationSources,
    key: setup.keys.integrationKey,
    async targets(at, connection) {
      const { rows } = await db.query<RunTarget>(
        `select id, team_id, source, account, credentials, team_emails
           from public.integration_run_targets($1, $2)`,
        [at.toISOString(), connection ?? null],
      );
      return rows;
    },
    async record(connection, outcomes, at) {
      const { rows } = await db.query<RecordedRun>(
        `select notify, team_name, source, account
           from public.record_integration_run($1, $2::jsonb, $3)`,
        [connection, JSON.stringify(outcomes), at.toISOString()],
      );
      const recorded = rows[0];
      if (!recorded) throw new Error('the run was not recorded');
      return recorded;
    },
    send: (email) => mail.send(renderEmail(email)),
    siteUrl: setup.siteUrl,
    clock: () => new Date(setup.clock()),
    log: setup.log,
  };
}

/** One scheduled run: every connection not run for a day. */
export const runIntegrationTests = async (setup: IntegrationSetup) =>
  runDueIntegrations(await integrationRunnerDeps(setup));
