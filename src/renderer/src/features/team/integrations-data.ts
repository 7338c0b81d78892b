// The Integrations page's data (docs/decisions.md IN1): the sources and their permissions from
// the `integrations` function, the team's connections, each test's newest run and the open tasks
// from the database (admins only, by row-level security).
import type { SupabaseClient } from '@supabase/supabase-js';
import type * as z from 'zod/mini';
import type { Database } from '@shared/database.types';
import { callIntegrations } from '../../lib/integrations/call';
import { integrationResources, integrationSources, parseAnswer } from '../../lib/schemas';

type Client = SupabaseClient<Database>;

export type SourceSetup = z.infer<typeof integrationSources>['sources'][number];

export interface LatestResult {
  test: string;
  title: string;
  result: string;
  summary: string;
  controls: string[];
  resources: z.infer<typeof integrationResources>;
  ranAt: string;
}

export async function loadIntegrations(client: Client, teamId: string, signal: AbortSignal) {
  const [sources, connections, runs, tasks, members] = await Promise.all([
    callIntegrations<unknown>(client, { action: 'sources' }),
    client
      .from('integration_connections')
      .select('id, source, account, connected_by_name, connected_at, last_run_at')
      .eq('team_id', teamId)
      .abortSignal(signal),
    client
      .from('integration_runs')
      .select('source, test, title, result, summary, controls, resources, ran_at')
      .eq('team_id', teamId)
      .order('ran_at', { ascending: false })
      .limit(200)
      .abortSignal(signal),
    client
      .from('integration_tasks')
      .select('id, source, test, title, controls, owner_id, due_on, opened_at')
      .eq('team_id', teamId)
      .is('closed_at', null)
      .order('due_on')
      .abortSignal(signal),
    client
      .from('users')
      .select('id, full_name, email')
      .eq('team_id', teamId)
      .is('deactivated_at', null)
      .abortSignal(signal),
  ]);
  for (const answer of [connections, runs, tasks, members]) if (answer.error) throw answer.error;
  const latest = new Map<string, LatestResult>();
  for (const run of runs.data ?? []) {
    const key = `${run.source}/${run.test}`;
    if (latest.has(key)) continue;
    latest.set(key, {
      test: run.test,
      title: run.title,
      result: run.result,
      summary: run.summary,
      controls: run.controls,
      resources: parseAnswer(integrationResources, run.resources, 'integration_runs.resources'),
      ranAt: run.ran_at,
    });
  }
  return {
    sources: parseAnswer(integrationSources, sources, 'integrations').sources,
    connections: connections.data ?? [],
    latest,
    tasks: tasks.data ?? [],
    members: (members.data ?? []).map((member) => ({
      id: member.id,
      name: member.full_name?.trim() || member.email,
    })),
  };
}
export type IntegrationsData = Awaited<ReturnType<typeof loadIntegrations>>;
