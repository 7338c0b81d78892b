// The team's query keys, beside its data (data.ts) for every feature that shows it
// (docs/architecture.md, "Data access per feature").
export const teamKeys = {
  all: ['team'] as const,
  /** Everything of one team. */
  team: (teamId: string) => [...teamKeys.all, teamId] as const,
  progress: (teamId: string) => [...teamKeys.all, teamId, 'progress'] as const,
  settings: (teamId: string) => [...teamKeys.all, teamId, 'settings'] as const,
  billing: (teamId: string) => [...teamKeys.all, teamId, 'billing'] as const,
  /** The managed members (getManagedMembers), wherever a page lists or picks them. */
  members: (teamId: string) => [...teamKeys.all, teamId, 'members'] as const,
  scim: (teamId: string) => [...teamKeys.all, teamId, 'scim'] as const,
  apiKeys: (teamId: string) => [...teamKeys.all, teamId, 'api-keys'] as const,
  sso: (teamId: string) => [...teamKeys.all, teamId, 'sso'] as const,
  /** Settings → Webhooks: the endpoints and their recent deliveries. */
  webhooks: (teamId: string) => [...teamKeys.all, teamId, 'webhooks'] as const,
  /** Connections, newest results and open tasks of the integrations (docs/decisions.md IN1). */
  integrations: (teamId: string) => [...teamKeys.all, teamId, 'integrations'] as const,
  /** Settings → Trust Page: the page, its documents, requests and links (docs/decisions.md TR1). */
  trust: (teamId: string) => [...teamKeys.all, teamId, 'trust'] as const,
  /** The session's team's reporting routes (Settings; the player's closing card). */
  reportingRoutes: () => [...teamKeys.all, 'reporting-routes'] as const,
  /** The session's team's open invitations. */
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  /** Every page of the session's team's activity. */
  activity: () => [...teamKeys.all, 'activity'] as const,
  activityPage: (kind: string | null, actor: string | null, pageIndex: number) =>
    [...teamKeys.activity(), kind, actor, pageIndex] as const,
};
