// The policy program's query keys, beside its data (data.ts, approvals-data.ts) for every
// feature that shows it (docs/architecture.md, "Data access per feature").
export const policyKeys = {
  all: ['policies'] as const,
  /** The session's team's policies (team_policies): the Policies page and the dashboard. */
  team: () => [...policyKeys.all, 'team'] as const,
  /** The template updates waiting for the team's policies (docs/decisions.md TU1). */
  templateUpdates: () => [...policyKeys.all, 'template-updates'] as const,
  /** One policy's update with its three texts. */
  templateUpdate: (policyId: string) => [...policyKeys.templateUpdates(), policyId] as const,
  /** Everything of one policy's admin page. */
  policy: (policyId: string) => [...policyKeys.all, 'policy', policyId] as const,
  record: (policyId: string) => [...policyKeys.policy(policyId), 'record'] as const,
  people: (policyId: string) => [...policyKeys.policy(policyId), 'people'] as const,
  importedOriginal: (policyId: string) => [...policyKeys.policy(policyId), 'original'] as const,
  approvalMode: (teamId: string) => [...policyKeys.all, 'approval-mode', teamId] as const,
  approval: (approvalId: string) => [...policyKeys.all, 'approval', approvalId] as const,
  /** One policy as its member reads it. */
  toRead: (policyId: string) => [...policyKeys.all, 'read', policyId] as const,
  /** What one person is asked: their policies, the count to accept, their approvals. */
  mine: (userId: string) => [...policyKeys.all, 'mine', userId] as const,
  toAccept: (userId: string) => [...policyKeys.mine(userId), 'to-accept'] as const,
  myApprovals: (userId: string) => [...policyKeys.mine(userId), 'approvals'] as const,
};
