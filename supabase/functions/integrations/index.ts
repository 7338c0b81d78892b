// Hosted entry (Deno, Supabase Edge Functions) of the integrations (docs/decisions.md IN1). The
// handler, the runner and their rules are in ../_shared and the database: admins' requests are
// checked as the caller; pg_cron runs the due connections daily with the service-role key
// (`{ "action": "run_due" }`, README). INTEGRATIONS_KEY (32 random bytes, base64url) seals the
// credentials and is a function secret, never in the database; GITHUB_API_URL may point the
// GitHub SDK elsewhere (GitHub Enterprise Server); AWS_API_URL and GOOGLE_API_URL point the AWS
// and Google SDKs at test peers; AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are ComplyReady's own
// AWS key, which only assumes the customers' roles (the SDK's default chain reads them). Mail leaves through ../_hosted/mail.ts.
import { sendEmail } from '../_hosted/mail.ts';
import {
  callerClient,
  env,
  isServiceRoleAuthorization,
  serve,
  serviceClient,
} from '../_hosted/runtime.ts';
import { importIntegrationKey } from '../_shared/integration-secrets.ts';
import {
  activeSources,
  createIntegrationHandler,
  type RecordedRun,
  type RunTarget,
} from '../_shared/integrations.ts';
import { CallerRefused, refusalStatus } from '../_shared/policy-reminders.ts';

async function asCaller(authorization: string, fn: string, args: Record<string, unknown>) {
  const { error } = await callerClient(authorization).rpc(fn, args);
  if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
}

serve(
  createIntegrationHandler({
    sources: activeSources(env),
    // No function starts without its own key: a missing secret is a failed deploy, not a default.
    key: importIntegrationKey(env('INTEGRATIONS_KEY') ?? ''),
    async targets(at, connection) {
      const { data, error } = await serviceClient.rpc('integration_run_targets', {
        at: at.toISOString(),
        connection: connection ?? null,
      });
      if (error) throw new Error(error.message);
      return (data as RunTarget[] | null) ?? [];
    },
    async record(connection, outcomes, at) {
      const { data, error } = await serviceClient.rpc('record_integration_run', {
        connection,
        outcomes,
        at: at.toISOString(),
      });
      if (error) throw new Error(error.message);
      const recorded = (data as RecordedRun[] | null)?.[0];
      if (!recorded) throw new Error('the run was not recorded');
      return recorded;
    },
    send: sendEmail,
    siteUrl: env('SITE_URL') ?? '',
    clock: () => new Date(),
    log: (line) => console.log(line),
    authorise: (authorization, connection) =>
      asCaller(authorization, 'integration_connection_for_admin', { connection }),
    async callerTeam(authorization) {
      const client = callerClient(authorization);
      const { data: caller } = await client.auth.getUser(authorization.replace(/^Bearer\s+/i, ''));
      const { data } = caller.user
        ? await client.from('users').select('team_id').eq('id', caller.user.id).maybeSingle()
        : { data: null };
      if (!data?.team_id) throw new CallerRefused('Join a team first', 403);
      return data.team_id as string;
    },
    connect: (authorization, connection) =>
      asCaller(authorization, 'connect_integration', {
        connection: connection.id,
        source: connection.source,
        account: connection.account,
        sealed_credentials: connection.sealed,
      }),
    async recordReview(run, connection, listing, at) {
      const { data, error } = await serviceClient.rpc('record_access_review_accounts', {
        run,
        connection,
        accounts: listing.accounts,
        evidence: listing.evidence,
        at: at.toISOString(),
      });
      if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
      return Number(data);
    },
    isServiceRole: isServiceRoleAuthorization,
  }),
);
