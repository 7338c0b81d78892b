// The team hotline's query keys, beside its data (handler-data.ts) for every feature that shows
// it (docs/architecture.md, "Data access per feature").
export const hotlineKeys = {
  all: ['hotline'] as const,
  /** Everything of one team's hotline. */
  team: (teamId: string) => [...hotlineKeys.all, teamId] as const,
  overview: (teamId: string) => [...hotlineKeys.team(teamId), 'overview'] as const,
  handlers: (teamId: string) => [...hotlineKeys.team(teamId), 'handlers'] as const,
  subjects: (teamId: string, unlocked: boolean) =>
    [...hotlineKeys.team(teamId), 'subjects', unlocked] as const,
  case: (teamId: string, caseId: string) => [...hotlineKeys.team(teamId), 'case', caseId] as const,
  attachments: (teamId: string, caseId: string) =>
    [...hotlineKeys.team(teamId), 'attachments', caseId] as const,
  /** Whether this person handles their team's hotline. */
  handler: (userId: string) => [...hotlineKeys.all, 'handler', userId] as const,
};
