// The controls' query keys, beside the readiness data (readiness-data.ts) the dashboard and the
// Controls pages share (docs/architecture.md, "Data access per feature").
export const controlKeys = {
  all: ['controls'] as const,
  /** The session's team's readiness per control. */
  readiness: () => [...controlKeys.all, 'readiness'] as const,
  /** Which controls are documented and operating: the Overview's figures. */
  metStates: () => [...controlKeys.all, 'met-states'] as const,
  due: () => [...controlKeys.all, 'due'] as const,
  firstSteps: () => [...controlKeys.all, 'first-steps'] as const,
  auditorLinks: (teamId: string) => [...controlKeys.all, 'auditor-links', teamId] as const,
  statement: (teamId: string) => [...controlKeys.all, 'statement', teamId] as const,
  systemDescription: (teamId: string) =>
    [...controlKeys.all, 'system-description', teamId] as const,
};
