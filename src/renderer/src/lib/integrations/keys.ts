// The integrations' query keys shared by features (docs/architecture.md, "Data access per feature").
export const integrationKeys = {
  all: ['integrations'] as const,
  /** The team's connections, for the access review's "fill from" buttons. */
  connections: (teamId: string) => [...integrationKeys.all, teamId, 'connections'] as const,
  /** What ComplyReady made for the session's team to connect `source` (AWS: the external id). */
  provided: (source: string) => [...integrationKeys.all, 'provided', source] as const,
  /** The accounts connected sources listed for one run of the access review. */
  reviewAccounts: (runId: string) => [...integrationKeys.all, 'review', runId] as const,
};
